/**
 * The database's own pace for an import's rows: one INSERT ... SELECT of as many rows as an import writes into
 * `transactions`, with every index, foreign key, check and generated column the table has, timed alone and rolled
 * back. The rows are copies of the measured person's (their descriptions, amounts and dates), staged first in a
 * temporary table, and written as an import writes them (an import id, origin 'import').
 *
 * The imports' target is a multiple of this figure (report.ts): what the app adds to the database's work (reading
 * the file, the duplicate check and matching, the rules, month totals, statistics) is what the code controls; the
 * INSERT itself is the machine's and the indexes' that the reads need. Measured in-process once the server has
 * stopped (PGlite allows one process per data folder), on the database the imports wrote to, last: the rows it
 * rolls back leave dead tuples that PGlite, with no autovacuum, would keep under every read measured after it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../server/db/connect';
import { percentile, round } from './stats';

export interface InsertFloor {
  rows: number;
  /** Each run's INSERT, in ms. */
  ms: number[];
  medianMs: number;
}

/** Thrown to end the measuring transaction: nothing it inserted stays. */
class RolledBack extends Error {}

export async function timeInsertFloor(
  database: Database,
  bookId: number,
  rows: number,
  repeats: number,
): Promise<InsertFloor> {
  const ms: number[] = [];
  let written = 0;
  for (let run = 0; run < repeats; run++) {
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`create temp table floor_rows on commit drop as
          select account_id, type, amount, date, description, category_id, payee_id, status, external_id, bank_text
          from transactions where book_id = ${bookId} order by id limit ${rows}`);
        const started = performance.now();
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`with written as (
                insert into transactions
                  (book_id, account_id, type, amount, date, description, category_id, payee_id, status,
                   external_id, bank_text, import_id, origin)
                select ${bookId}, account_id, type, amount, date, description, category_id, payee_id, status,
                       external_id, bank_text, ${randomUUID()}::uuid, 'import'
                from floor_rows
                returning 1
              )
              select count(*)::int as n from written`,
        );
        ms.push(round(performance.now() - started, 1));
        written = Number(row?.n ?? 0);
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }
  return { rows: written, ms, medianMs: round(percentile(ms, 50), 1) };
}
