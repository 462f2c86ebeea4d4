import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ledger } from '../features/ledger/public';
import { contentsOf } from '../test/backup-support';
import { actingAs } from '../test/factories';
import {
  COLUMNS_ADDED_SINCE_0054,
  emptyDatabase,
  migrationsUpTo,
  withoutAddedColumns,
} from '../test/migrations-support';
import { noMail, type TestContext, testConfig } from '../test/test-app';
import { type Database, type Executor, queryRows } from './connect';
import { checkDeferredKeys } from './deferred-keys';
import { runMigrations } from './migrate';

const BEFORE_BOOK_KEYS = '0053_app_imports';

/** Rows of one book: an installation of 100,000 between two books. */
const ROWS_PER_BOOK = 50_000;

/**
 * A person and their personal book as the schema before migration 0054 held them, written in SQL: two accounts, a
 * category with a child, payees, tags, ROWS_PER_BOOK rows over three years (a tenth tagged, one in fifty split, one
 * in a hundred a transfer's two legs), and the month totals the ledger makes of them. Answers the book's id.
 */
async function seedBook(db: Executor, name: string): Promise<number> {
  const [person] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash) values (${name}, ${`${name.toLowerCase()}@teste.grana`}, 'x')
        returning id`,
  );
  const u = Number(person?.id);
  await db.execute(sql`insert into books (id, name, personal_user_id) values (${u}, 'Pessoal', ${u})`);
  await db.execute(sql`insert into book_members (book_id, user_id, role) values (${u}, ${u}, 'dono')`);
  const ids = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));
  const [checking, savings] = await ids(
    sql`insert into accounts (book_id, name, type, opening_balance)
        values (${u}, 'Conta Corrente', 'checking', 150075), (${u}, 'Poupança', 'savings', 0) returning id`,
  );
  const [food] = await ids(
    sql`insert into categories (book_id, name, type) values (${u}, 'Alimentação', 'despesa') returning id`,
  );
  const [delivery] = await ids(
    sql`insert into categories (book_id, name, type, parent_id) values (${u}, 'Delivery', 'despesa', ${food})
        returning id`,
  );
  const [salary] = await ids(
    sql`insert into categories (book_id, name, type) values (${u}, 'Salário', 'receita') returning id`,
  );
  const [bakery] = await ids(sql`insert into payees (book_id, name) values (${u}, 'Padaria') returning id`);
  const [home] = await ids(sql`insert into tags (book_id, name) values (${u}, 'Casa') returning id`);
  // Row i: a salary every 30th, else an expense (a delivery every 3rd); every 100th a transfer's outgoing leg.
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, category_id, payee_id, transfer_id)
    select ${u}::bigint, ${checking}::bigint,
           case when i % 30 = 0 then 'RECEITA' else 'DESPESA' end,
           case when i % 30 = 0 then 520000 else 1000 + (i * 37) % 9000 end,
           date '2024-01-01' + (i % 1095),
           case when i % 100 = 0 then 'Transferência' else 'Compra ' || (i % 500) end,
           case when i % 100 = 0 then null when i % 30 = 0 then ${salary}::bigint
                when i % 3 = 0 then ${delivery}::bigint else ${food}::bigint end,
           case when i % 7 = 0 then ${bakery}::bigint end,
           case when i % 100 = 0 then md5(${name}::text || i)::uuid end
    from generate_series(1, ${ROWS_PER_BOOK}::int) i`);
  // The incoming legs, in the savings account.
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, transfer_id)
    select book_id, ${savings}, 'RECEITA', amount, date, description, transfer_id
    from transactions where book_id = ${u} and transfer_id is not null`);
  await db.execute(sql`
    insert into transaction_tags (book_id, transaction_id, tag_id)
    select book_id, id, ${home} from transactions where book_id = ${u} and id % 10 = 0 and transfer_id is null`);
  await db.execute(sql`
    insert into transaction_splits (book_id, transaction_id, amount, description, category_id)
    select book_id, id, 500, 'Parte', ${delivery} from transactions
    where book_id = ${u} and id % 50 = 1 and type = 'DESPESA' and transfer_id is null`);
  // Today's ledger also rebuilds card_bill_totals (migration 0069): a stand-in of it for the rebuild, none of these
  // rows being pinned to a bill.
  await db.execute(sql`create table card_bill_totals (book_id bigint, account_id bigint, bill_month text, type text,
                                                      transfer boolean, amount bigint, rows int)`);
  await db.transaction((tx) => ledger.rebuildTotals(tx, u));
  await db.execute(sql`drop table card_bill_totals`);
  return u;
}

/** Each account's balance as the person sees it: opening balance plus what came in, less what went out. */
async function balancesOf(db: Executor, bookId: number): Promise<Array<[string, number]>> {
  const rows = await queryRows<{ name: string; cents: number }>(
    db,
    sql`select a.name, a.opening_balance + coalesce(sum(t.case_amount), 0) as cents
        from accounts a
        left join (select account_id, case when type = 'RECEITA' then amount else -amount end as case_amount
                   from transactions where book_id = ${bookId}) t on t.account_id = a.id
        where a.book_id = ${bookId} group by a.id, a.name, a.opening_balance order by a.name`,
  );
  return rows.map((r) => [r.name, Number(r.cents) / 100]);
}

describe(`migration 0054: every key of a book table holds book_id, on ${2 * ROWS_PER_BOOK} rows`, {
  timeout: 300_000,
}, () => {
  const cleanup: Array<() => unknown> = [];
  let database: Database;
  const books: number[] = [];
  let before: Record<string, unknown> = {};
  let balancesBefore: Array<Array<[string, number]>> = [];

  beforeAll(async () => {
    const empty = await emptyDatabase();
    cleanup.push(empty.drop);
    database = empty.database;
    const older = migrationsUpTo(BEFORE_BOOK_KEYS);
    cleanup.push(older.remove);
    await runMigrations(database, older.folder);
    books.push(await seedBook(database.db, 'Ana'), await seedBook(database.db, 'Bia'));
    before = await contentsOf(database);
    balancesBefore = await Promise.all(books.map((book) => balancesOf(database.db, book)));
    // As the server migrates: the stored rows are checked against the keys added back once it answers.
    await runMigrations(database, undefined, { deferKeyChecks: true });
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('keeps every row and every balance, and the person sees the same balances', async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from transactions`,
    );
    expect(Number(row?.n)).toBe(2 * ROWS_PER_BOOK + 2 * (ROWS_PER_BOOK / 100));
    const after = await contentsOf(database);
    // Every table's rows as they were (the migrations' own journal gains this migration's line).
    const tables = Object.keys(before).filter((table) => !table.includes('migrations'));
    expect(tables).toContain('transactions');
    for (const table of tables) {
      // A table's rows are JSON texts (its sequences' states are not): the columns added since are left out.
      const [was, is] = [before[table], after[table]];
      if (!Array.isArray(was) || !Array.isArray(is)) {
        expect(is, table).toEqual(was);
        continue;
      }
      const rows = is.map((json: string) => withoutAddedColumns(json, COLUMNS_ADDED_SINCE_0054));
      const written = was.map((json: string) => JSON.stringify(JSON.parse(json)));
      expect(rows.sort(), table).toEqual(written.sort());
    }
    const balancesAfter = await Promise.all(books.map((book) => balancesOf(database.db, book)));
    expect(balancesAfter).toEqual(balancesBefore);

    const app = await buildApp({ config: testConfig(), database, mailer: noMail });
    cleanup.push(() => app.close());
    const token = await app.deps.signer.sign({ userId: books[0] as number, timeZone: 'America/Sao_Paulo' });
    const seen = (await actingAs({ app } as TestContext, { token }).get('/accounts')).body.data as Array<{
      name: string;
      balance: number;
    }>;
    expect(seen.map((a) => [a.name, a.balance]).sort()).toEqual(balancesBefore[0]);
  });

  it('keys the tables by book: the ledger by (id, book_id), and a row of one book cannot name another’s', async () => {
    const [key] = await queryRows<{ def: string }>(
      database.db,
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'transactions_pkey'`,
    );
    expect(key?.def).toBe('PRIMARY KEY (id, book_id)');
    const [ana, bia] = books as [number, number];
    const [anaTag] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from tags where book_id = ${ana}`,
    );
    const [biaRow] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from transactions where book_id = ${bia} limit 1`,
    );
    await expect(
      database.db.execute(
        sql`insert into transaction_tags (book_id, transaction_id, tag_id) values (${bia}, ${biaRow?.id}, ${anaTag?.id})`,
      ),
    ).rejects.toThrow();
  });

  it('adds the keys between book tables back without reading the stored rows, and checks them once asked', async () => {
    const pendingKeys = async () =>
      (
        await queryRows<{ name: string }>(
          database.db,
          sql`select conname as name from pg_constraint where contype = 'f' and not convalidated order by 1`,
        )
      ).map((key) => key.name);
    const pending = await pendingKeys();
    expect(pending).toContain('transactions_account_id_book_id_accounts_id_book_id_fk');
    expect(pending).toContain('transaction_tags_tag_id_book_id_tags_id_book_id_fk');
    expect(await checkDeferredKeys(database)).toBe(pending.length);
    expect(await pendingKeys()).toEqual([]);
    expect(await checkDeferredKeys(database)).toBe(0);
  });
});
