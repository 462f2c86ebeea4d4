import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsUpTo, personalBookInSql } from '../test/migrations-support';
import { type Database, type Executor, queryRows } from './connect';
import { runMigrations } from './migrate';

const BEFORE_TOTALS_BY_KIND = '0055_category_siblings';

/**
 * A book as the schema before migration 0056 held it, written in SQL, with its category totals as the ledger
 * then kept them (by each row's own type): in October a R$ 200,00 expense and a R$ 50,00 estorno (receita) in
 * Vestuário, a R$ 1.000,00 salary and R$ 25,00 given back from it (despesa in Salário), R$ 30,00 received with no
 * category; in September an estorno of R$ 40,00 in Vestuário alone. Answers the book's and categories' ids.
 */
async function seedBook(db: Executor) {
  const u = await personalBookInSql(db, 'Ana', 'ana@teste.grana');
  const ids = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));
  const [account] = await ids(
    sql`insert into accounts (book_id, name, type, opening_balance) values (${u}, 'Conta', 'checking', 0) returning id`,
  );
  const [clothes, salary] = await ids(
    sql`insert into categories (book_id, name, type)
        values (${u}, 'Vestuário', 'despesa'), (${u}, 'Salário', 'receita') returning id`,
  );
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, category_id) values
      (${u}, ${account}, 'DESPESA', 20000, '2026-10-05', 'LOJA X', ${clothes}),
      (${u}, ${account}, 'RECEITA', 5000, '2026-10-12', 'ESTORNO LOJA X', ${clothes}),
      (${u}, ${account}, 'RECEITA', 4000, '2026-09-20', 'ESTORNO LOJA Y', ${clothes}),
      (${u}, ${account}, 'RECEITA', 100000, '2026-10-05', 'SALARIO', ${salary}),
      (${u}, ${account}, 'DESPESA', 2500, '2026-10-06', 'DEVOLUCAO SALARIO', ${salary}),
      (${u}, ${account}, 'RECEITA', 3000, '2026-10-07', 'PIX RECEBIDO', null)`);
  // The totals as the ledger kept them before 0056 (month-totals.ts then): by each line's own type.
  await db.execute(sql`
    insert into account_month_totals (book_id, account_id, month, income, expense, flow_income, flow_expense,
                                      flow_income_count, flow_expense_count)
    select book_id, account_id, date_trunc('month', date)::date,
           coalesce(sum(amount) filter (where type = 'RECEITA'), 0), coalesce(sum(amount) filter (where type = 'DESPESA'), 0),
           coalesce(sum(amount) filter (where type = 'RECEITA'), 0), coalesce(sum(amount) filter (where type = 'DESPESA'), 0),
           count(*) filter (where type = 'RECEITA'), count(*) filter (where type = 'DESPESA')
    from transactions where book_id = ${u} group by 1, 2, 3`);
  await db.execute(sql`
    insert into category_month_totals (book_id, category_id, month, type, amount)
    select book_id, coalesce(category_id, 0), date_trunc('month', date)::date, type, sum(amount)
    from transaction_lines where book_id = ${u} group by 1, 2, 3, 4`);
  return { book: u, clothes: Number(clothes), salary: Number(salary) };
}

const categoryTotals = (db: Executor, book: number) =>
  queryRows<{ category_id: number; month: string; type: string; amount: number }>(
    db,
    sql`select category_id::int, to_char(month, 'YYYY-MM') as month, type, amount::int from category_month_totals
        where book_id = ${book} order by category_id, month, type`,
  );

const accountTotals = (db: Executor, book: number) =>
  queryRows(db, sql`select * from account_month_totals where book_id = ${book} order by account_id, month`);

describe('migration 0056: category totals by the category’s kind (issue 74 point 15)', () => {
  let database: Database;
  let seeded: Awaited<ReturnType<typeof seedBook>>;
  let accountsBefore: unknown[];
  const cleanup: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    const empty = await emptyDatabase();
    cleanup.push(empty.drop);
    database = empty.database;
    const older = migrationsUpTo(BEFORE_TOTALS_BY_KIND);
    cleanup.push(older.remove);
    await runMigrations(database, older.folder);
    seeded = await seedBook(database.db);
    accountsBefore = await accountTotals(database.db, seeded.book);
    await runMigrations(database);
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('moves money against its category’s kind under that kind, lowering it; balances do not change', async () => {
    const { clothes, salary, book } = seeded;
    expect(await categoryTotals(database.db, book)).toEqual([
      { category_id: 0, month: '2026-10', type: 'RECEITA', amount: 3000 },
      { category_id: clothes, month: '2026-09', type: 'DESPESA', amount: -4000 },
      { category_id: clothes, month: '2026-10', type: 'DESPESA', amount: 15000 },
      { category_id: salary, month: '2026-10', type: 'RECEITA', amount: 97500 },
    ]);
    expect(await accountTotals(database.db, book)).toEqual(accountsBefore);
  });
});
