import { installmentDate } from '../../../common/card-bills';
import type { AppRow } from './readers/types';

/**
 * The last installment the file holds of each purchase (the same account, description, amount and n), and how many
 * come after it: the app exported up to it, and the installments after it are still to come, so the import writes
 * them as Grana's own purchase in installments would. Only those dated after today: one the file does not hold
 * whose date is past was billed in the other app (its history, paid or not as that app says), and written here it
 * would be a bill still owed, overdue. A file that holds n of n has none to come. The preview says the count, the
 * write marks the lines.
 */
export function installmentsToCome(
  rows: readonly AppRow[],
  today: string,
): { last: Set<AppRow>; count: number } {
  const last = new Map<string, AppRow>();
  for (const row of rows) {
    if (!row.installment || row.type !== 'DESPESA') continue;
    const key = `${row.account}\u0000${row.description.trim().toLowerCase()}\u0000${row.amountCents}\u0000${row.installment.count}`;
    const seen = last.get(key);
    if (!seen || (seen.installment?.number ?? 0) < row.installment.number) last.set(key, row);
  }
  let count = 0;
  const marked = new Set<AppRow>();
  for (const row of last.values()) {
    const toCome = row.installment ? laterAfter(row, row.installment, today) : 0;
    if (toCome === 0) continue;
    count += toCome;
    marked.add(row);
  }
  return { last: marked, count };
}

/** How many of the installments after the row's (k + 1 to n, a month apart from it) fall after today. */
function laterAfter(row: AppRow, installment: { number: number; count: number }, today: string): number {
  let count = 0;
  // The (j + 1)-th installment counted from the row's is j months after it (installmentDate, as the import writes).
  for (let j = 1; j <= installment.count - installment.number; j += 1)
    if (installmentDate(row.date, j + 1) > today) count += 1;
  return count;
}
