import { describe, expect, it } from 'vitest';
import type { NetWorthMonth } from '../../../common/contract/net-worth';
import {
  changeSentence,
  changeTone,
  evenTicks,
  hasNothing,
  hasRealLine,
  historyStartNote,
  monthChanges,
  monthsFromParam,
  realNote,
  signedReais,
} from './net-worth-data';

const month = (m: string, total: number, real: number | null = total): NetWorthMonth => ({
  month: m,
  date: `${m}-28`,
  total,
  caixa: total,
  rendaFixa: 0,
  rendaVariavel: 0,
  bens: 0,
  dividas: 0,
  real,
});

describe('net worth helpers', () => {
  it('labels at most the months asked, evenly spaced, the current month always', () => {
    const months = Array.from({ length: 25 }, (_, i) => `m${i}`);
    // 25 months in at most 6 labels: every fifth, back from the last.
    expect(evenTicks(months, 6)).toEqual(['m4', 'm9', 'm14', 'm19', 'm24']);
    expect(evenTicks(months, 30)).toEqual(months);
    expect(evenTicks(['m0'], 6)).toEqual(['m0']);
    expect(evenTicks(months.slice(0, 13), 12)).toEqual(['m0', 'm2', 'm4', 'm6', 'm8', 'm10', 'm12']);
  });

  it('says where the history begins when it begins inside the period chosen, and nothing when the period is whole', () => {
    const three = { months: [month('2026-09', 100), month('2026-10', 200), month('2026-11', 300)] };
    expect(historyStartNote(three, 12)).toBe(
      'Seu histórico no Grana começa em setembro de 2026: antes disso, não há contas, bens nem dívidas registrados.',
    );
    expect(historyStartNote(three, 2)).toBeNull();
    expect(historyStartNote(three, 3)).toBe(
      'Seu histórico no Grana começa em setembro de 2026: antes disso, não há contas, bens nem dívidas registrados.',
    );
  });

  it('reads the period from the address, else 24 months', () => {
    expect(monthsFromParam('60')).toBe(60);
    expect(monthsFromParam('12')).toBe(12);
    expect(monthsFromParam('13')).toBe(24);
    expect(monthsFromParam(null)).toBe(24);
    expect(monthsFromParam('abc')).toBe(24);
  });

  it("subtracts each month's total from the next in cents", () => {
    // 0,1 + 0,2 in floats is 0,30000000000000004: the change is worked in cents.
    expect(monthChanges([month('2026-09', 0.1), month('2026-10', 0.3), month('2026-11', 0.25)])).toEqual([
      null,
      0.2,
      -0.05,
    ]);
  });

  it('says the change with its sign and from when', () => {
    const months = [month('2026-10', 7226.05), month('2026-11', 10036.15)];
    expect(changeSentence({ months, change: { month: 2810.1 } })).toBe(
      '+R$ 2.810,10 desde o fim de outubro de 2026',
    );
    expect(changeSentence({ months, change: { month: -80 } })).toBe(
      '-R$ 80,00 desde o fim de outubro de 2026',
    );
    expect(changeSentence({ months, change: { month: 0 } })).toBe(
      'Sem variação desde o fim de outubro de 2026',
    );
    expect(signedReais(0)).toBe('R$ 0,00');
    expect(changeTone(1)).toContain('emerald');
    expect(changeTone(-1)).toContain('red');
    expect(changeTone(null)).toContain('slate');
  });

  it('draws the real line only when a month before the previous one has a real figure', () => {
    expect(hasRealLine([month('2026-09', 1, null), month('2026-10', 2), month('2026-11', 3)])).toBe(false);
    expect(hasRealLine([month('2026-09', 1, 1.5), month('2026-10', 2), month('2026-11', 3)])).toBe(true);
  });

  it('explains the real figures, with nothing more when no IPCA is missing', () => {
    const months = [month('2026-09', 1, null), month('2026-10', 2), month('2026-11', 3)];
    expect(realNote({ months, ipcaMissingFrom: null, ipcaThrough: '2026-10' })).toBe(
      'Valor real: o total em reais de hoje, corrigido pelo IPCA até outubro de 2026 (o IPCA do mês corrente só sai depois que ele termina).',
    );
  });

  it('names the missing IPCA month, or says the IPCA is missing when no month has a real figure', () => {
    const rest =
      'ainda não está no Grana: os meses que dependem dele ficam sem valor real (—), nunca com uma taxa estimada. Ele vem do Banco Central quando o servidor o alcança, ou pode ser informado em Investimentos.';
    const five = (real: Array<number | null>) =>
      ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((m, i) => month(m, i + 1, real[i] ?? null));
    const note = (real: Array<number | null>, ipcaMissingFrom: string) =>
      realNote({ months: five(real), ipcaMissingFrom, ipcaThrough: '2026-10' });
    // No IPCA at all: the first month the figures need (August) is missing and no month has a real figure.
    expect(note([null, null, null, 4, 5], '2026-08')).toBe(
      `Valor real: o total em reais de hoje, corrigido pelo IPCA até outubro de 2026 (o IPCA do mês corrente só sai depois que ele termina). O IPCA ${rest}`,
    );
    // Only October's is missing: every month before it lacks a real figure, but the one missing month is named.
    expect(note([null, null, null, 4, 5], '2026-10')).toContain(`O IPCA de outubro de 2026 ${rest}`);
    // Only August's is missing: September and October have their real figures, August is the one named.
    expect(note([null, 2, 3, 4, 5], '2026-08')).toContain(`O IPCA de agosto de 2026 ${rest}`);
  });

  it('shows the empty state only when there is no account and no figure at all (a bem needs no account)', () => {
    const empty = [month('2026-10', 0), month('2026-11', 0)];
    expect(hasNothing({ accounts: 0, months: empty })).toBe(true);
    expect(hasNothing({ accounts: 1, months: empty })).toBe(false);
    const house = [month('2026-10', 0), { ...month('2026-11', 0), bens: 450000, total: 450000 }];
    expect(hasNothing({ accounts: 0, months: house })).toBe(false);
  });
});
