import { describe, expect, it } from 'vitest';
import {
  changeMapping,
  changeSetting,
  choosePreset,
  INITIAL_SETTINGS,
  mappingProblem,
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

  it('a debit/credit pair replaces the amount column, and an amount replaces the pair', () => {
    const file = bytes('Data;Débito;Crédito;Valor\n01/10/2026;5,00;;-5,00\n02/10/2026;;7,00;7,00');
    const summary = summarizeStatement(file, 'x.csv', INITIAL_SETTINGS);
    expect(summary.mapping).toMatchObject({ date: 'Data', amount: 'Valor' });
    const debit = changeMapping(INITIAL_SETTINGS, summary, 'debit', 'Débito');
    const pair = changeMapping(debit, summary, 'credit', 'Crédito');
    expect(pair.mapping).toEqual({ date: 'Data', debit: 'Débito', credit: 'Crédito' });
    const read = summarizeStatement(file, 'x.csv', pair);
    expect(read.preview.map((r) => [r.type, r.amountCents])).toEqual([
      ['DESPESA', 500],
      ['RECEITA', 700],
    ]);
    expect(changeMapping(pair, read, 'amount', 'Valor').mapping).toEqual({ date: 'Data', amount: 'Valor' });
  });

  it('asks in Portuguese for the value, or the debit and credit, when the mapping has neither', () => {
    const summary = summarizeStatement(bytes('Data;Valor\n01/10/2026;5,00'), 'x.csv', INITIAL_SETTINGS);
    const none = changeMapping(INITIAL_SETTINGS, summary, 'amount', '');
    expect(mappingProblem(none)).toBe('Escolha a coluna de data e a de valor (ou as de débito e crédito).');
    expect(mappingProblem(changeMapping(none, summary, 'credit', 'Valor'))).toBeNull();
    expect(mappingProblem(INITIAL_SETTINGS)).toBeNull();
  });

  it('the upload carries the default account and the transfers column', () => {
    expect(uploadSettings(INITIAL_SETTINGS, { defaultAccountId: 7, destination: '' })).toMatchObject({
      defaultAccountId: 7,
      preset: 'auto',
    });
    expect(uploadSettings(INITIAL_SETTINGS, { defaultAccountId: 7, destination: 'Destino' }).mapping).toEqual(
      {
        destination: 'Destino',
      },
    );
    const chosen = uploadSettings(INITIAL_SETTINGS, {
      defaultAccountId: 7,
      destination: '',
      createInstallments: true,
      suggestCategories: false,
      lineCategories: { '3': 12, '4': null },
    });
    expect(chosen).toMatchObject({
      createInstallments: true,
      suggestCategories: false,
      lineCategories: { '3': 12, '4': null },
    });
    const plain = uploadSettings(INITIAL_SETTINGS, {
      defaultAccountId: 7,
      destination: '',
      lineCategories: {},
    });
    expect(plain).not.toHaveProperty('lineCategories');
    expect(plain).not.toHaveProperty('suggestCategories');
  });
});
