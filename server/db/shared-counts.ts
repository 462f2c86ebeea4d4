// Limits counted over a sliding window (http/failure-limiter.ts: wrong passwords, confirmation mails, the per-hour
// limits of sign-ups and recovery mails) shared by every API process on one PostgreSQL
// database, so that several servers allow what one does. Each attempt is a row of limit_events while its window
// lasts; the rows of one name and key are counted and written under a transaction's advisory lock on them, so two
// processes never both take the last place. PGlite (one process) counts in memory.
import type pg from 'pg';

export type SharedReservation = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

export interface SharedCounts {
  /** Counts one attempt now unless `max` are counted in the last `windowMs`; its id, or when to try again. */
  reserve(name: string, key: string, max: number, windowMs: number): Promise<SharedReservation>;
  /** Takes an attempt back (it succeeded, or was never checked). */
  release(id: number): Promise<void>;
  /** Forgets every attempt of the key (its owner proved who they are another way). */
  forget(name: string, key: string): Promise<void>;
}

/** Rows past every window (the longest is an hour) deleted by the purge: keys nobody tries again leave nothing. */
const KEPT_FOR = '1 day';
/** Rows deleted a statement by the purge; it runs every few minutes. */
const PURGE_BATCH = 5000;

/** Over the process's pool (PostgreSQL only): each reservation one short transaction of its own. */
export function sharedCounts(pool: pg.Pool): SharedCounts {
  return {
    async reserve(name, key, max, windowMs) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`limit:${name}:${key}`]);
        // At most `max` rows read (the oldest first, for when to try again): a key at its limit costs no more.
        const counted = await client.query<{ n: number; wait_ms: number | null }>(
          `select count(*)::int as n,
                  (extract(epoch from (min(at) + make_interval(secs => $3) - now())) * 1000)::float8 as wait_ms
           from (select at from limit_events
                 where name = $1 and key = $2 and at > now() - make_interval(secs => $3)
                 order by at limit $4) counted`,
          [name, key, windowMs / 1000, max],
        );
        const { n = 0, wait_ms = 0 } = counted.rows[0] ?? {};
        if (n >= max) {
          await client.query('commit');
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(wait_ms ?? 0) / 1000)) };
        }
        const row = await client.query<{ id: number }>(
          'insert into limit_events (name, key) values ($1, $2) returning id::float8 as id',
          [name, key],
        );
        await client.query('commit');
        return { ok: true, id: Number(row.rows[0]?.id) };
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async release(id) {
      await pool.query('delete from limit_events where id = $1', [id]);
    },
    async forget(name, key) {
      await pool.query('delete from limit_events where name = $1 and key = $2', [name, key]);
    },
  };
}

/** Deletes attempts whose windows have all passed, a bounded batch (PostgreSQL); answers how many. */
export async function purgeLimitEvents(pool: pg.Pool): Promise<number> {
  const gone = await pool.query(
    `delete from limit_events where id in (
       select id from limit_events where at < now() - $1::interval limit $2)`,
    [KEPT_FOR, PURGE_BATCH],
  );
  return gone.rowCount ?? 0;
}
