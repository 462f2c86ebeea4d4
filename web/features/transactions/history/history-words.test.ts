import { describe, expect, it } from 'vitest';
import { changedLine, createdLine } from './history-words';

describe('the words of a transaction history', () => {
  it('says who typed a row and when, in the time zone given', () => {
    expect(
      createdLine({ at: '2026-11-21T17:03:00.000Z', by: 'Ana', origin: 'manual' }, 'America/Sao_Paulo'),
    ).toBe('Lançada por Ana em 21/11/2026 14:03');
  });

  it('a row nobody typed says where it came from', () => {
    expect(
      createdLine({ at: '2026-11-21T17:03:00.000Z', by: null, origin: 'import' }, 'America/Sao_Paulo'),
    ).toBe('Importada de um extrato em 21/11/2026 14:03');
  });

  it('a change by someone who left Grana still says when', () => {
    expect(
      changedLine({ id: 1, at: '2026-11-22T12:15:00.000Z', by: null, changes: [] }, 'America/Sao_Paulo'),
    ).toBe('Alguém que saiu do Grana em 22/11/2026 09:15');
  });
});
