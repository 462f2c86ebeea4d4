import { describe, expect, it } from 'vitest';
import { recurringItem } from '../../test/recurring-items';
import { dueWithin, groupByStatus, monthForecast, soonestUnpaid, totalOf } from './recurring-stats';

const today = '2026-11-21';

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

describe('totals', () => {
  it('adds amounts as cents', () => {
    expect(totalOf([recurringItem({ amount: 0.1 }), recurringItem({ amount: 0.2 })])).toBe(0.3);
    expect(totalOf([])).toBe(0);
  });

  it('forecasts the month: the items the server counts in it, as cents', () => {
    const items = [
      recurringItem({ id: 1, amount: 1500, next_run: '2026-12-05', payment_status: 'pago' }),
      recurringItem({ id: 2, amount: 99.9, next_run: '2026-11-30', payment_status: 'pendente' }),
      recurringItem({ id: 3, amount: 50, next_run: '2026-10-15', payment_status: 'atrasado' }),
      recurringItem({ id: 4, amount: 700, next_run: '2026-12-01', in_month_forecast: false }),
    ];
    expect(monthForecast(items)).toBe(1649.9);
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
