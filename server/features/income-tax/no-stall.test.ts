import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYEES_LISTED } from '../../../common/contract/income-tax';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { categoryId, mapCategory } from '../../test/income-tax-family';
import { setupTestApp } from '../../test/test-app';

// Issue 75 item 2: a person with 20,000 deductible payees must not hold the server while their Imposto de Renda
// page, spreadsheet or PDF is built.
const ctx = setupTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '1000' });

const PAYEES = 20_000;
/** Payee n paid 100 + n cents once in 2025: the year's health total, in cents. */
const TOTAL_CENTS = PAYEES * 100 + (PAYEES * (PAYEES + 1)) / 2;

let bystander: TestUser;
let large: TestUser;

beforeAll(async () => {
  bystander = await createUser(ctx, { name: 'Bia Vizinha' });
  const account = await createAccount(ctx, bystander, { name: 'Conta da Bia' });
  await createTransaction(ctx, bystander, account.id, { description: 'Padaria', amount: 12.5 });

  large = await createUser(ctx, { name: 'Gil Grande' });
  const as = actingAs(ctx, large);
  const own = await createAccount(ctx, large, { name: 'Conta do Gil' });
  const health = await categoryId(as, 'Consultas', 'despesa');
  await mapCategory(as, health, '10');
  const db = ctx.database.db;
  await db.execute(sql`
    insert into payees (book_id, name) select ${large.id}, 'Clínica ' || n from generate_series(1, ${PAYEES}) n`);
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, category_id, payee_id)
    select ${large.id}, ${own.id}, 'DESPESA', 100 + n, date '2025-01-01' + (n % 365), 'Consulta ' || n,
           ${health}, p.id
    from generate_series(1, ${PAYEES}) n
    join payees p on p.book_id = ${large.id} and p.name = 'Clínica ' || n`);
  await db.execute(sql`analyze transactions`);
  await db.execute(sql`analyze payees`);
}, 120_000);

const inject = (user: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });

/** A request started now and whether it has been answered yet. */
function inFlight<T>(request: Promise<T>) {
  const state = { answered: false, answer: request };
  state.answer = request.finally(() => {
    state.answered = true;
  });
  return state;
}

/**
 * Until `heavy` is answered, /health and another person's list are asked one after the other, each answering
 * within a second; at least once while it still ran (else the test would pass by running them after it).
 */
async function othersAnswerWhile(heavy: { answered: boolean }) {
  let askedWhileRunning = 0;
  do {
    for (const [name, url, user] of [
      ['health', '/api/v1/health', null],
      ['another person’s list', '/api/v1/transactions', bystander],
    ] as const) {
      const started = performance.now();
      const res = user ? await inject(user, url) : await ctx.app.inject({ method: 'GET', url });
      const took = performance.now() - started;
      expect(res.statusCode, name).toBe(200);
      expect(took, `${name} took ${Math.round(took)} ms`).toBeLessThan(1000);
    }
    if (!heavy.answered) askedWhileRunning += 1;
  } while (!heavy.answered);
  expect(askedWhileRunning, 'the heavy request ended before the others were asked').toBeGreaterThan(0);
}

const shortly = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('20,000 deductible payees: the page and its files leave the server free', () => {
  it('GET /income-tax answers the exact total, the largest payees listed, while others are answered', async () => {
    const heavy = inFlight(inject(large, '/api/v1/income-tax?ano=2025'));
    await shortly();
    await othersAnswerWhile(heavy);
    const res = await heavy.answer;
    expect(res.statusCode).toBe(200);
    const group = res.json().data.payments.find((g: { code: string }) => g.code === '10');
    expect(Math.round(group.total * 100)).toBe(TOTAL_CENTS);
    expect(Math.round(group.deductible * 100)).toBe(TOTAL_CENTS);
    expect(group.lines).toHaveLength(PAYEES_LISTED);
    expect(group.lines[0]).toMatchObject({ name: `Clínica ${PAYEES}`, total: (100 + PAYEES) / 100 });
    expect(group.others).toEqual({ count: PAYEES - PAYEES_LISTED, total: expect.any(Number) });
  });

  it('GET /income-tax/csv answers the listed payees and the rest summed, while others are answered', async () => {
    const heavy = inFlight(inject(large, '/api/v1/income-tax/csv?ano=2025&grupo=pagamentos'));
    await shortly();
    await othersAnswerWhile(heavy);
    const res = await heavy.answer;
    expect(res.statusCode).toBe(200);
    const rows = res.body.trim().split('\r\n').slice(1);
    // The listed payees and one line of the others.
    expect(rows).toHaveLength(PAYEES_LISTED + 1);
    const cents = rows.map((r) => Number((r.split(';')[5] ?? '').replace(/\./g, '').replace(',', '')));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(TOTAL_CENTS);
  });

  it('GET /income-tax/pdf answers a PDF while others are answered', async () => {
    const heavy = inFlight(inject(large, '/api/v1/income-tax/pdf?ano=2025'));
    await shortly();
    await othersAnswerWhile(heavy);
    const res = await heavy.answer;
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
