import { describe, expect, it } from 'vitest';
import {
  changeMapping,
  changeSetting,
  choosePreset,
  INITIAL_SETTINGS,
  uploadSettings,
} from './import-settings';
import { summarizeStatement } from './statement-summary';

const bytes = (text: string) => new TextEncoder().encode(text);
const nubank = bytes(
  ['Data,Valor,Identificador,Descrição', '01/10/2026,-45.90,a1,Padaria', '01/10/2026,-45.90,a1,Padaria'].join(
    '\n',
  ),
);

describe('import settings', () => {
  it('a detected preset shows its values; a change by hand keeps them and the columns, and leaves the preset', () => {
    const summary = summarizeStatement(nubank, 'nu.csv', INITIAL_SETTINGS);
    expect(summary.preset).toBe('nubank-conta');
    expect(summary.duplicateCount).toBe(1);
    expect(summary.preview.map((r) => r.duplicate)).toEqual([false, true]);

    const changed = changeSetting(INITIAL_SETTINGS, summary, 'dateFormat', 'MM/DD/YYYY');
    expect(changed).toMatchObject({
      preset: 'none',
      delimiter: ',',
      amountFormat: 'dot',
      dateFormat: 'MM/DD/YYYY',
      mapping: { date: 'Data', amount: 'Valor', id: 'Identificador', description: 'Descrição' },
    });
    const mapped = changeMapping(INITIAL_SETTINGS, summary, 'id', '');
    expect(mapped.mapping).toEqual({ date: 'Data', amount: 'Valor', description: 'Descrição' });
    expect(summarizeStatement(nubank, 'nu.csv', mapped).preview[0]?.fitid).toBeUndefined();
  });

  it('choosing a preset forgets the mapping and takes its values; auto goes back to guessing', () => {
    const forced = choosePreset({ ...INITIAL_SETTINGS, mapping: { date: 'x' } }, 'nubank-cartao');
    expect(forced).toMatchObject({ preset: 'nubank-cartao', invertSign: true, dateFormat: 'YYYY-MM-DD' });
    expect(forced.mapping).toBeUndefined();
    expect(choosePreset(forced, 'auto')).toMatchObject({ preset: 'auto' });
  });

  it('the upload carries the default account and the transfers column', () => {
    expect(uploadSettings(INITIAL_SETTINGS, 7, '')).toMatchObject({ defaultAccountId: 7, preset: 'auto' });
    expect(uploadSettings(INITIAL_SETTINGS, 7, 'Destino').mapping).toEqual({ destination: 'Destino' });
  });
});
