/**
 * In-process timings of the reads, before the server starts (PGlite allows one process per data folder): the
 * same service functions the routes call, on a database opened by server/db/connect.ts, so the SQL and the
 * driver are the app's. Also records the SQL statements of each read, for EXPLAIN.
 */

import type { AuthUser } from '../../server/auth-user';
import type { Database } from '../../server/db/connect';
import { type CapturedStatement, captureStatements } from '../../server/db/statement-capture';
import type { ReadOp } from './operations';
import type { Profile } from './options';
import { latencyOf, msSince } from './stats';

export interface SqlTiming {
  p50: number | null;
  p95: number | null;
  n: number;
  /** Why the read could not be timed (a feature not built yet, an error). */
  error?: string;
}

/** A single call slower than this is not repeated: its one figure is the measurement. */
export const SLOW_CALL_MS = 15_000;

export async function timeReads(
  database: Database,
  user: AuthUser,
  ops: ReadOp[],
  profile: Profile,
): Promise<Record<string, SqlTiming>> {
  const out: Record<string, SqlTiming> = {};
  for (const op of ops) {
    try {
      const timed = async () => {
        const t = process.hrtime.bigint();
        await op.run(database, user);
        return msSince(t);
      };
      const first = await timed();
      const samples: number[] = [];
      if (first > SLOW_CALL_MS) {
        samples.push(first);
      } else {
        // Warm-up (the first call was one), then samples until the count or the time budget is reached.
        for (let i = 1; i < profile.sqlWarmup && first < 1000; i++) await timed();
        const started = process.hrtime.bigint();
        while (samples.length < profile.sqlIterations) {
          samples.push(await timed());
          if (samples.length >= 3 && msSince(started) > profile.sqlMaxMsPerOp) break;
        }
      }
      const { p50, p95, n } = latencyOf(samples);
      out[op.key] = { p50, p95, n };
    } catch (error) {
      out[op.key] = { p50: null, p95: null, n: 0, error: describe(error) };
    }
    const t = out[op.key]!;
    console.log(
      `    ${op.label.padEnd(40)} ${t.error ? `not available (${t.error})` : `p50 ${t.p50} ms  p95 ${t.p95} ms  (n=${t.n})`}`,
    );
  }
  return out;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 160);
}

/** The statements one run of each read sends, in the order it sends them. */
export async function captureSql(
  database: Database,
  user: AuthUser,
  ops: ReadOp[],
): Promise<Record<string, CapturedStatement[]>> {
  const out: Record<string, CapturedStatement[]> = {};
  for (const op of ops) {
    try {
      out[op.key] = (await captureStatements(database.db, () => op.run(database, user))).statements;
    } catch {
      // Not available: nothing to explain.
    }
  }
  return out;
}
