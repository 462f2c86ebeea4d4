import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsUpTo, personalBookInSql } from '../test/migrations-support';
import { type Database, type Executor, queryRows } from './connect';
import { runMigrations } from './migrate';

const BEFORE_BILL_TOTALS = '0068_limit_events';

/**
 * A card as the schema before migration 0069 held it, written in SQL: a purchase of R$ 300,00 in three installments
 * (the first placed by its date, the other two pinned to January and February), a bill's payment pinned to
 * December (a transfer's incoming leg), R$ 10,00 given back pinned to January, and a row pinned to '9999-12' as a
 * server stored it before bill months were checked. Answers the book's and card's ids.
 */
async function seedCard(db: Executor) {
  const u = await personalBookInSql(db, 'Ana', 'ana@teste.grana');
  const [card] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (book_id, name, type, opening_balance, closing_day, due_day, credit_limit)
        values (${u}, 'Nubank', 'credit_card', 0, 3, 10, 500000) returning id`,
  );
  const c = Number(card?.id);
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, bill_month, transfer_id) values
      (${u}, ${c}, 'DESPESA', 10000, '2026-11-20', 'LOJA 1/3', null, null),
      (${u}, ${c}, 'DESPESA', 10000, '2026-12-20', 'LOJA 2/3', '2027-01', null),
      (${u}, ${c}, 'DESPESA', 10000, '2027-01-20', 'LOJA 3/3', '2027-02', null),
      (${u}, ${c}, 'RECEITA', 10000, '2026-12-10', 'PAGAMENTO', '2026-12', gen_random_uuid()),
      (${u}, ${c}, 'RECEITA', 1000, '2026-12-22', 'ESTORNO', '2027-01', null),
      (${u}, ${c}, 'DESPESA', 500, '2026-11-25', 'ANTIGA', '9999-12', null)`);
  return { book: u, card: c };
}

describe('migration 0069: the bills’ pinned rows added up (issue 80)', () => {
  let database: Database;
  let seeded: Awaited<ReturnType<typeof seedCard>>;
  const cleanup: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    const empty = await emptyDatabase();
    cleanup.push(empty.drop);
    database = empty.database;
    const older = migrationsUpTo(BEFORE_BILL_TOTALS);
    cleanup.push(older.remove);
    await runMigrations(database, older.folder);
    seeded = await seedCard(database.db);
    await runMigrations(database);
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('holds each bill’s pinned rows by type and kind, leaving out unpinned rows and months never checked', async () => {
    const { book, card } = seeded;
    const totals = await queryRows(
      database.db,
      sql`select account_id::int, bill_month, type, transfer, amount::int, rows from card_bill_totals
          where book_id = ${book} order by bill_month, type`,
    );
    expect(totals).toEqual([
      { account_id: card, bill_month: '2026-12', type: 'RECEITA', transfer: true, amount: 10000, rows: 1 },
      { account_id: card, bill_month: '2027-01', type: 'DESPESA', transfer: false, amount: 10000, rows: 1 },
      { account_id: card, bill_month: '2027-01', type: 'RECEITA', transfer: false, amount: 1000, rows: 1 },
      { account_id: card, bill_month: '2027-02', type: 'DESPESA', transfer: false, amount: 10000, rows: 1 },
    ]);
  });
});
