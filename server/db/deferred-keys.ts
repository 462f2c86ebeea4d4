import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './connect';

/** Arbitrary constant: one process at a time checks a deferred key (several API processes start together). */
const DEFERRED_KEYS_LOCK = 734_110_002;

/** A name as SQL writes it: in double quotes, a double quote doubled. */
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Checks the stored rows against the foreign keys a migration added NOT VALID, and answers how many it checked.
 *
 * Migration 0054 drops the keys between a book's tables and adds them back, holding book_id: checking every stored
 * row again then would hold a large installation's start for seconds per million rows, although those rows met the
 * same keys a moment before. So it adds them NOT VALID, which checks every row written from then on, and this checks
 * the rows already there after the server answers: one key at a time, each in a short transaction of its own that
 * lets reads and writes go on (PostgreSQL takes SHARE UPDATE EXCLUSIVE on the table; on PGlite, a step between the
 * requests). The CHECK constraints left NOT VALID on purpose (0006's bounds on month totals) are not touched.
 */
export async function checkDeferredKeys(database: Database): Promise<number> {
  const pending = await queryRows<{ tbl: string; name: string }>(
    database.db,
    sql`select c.relname as tbl, con.conname as name
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and con.contype = 'f' and not con.convalidated
        order by c.relname, con.conname`,
  );
  let checked = 0;
  for (const key of pending) {
    const done = await database.db.transaction(async (tx) => {
      // Another process is checking keys: it checks this one too.
      const [lock] = await queryRows<{ got: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${DEFERRED_KEYS_LOCK}) as got`,
      );
      if (!lock?.got) return false;
      const [still] = await queryRows<{ pending: boolean }>(
        tx,
        sql`select true as pending from pg_constraint con join pg_class c on c.oid = con.conrelid
            where c.relname = ${key.tbl} and con.conname = ${key.name} and not con.convalidated`,
      );
      if (!still) return false;
      await tx.execute(
        sql.raw(`alter table ${identifier(key.tbl)} validate constraint ${identifier(key.name)}`),
      );
      return true;
    });
    if (done) checked += 1;
  }
  return checked;
}
