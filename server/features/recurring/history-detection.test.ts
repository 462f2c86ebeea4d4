import { describe, expect, it } from 'vitest';
import { type HistoryRow, historySuggestions, suggestionKey, typicalDay } from './history-suggestions';

const TODAY = '2026-11-20';

let ids = 0;
const row = (date: string, reais: number, overrides: Partial<HistoryRow> = {}): HistoryRow => ({
  id: ++ids,
  type: 'DESPESA',
  date,
  description: 'Netflix',
  cents: Math.round(reais * 100),
  accountId: 1,
  categoryId: null,
  payeeId: 7,
  payeeName: 'Netflix',
  ...overrides,
});

const monthly = (day: string, reais: number, months: string[], overrides: Partial<HistoryRow> = {}) =>
  months.map((m) => row(`${m}-${day}`, reais, overrides));

const keysOf = (rows: HistoryRow[], dismissed: string[] = []) =>
  historySuggestions(rows, [], new Set(dismissed), TODAY).map((s) => s.key);

describe('the typical day of a fixed item', () => {
  it('is the median day, and the month ends are near the 1st', () => {
    expect(typicalDay([5, 7, 9, 6, 8])).toBe(7);
    expect(typicalDay([30, 31, 1])).toBe(31);
    expect(typicalDay([28, 31, 1, 2])).toBe(31);
    expect(typicalDay([1, 1, 31, 2])).toBe(1);
  });

  it('refuses days more than five apart', () => {
    expect(typicalDay([5, 11])).toBeNull();
    expect(typicalDay([27, 3])).toBeNull();
    expect(typicalDay([27, 1])).toBe(27);
  });
});

describe('fixed items found in the history', () => {
  it('a subscription of three months running, the latest last month, with its figures', () => {
    const [netflix] = historySuggestions(
      monthly('12', 55.9, ['2026-08', '2026-09', '2026-10']),
      [],
      new Set(),
      TODAY,
    );
    expect(netflix).toEqual({
      key: 'DESPESA:p7',
      type: 'DESPESA',
      description: 'Netflix',
      accountId: 1,
      amount: 55.9,
      categoryId: null,
      payeeId: 7,
      payeeName: 'Netflix',
      dueDay: 12,
      months: ['2026-08', '2026-09', '2026-10'],
      variableAmount: false,
      yearlyCost: 670.8,
      seenThisMonth: false,
    });
  });

  it('not when it stopped two months ago, nor in two months only', () => {
    expect(keysOf(monthly('12', 55.9, ['2026-07', '2026-08', '2026-09']))).toEqual([]);
    expect(keysOf(monthly('12', 55.9, ['2026-10', '2026-11']))).toEqual([]);
  });

  it('without a payee, by the description’s stem; two coffees on one day are not fixed', () => {
    const energy = [
      row('2026-09-10', 180.4, { payeeId: null, description: 'DEB AUTOMATICO ENEL 09/2026' }),
      row('2026-10-11', 201.15, { payeeId: null, description: 'DEB AUTOMATICO ENEL 10/2026' }),
      row('2026-11-10', 165, { payeeId: null, description: 'DEB AUTOMATICO ENEL 11/2026' }),
    ];
    const coffees = [row('2026-11-03', 8, { payeeId: 9 }), row('2026-11-03', 8, { payeeId: 9 })];
    const found = historySuggestions([...energy, ...coffees], [], new Set(), TODAY);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      key: suggestionKey(energy[0]!),
      amount: 165,
      variableAmount: true,
      dueDay: 10,
      seenThisMonth: true,
    });
    expect(found[0]!.key).toMatch(/^DESPESA:d/);
  });

  it('not a shop of every week or two, and one month with a second row is allowed', () => {
    const weekly = ['2026-09', '2026-10', '2026-11'].flatMap((m) =>
      ['02', '09', '16'].map((d) => row(`${m}-${d}`, 300)),
    );
    expect(keysOf(weekly)).toEqual([]);
    const fortnightly = ['2026-09', '2026-10', '2026-11'].flatMap((m) =>
      ['05', '19'].map((d) => row(`${m}-${d}`, 300)),
    );
    expect(keysOf(fortnightly)).toEqual([]);
    // Charged twice in October (refunded, charged again): still one a month.
    const refunded = [...monthly('05', 39.9, ['2026-09', '2026-10', '2026-11']), row('2026-10-20', 39.9)];
    expect(keysOf(refunded)).toEqual(['DESPESA:p7']);
    // The rows come in no order from the database: the same answer whichever comes first.
    expect(historySuggestions([...refunded].reverse(), [], new Set(), TODAY)).toEqual(
      historySuggestions(refunded, [], new Set(), TODAY),
    );
  });

  it('not when an amount is beyond the variable tolerance, nor when the days wander', () => {
    expect(keysOf([row('2026-09-05', 100), row('2026-10-05', 100), row('2026-11-05', 200)])).toEqual([]);
    expect(keysOf([row('2026-09-02', 100), row('2026-10-15', 100), row('2026-11-25', 100)])).toEqual([]);
  });

  it('leaves out what a fixed item of the same type covers, by payee or stem, and what was dismissed', () => {
    const rows = [
      ...monthly('12', 55.9, ['2026-09', '2026-10', '2026-11']),
      ...monthly('05', 5000, ['2026-09', '2026-10', '2026-11'], {
        type: 'RECEITA',
        payeeId: null,
        description: 'SALARIO ACME',
      }),
    ];
    expect(keysOf(rows)).toEqual(['DESPESA:p7', 'RECEITA:dsalario acme']);
    expect(keysOf(rows, ['DESPESA:p7'])).toEqual(['RECEITA:dsalario acme']);
    const covered = (type: string, payeeId: number | null, description: string) =>
      historySuggestions(rows, [{ type, payeeId, description }], new Set(), TODAY).map((s) => s.key);
    expect(covered('DESPESA', 7, 'Streaming')).toEqual(['RECEITA:dsalario acme']);
    expect(covered('RECEITA', null, 'Salário ACME')).toEqual(['DESPESA:p7']);
    // An income's item does not cover an expense of the same payee.
    expect(covered('RECEITA', 7, 'Reembolso')).toEqual(['DESPESA:p7', 'RECEITA:dsalario acme']);
  });

  it('expenses first, each type largest first, with the yearly cost', () => {
    const rows = [
      ...monthly('10', 20, ['2026-09', '2026-10', '2026-11'], { payeeId: 1 }),
      ...monthly('10', 2500, ['2026-09', '2026-10', '2026-11'], { payeeId: 2 }),
      ...monthly('05', 8000, ['2026-09', '2026-10', '2026-11'], { type: 'RECEITA', payeeId: 3 }),
    ];
    const found = historySuggestions(rows, [], new Set(), TODAY);
    expect(found.map((s) => [s.key, s.yearlyCost])).toEqual([
      ['DESPESA:p2', 30000],
      ['DESPESA:p1', 240],
      ['RECEITA:p3', 96000],
    ]);
  });
});

describe('what SQL already found cannot be fixed', () => {
  it('a description with too many rows in a month takes its stem’s whole group with it', () => {
    const energy = (m: string, text: string) =>
      row(`${m}-10`, 180, { payeeId: null, payeeName: null, description: text });
    const rows = ['2026-08', '2026-09', '2026-10'].map((m) => energy(m, `DEB AUTOMATICO ENEL ${m}`));
    expect(historySuggestions(rows, [], new Set(), TODAY).map((s) => s.description)).toEqual([
      'DEB AUTOMATICO ENEL 2026-10',
    ]);
    // Another text of the same stem was seen three times in one month: the stem's group is no fixed item.
    const failed = [{ type: 'DESPESA' as const, description: 'DEB AUTOMATICO ENEL 2026-07' }];
    expect(historySuggestions(rows, [], new Set(), TODAY, failed)).toEqual([]);
  });
});
