import type pg from 'pg';

/**
 * The test mode TEST_PARTITIONED=1 (docs/SCALE.md): on PostgreSQL, the largest book tables are hash-partitioned by
 * book_id, as Citus would shard them, so that the API suite proves every key and query works when a book's rows
 * are one partition among many. PostgreSQL's partitions ask what Citus asks: book_id in every primary and unique
 * key, and foreign keys that name it.
 */
export const PARTITIONED_TABLES = [
  'transactions',
  'transaction_splits',
  'transaction_tags',
  'transaction_shares',
  'transaction_events',
  'account_month_totals',
  'category_month_totals',
  'card_bill_totals',
  'sync_runs',
] as const;

export const PARTITIONS = 16;

/** A partition's name: `transactions_p07`. */
export const partitionName = (table: string, remainder: number) =>
  `${table}_p${String(remainder).padStart(2, '0')}`;

export const partitionedMode = () => process.env.TEST_PARTITIONED === '1';

/**
 * Rebuilds PARTITIONED_TABLES of a freshly migrated (empty) database as hash-partitioned tables with the same
 * columns, keys, checks, indexes, triggers and foreign keys, in one transaction. The views over them are made again.
 */
export async function partitionBookTables(client: pg.Client): Promise<void> {
  const tables = [...PARTITIONED_TABLES];
  const list = tables.map((t) => `'${t}'`).join(', ');
  const rows = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows;
  await client.query('begin');
  try {
    for (const { n } of await rows<{ n: string }>(`select count(*)::text as n from transactions`))
      if (Number(n) > 0) throw new Error('the partitioned layout is made on an empty database');
    const views = await rows<{ name: string; def: string }>(
      `select c.relname as name, pg_get_viewdef(c.oid) as def from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'v' order by c.oid`,
    );
    const foreignKeys = await rows<{ tbl: string; name: string; def: string }>(
      `select con.conrelid::regclass::text as tbl, con.conname as name, pg_get_constraintdef(con.oid) as def
       from pg_constraint con
       where con.contype = 'f' and (con.conrelid::regclass::text in (${list})
                                    or con.confrelid::regclass::text in (${list}))`,
    );
    const keys = await rows<{ tbl: string; name: string; def: string }>(
      `select con.conrelid::regclass::text as tbl, con.conname as name, pg_get_constraintdef(con.oid) as def
       from pg_constraint con
       where con.contype in ('p', 'u', 'x') and con.conrelid::regclass::text in (${list})`,
    );
    const indexes = await rows<{ def: string }>(
      `select pg_get_indexdef(x.indexrelid) as def from pg_index x
       where x.indrelid::regclass::text in (${list})
         and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid)`,
    );
    const triggers = await rows<{ def: string }>(
      `select pg_get_triggerdef(t.oid) as def from pg_trigger t
       where not t.tgisinternal and t.tgrelid::regclass::text in (${list})`,
    );

    for (const view of views) await client.query(`drop view ${view.name}`);
    for (const fk of foreignKeys) await client.query(`alter table ${fk.tbl} drop constraint ${fk.name}`);
    for (const table of tables) {
      // Columns with their defaults, identity, generated expressions and checks; keys and indexes come after.
      await client.query(
        `create table ${table}__partitioned (like ${table} including defaults including identity
           including generated including constraints including storage including statistics)
         partition by hash (book_id)`,
      );
      await client.query(`drop table ${table}`);
      await client.query(`alter table ${table}__partitioned rename to ${table}`);
      // The identity's sequence keeps the name the migrations gave it (a backup names it).
      const [sequence] = await rows<{ name: string | null }>(
        `select pg_get_serial_sequence('${table}', 'id') as name
         where exists (select 1 from pg_attribute where attrelid = '${table}'::regclass and attname = 'id')`,
      );
      if (sequence?.name) await client.query(`alter sequence ${sequence.name} rename to ${table}_id_seq`);
      for (let r = 0; r < PARTITIONS; r++)
        await client.query(
          `create table ${partitionName(table, r)} partition of ${table}
           for values with (modulus ${PARTITIONS}, remainder ${r})`,
        );
    }
    for (const key of keys)
      await client.query(`alter table ${key.tbl} add constraint ${key.name} ${key.def}`);
    for (const index of indexes) await client.query(index.def);
    for (const trigger of triggers) await client.query(trigger.def);
    for (const fk of foreignKeys)
      await client.query(`alter table ${fk.tbl} add constraint ${fk.name} ${fk.def}`);
    for (const view of views) await client.query(`create view ${view.name} as ${view.def}`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
