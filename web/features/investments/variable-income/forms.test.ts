import { describe, expect, it } from 'vitest';
import { VARIABLE_INCOME_MESSAGES as M } from '../../../../common/contract/variable-income';
import { incomeFormSchema, suggestedWithheld } from './income-form';
import { tradeFormSchema, tradeFormValues } from './trade-form';

const TODAY = '2026-11-26';

describe('suggestedWithheld', () => {
  it('suggests 15% of a JCP gross, to the cent, and nothing for the exempt kinds', () => {
    expect(suggestedWithheld('jcp', '1.000,00')).toBe('150,00');
    expect(suggestedWithheld('jcp', '33,33')).toBe('5,00');
    expect(suggestedWithheld('dividendo', '1.000,00')).toBe('');
    expect(suggestedWithheld('jcp', '')).toBe('');
  });
});

describe('tradeFormSchema', () => {
  const holdings = [{ accountId: 7, ticker: 'PETR4', kind: 'acao' as const }];
  const values = { ...tradeFormValues(TODAY, undefined, '7'), date: '2026-11-20' };

  it('sends the contract body: quantity and price exact, fees blank as zero, the money staying put', () => {
    const parsed = tradeFormSchema('compra', TODAY, holdings).safeParse({
      ...values,
      ticker: 'petr4',
      quantity: '100',
      price: '30,5',
    });
    expect(parsed.success && parsed.data).toEqual({
      accountId: 7,
      ticker: 'PETR4',
      kind: null,
      name: null,
      side: 'compra',
      date: '2026-11-20',
      quantity: '100.00000000',
      price: '30.50000000',
      fees: 0,
      cashAccountId: null,
    });
  });

  it('asks the kind of a ticker new in the account, and whole units of an ação', () => {
    const messages = (input: object) => {
      const parsed = tradeFormSchema('compra', TODAY, holdings).safeParse({ ...values, ...input });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(messages({ ticker: 'VALE3', quantity: '10', price: '60' })).toEqual([
      ['kind', M.kindMissing('VALE3')],
    ]);
    expect(messages({ ticker: 'PETR4', quantity: '1,5', price: '30' })).toEqual([
      ['quantity', M.quantityWhole],
    ]);
    expect(messages({ ticker: 'BTC', kind: 'cripto', quantity: '0,00012345', price: '350000' })).toEqual([]);
    expect(messages({ ticker: 'PETR4', quantity: '10', price: '30', date: '2026-11-27' })).toEqual([
      ['date', M.tradeFuture],
    ]);
  });

  it('sends a desdobramento or a grupamento as its side, its units and no money', () => {
    const event = (input: object) =>
      tradeFormSchema('evento', TODAY, holdings).safeParse({ ...values, ticker: 'PETR4', ...input });
    // A 1:2 split of 100 shares: 100 more; no price asked, no fees, no account for money.
    const split = event({ quantity: '100', price: '', fees: '', cashAccountId: '3' });
    expect(split.success && split.data).toEqual({
      accountId: 7,
      ticker: 'PETR4',
      kind: null,
      name: null,
      side: 'desdobro',
      date: '2026-11-20',
      quantity: '100.00000000',
      fees: 0,
      cashAccountId: null,
    });
    const grouped = event({ event: 'grupamento', quantity: '90' });
    expect(grouped.success && grouped.data).toMatchObject({ side: 'grupamento', quantity: '90.00000000' });
    // Whole units of an ação still.
    const half = event({ quantity: '0,5' });
    expect(half.success ? [] : half.error.issues.map((i) => i.message)).toEqual([M.quantityWhole]);
  });
});

describe('incomeFormSchema', () => {
  it('refuses an IR retido as large as the gross, at its field', () => {
    const parsed = incomeFormSchema(3, TODAY).safeParse({
      kind: 'jcp',
      date: TODAY,
      amount: '100,00',
      withheld: '100,00',
      accountId: '',
    });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['withheld', M.withheldAboveGross],
    ]);
  });

  it('sends the gross and the withheld in reais, the holding account by default', () => {
    const parsed = incomeFormSchema(3, TODAY).safeParse({
      kind: 'jcp',
      date: TODAY,
      amount: '1.000,00',
      withheld: '150,00',
      accountId: '',
    });
    expect(parsed.success && parsed.data).toEqual({
      holdingId: 3,
      kind: 'jcp',
      date: TODAY,
      amount: 1000,
      withheld: 150,
      accountId: null,
    });
  });
});
