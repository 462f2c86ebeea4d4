import { describe, expect, it } from 'vitest';
import { markDuplicates } from './duplicates';
import type { ImportRow } from './types';

const row = (overrides: Partial<ImportRow>): ImportRow => ({
  line: 1,
  date: '2026-10-01',
  description: 'Padaria',
  type: 'DESPESA',
  amountCents: 1000,
  status: 'CLEARED',
  raw: [],
  ...overrides,
});

describe('markDuplicates', () => {
  it('marks a row that repeats the date, description and amount of an earlier one', () => {
    expect(
      markDuplicates([
        row({}),
        row({ description: ' padaria  ' }),
        row({ date: '2026-10-02' }),
        row({ amountCents: 1001 }),
        row({ description: 'Mercado' }),
        row({}),
      ]),
    ).toEqual([false, true, false, false, false, true]);
  });

  it('does not take a refund for the purchase it undoes', () => {
    expect(markDuplicates([row({}), row({ type: 'RECEITA' })])).toEqual([false, false]);
  });

  it('trusts different bank ids and does not trust an equal id alone', () => {
    expect(markDuplicates([row({ fitid: 'a' }), row({ fitid: 'b' }), row({ fitid: 'a' })])).toEqual([
      false,
      false,
      true,
    ]);
    expect(markDuplicates([row({ fitid: 'a' }), row({ fitid: 'a', amountCents: 5 })])).toEqual([
      false,
      false,
    ]);
    expect(markDuplicates([row({}), row({ fitid: 'x' })])).toEqual([false, true]);
    expect(markDuplicates([row({ fitid: 'x' }), row({})])).toEqual([false, true]);
  });

  it('answers nothing for no rows', () => {
    expect(markDuplicates([])).toEqual([]);
  });
});
