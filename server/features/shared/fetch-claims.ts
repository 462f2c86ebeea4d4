import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connect';

/**
 * The claims of the jobs that fetch the Banco Central's figures (index_rate_fetches for the SGS's series,
 * exchange_rate_fetches for the PTAX): one row per key with `claimed_until` (a run holds the key until then) and
 * `checked_at` (the last run that reached today). The one definition of how a run takes a key and gives it back.
 */
export interface FetchClaims {
  /** The claims' table and its key column: fixed names of this code, never a person's text. */
  table: 'index_rate_fetches' | 'exchange_rate_fetches';
  key: 'series' | 'currency';
  /** How long a run holds a key; a process that dies frees it when it expires. */
  claimMs: number;
}

/**
 * Takes the key for this run: no other run holds it and no run checked it within minAgeMs. One conditional upsert,
 * so of two processes asking at once one gets it.
 */
export async function claimFetch(
  db: Db,
  claims: FetchClaims,
  key: string,
  minAgeMs: number,
): Promise<boolean> {
  const table = sql.identifier(claims.table);
  const column = sql.identifier(claims.key);
  const rows = await queryRows(
    db,
    sql`insert into ${table} (${column}, claimed_until)
        values (${key}, now() + ${`${claims.claimMs} milliseconds`}::interval)
        on conflict (${column}) do update set claimed_until = excluded.claimed_until
        where (${table}.claimed_until is null or ${table}.claimed_until < now())
          and (${table}.checked_at is null
               or ${table}.checked_at < now() - ${`${minAgeMs} milliseconds`}::interval)
        returning ${column}`,
  );
  return rows.length > 0;
}

/** Gives the key back; `checked` notes that the run reached today (the next is due minAgeMs later). */
export async function releaseFetch(
  db: Db,
  claims: FetchClaims,
  key: string,
  checked: boolean,
): Promise<void> {
  await db.execute(
    sql`update ${sql.identifier(claims.table)}
        set claimed_until = null ${checked ? sql`, checked_at = now()` : sql``}
        where ${sql.identifier(claims.key)} = ${key}`,
  );
}
