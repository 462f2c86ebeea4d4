import type { DashboardRecurring } from '../../../common/contract/dashboard';
import { monthRange, todayIn } from '../../../common/dates';
import type { Executor } from '../../db/connect';
import { recurringPanel } from './figures';
import { recurringRepository as repo } from './repository';

/**
 * The fixed items' figures of one month (its first day), in the person's zone: the items and which of them have a
 * payment recorded in the month, read together, then recurringPanel.
 */
export async function recurringFiguresOf(
  db: Executor,
  bookId: number,
  timeZone: string,
  month: string,
): Promise<DashboardRecurring> {
  const { from, to } = monthRange(month);
  const [rows, recorded] = await Promise.all([
    repo.list(db, bookId),
    repo.recordedBetween(db, bookId, from, to),
  ]);
  return recurringPanel(
    rows.map((r) => ({ ...r, createdOn: todayIn(timeZone, r.createdAt), recorded: recorded.has(r.id) })),
    month,
    todayIn(timeZone),
  );
}
