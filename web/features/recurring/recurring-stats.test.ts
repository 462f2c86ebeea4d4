import { describe, expect, it } from 'vitest';
import { recurringItem } from '../../test/recurring-items';
import { byType, dueWithin, groupByStatus, soonestUnpaid } from './recurring-stats';

const today = '2026-11-21';

describe('byType', () => {
  it('puts the expenses and the incomes apart, each in its order', () => {
    const items = [
      recurringItem({ id: 1, type: 'RECEITA' }),
      recurringItem({ id: 2 }),
      recurringItem({ id: 3, type: 'RECEITA' }),
      recurringItem({ id: 4 }),
    ];
    const { expenses, incomes } = byType(items);
    expect(expenses.map((i) => i.id)).toEqual([2, 4]);
    expect(incomes.map((i) => i.id)).toEqual([1, 3]);
  });
});

describe('groupByStatus', () => {
  it('puts each item in its status, soonest first', () => {
    const items = [
      recurringItem({ id: 1, next_run: '2026-11-28', payment_status: 'pendente' }),
      recurringItem({ id: 2, next_run: '2026-11-05', payment_status: 'atrasado' }),
      recurringItem({ id: 3, next_run: '2026-12-10', last_run: '2026-11-10', payment_status: 'pago' }),
      recurringItem({ id: 4, next_run: '2026-11-22', payment_status: 'pendente' }),
    ];
    const groups = groupByStatus(items);
    expect(groups.pendente.map((i) => i.id)).toEqual([4, 1]);
    expect(groups.atrasado.map((i) => i.id)).toEqual([2]);
    expect(groups.pago.map((i) => i.id)).toEqual([3]);
  });
});

describe('soonestUnpaid and dueWithin', () => {
  const items = [
    recurringItem({ id: 1, next_run: '2026-11-25' }),
    recurringItem({ id: 2, next_run: '2026-11-19', payment_status: 'atrasado' }),
    recurringItem({ id: 3, next_run: '2026-11-21' }),
    recurringItem({ id: 4, next_run: '2026-11-22', payment_status: 'pago' }),
    recurringItem({ id: 5, next_run: '2026-11-28' }),
    recurringItem({ id: 6, next_run: '2026-11-29' }),
  ];

  it('lists the 3 soonest unpaid items, overdue first', () => {
    expect(soonestUnpaid(items, 3).map((i) => i.id)).toEqual([2, 3, 1]);
  });

  it('lists unpaid items due from today to 7 days ahead, at most the limit', () => {
    expect(dueWithin(items, today, 7, 5).map((i) => i.id)).toEqual([3, 1, 5]);
    expect(dueWithin(items, today, 7, 2).map((i) => i.id)).toEqual([3, 1]);
  });
});
