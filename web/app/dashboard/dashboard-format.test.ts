import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../common/contract/dashboard';
import {
  dashboardGoals,
  forecastTarget,
  formatUsage,
  isDashboardEmpty,
  monthWhen,
  quietWhenZero,
} from './dashboard-format';

describe('dashboard formatting', () => {
  it("colours a card's figure only when it is not zero", () => {
    expect(quietWhenZero(0, 'text-red-600')).toBe('text-slate-700 dark:text-slate-300');
    expect(quietWhenZero(12.5, 'text-red-600')).toBe('text-red-600');
  });

  it('budget use with one decimal, a dash when nothing is available', () => {
    expect(formatUsage(140.1)).toBe('140,1%');
    expect(formatUsage(null)).toBe('—');
  });

  it('shows the first 3 active goals and counts the rest', () => {
    const goals = [1, 2, 3, 4, 5].map((id) => ({
      id,
      archived_at: id === 2 ? '2026-01-01T00:00:00Z' : null,
    }));
    const { shown, more } = dashboardGoals(goals);
    expect(shown.map((g) => g.id)).toEqual([1, 3, 4]);
    expect(more).toBe(1);
    expect(dashboardGoals([]).more).toBe(0);
  });

  it('is empty only when there is nothing at all', () => {
    const empty: DashboardSummary = {
      from: '2026-11-01',
      to: '2026-11-30',
      receitas: 0,
      despesas: 0,
      totalReceitas: 0,
      totalDespesas: 0,
      unconverted_accounts: [],
      saldo: 0,
      balances: {
        as_of: '2026-11-24',
        accounts: 0,
        account_count: 0,
        bills_to_pay: 0,
        future_installments: 0,
        net: 0,
        rates: [],
        unconverted_accounts: [],
      },
      trends: [{ month: '2026-11-01', receitas: 0, despesas: 0 }],
      accounts: [],
      budgets: [],
      top_categories: [],
      fixed: {
        count: 0,
        total_monthly: 0,
        predicted_month: 0,
        predicted_count: 0,
        paid: { count: 0, total: 0 },
        paid_in_balance: { count: 0, total: 0 },
        pending: { count: 0, total: 0 },
        overdue: { count: 0, total: 0 },
        paid_percent: 0,
        to_pay: 0,
        top_categories: [],
        categories_count: 0,
        incomes: {
          count: 0,
          total_monthly: 0,
          expected_month: 0,
          expected_count: 0,
          received: { count: 0, total: 0 },
          received_in_balance: { count: 0, total: 0 },
          to_receive: { count: 0, total: 0 },
        },
        rates: [],
        unconverted_accounts: [],
      },
    };
    expect(isDashboardEmpty(empty)).toBe(true);
    expect(isDashboardEmpty({ ...empty, trends: [{ month: '2026-10-01', receitas: 0, despesas: 1 }] })).toBe(
      false,
    );
    expect(
      isDashboardEmpty({
        ...empty,
        accounts: [
          {
            id: 1,
            name: 'C',
            type: 'checking',
            currency: 'BRL',
            month_movement: 0,
            balance: 0,
            invested: null,
          },
        ],
      }),
    ).toBe(false);
  });

  it("tells the selected month from today's: before, the same, after", () => {
    expect(monthWhen('2026-10-01', '2026-11-26')).toBe('past');
    expect(monthWhen('2026-11-01', '2026-11-26')).toBe('current');
    expect(monthWhen('2026-11-01', '2026-11-30')).toBe('current');
    expect(monthWhen('2026-12-01', '2026-11-30')).toBe('future');
    expect(monthWhen('2025-12-01', '2026-01-01')).toBe('past');
  });

  it("the forecast card's day: the month's last day, by a window that reaches it; none for a past month", () => {
    // Today's month: the Previsão page's 30 days, its month end.
    expect(forecastTarget('2026-11-01', '2026-11-26')).toEqual({
      date: '2026-11-30',
      days: 30,
      when: 'current',
    });
    // December: 35 days from the 26th to the 31st, one more in case the server's today is a day behind.
    expect(forecastTarget('2026-12-01', '2026-11-26')).toEqual({
      date: '2026-12-31',
      days: 36,
      when: 'future',
    });
    expect(forecastTarget('2027-02-01', '2026-11-26')).toEqual({
      date: '2027-02-28',
      days: 95,
      when: 'future',
    });
    expect(forecastTarget('2026-10-01', '2026-11-26')).toBeNull();
    // Up to the forecast's longest window (365 days), and no further.
    expect(forecastTarget('2027-10-01', '2026-11-26')).toEqual({
      date: '2027-10-31',
      days: 340,
      when: 'future',
    });
    expect(forecastTarget('2027-11-01', '2026-11-26')).toBeNull();
  });
});
