import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { conflict } from '../../http/errors';

/** The tables whose rows a person creates one by one and whose number the product bounds. */
const COUNTED = {
  accounts: sql`accounts`,
  recurring: sql`recurring`,
  rules: sql`rules`,
  sync_connections: sql`sync_connections`,
} as const;
export type CountedTable = keyof typeof COUNTED;

/**
 * Takes the person's row lock: writes of one person that must see each other's counts (a limit, a month's budgets)
 * run one after the other. Inside the caller's transaction; released when it ends.
 */
export async function lockPerson(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/**
 * Refuses (409, `message`) one more row of `table` when the person already has `max`: every count a person controls
 * has a limit, so that no one person's lists make everybody's requests slow. Counted under the person's lock, so two
 * creations at once cannot both pass; call it inside the write's transaction, before its first write.
 */
export async function ensureRoomFor(
  tx: Executor,
  userId: number,
  table: CountedTable,
  max: number,
  message: string,
): Promise<void> {
  await lockPerson(tx, userId);
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${COUNTED[table]} where user_id = ${userId}`,
  );
  if (Number(row?.count ?? 0) >= max) throw conflict(message);
}
