import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

/** The person's account with this id, or undefined: another person's id reads as absent. Here, below the
 * features, because the ledger checks a row's account with it and the ledger imports no feature. */
export async function ownedAccountRow(
  db: Executor,
  bookId: number,
  id: number,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.bookId, bookId)))
    .limit(1);
  return row;
}
