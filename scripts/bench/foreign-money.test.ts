import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isBusinessDay } from '../../common/business-days';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../common/dates';
import { queryRows } from '../../server/db/connect';
import { call, setupTestApp } from '../../server/test/test-app';
import { seedUsers } from '../seed';
import { FOREIGN, seedForeignMoney } from './foreign-money';
import { periodsFor, readOperations } from './operations';
import type { BenchUser } from './prepare';
import { ptaxSeries } from './ptax-series';

const ctx = setupTestApp();

/** The last day before today the Banco Central published (a weekend or a holiday has none). */
function lastPublished(today: string): string {
  let day = addDays(today, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

describe("the bench's money in other currencies (issue 77)", () => {
  it('puts a tenth of the rows in dollars and euros, and every sum in reais converts them at the seeded PTAX', async () => {
    const db = ctx.database.db;
    const today = todayIn(DEFAULT_TIME_ZONE);
    const password = 'bench-senha-segura-123';
    const { users } = await seedUsers(db, {
      emails: ['moedas@grana.local'],
      password,
      name: 'Moedas',
      plan: { transactions: 2000, years: 2, payees: 20, tags: 5, today },
      seed: 7,
      timeZone: DEFAULT_TIME_ZONE,
      replace: true,
    });
    const id = users[0]!.id;
    const [checking] = await queryRows<{ id: number }>(
      db,
      sql`select id from accounts where book_id = ${id} and name = 'Conta Corrente'`,
    );
    const user: BenchUser = {
      id,
      email: 'moedas@grana.local',
      password,
      timeZone: DEFAULT_TIME_ZONE,
      accountId: Number(checking!.id),
    };
    const seed = await seedForeignMoney(ctx.database, user, today);

    const [counts] = await queryRows<{ all: number; foreign: number; abroad: number }>(
      db,
      sql`select count(*)::int as all,
                 (count(*) filter (where a.currency <> 'BRL'))::int as foreign,
                 (count(*) filter (where t.foreign_currency is not null))::int as abroad
          from transactions t join accounts a on a.id = t.account_id and a.book_id = t.book_id
          where t.book_id = ${id}`,
    );
    expect(counts).toEqual({ all: seed.rows, foreign: seed.foreignRows, abroad: seed.cardPurchases });
    expect(seed.foreignRows).toBe(Math.round(seed.rows * FOREIGN.share));
    expect(seed.transfers).toBeGreaterThan(24);
    expect(seed.cardPurchases).toBeGreaterThan(0);

    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.accessToken as string;
    const ops = new Map(readOperations(periodsFor(user)).map((op) => [op.key, op]));
    const get = async (key: string) => {
      const res = await call(ctx.app, 'GET', `/api/v1${ops.get(key)!.path}`, { token });
      expect(res.status, `${key}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      return res.body.data;
    };

    // Saldo em contas counts both accounts abroad at the PTAX buy of the last day the Banco Central published.
    const day = lastPublished(today);
    const rateOf = (currency: 'USD' | 'EUR') => ptaxSeries(currency, day, day)[0]!.buy;
    const balances = await get('balances');
    expect(balances.unconverted_accounts).toEqual([]);
    expect(balances.rates).toEqual([
      { currency: 'USD', rate: rateOf('USD'), date: day, source: 'ptax' },
      { currency: 'EUR', rate: rateOf('EUR'), date: day, source: 'ptax' },
    ]);
    // Each account abroad opened with enough never to go below 1.000,00 of its currency.
    const accounts = await get('accounts');
    const abroad = accounts.filter((a: { currency: string }) => a.currency !== 'BRL');
    expect(abroad.map((a: { name: string }) => a.name).sort()).toEqual(
      [FOREIGN.dollars.name, FOREIGN.euros.name].sort(),
    );
    for (const a of abroad) expect(a.balance, a.name).toBeGreaterThanOrEqual(1000);

    // Patrimônio has every month of both accounts in reais, none left out; Previsão converts its start too.
    const netWorth = await get('net-worth');
    expect(netWorth.unconverted_accounts ?? []).toEqual([]);
    expect(netWorth.months.length).toBeGreaterThanOrEqual(24);
    const forecast = await get('forecast');
    expect(JSON.stringify(forecast)).toContain('Hospedagem do site');
  }, 120_000);
});
