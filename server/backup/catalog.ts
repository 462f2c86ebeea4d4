import { getTableName, is } from 'drizzle-orm';
import { getViewConfig, PgTable, PgView } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { quoteIdent, type SqlSession } from './sql-session';

/** What the backup reads from PostgreSQL's catalog: Grana's tables live in schema public. */

/** The base tables of schema public, each after the tables its foreign keys point at. */
export async function tablesInLoadOrder(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string; parents: string }>(
    `select c.relname as name,
            coalesce((select json_agg(distinct p.relname)::text
                      from pg_constraint f join pg_class p on p.oid = f.confrelid
                      where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid
                        -- A key into a partitioned table is also written once per partition it points at (its
                        -- copies name the partitions, which are not loaded apart): the table's own key is enough.
                        and f.conparentid = 0), '[]') as parents
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  );
  const parents = new Map(rows.map((row) => [row.name, JSON.parse(row.parents) as string[]]));
  const ordered: string[] = [];
  const placed = new Set<string>();
  // Repeatedly take the tables whose parents are all placed; a cycle (none today) falls back to name order.
  while (ordered.length < rows.length) {
    const ready = rows.filter(
      (row) => !placed.has(row.name) && (parents.get(row.name) ?? []).every((p) => placed.has(p)),
    );
    const next = ready.length > 0 ? ready : rows.filter((row) => !placed.has(row.name)).slice(0, 1);
    for (const row of next) {
      ordered.push(row.name);
      placed.add(row.name);
    }
  }
  return ordered;
}

/** Columns that hold data, in table order: generated columns are computed again on restore. */
export async function storedColumns(session: SqlSession, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::text::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((row) => row.name);
}

export async function primaryKeyColumns(session: SqlSession, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select a.attname as name
     from pg_index i
     cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where i.indrelid = $1::text::regclass and i.indisprimary
     order by k.position`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((row) => row.name);
}

/** The sequences behind identity and serial columns: column name -> qualified sequence name. */
export async function serialSequences(session: SqlSession, table: string): Promise<Map<string, string>> {
  const qualified = `public.${quoteIdent(table)}`;
  const rows = await session.query<{ name: string; sequence: string | null }>(
    `select a.attname as name, pg_get_serial_sequence($2, a.attname) as sequence
     from pg_attribute a
     where a.attrelid = $1::text::regclass and a.attnum > 0 and not a.attisdropped`,
    [qualified, qualified],
  );
  return new Map(rows.filter((row) => row.sequence).map((row) => [row.name, row.sequence!]));
}

/** The tables and views this code's schema defines. */
export function granaObjects(): { tables: string[]; views: string[] } {
  const tables: string[] = [];
  const views: string[] = [];
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) tables.push(getTableName(value));
    else if (is(value, PgView)) views.push(getViewConfig(value).name);
  }
  return { tables, views };
}

/**
 * Tables that hold no person's data: the public figures any installation fetches for itself (the Banco Central's
 * index series and PTAX, filled by jobs from the first start) and the limits' attempts (a sign-up tried on a fresh
 * server): rows there do not make a target "hold data".
 */
const REFERENCE_TABLES = new Set([
  'index_rates',
  'index_rate_fetches',
  'exchange_rates',
  'exchange_rate_fetches',
  'limit_events',
]);

/**
 * Grana's tables (of `names`) in a database: those present, those holding rows (the reference tables apart), and
 * how many users.
 */
export async function granaDataIn(
  session: SqlSession,
  names: string[],
): Promise<{ tablesPresent: string[]; tablesWithRows: string[]; users: number }> {
  const existing = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname = any($1::text[])`,
    [names],
  );
  const tablesWithRows: string[] = [];
  for (const { name } of existing) {
    if (REFERENCE_TABLES.has(name)) continue;
    const [row] = await session.query<{ has: boolean }>(
      `select exists (select 1 from public.${quoteIdent(name)}) as has`,
    );
    if (row?.has) tablesWithRows.push(name);
  }
  let users = 0;
  if (tablesWithRows.includes('users')) {
    const [row] = await session.query<{ n: number }>('select count(*)::int as n from public.users');
    users = Number(row?.n ?? 0);
  }
  return { tablesPresent: existing.map((row) => row.name), tablesWithRows, users };
}
