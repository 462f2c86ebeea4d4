import { describe, expect, it } from 'vitest';
import { netWorthClassOf } from './classes';
import { realTerms } from './real-terms';

const months = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const totals = [100_000, 200_000, 300_000, 400_000, 500_000];

describe('realTerms', () => {
  it("carries each total by the IPCA of every later month but the current one's", () => {
    const ipca = new Map([
      ['2026-08-01', 1],
      ['2026-09-01', 0.5],
      ['2026-10-01', -0.2],
    ]);
    // October: 400.000 (no later month counted); September: x 0,998 = 299.400; August: x 0,998 x 1,005 = 200.598;
    // July: 100.000 x 0,998 x 1,005 x 1,01 = 101.301,99 -> 101.302 cents.
    expect(realTerms(months, totals, ipca)).toEqual({
      real: [101_302, 200_598, 299_400, 400_000, 500_000],
      missingFrom: null,
    });
  });

  it('answers null for every month before a missing IPCA, and names the earliest missing month', () => {
    const ipca = new Map([['2026-10-01', 0.4]]);
    expect(realTerms(months, totals, ipca)).toEqual({
      real: [null, null, 301_200, 400_000, 500_000],
      missingFrom: '2026-08',
    });
    // The previous month's IPCA not out yet: only it and the current month keep a figure.
    expect(realTerms(months, totals, new Map())).toEqual({
      real: [null, null, null, 400_000, 500_000],
      missingFrom: '2026-08',
    });
  });

  it('needs no IPCA for the previous and the current month', () => {
    expect(realTerms(['2026-10', '2026-11'], [1, 2], new Map())).toEqual({ real: [1, 2], missingFrom: null });
    expect(realTerms([], [], new Map())).toEqual({ real: [], missingFrom: null });
  });
});

describe('netWorthClassOf', () => {
  it('puts what cards owe in dívidas, investment accounts in renda fixa and the rest in caixa', () => {
    expect(netWorthClassOf('credit_card', -1)).toBe('dividas');
    expect(netWorthClassOf('investment', 100)).toBe('rendaFixa');
    for (const type of ['cash', 'checking', 'savings', 'wallet'])
      expect(netWorthClassOf(type, 100)).toBe('caixa');
  });

  it('a card in credit (or at zero) owes nothing: its balance is money at hand', () => {
    expect(netWorthClassOf('credit_card', 70_000)).toBe('caixa');
    expect(netWorthClassOf('credit_card', 0)).toBe('caixa');
  });
});
