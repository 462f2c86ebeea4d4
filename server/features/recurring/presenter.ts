import type { PaymentStatus, RecurringItem } from '../../../common/contract/recurring';
import type { CurrencyCode } from '../../../common/currencies';
import { todayIn } from '../../../common/dates';
import { centsToReais } from '../../../common/money';
import type { RecurringListRow } from './repository';
import { inMonthForecast, isDone, paymentStatus } from './schedule';

/**
 * The fixed expense as the API answers it, with its payment status and forecast as of today in the person's zone;
 * `recorded`: a payment of it is recorded (a linked transaction) dated this month.
 */
export function presentRecurring(
  row: RecurringListRow,
  timeZone: string,
  recorded: boolean,
  overMax: { amount: number; date: string } | null = null,
): RecurringItem {
  const today = todayIn(timeZone);
  const status: PaymentStatus = paymentStatus(row, today);
  const scheduled = { ...row, createdOn: todayIn(timeZone, row.createdAt) };
  return {
    id: row.id,
    account_id: row.accountId,
    account_name: row.accountName,
    account_currency: row.accountCurrency as CurrencyCode,
    type: row.type,
    amount: centsToReais(row.amount),
    description: row.description,
    category_id: row.categoryId,
    category_name: row.categoryName,
    payee_id: row.payeeId,
    payee_name: row.payeeName,
    interval_unit: 'month',
    interval_count: row.intervalCount,
    next_run: row.nextRun,
    last_run: row.lastRun,
    due_day: row.dueDay,
    due_business_day: row.dueBusinessDay,
    mode: row.mode as RecurringItem['mode'],
    notify_days: row.notifyDays,
    variable_amount: row.variableAmount,
    payment_status: status,
    paid_in_balance: status === 'pago' && !recorded,
    in_month_forecast: inMonthForecast(scheduled, today, today),
    kind: row.kind,
    max_amount: row.maxAmount === null ? null : centsToReais(row.maxAmount),
    over_max: overMax && { amount: centsToReais(overMax.amount), date: overMax.date },
    done: isDone(row),
    captured: row.capturedCode !== null,
    created_at: row.createdAt.toISOString(),
  };
}
