import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runRestore } from '../../backup/restore-command';
import { type Database, openDatabase, queryRows } from '../../db/connect';
import { runMigrations } from '../../db/migrate';
import { backupDatabase, contentsOf, emptyPostgresDatabase, tempFolder } from '../../test/backup-support';
import { actingAs } from '../../test/factories';
import {
  COLUMNS_ADDED_SINCE_0054,
  emptyDatabase,
  migrationsUpTo,
  withoutAddedColumns,
} from '../../test/migrations-support';
import { noMail, type TestContext, testConfig } from '../../test/test-app';
import { ledger } from '../ledger/public';

const BEFORE_BOOKS = '0027_sync_account_synced_through';

/**
 * A person's rows as the schema before books held them (user_id), written in SQL as that version wrote them,
 * month totals included (summed as its ledger summed them). Answers the person's id.
 */
async function seedBeforeBooks(database: Database, name: string, email: string): Promise<number> {
  const db = database.db;
  const [person] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash) values (${name}, ${email}, 'x') returning id`,
  );
  const u = Number(person!.id);
  const [checking] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (user_id, name, type, opening_balance) values (${u}, 'Conta Corrente', 'checking', 150075)
        returning id`,
  );
  const [card] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (user_id, name, type, closing_day, due_day, credit_limit)
        values (${u}, 'Cartão', 'credit_card', 3, 10, 500000) returning id`,
  );
  const [market] = await queryRows<{ id: number }>(
    db,
    sql`insert into categories (user_id, name, type) values (${u}, 'Mercado', 'despesa') returning id`,
  );
  const [salary] = await queryRows<{ id: number }>(
    db,
    sql`insert into categories (user_id, name, type) values (${u}, 'Salário', 'receita') returning id`,
  );
  const [payee] = await queryRows<{ id: number }>(
    db,
    sql`insert into payees (user_id, name) values (${u}, 'Padaria') returning id`,
  );
  const [bought] = await queryRows<{ id: number }>(
    db,
    sql`insert into transactions (user_id, account_id, type, amount, date, description, category_id, payee_id)
        values (${u}, ${card!.id}, 'DESPESA', 8990, '2026-10-14', 'Compras', ${market!.id}, ${payee!.id}),
               (${u}, ${checking!.id}, 'RECEITA', 520000, '2026-10-05', 'Salário', ${salary!.id}, null),
               (${u}, ${checking!.id}, 'DESPESA', 4525, '2026-11-02', 'Feira', ${market!.id}, null)
        returning id`,
  );
  await db.execute(sql`
    insert into transaction_splits (user_id, transaction_id, amount, description, category_id)
    values (${u}, ${bought!.id}, 1990, 'Parte', null)`);
  // As the app always wrote a split (ledger.ts): its transaction's split_amount is the parts' sum.
  await db.execute(sql`update transactions set split_amount = 1990 where id = ${bought!.id}`);
  await db.execute(sql`
    insert into account_month_totals
      (user_id, account_id, month, income, expense, flow_income, flow_expense, flow_income_count, flow_expense_count)
    select user_id, account_id, date_trunc('month', date)::date,
           coalesce(sum(amount) filter (where type = 'RECEITA'), 0), coalesce(sum(amount) filter (where type = 'DESPESA'), 0),
           coalesce(sum(amount) filter (where type = 'RECEITA'), 0), coalesce(sum(amount) filter (where type = 'DESPESA'), 0),
           count(*) filter (where type = 'RECEITA'), count(*) filter (where type = 'DESPESA')
    from transactions where user_id = ${u} group by user_id, account_id, date_trunc('month', date)`);
  await db.execute(sql`
    insert into category_month_totals (user_id, category_id, month, type, amount)
    select user_id, coalesce(category_id, 0), date_trunc('month', date)::date, type, sum(amount)
    from transaction_lines where user_id = ${u}
    group by user_id, coalesce(category_id, 0), date_trunc('month', date), type`);
  return u;
}

/**
 * A row as it was before later migrations added columns (transactions' created_by, paid_by, share_mode; people's
 * email_verified_at): those are checked to be empty (or their default), and left out, so the row compares with the
 * one written before books.
 */
const LATER_COLUMNS: Readonly<Record<string, unknown>> = {
  created_by: null,
  paid_by: null,
  share_mode: null,
  other_book_id: null,
  sync_id: null,
  second_line: null,
  // People: no address is proven by a migration (0044), only by the link mailed to it.
  email_verified_at: null,
  // Payees: a CPF or CNPJ is only ever given by the person (0047).
  document: null,
  // Categories: a parent is only ever chosen by the person (0052); every existing category stays top-level.
  parent_id: null,
  ...COLUMNS_ADDED_SINCE_0054,
};
const withoutLaterColumns = (json: string) => withoutAddedColumns(json, LATER_COLUMNS);

const FINANCE_TABLES = ['accounts', 'categories', 'payees', 'transactions', 'transaction_splits'];
const TOTALS_TABLES = ['account_month_totals', 'category_month_totals'];

describe('migration 0028: books', { timeout: 120_000 }, () => {
  const cleanup: Array<() => unknown> = [];
  const files = tempFolder('grana-books-');
  cleanup.push(files.remove);
  let database: Database;
  let ana = 0;
  let bia = 0;
  let rowsBefore: Record<string, string[]> = {};
  let rowsAfter: Record<string, string[]> = {};
  /** A copy of the whole database (npm run backup) taken before books. */
  const copyBeforeBooks = path.join(files.dir, 'antes-dos-livros.jsonl.gz');

  beforeAll(async () => {
    const empty = await emptyDatabase();
    cleanup.push(empty.drop);
    database = empty.database;
    const before = migrationsUpTo(BEFORE_BOOKS);
    cleanup.push(before.remove);
    await runMigrations(database, before.folder);
    ana = await seedBeforeBooks(database, 'Ana', 'ana@teste.grana');
    bia = await seedBeforeBooks(database, 'Bia', 'bia@teste.grana');
    rowsBefore = (await contentsOf(database)) as Record<string, string[]>;
    await backupDatabase(database, copyBeforeBooks);
    await runMigrations(database);
    rowsAfter = (await contentsOf(database)) as Record<string, string[]>;
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it("keeps every row, each in its person's personal book, and every balance and month total", async () => {
    // Every row is there with the same values; the column that said whose it is now says whose book.
    for (const table of [...FINANCE_TABLES, ...TOTALS_TABLES]) {
      expect(rowsBefore[table]!.length, table).toBeGreaterThan(0);
      expect(rowsAfter[table]!.map(withoutLaterColumns), table).toEqual(
        rowsBefore[table]!.map((j) => j.replace('"user_id":', '"book_id":')),
      );
    }
    expect(rowsAfter.users!.map(withoutLaterColumns), 'users').toEqual(rowsBefore.users);
    for (const table of ['refresh_tokens', 'password_reset_tokens', 'reminder_claims']) {
      expect(rowsAfter[table], table).toEqual(rowsBefore[table]);
    }
    // One personal book per person, with the person's id, and they are its dono.
    const books = await queryRows<{ id: number; name: string; personal_user_id: number; role: string }>(
      database.db,
      sql`select b.id, b.name, b.personal_user_id, m.role from books b
          join book_members m on m.book_id = b.id and m.user_id = b.personal_user_id order by b.id`,
    );
    expect(books.map((b) => [Number(b.id), b.name, Number(b.personal_user_id), b.role])).toEqual([
      [ana, 'Pessoal', ana, 'dono'],
      [bia, 'Pessoal', bia, 'dono'],
    ]);
    // The month totals are those the ledger makes from the rows.
    await database.db.transaction(async (tx) => {
      for (const book of [ana, bia]) await ledger.rebuildTotals(tx, book);
    });
    const rebuilt = (await contentsOf(database)) as Record<string, string[]>;
    for (const table of TOTALS_TABLES) expect(rebuilt[table], table).toEqual(rowsAfter[table]);

    // The person sees their balances as before: opening balance plus what came in minus what went out.
    const app = await buildApp({ config: testConfig(), database, mailer: noMail });
    cleanup.push(() => app.close());
    const token = await app.deps.signer.sign({ userId: ana, timeZone: 'America/Sao_Paulo' });
    const accounts = (await actingAs({ app } as TestContext, { token }).get('/accounts')).body.data as Array<{
      name: string;
      balance: number;
    }>;
    expect(accounts.map((a) => [a.name, a.balance]).sort()).toEqual([
      ['Cartão', -89.9],
      ['Conta Corrente', 1500.75 + 5200 - 45.25],
    ]);
    const months = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from account_month_totals where book_id = ${ana}`,
    );
    expect(Number(months[0]?.n)).toBe(3);
  });

  it('a copy of the whole database made before books restores under this code as the migration left it', async () => {
    const target =
      database.kind === 'postgres'
        ? await emptyPostgresDatabase()
        : { env: { DATA_DIR: path.join(files.dir, 'restaurado') }, url: undefined, drop: async () => {} };
    cleanup.push(() => target.drop());
    await runRestore({ file: copyBeforeBooks, force: false, env: target.env });
    const restored = target.url
      ? await openDatabase({ databaseUrl: target.url, poolSize: 2 })
      : await openDatabase({ dataDir: target.env.DATA_DIR });
    try {
      expect(await contentsOf(restored)).toEqual(rowsAfter);
    } finally {
      await restored.close();
    }
  });
});
