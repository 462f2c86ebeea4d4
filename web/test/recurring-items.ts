import type { RecurringItem } from '../../common/contract/recurring';

/** A fixed expense for tests, with overrides. */
export function recurringItem(overrides: Partial<RecurringItem> = {}): RecurringItem {
  return {
    id: 1,
    account_id: 10,
    account_name: 'Nubank',
    account_currency: 'BRL',
    type: 'DESPESA',
    amount: 100,
    description: 'Aluguel',
    category_id: 20,
    category_name: 'Moradia',
    payee_id: null,
    payee_name: null,
    interval_unit: 'month',
    interval_count: 1,
    next_run: '2026-11-10',
    last_run: null,
    due_day: 10,
    due_business_day: null,
    mode: 'manual',
    notify_days: 3,
    variable_amount: false,
    payment_status: 'pendente',
    paid_in_balance: false,
    in_month_forecast: true,
    kind: 'fixo',
    max_amount: null,
    over_max: null,
    done: false,
    captured: false,
    created_at: '2026-10-01T12:00:00.000Z',
    ...overrides,
  };
}
