import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { granaDataIn, granaObjects } from '../../backup/catalog';
import type { SqlSession } from '../../backup/sql-session';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/connect';
import { startExchangeRatesJob } from '../../jobs/exchange-rates';
import { createUser } from '../../test/factories';
import { fakeOlinda } from '../../test/fake-olinda';
import { freePort } from '../../test/free-port';
import { setupTestApp } from '../../test/test-app';
import { fetchPtax, rateOn, rateSeries, ratesOn, ratesOnEach } from './public';

const ctx = setupTestApp();
const olinda = fakeOlinda();
let baseUrl = '';

/**
 * What the Banco Central publishes in this file (closing bulletins; each day also has an opening and an
 * intermediate one with other figures). 2024-01-01 is a holiday and 06-07 a weekend: no bulletin. On 2024-01-03
 * the closing figure does not read; on 2024-01-04 only the opening and intermediate bulletins came out.
 */
olinda.state.published.set('USD', [
  { date: '2021-01-04', buy: '5.2652', sell: '5.2658' },
  { date: '2023-12-28', buy: '4.8413', sell: '4.8419' },
  { date: '2023-12-29', buy: '4.8407', sell: '4.8413' },
  { date: '2024-01-02', buy: '4.8910', sell: '4.8916' },
  { date: '2024-01-03', buy: '4.9200', sell: '4.9206', broken: true },
  { date: '2024-01-04', buy: null, sell: null },
  { date: '2024-01-05', buy: '4.8720', sell: '4.8726' },
]);
olinda.state.published.set('EUR', [
  { date: '2024-01-02', buy: '5.32450', sell: '5.32741' },
  { date: '2024-01-05', buy: '5.3200', sell: '5.3250' },
]);

beforeAll(async () => {
  baseUrl = await olinda.start();
});
afterAll(async () => {
  await olinda.stop();
});

/** Noon in São Paulo of the date. */
const at = (date: string) => () => new Date(`${date}T15:00:00Z`);

async function stored(currency: string): Promise<Array<[string, string, string]>> {
  const rows = await queryRows<{ date: string; buy: string; sell: string }>(
    ctx.database.db,
    sql`select date::text as date, buy::text as buy, sell::text as sell from exchange_rates
        where currency = ${currency} order by date`,
  );
  return rows.map((r) => [r.date, r.buy, r.sell]);
}

describe("the Banco Central's PTAX (Olinda)", () => {
  it('fills an empty table from 2021 in year windows, keeps the closing bulletin as published, and survives a 500', async () => {
    olinda.state.trouble.set('USD', 'http500');
    const result = await fetchPtax(ctx.database.db, {
      baseUrl,
      now: at('2024-01-05'),
      currencies: ['USD', 'EUR'],
    });
    expect(result.failures).toEqual([{ currency: 'USD', reason: 'HTTP 500' }]);
    expect(olinda.asked.filter((a) => a.currency === 'EUR')).toEqual([
      { currency: 'EUR', from: '2021-01-01', to: '2022-01-01' },
      { currency: 'EUR', from: '2022-01-02', to: '2023-01-02' },
      { currency: 'EUR', from: '2023-01-03', to: '2024-01-03' },
      { currency: 'EUR', from: '2024-01-04', to: '2024-01-05' },
    ]);
    // The digits as published, a trailing zero too; never the opening's nor the intermediate's figures.
    expect(await stored('EUR')).toEqual([
      ['2024-01-02', '5.32450', '5.32741'],
      ['2024-01-05', '5.3200', '5.3250'],
    ]);
    expect(await stored('USD')).toEqual([]);
    expect(result.calls).toBe(5);
  });

  it('asks the failed currency again at the next run, from the start, and the others from the day after their last', async () => {
    olinda.asked.length = 0;
    const result = await fetchPtax(ctx.database.db, {
      baseUrl,
      now: at('2024-01-08'),
      currencies: ['USD', 'EUR'],
    });
    expect(result.failures).toEqual([]);
    expect(olinda.asked.map((a) => `${a.currency} ${a.from} ${a.to}`)).toEqual([
      'USD 2021-01-01 2022-01-01',
      'USD 2022-01-02 2023-01-02',
      'USD 2023-01-03 2024-01-03',
      'USD 2024-01-04 2024-01-08',
      'EUR 2024-01-06 2024-01-08',
    ]);
    // No row for the holiday, the weekend, the day whose closing did not read nor the one without a closing.
    expect(await stored('USD')).toEqual([
      ['2021-01-04', '5.2652', '5.2658'],
      ['2023-12-28', '4.8413', '4.8419'],
      ['2023-12-29', '4.8407', '4.8413'],
      ['2024-01-02', '4.8910', '4.8916'],
      ['2024-01-05', '4.8720', '4.8726'],
    ]);
    expect(result.skipped).toBe(1);
  });

  it('counts a broken answer, one without its list, one too big, a silent server and an absent one as failures', async () => {
    const cases: Array<[Parameters<typeof olinda.state.trouble.set>[1], RegExp]> = [
      ['malformed', /^answer is not JSON$/],
      ['no-value', /^answer is not a list of bulletins$/],
      ['huge', /^answer (of|over) \d+ bytes$/],
      ['silent', /^no answer in time$/],
    ];
    for (const [trouble, reason] of cases) {
      olinda.state.trouble.set('EUR', trouble);
      const result = await fetchPtax(ctx.database.db, {
        baseUrl,
        now: at('2024-01-09'),
        currencies: ['EUR'],
        // Only the silent server waits for the timeout: the others answer, however loaded the machine (a short
        // timeout for all made a slow answer read as a silent one).
        timeoutMs: trouble === 'silent' ? 300 : 10_000,
      });
      expect(result.failures, trouble).toEqual([{ currency: 'EUR', reason: expect.stringMatching(reason) }]);
    }
    const away = await fetchPtax(ctx.database.db, {
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      now: at('2024-01-09'),
      currencies: ['EUR'],
    });
    expect(away.failures).toEqual([{ currency: 'EUR', reason: expect.stringMatching(/^unreachable/) }]);
    // Nothing half-written, and the claim released: the next run asks again and stores.
    expect(await stored('EUR')).toHaveLength(2);
    olinda.state.published.get('EUR')?.push({ date: '2024-01-08', buy: '5.3000', sell: '5.3010' });
    const back = await fetchPtax(ctx.database.db, { baseUrl, now: at('2024-01-09'), currencies: ['EUR'] });
    expect(back).toMatchObject({ failures: [], stored: 1 });
  });

  it('is idempotent: two runs at once, as two API processes, leave the same rows', async () => {
    const before = await stored('EUR');
    await ctx.database.db.execute(
      sql`delete from exchange_rates where currency = 'EUR' and date >= '2024-01-05'`,
    );
    const [one, two] = await Promise.all([
      fetchPtax(ctx.database.db, { baseUrl, now: at('2024-01-09'), currencies: ['EUR'] }),
      fetchPtax(ctx.database.db, { baseUrl, now: at('2024-01-09'), currencies: ['EUR'] }),
    ]);
    expect(one.failures.concat(two.failures)).toEqual([]);
    expect(one.stored + two.stored).toBe(2);
    expect(await stored('EUR')).toEqual(before);
  });

  it('passes a currency checked recently, as another process would', async () => {
    olinda.asked.length = 0;
    const recent = await fetchPtax(ctx.database.db, {
      baseUrl,
      now: at('2024-01-09'),
      currencies: ['EUR'],
      minAgeMs: 3_600_000,
    });
    expect(recent.passed).toEqual(['EUR']);
    expect(olinda.asked).toEqual([]);
  });
});

describe('the rate a figure of a date uses', () => {
  let bookId = 0;
  let otherBook = 0;
  beforeAll(async () => {
    await createUser(ctx);
    await createUser(ctx);
    const [one, two] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from books order by id limit 2`,
    );
    bookId = Number(one?.id ?? 0);
    otherBook = Number(two?.id ?? 0);
    // The book typed the dollar of the day without a closing bulletin, and of a day the PTAX has.
    await ctx.database.db.execute(
      sql`insert into book_exchange_rates (book_id, currency, date, rate)
          values (${bookId}, 'USD', '2024-01-04', '4.9000'), (${bookId}, 'USD', '2024-01-05', '9.9999')`,
    );
  });

  it("uses the last business day's PTAX on a Saturday and on a holiday, buy or sell", async () => {
    expect(await rateOn(ctx.database.db, bookId, 'USD', '2024-01-06', 'buy')).toEqual({
      rate: '4.8720',
      date: '2024-01-05',
      source: 'ptax',
    });
    expect(await rateOn(ctx.database.db, bookId, 'USD', '2024-01-07', 'sell')).toEqual({
      rate: '4.8726',
      date: '2024-01-05',
      source: 'ptax',
    });
    expect(await rateOn(ctx.database.db, bookId, 'USD', '2024-01-01', 'sell')).toEqual({
      rate: '4.8413',
      date: '2023-12-29',
      source: 'ptax',
    });
  });

  it('takes a typed rate only where the PTAX has none, and looks back ten days at most', async () => {
    const dates = ['2024-01-04', '2024-01-05', '2021-01-14', '2021-01-15', '2020-12-31'];
    const mine = await ratesOn(ctx.database.db, bookId, 'USD', dates, 'sell');
    expect(Object.fromEntries(mine)).toEqual({
      '2024-01-04': { rate: '4.9000', date: '2024-01-04', source: 'livro' },
      '2024-01-05': { rate: '4.8726', date: '2024-01-05', source: 'ptax' },
      '2021-01-14': { rate: '5.2658', date: '2021-01-04', source: 'ptax' },
      '2021-01-15': null,
      '2020-12-31': null,
    });
    // Another book does not read this one's typed rate: the day before's PTAX.
    expect(await rateOn(ctx.database.db, otherBook, 'USD', '2024-01-04', 'buy')).toEqual({
      rate: '4.8910',
      date: '2024-01-02',
      source: 'ptax',
    });
  });

  it('answers many currencies at once, and a series of days for a chart', async () => {
    const each = await ratesOnEach(
      ctx.database.db,
      bookId,
      new Map([
        ['USD', ['2024-01-08']],
        ['EUR', ['2024-01-03', '2024-01-08']],
        ['ARS', ['2024-01-08']],
      ] as const),
      'buy',
    );
    expect(each.get('USD')?.get('2024-01-08')).toEqual({
      rate: '4.8720',
      date: '2024-01-05',
      source: 'ptax',
    });
    expect(each.get('EUR')?.get('2024-01-03')).toEqual({
      rate: '5.32450',
      date: '2024-01-02',
      source: 'ptax',
    });
    expect(each.get('EUR')?.get('2024-01-08')).toEqual({
      rate: '5.3000',
      date: '2024-01-08',
      source: 'ptax',
    });
    expect(each.get('ARS')?.get('2024-01-08')).toBeNull();

    const series = await rateSeries(ctx.database.db, otherBook, 'USD', '2024-01-01', '2024-01-03', 'sell');
    expect(series.map((d) => [d.date, d.rate?.rate, d.rate?.date])).toEqual([
      ['2024-01-01', '4.8413', '2023-12-29'],
      ['2024-01-02', '4.8916', '2024-01-02'],
      ['2024-01-03', '4.8916', '2024-01-02'],
    ]);
    await expect(
      rateSeries(ctx.database.db, bookId, 'USD', '2000-01-01', '2024-01-01', 'sell'),
    ).rejects.toThrow();
  });
});

describe('the PTAX job', () => {
  it('is off under NODE_ENV=test whatever the setting, on once a day otherwise, and reads BCB_PTAX_URL', () => {
    expect(loadConfig({ NODE_ENV: 'test', EXCHANGE_RATES_FETCH_HOURS: '1' }).exchangeRates).toEqual({
      ptaxUrl: 'https://olinda.bcb.gov.br',
      fetchHours: 0,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).exchangeRates.fetchHours).toBe(24);
    expect(
      loadConfig({
        NODE_ENV: 'development',
        EXCHANGE_RATES_FETCH_HOURS: '0',
        BCB_PTAX_URL: 'http://127.0.0.1:9/',
      }).exchangeRates,
    ).toEqual({ ptaxUrl: 'http://127.0.0.1:9', fetchHours: 0 });
    expect(() => loadConfig({ NODE_ENV: 'development', BCB_PTAX_URL: 'ftp://bcb' })).toThrow(/BCB_PTAX_URL/);
  });

  it('logs an unreachable Banco Central in one warning line and keeps the process up', async () => {
    const lines: Array<{ level: string; args: unknown[] }> = [];
    const log = {
      info: (...args: unknown[]) => lines.push({ level: 'info', args }),
      warn: (...args: unknown[]) => lines.push({ level: 'warn', args }),
      error: (...args: unknown[]) => lines.push({ level: 'error', args }),
    } as unknown as FastifyBaseLogger;
    await ctx.database.db.execute(sql`update exchange_rate_fetches set checked_at = null`);
    const closed = `http://127.0.0.1:${await freePort()}`;
    const stop = startExchangeRatesJob({
      db: ctx.database.db,
      config: { ptaxUrl: closed, fetchHours: 24 },
      log,
    });
    try {
      for (let i = 0; i < 100 && lines.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      stop();
    }
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    const fields = lines[0]?.args[0] as { failures: unknown[] } | undefined;
    expect(fields?.failures).toHaveLength(10);
    expect(JSON.stringify(lines)).not.toContain('    at ');
  });

  it("leaves the Banco Central's PTAX out of what makes an installation hold data (npm run restore's target)", async () => {
    const client = (
      ctx.database.db as unknown as {
        $client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
      }
    ).$client;
    const session = {
      query: async (text: string, params?: unknown[]) => (await client.query(text, params)).rows,
    } as SqlSession;
    await ctx.database.db.execute(sql`delete from book_exchange_rates`);
    await ctx.database.db.execute(sql`delete from books`);
    await ctx.database.db.execute(sql`delete from users`);
    expect(await stored('USD')).not.toEqual([]);
    expect(await granaDataIn(session, granaObjects().tables)).toMatchObject({ tablesWithRows: [], users: 0 });
  });
});
