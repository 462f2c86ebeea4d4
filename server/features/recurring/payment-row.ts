import type { LedgerRow } from '../ledger/public';
import type { RecurringRow } from './repository';

/** The transaction that pays (or receives) one due date of a fixed item: its words, the date and amount paid. */
export const paymentRow = (item: RecurringRow, date: string, amount: number): LedgerRow => ({
  accountId: item.accountId,
  type: item.type,
  amount,
  date,
  description: item.description,
  categoryId: item.categoryId,
  payeeId: item.payeeId,
  status: 'CLEARED',
  recurringId: item.id,
  origin: 'recurring',
});
