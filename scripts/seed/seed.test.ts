import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, firstDayOfMonth } from '../../common/dates';
import { type Database, queryRows } from '../../server/db/connect';
import { ledger } from '../../server/features/ledger/ledger';
import { openTestDatabase } from '../../server/test/test-app';
import { seedUsers } from '../seed';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const today = '2026-11-21';

async function seedOne(email: string, transactions: number, seed: number) {
  const { users } = await seedUsers(database.db, {
    emails: [email],
    password: 'senha-do-seed-1',
    name: 'Pessoa do Seed',
    plan: { transactions, years: 2, payees: 40, tags: 10, today },
    seed,
    timeZone: 'America/Sao_Paulo',
    replace: false,
  });
  return users[0]!.id;
}

describe('the seed generator', () => {
  it('writes the rows asked for, with money that adds up like a household', async () => {
    const bookId = await seedOne('seed.familia@grana.local', 6000, 7);
    const [count] = await queryRows<{ planned: number; contributions: number }>(
      database.db,
      sql`select count(*) filter (where goal_id is null)::int as planned,
                 count(*) filter (where goal_id is not null)::int as contributions
          from transactions where book_id = ${bookId}`,
    );
    expect(count).toEqual({ planned: 6000, contributions: 130 });

    const balances = await queryRows<{ name: string; balance: number }>(
      database.db,
      sql`select a.name, a.opening_balance + coalesce(sum(case when t.type = 'RECEITA' then t.amount
                                                             else -t.amount end), 0) as balance
          from accounts a left join transactions t on t.account_id = a.id and t.book_id = a.book_id
          where a.book_id = ${bookId} group by a.id, a.book_id, a.name`,
    );
    const balance = (name: string) => Number(balances.find((b) => b.name === name)?.balance);
    // The card's bill and the top-ups are paid each month: what is left is at most this month's spending.
    const [thisMonth] = await queryRows<{ spent: number }>(
      database.db,
      sql`select coalesce(sum(amount), 0) as spent from transactions
          where book_id = ${bookId} and type = 'DESPESA' and transfer_id is null
            and date >= ${firstDayOfMonth(today)}`,
    );
    for (const name of ['Cartão de Crédito', 'Carteira', 'Conta Digital']) {
      expect(balance(name), name).toBeLessThanOrEqual(10_000);
      expect(-balance(name), name).toBeLessThanOrEqual(Number(thisMonth!.spent));
    }
    expect(balance('Conta Corrente')).toBeGreaterThan(0);

    const [flow] = await queryRows<{ income: number; expense: number }>(
      database.db,
      sql`select sum(amount) filter (where type = 'RECEITA') as income,
                 sum(amount) filter (where type = 'DESPESA') as expense
          from transactions where book_id = ${bookId} and transfer_id is null`,
    );
    // Earns a little more than it spends (the rest goes to savings and goals), not ten times more.
    const ratio = Number(flow!.income) / Number(flow!.expense);
    expect(ratio).toBeGreaterThan(1.05);
    expect(ratio).toBeLessThan(1.4);

    const [paid] = await queryRows<{ bills: number; first: string }>(
      database.db,
      sql`select count(*)::int as bills, min(date) as first from transactions
          where book_id = ${bookId} and description = 'Pagamento da fatura' and type = 'RECEITA'`,
    );
    expect(paid!.bills).toBeGreaterThanOrEqual(20);
    expect(paid!.first >= addMonths(firstDayOfMonth(today), -23)).toBe(true);

    // Budgets are set near what each category spends: over the last year, the typical budget is neither
    // overspent many times over nor left mostly unused.
    const usage = await queryRows<{ ratio: number }>(
      database.db,
      sql`select coalesce(sum(t.amount), 0)::float / b.amount as ratio
          from budgets b
          left join transactions t on t.book_id = b.book_id and t.category_id = b.category_id
            and t.type = 'DESPESA' and date_trunc('month', t.date) = b.month
          where b.book_id = ${bookId} and b.month between ${addMonths(firstDayOfMonth(today), -12)}
            and ${addMonths(firstDayOfMonth(today), -1)}
          group by b.id, b.amount order by 1`,
    );
    expect(usage.length).toBe(12 * 15);
    const median = usage[Math.floor(usage.length / 2)]!.ratio;
    expect(median).toBeGreaterThan(0.6);
    expect(median).toBeLessThan(1.1);
  });

  it('writes month totals equal to the transactions, and the same data for the same seed', async () => {
    const first = await seedOne('seed.a@grana.local', 1500, 42);
    const second = await seedOne('seed.b@grana.local', 1500, 42);
    const totals = (bookId: number) =>
      queryRows(
        database.db,
        sql`select account_id - (select min(id) from accounts where book_id = ${bookId}) as account, month,
                   income, expense, flow_income, flow_expense, flow_income_count, flow_expense_count
            from account_month_totals where book_id = ${bookId} order by 1, 2`,
      );
    const kept = await totals(first);
    await database.db.transaction((tx) => ledger.rebuildTotals(tx, first));
    expect(await totals(first)).toEqual(kept);
    expect(await totals(second)).toEqual(kept);
  });
});
