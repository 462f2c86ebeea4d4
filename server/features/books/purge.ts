import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { queryRows } from '../../db/connect';
import { ledger } from '../ledger/public';
import { INSERT_BATCH_ROWS } from '../shared/write-steps';

/**
 * Deletes a shared book and every row of it. Its members go first, in one transaction: from then on the book is
 * absent for everyone, whatever else happens. Its transactions (by far its most rows) then go through the ledger,
 * their month totals with the last step, in steps of INSERT_BATCH_ROWS, each short (on PGlite, where everyone
 * shares one session, other requests run between them), and last the book itself, whose foreign keys take the
 * rest (accounts, categories, budgets, ...). A book left without members by a process that died in between is
 * finished by purgeMemberlessBooks at the next start.
 */
export async function purgeBook(database: Pick<Database, 'db'>, bookId: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`delete from book_members where book_id = ${bookId}`);
  for (;;) {
    const deleted = await db.transaction((tx) => ledger.purgeSome(tx, bookId, INSERT_BATCH_ROWS));
    if (deleted < INSERT_BATCH_ROWS) break;
    await nextTurn();
  }
  await db.execute(sql`delete from books where id = ${bookId} and personal_user_id is null`);
}

/** Shared books a deletion left without members (the process stopped midway): each finished, one at a time. */
export async function purgeMemberlessBooks(database: Pick<Database, 'db'>): Promise<number> {
  const left = await queryRows<{ id: number }>(
    database.db,
    sql`select id from books b where personal_user_id is null
          and not exists (select 1 from book_members m where m.book_id = b.id)
        order by id limit 100`,
  );
  for (const book of left) await purgeBook(database, Number(book.id));
  return left.length;
}
