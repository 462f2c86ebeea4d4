import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { conflict } from '../../http/errors';

/** The tables whose rows a person creates one by one and whose number the product bounds. */
const COUNTED = {
  accounts: sql`accounts`,
  assets: sql`assets`,
  income_tax_statements: sql`income_tax_statements`,
  recurring: sql`recurring`,
  rules: sql`rules`,
  sync_connections: sql`sync_connections`,
  webhooks: sql`webhooks`,
} as const;
export type CountedTable = keyof typeof COUNTED;

/**
 * Takes the book's row lock: writes in one book that must see each other's counts (a limit, a month's budgets)
 * run one after the other, whoever of its members makes them. Inside the caller's transaction; released when it
 * ends.
 */
export async function lockBook(tx: Executor, bookId: number): Promise<void> {
  await tx.execute(sql`select id from books where id = ${bookId} for update`);
}

/**
 * Refuses (409, `message`) one more row of `table` when the book already has `max`: every count a book's people
 * control has a limit, so that no one book's lists make everybody's requests slow. Counted under the book's lock, so two
 * creations at once cannot both pass; call it inside the write's transaction, before its first write.
 */
export async function ensureRoomFor(
  tx: Executor,
  bookId: number,
  table: CountedTable,
  max: number,
  message: string,
): Promise<void> {
  await lockBook(tx, bookId);
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${COUNTED[table]} where book_id = ${bookId}`,
  );
  if (Number(row?.count ?? 0) >= max) throw conflict(message);
}
