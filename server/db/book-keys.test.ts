import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, createUser } from '../test/factories';
import { setupTestApp } from '../test/test-app';
import { queryRows } from './connect';
import { TABLES_WITHOUT_BOOK } from './distribution';

const ctx = setupTestApp();

/** Every table of schema public (no partition of one), and whether it carries book_id. */
async function tables(): Promise<Array<{ name: string; book: boolean }>> {
  return (
    await queryRows<{ name: string; book: boolean }>(
      ctx.database.db,
      sql`select c.relname as name,
                 exists (select 1 from pg_attribute a
                         where a.attrelid = c.oid and a.attname = 'book_id' and not a.attisdropped) as book
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          order by c.relname`,
    )
  ).map((t) => ({ name: t.name, book: t.book === true || String(t.book) === 'true' }));
}

/**
 * Each key (primary, unique constraint, unique index) and foreign key of schema public, with its columns; a partition's
 * copies of its table's keys (TEST_PARTITIONED=1) are its table's.
 */
async function keys() {
  return queryRows<{
    table: string;
    name: string;
    kind: string;
    columns: string[];
    target: string | null;
    target_columns: string[] | null;
  }>(
    ctx.database.db,
    sql`select c.relname as "table", i.relname as name, case when x.indisprimary then 'primary' else 'unique' end as kind,
               array(select a.attname::text from unnest(x.indkey) with ordinality k(num, position)
                     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.num order by k.position) as columns,
               null as target, null::text[] as target_columns
        from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and x.indisunique and not c.relispartition
        union all
        select c.relname, con.conname, 'foreign',
               array(select a.attname::text from unnest(con.conkey) with ordinality k(num, position)
                     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.num order by k.position),
               f.relname,
               array(select a.attname::text from unnest(con.confkey) with ordinality k(num, position)
                     join pg_attribute a on a.attrelid = f.oid and a.attnum = k.num order by k.position)
        from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_class f on f.oid = con.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and con.contype = 'f' and not c.relispartition`,
  );
}

describe('every book table keyed by its book (docs/SCALE.md)', () => {
  it('names each table: a book table, or one of those without a book with its place', async () => {
    const all = await tables();
    const withoutBook = all.filter((t) => !t.book).map((t) => t.name);
    // The migrations' own bookkeeping lives in schema drizzle, not here.
    expect(withoutBook.sort()).toEqual(Object.keys(TABLES_WITHOUT_BOOK).sort());
    // The large tables are book tables, and there are many of them: the query reads the catalogue as meant.
    const bookTables = all.filter((t) => t.book).map((t) => t.name);
    expect(bookTables).toEqual(expect.arrayContaining(['transactions', 'accounts', 'account_month_totals']));
    expect(bookTables.length).toBeGreaterThan(40);
  });

  it('holds book_id in every primary and unique key of a book table, and in every foreign key between two', async () => {
    const bookTables = new Set((await tables()).filter((t) => t.book).map((t) => t.name));
    const found = await keys();
    const lacking = found
      .filter((k) => bookTables.has(k.table) && !k.columns.includes('book_id'))
      .filter((k) => k.kind !== 'foreign' || bookTables.has(k.target ?? ''))
      .map((k) => `${k.table}.${k.name} (${k.kind}: ${k.columns.join(', ')})`);
    expect(lacking).toEqual([]);
    // A foreign key between book tables pairs book_id with book_id: a row names a row of its own book only.
    const crossing = found
      .filter((k) => k.kind === 'foreign' && bookTables.has(k.table) && bookTables.has(k.target ?? ''))
      .filter((k) => k.columns.indexOf('book_id') !== (k.target_columns ?? []).indexOf('book_id'))
      .map((k) => `${k.table}.${k.name}`);
    expect(crossing).toEqual([]);
    // Nothing without a book points at a book table: a reference or local table cannot follow a book's shard.
    const intoBooks = found
      .filter((k) => k.kind === 'foreign' && !bookTables.has(k.table) && bookTables.has(k.target ?? ''))
      .map((k) => `${k.table}.${k.name} -> ${k.target}`);
    expect(intoBooks).toEqual([]);
    // The check reads real keys: the ledger's primary key is (id, book_id).
    expect(found).toContainEqual(
      expect.objectContaining({ table: 'transactions', kind: 'primary', columns: ['id', 'book_id'] }),
    );
  });

  it("refuses, in the database itself, a row of one book naming another book's account", async () => {
    const ana = await createUser(ctx);
    const bia = await createUser(ctx);
    const anaAccount = await createAccount(ctx, ana, { name: 'Conta da Ana' });
    const insert = (bookId: number) =>
      ctx.database.db.execute(
        sql`insert into transactions (book_id, account_id, type, amount, date)
            values (${bookId}, ${anaAccount.id}, 'DESPESA', 1000, date '2026-11-20')`,
      );
    await expect(insert(bia.id)).rejects.toThrow();
    await insert(ana.id);
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from transactions where account_id = ${anaAccount.id}`,
    );
    expect(Number(row?.n)).toBe(1);
  });
});
