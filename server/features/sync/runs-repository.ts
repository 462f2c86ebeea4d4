/** The runs of the person's connections: when each started and ended, what it did, and how it ended. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SyncOutcome, SyncTrigger } from '../../../common/contract/sync';
import type { Executor } from '../../db/connect';
import { syncRuns } from '../../db/schema';

/** The runs a connection keeps: what its page shows, the oldest forgotten as new ones are recorded. */
export const SYNC_RUNS_KEPT = 50;

export type SyncRunRow = typeof syncRuns.$inferSelect & {
  trigger: SyncTrigger;
  outcome: SyncOutcome | null;
};

/** What a finished run did. */
export interface RunCounts {
  fetched: number;
  inserted: number;
  matched: number;
  updated: number;
  removed: number;
}

/** What a run did with the bank's investments: new and updated positions or holdings, and what it tells the person. */
export interface InvestmentCounts {
  investmentsNew: number;
  investmentsUpdated: number;
  notes: string[];
}

export const syncRunsRepository = {
  /** Records a run's start (its id) and forgets the connection's runs past SYNC_RUNS_KEPT. */
  async startRun(db: Executor, bookId: number, connectionId: number, trigger: SyncTrigger): Promise<number> {
    const [row] = await db
      .insert(syncRuns)
      .values({ bookId, connectionId, trigger })
      .returning({ id: syncRuns.id });
    await db.execute(
      sql`delete from sync_runs
          where book_id = ${bookId} and connection_id = ${connectionId}
            and id not in (select id from sync_runs
                           where book_id = ${bookId} and connection_id = ${connectionId}
                           order by started_at desc, id desc limit ${SYNC_RUNS_KEPT})`,
    );
    return row!.id;
  },

  /** Records how a run ended: its outcome, its counts and, when it failed, the person's message. */
  async finishRun(
    db: Executor,
    bookId: number,
    runId: number,
    end: {
      outcome: SyncOutcome;
      counts: RunCounts;
      investments?: InvestmentCounts;
      error?: string | null;
      importIds?: string[];
    },
  ): Promise<void> {
    await db
      .update(syncRuns)
      .set({
        outcome: end.outcome,
        importIds: end.importIds ?? [],
        ...end.counts,
        ...end.investments,
        error: end.error ?? null,
        finishedAt: new Date(),
      })
      .where(and(eq(syncRuns.bookId, bookId), eq(syncRuns.id, runId)));
  },

  /** The connection's runs, newest first. */
  async runs(db: Executor, bookId: number, connectionId: number): Promise<SyncRunRow[]> {
    return (await db
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.bookId, bookId), eq(syncRuns.connectionId, connectionId)))
      .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
      .limit(SYNC_RUNS_KEPT)) as SyncRunRow[];
  },

  /** The latest run of each of the person's connections. */
  async lastRuns(db: Executor, bookId: number): Promise<Map<number, SyncRunRow>> {
    const rows = (await db
      .selectDistinctOn([syncRuns.connectionId])
      .from(syncRuns)
      .where(eq(syncRuns.bookId, bookId))
      .orderBy(syncRuns.connectionId, desc(syncRuns.startedAt), desc(syncRuns.id))) as SyncRunRow[];
    return new Map(rows.map((r) => [r.connectionId, r]));
  },
};
