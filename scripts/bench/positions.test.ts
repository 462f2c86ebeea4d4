import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '../../common/dates';
import { queryRows } from '../../server/db/connect';
import { call, setupTestApp } from '../../server/test/test-app';
import { seedUsers } from '../seed';
import { HOLDINGS, seedHoldings } from './holdings';
import { periodsFor, readOperations } from './operations';
import { POSITIONS, seedPositions } from './positions';
import type { BenchUser } from './prepare';

const ctx = setupTestApp();

const INVESTMENT_ACCOUNTS: unknown[] = [POSITIONS.account, HOLDINGS.account];

/** An answer without the positions' and the holdings' accounts wherever a list names them. */
function withoutPositionsAccount(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .filter((v) => !INVESTMENT_ACCOUNTS.includes((v as { name?: unknown } | null)?.name))
      .map(withoutPositionsAccount);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPositionsAccount(v)]));
  return value;
}

describe("the bench's fixed-income positions and renda variável of the measured person", () => {
  it('are valued to today from the series and the prices, in accounts of their own, and change nothing else', async () => {
    const db = ctx.database.db;
    const password = 'bench-senha-segura-123';
    const { users } = await seedUsers(db, {
      emails: ['rendafixa@grana.local'],
      password,
      name: 'Renda Fixa',
      plan: { transactions: 300, years: 1, payees: 20, tags: 5, today: todayIn(DEFAULT_TIME_ZONE) },
      seed: 5,
      timeZone: DEFAULT_TIME_ZONE,
      replace: true,
    });
    const id = users[0]!.id;
    const [account] = await queryRows<{ id: number }>(
      db,
      sql`select id from accounts where book_id = ${id} and name = 'Conta Corrente'`,
    );
    const user: BenchUser = {
      id,
      email: 'rendafixa@grana.local',
      password,
      timeZone: DEFAULT_TIME_ZONE,
      accountId: Number(account!.id),
    };
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
    const before = { accounts: await get('accounts'), dashboard: await get('dashboard') };
    const rowsBefore = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from transactions where book_id = ${id}`,
    );

    const seed = await seedPositions(ctx.database, user);
    expect(seed.positions).toBe(POSITIONS.count);
    expect(seed.cdiDays).toBeGreaterThan(1200);
    expect(seed.ipcaMonths).toBe(POSITIONS.months);

    const investments = await get('investments');
    expect(investments.positions).toHaveLength(POSITIONS.count);
    const byIndexing = (kind: string) => investments.positions.filter((p: any) => p.indexing === kind);
    expect(byIndexing('ipca').length).toBeGreaterThan(0);
    expect(byIndexing('prefixado').length).toBeGreaterThan(0);
    // Every CDI position is valued to today (no day of the CDI missing) and worth more than it was applied.
    for (const p of byIndexing('cdi')) {
      expect(p.rate).toBeGreaterThanOrEqual(90);
      expect(p.rate).toBeLessThanOrEqual(129);
      expect(p.accountName).toBe(POSITIONS.account);
      expect(p.today.missing, p.name).toBeNull();
      expect(p.today.gross).toBeGreaterThan(p.applied);
    }

    const netWorth = await get('net-worth');
    // It begins in the month the book begins in Grana, its first row's (this person's rows span one year): the
    // positions applied before it (positions.ts applies one about every 36 days over five years) are what the
    // newcomer already held, no month's gain.
    expect(netWorth.months.length).toBeGreaterThanOrEqual(12);
    expect(netWorth.months.length).toBeLessThanOrEqual(14);
    expect(netWorth.months.at(-1).month).toBe(todayIn(DEFAULT_TIME_ZONE).slice(0, 7));
    // The positions' gain above what was applied grows from nothing five years ago; the IPCA carries every month.
    expect(netWorth.months.at(-1).rendaFixa).toBeGreaterThan(netWorth.months[0].rendaFixa);
    expect(netWorth.months.every((m: any) => m.real !== null)).toBe(true);

    const holdings = await seedHoldings(ctx.database, user);
    expect(holdings).toMatchObject({
      holdings: HOLDINGS.count,
      trades: HOLDINGS.count * HOLDINGS.tradesEach,
      prices: HOLDINGS.count * HOLDINGS.months,
    });
    const variable = await get('variable-income');
    expect(variable.holdings).toHaveLength(HOLDINGS.count);
    // Each holding bought 15 times and sold 10 units 5 times, priced today; none sold more than it held.
    for (const h of variable.holdings) {
      expect(h.accountName).toBe(HOLDINGS.account);
      expect(h.price?.date, h.ticker).toBe(todayIn(user.timeZone));
      expect(Number(h.quantity)).toBeGreaterThan(0);
      expect(h.value).toBeGreaterThan(0);
    }

    // Renda variável today at the holdings' value, and already in the book's first month: bought before it began
    // (over five years), they are what the newcomer held. Their cost takes nothing from renda fixa: the ledger
    // never paid for them here (holdings.ts writes no transaction), so they were held, not bought with its money.
    const withHoldings = await get('net-worth');
    expect(withHoldings.months[0].rendaVariavel).toBeGreaterThan(0);
    expect(withHoldings.months.at(-1).rendaVariavel).toBe(variable.totals.value);
    expect(withHoldings.months.at(-1).rendaFixa).toBe(netWorth.months.at(-1).rendaFixa);

    // Nothing else moved: the same transactions, the same sums; two more accounts, with nothing in them, which
    // "Saldo em contas" does not count (investment accounts: common/money-accounts.ts).
    const rowsAfter = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from transactions where book_id = ${id}`,
    );
    expect(rowsAfter[0]!.n).toBe(rowsBefore[0]!.n);
    const dashboard = await get('dashboard');
    expect(withoutPositionsAccount(dashboard)).toEqual(before.dashboard);
    const accounts = await get('accounts');
    expect(JSON.stringify(accounts)).toContain(POSITIONS.account);
    expect(JSON.stringify(accounts)).toContain(HOLDINGS.account);
    expect(withoutPositionsAccount(accounts)).toEqual(before.accounts);
  }, 60_000);
});
