// What the fixed items offer other features: the person's items and the dates they fall due.
import type { Executor } from '../../db/connect';
import { recurringRepository } from './repository';

export { recurringFiguresOf } from './month-figures';
export { type DeletedRecurring, putBackRecurring } from './put-back';
export type { RecurringListRow, UpcomingRecurring } from './repository';
export { dueDatesFrom } from './schedule';

/** The person's fixed items (expenses and incomes) with their category and account. */
export const recurringItemsOf = (db: Executor, bookId: number) => recurringRepository.list(db, bookId);

/** The fixed expenses still to pay by `until`, overdue ones included: what 'Avisos' counts and lists. */
export const upcomingRecurringOf = (db: Executor, bookId: number, today: string, until: string) =>
  recurringRepository.upcoming(db, bookId, today, until);
export {
  type DuePayment,
  type PayableItem,
  type PayingLine,
  payableItems,
  payFromBankLines,
  unpayBankLine,
} from './bank-payment';
