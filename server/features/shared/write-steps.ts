import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database, Db, Executor } from '../../db/connect';
import { queryRows } from '../../db/connect';
import { inLedgerOperation, type LedgerActor } from './ledger-door';

/**
 * Rows per write of an import (staged and inserted in bulk) or of a restore: on PGlite each is a step that holds
 * the one session, so it stays short. 5,000 rows into the heaviest person held it about 280 ms (and over 800 ms on
 * a loaded machine); 2,000 about 110 ms, for a few more steps of an import of 50,000.
 */
export const INSERT_BATCH_ROWS = 2000;

/**
 * Rows per step of an import on a PostgreSQL server, where every step is part of one transaction on a pooled
 * connection of its own (writeInSteps) and holds nobody else: fewer, larger pieces spare the work each piece
 * repeats (its staging table, its statement of month totals, its join of candidates). 50,000 rows into an empty
 * person on PostgreSQL, the insert step on a slow machine: 5.2–6.0 s in pieces of 2,000, 4.1–4.6 s in pieces of
 * 25,000, 4.7 s in pieces of 10,000, which keep each statement's memory a fifth of the file's largest.
 */
const SERVER_STEP_ROWS = 10_000;

/** The rows a step of a long write may take on this engine: short ones where PGlite's one session is shared. */
export function stepRowsOf(kind: Database['kind']): number {
  return kind === 'pglite' ? INSERT_BATCH_ROWS : SERVER_STEP_ROWS;
}

/**
 * Between two steps on PGlite a long write rests a tenth of its last step (at most 50 ms). One turn of the event
 * loop is not enough: another person's request is a chain of queries, and each next query of it is asked only
 * when the one before has answered, after the write has queued its next step, so the chain waited a whole step per
 * query (a list of four queries 360 ms beside an import of 60,000 rows, 1.8 s on a loaded machine). Resting lets
 * the chain run to its end: the list then took 12-20 ms, for an import about 5% longer.
 */
const PAUSE_SHARE = 0.1;
const MAX_PAUSE_MS = 50;

/** Runs one bounded piece of a long write and answers what it answered. */
export type WriteStep = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

/**
 * Runs one bounded read of a longer one (a page of an export, a piece of the history): a step of a write, a step
 * of a snapshot, or the database itself. The same shape as a write's step, so a read may run inside either.
 */
export type ReadStep = WriteStep;

export type UnfinishedKind = 'import' | 'restore';

/** The tables whose new rows a step records, so that a write cut short can be taken back. */
const RECORDED_TABLES = ['transactions', 'payees'] as const;
export type RecordedTable = (typeof RECORDED_TABLES)[number];

/** The ids a write cut short had added, per table, as ranges; and whose write it was. */
export interface UnfinishedWrite {
  id: number;
  bookId: number;
  kind: UnfinishedKind;
  /** What the write is known by (an import's id), when its kind's undo needs more than the rows it added. */
  ref: string | null;
  ranges: Array<{ table: RecordedTable; firstId: number; lastId: number }>;
}

/**
 * A long write (an import, a restore) as a chain of steps that is all or nothing for the person.
 *
 * PostgreSQL: every step inside one transaction; it has a pooled connection of its own and nobody waits for it.
 *
 * PGlite has one session for everyone, and one transaction of 200,000 rows holds it for ten seconds. There each
 * step is a short transaction of its own, after a short rest (PAUSE_SHARE), so other people's requests run in
 * between. The write is registered in `unfinished_writes` first; each step records, in its own transaction, the
 * ids it added to `transactions` and `payees` (nobody else writes while a PGlite transaction runs, so the ids past
 * the table's largest one before the step are exactly its rows); the last step removes the registration. When a
 * step fails, `undo` takes the write back in one transaction; when the process dies instead, the next start does
 * (recoverUnfinishedWrites). The cost: while it runs, the person's own screens may show part of it.
 */
export async function writeInSteps<T>(
  database: Pick<Database, 'kind' | 'db'>,
  write: { bookId: number; kind: UnfinishedKind; ref?: string; by: LedgerActor },
  work: (step: WriteStep) => Promise<T>,
  undo: (tx: Executor, written: UnfinishedWrite) => Promise<void>,
): Promise<T> {
  const { db } = database;
  // Each step is one operation of the ledger's door: on a server the whole write, on PGlite each short step.
  if (database.kind !== 'pglite')
    return db.transaction((tx) => inLedgerOperation(tx, write.by, () => work((run) => run(tx))));

  const writeId = await unfinishedWrites.begin(db, write);
  let lastStepMs = 0;
  try {
    const result = await work(async (run) => {
      await (lastStepMs > 0 ? sleep(Math.min(MAX_PAUSE_MS, lastStepMs * PAUSE_SHARE)) : nextTurn());
      const started = performance.now();
      return db
        .transaction(async (tx) => {
          const before = await unfinishedWrites.largestIds(tx);
          const answer = await inLedgerOperation(tx, write.by, () => run(tx));
          await unfinishedWrites.recordAdded(tx, { id: writeId, bookId: write.bookId }, before);
          return answer;
        })
        .finally(() => {
          lastStepMs = performance.now() - started;
        });
    });
    await unfinishedWrites.finish(db, writeId);
    return result;
  } catch (error) {
    await db.transaction(async (tx) => {
      const written = await unfinishedWrites.load(tx, writeId);
      if (written) await inLedgerOperation(tx, write.by, () => undo(tx, written));
      await unfinishedWrites.finish(tx, writeId);
    });
    throw error;
  }
}

/**
 * Takes back every write a previous process left unfinished (killed between two steps), each with its kind's
 * undo, before the server answers anyone. Answers how many there were.
 */
export async function recoverUnfinishedWrites(
  db: Db,
  undoOf: Record<UnfinishedKind, (tx: Executor, written: UnfinishedWrite) => Promise<void>>,
): Promise<number> {
  const ids = await queryRows<{ id: number }>(db, sql`select id from unfinished_writes order by id`);
  for (const { id } of ids) {
    await db.transaction(async (tx) => {
      const written = await unfinishedWrites.load(tx, Number(id));
      // The server's own work: rows an import's steps had told as created are told deleted.
      const by: LedgerActor = { userId: null, way: written?.kind === 'restore' ? 'restore' : 'statement' };
      if (written) await inLedgerOperation(tx, by, () => undoOf[written.kind](tx, written));
      await unfinishedWrites.finish(tx, Number(id));
    });
  }
  return ids.length;
}

const unfinishedWrites = {
  async begin(db: Executor, write: { bookId: number; kind: UnfinishedKind; ref?: string }): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into unfinished_writes (book_id, kind, ref)
          values (${write.bookId}, ${write.kind}, ${write.ref ?? null}) returning id`,
    );
    return Number(row?.id);
  },

  /** The largest id of each recorded table now (0 when empty): an index's last entry each. */
  async largestIds(tx: Executor): Promise<Record<RecordedTable, number>> {
    const [row] = await queryRows<Record<RecordedTable, number>>(
      tx,
      sql`select (select coalesce(max(id), 0) from transactions) as transactions,
                 (select coalesce(max(id), 0) from payees) as payees`,
    );
    return { transactions: Number(row?.transactions ?? 0), payees: Number(row?.payees ?? 0) };
  },

  /** Records the ids above `before` of each table: what this step added. */
  async recordAdded(
    tx: Executor,
    write: { id: number; bookId: number },
    before: Record<RecordedTable, number>,
  ): Promise<void> {
    for (const table of RECORDED_TABLES) {
      await tx.execute(sql`
        insert into unfinished_write_ranges (write_id, book_id, table_name, first_id, last_id)
        select ${write.id}, ${write.bookId}, ${table}, min(id), max(id) from ${sql.raw(table)} where id > ${before[table]}
        having count(*) > 0`);
    }
  },

  async load(tx: Executor, writeId: number): Promise<UnfinishedWrite | undefined> {
    const [write] = await queryRows<{
      id: number;
      book_id: number;
      kind: UnfinishedKind;
      ref: string | null;
    }>(tx, sql`select id, book_id, kind, ref from unfinished_writes where id = ${writeId} for update`);
    if (!write) return undefined;
    const ranges = await queryRows<{ table_name: RecordedTable; first_id: number; last_id: number }>(
      tx,
      sql`select table_name, first_id, last_id from unfinished_write_ranges
          where write_id = ${writeId} and book_id = ${write.book_id}`,
    );
    return {
      id: Number(write.id),
      bookId: Number(write.book_id),
      kind: write.kind,
      ref: write.ref,
      ranges: ranges.map((r) => ({
        table: r.table_name,
        firstId: Number(r.first_id),
        lastId: Number(r.last_id),
      })),
    };
  },

  async finish(db: Executor, writeId: number): Promise<void> {
    await db.execute(sql`delete from unfinished_writes where id = ${writeId}`);
  },
};
