import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../common/contract/transactions';
import { groupByDay } from './day-groups';

let nextId = 1;
const row = (date: string, amount: number, type: 'RECEITA' | 'DESPESA', transfer = false) =>
  ({ id: nextId++, date, amount, type, transfer_id: transfer ? 'abc' : null }) as Transaction;

describe('groupByDay', () => {
  it('keeps the order of the list and nets each day without its transfers', () => {
    const groups = groupByDay([
      row('2026-11-23', 100.1, 'RECEITA'),
      row('2026-11-23', 30.2, 'DESPESA'),
      row('2026-11-23', 500, 'DESPESA', true),
      row('2026-11-21', 12.5, 'DESPESA'),
      row('2026-11-20', 50, 'DESPESA', true),
    ]);
    expect(groups.map((g) => [g.date, g.items.length, g.net])).toEqual([
      ['2026-11-23', 3, 69.9],
      ['2026-11-21', 1, -12.5],
      ['2026-11-20', 1, null],
    ]);
  });

  it('puts a day split over two pages under one heading', () => {
    const first = [row('2026-11-22', 1, 'DESPESA'), row('2026-11-21', 2, 'DESPESA')];
    const second = [row('2026-11-21', 3, 'DESPESA'), row('2026-11-20', 4, 'DESPESA')];
    const groups = groupByDay([...first, ...second]);
    expect(groups.map((g) => [g.date, g.items.map((t) => t.amount), g.net])).toEqual([
      ['2026-11-22', [1], -1],
      ['2026-11-21', [2, 3], -5],
      ['2026-11-20', [4], -4],
    ]);
  });

  it('adds only rows in reais to a day: dollars are not reais', () => {
    const dollars = { ...row('2026-11-19', 100, 'DESPESA'), currency: 'USD' } as Transaction;
    const groups = groupByDay([
      row('2026-11-20', 10, 'DESPESA'),
      { ...dollars, id: nextId++, date: '2026-11-20' },
      dollars,
    ]);
    expect(groups.map((g) => [g.date, g.net])).toEqual([
      ['2026-11-20', -10],
      ['2026-11-19', null],
    ]);
  });
});
