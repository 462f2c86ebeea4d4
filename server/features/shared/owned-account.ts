import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

/**
 * The person's account with this id, or undefined: another person's id reads as absent. Here, below the
 * features, because the ledger checks a row's account with it and the ledger imports no feature. `keep` locks the
 * row against deletion until the caller's transaction ends (FOR KEY SHARE), for a write that will reference it:
 * deleted between the check and the write, the reference would fail as a server error instead of "not found".
 */
export async function ownedAccountRow(
  db: Executor,
  bookId: number,
  id: number,
  keep = false,
): Promise<AccountRow | undefined> {
  const query = db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.bookId, bookId)))
    .limit(1);
  const [row] = await (keep ? query.for('key share') : query);
  return row;
}
