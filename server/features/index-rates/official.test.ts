import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDate } from '../../../common/dates';
import { INDEX_SERIES_FACTS, type IndexSeries } from '../../../common/index-series';
import { granaDataIn, granaObjects } from '../../backup/catalog';
import type { SqlSession } from '../../backup/sql-session';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/connect';
import { startIndexRatesJob } from '../../jobs/index-rates';
import { freePort } from '../../test/free-port';
import { setupTestApp } from '../../test/test-app';
import { fetchOfficialRates } from './public';

const ctx = setupTestApp();

type Item = { data: string; valor: string; dataFim?: string };

/** What the SGS publishes in this file, per series, as its JSON carries it (dd/mm/aaaa, a dot before the decimals). */
const PUBLISHED: Record<IndexSeries, Item[]> = {
  cdi: [
    { data: '02/01/2026', valor: '0.055131' },
    { data: '05/01/2026', valor: '0.055131' },
    { data: '06/01/2026', valor: '0.055131' },
    { data: '07/01/2026', valor: '0.055131' },
    { data: '08/01/2026', valor: '0.055131' },
    // What no SGS answer should carry: a day that does not exist and a value that is not a number; left out.
    { data: '32/01/2026', valor: '0.055131' },
    { data: '09/01/2026', valor: 'n/d' },
    // Published later: the second run's.
    { data: '12/01/2026', valor: '0.055132' },
  ],
  selic: [{ data: '02/01/2026', valor: '0.055131' }],
  selic_meta: [{ data: '02/01/2026', valor: '15.00' }],
  ipca: [
    { data: '01/11/2025', valor: '0.18' },
    { data: '01/12/2025', valor: '0.33' },
  ],
  // A period series: each value from its date to dataFim.
  tr: [
    { data: '01/01/2026', dataFim: '01/02/2026', valor: '0.1752' },
    { data: '02/01/2026', dataFim: '02/02/2026', valor: '0.1751' },
  ],
};

const CODES = new Map(
  Object.entries(INDEX_SERIES_FACTS).map(([series, facts]) => [facts.code, series as IndexSeries]),
);

interface Asked {
  series: IndexSeries;
  from: string;
  to: string;
}

/**
 * A local SGS: `GET /dados/serie/bcdata.sgs.{code}/dados?formato=json&dataInicial=&dataFinal=` answers the values
 * published up to `publishedThrough` in the window, as the SGS does (404 for a window without values); `trouble`
 * makes a series' next answer an HTTP 500 or a body that is not JSON.
 */
function sgsServer() {
  const asked: Asked[] = [];
  const state = {
    publishedThrough: '2026-01-09',
    trouble: new Map<IndexSeries, 'http500' | 'malformed'>(),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sgs');
    const match = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados$/.exec(url.pathname);
    const series = match ? CODES.get(Number(match[1])) : undefined;
    const from = parseDate(url.searchParams.get('dataInicial') ?? '');
    const to = parseDate(url.searchParams.get('dataFinal') ?? '');
    if (!series || !from || !to || url.searchParams.get('formato') !== 'json') {
      res.writeHead(400).end('{"error":"bad request"}');
      return;
    }
    asked.push({ series, from, to });
    const trouble = state.trouble.get(series);
    state.trouble.delete(series);
    if (trouble === 'http500') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<html>Erro interno</html>');
      return;
    }
    if (trouble === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('[{"data": "02/01/2026", "valor": ');
      return;
    }
    const items = PUBLISHED[series].filter((item) => {
      const date = parseDate(item.data);
      // A broken date comes with every answer that reaches January 2026.
      if (!date) return to >= '2026-01-01';
      return date >= from && date <= to && date <= state.publishedThrough;
    });
    if (items.length === 0) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Value(s) not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(items));
  });
  return { server, asked, state };
}

const sgs = sgsServer();
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => sgs.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(sgs.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => sgs.server.close(resolve));
});

/** Noon in São Paulo of the date. */
const at = (date: string) => () => new Date(`${date}T15:00:00Z`);

async function stored(series: IndexSeries): Promise<Array<[string, string]>> {
  const rows = await queryRows<{ date: string; value: string }>(
    ctx.database.db,
    sql`select date, value::text as value from index_rates where series = ${series} order by date`,
  );
  return rows.map((r) => [r.date, r.value]);
}

describe('the Banco Central fetch (SGS)', () => {
  it('fills an empty table from 2010 in ten-year windows, keeps the values as published, and survives a 500 and a broken answer', async () => {
    sgs.state.trouble.set('selic', 'http500');
    sgs.state.trouble.set('selic_meta', 'malformed');
    const result = await fetchOfficialRates(ctx.database.db, { baseUrl, now: at('2026-01-09') });

    expect(result.failures).toEqual([
      { serie: 'selic', reason: 'HTTP 500' },
      { serie: 'selic_meta', reason: 'answer is not JSON' },
    ]);
    expect(result.skipped).toBe(2);
    // cdi, ipca and tr: two windows each; selic and selic_meta stopped at their first.
    expect(result.calls).toBe(8);
    expect(sgs.asked.filter((a) => a.series === 'cdi')).toEqual([
      { series: 'cdi', from: '2010-01-01', to: '2019-12-31' },
      { series: 'cdi', from: '2020-01-01', to: '2026-01-09' },
    ]);
    expect(await stored('cdi')).toEqual([
      ['2026-01-02', '0.055131'],
      ['2026-01-05', '0.055131'],
      ['2026-01-06', '0.055131'],
      ['2026-01-07', '0.055131'],
      ['2026-01-08', '0.055131'],
    ]);
    expect(await stored('tr')).toEqual([
      ['2026-01-01', '0.1752'],
      ['2026-01-02', '0.1751'],
    ]);
    expect(await stored('ipca')).toEqual([
      ['2025-11-01', '0.18'],
      ['2025-12-01', '0.33'],
    ]);
    expect(await stored('selic')).toEqual([]);
    expect(await stored('selic_meta')).toEqual([]);
  });

  it('asks each series only from the day after its last stored date, and the failed ones again from the start', async () => {
    sgs.asked.length = 0;
    sgs.state.publishedThrough = '2026-01-12';
    const result = await fetchOfficialRates(ctx.database.db, { baseUrl, now: at('2026-01-12') });
    expect(result.failures).toEqual([]);
    expect(sgs.asked).toEqual([
      { series: 'cdi', from: '2026-01-09', to: '2026-01-12' },
      { series: 'selic', from: '2010-01-01', to: '2019-12-31' },
      { series: 'selic', from: '2020-01-01', to: '2026-01-12' },
      { series: 'selic_meta', from: '2010-01-01', to: '2019-12-31' },
      { series: 'selic_meta', from: '2020-01-01', to: '2026-01-12' },
      { series: 'ipca', from: '2025-12-02', to: '2026-01-12' },
      { series: 'tr', from: '2026-01-03', to: '2026-01-12' },
    ]);
    expect((await stored('cdi')).at(-1)).toEqual(['2026-01-12', '0.055132']);
    expect(await stored('selic_meta')).toEqual([['2026-01-02', '15.00']]);
    // The broken date and the value that is not a number, again in the CDI's window.
    expect(result.skipped).toBe(2);
  });

  it('is idempotent: two runs at once, as two API processes, leave the same rows; a series checked recently is passed', async () => {
    const before = await queryRows(
      ctx.database.db,
      sql`select series, date, value::text from index_rates order by 1, 2`,
    );
    // The last CDI values missing again, and every series due: both runs find work.
    await ctx.database.db.execute(sql`delete from index_rates where series = 'cdi' and date >= '2026-01-07'`);
    const [one, two] = await Promise.all([
      fetchOfficialRates(ctx.database.db, { baseUrl, now: at('2026-01-12') }),
      fetchOfficialRates(ctx.database.db, { baseUrl, now: at('2026-01-12') }),
    ]);
    expect(one.failures.concat(two.failures)).toEqual([]);
    expect(one.stored + two.stored).toBe(3);
    expect(
      await queryRows(ctx.database.db, sql`select series, date, value::text from index_rates order by 1, 2`),
    ).toEqual(before);

    sgs.asked.length = 0;
    const recent = await fetchOfficialRates(ctx.database.db, {
      baseUrl,
      now: at('2026-01-12'),
      minAgeMs: 3_600_000,
    });
    expect(recent.passed).toEqual(['cdi', 'selic', 'selic_meta', 'ipca', 'tr']);
    expect(sgs.asked).toEqual([]);
  });

  it('counts an unreachable server and a slow one as failures of the run, never an exception', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const away = await fetchOfficialRates(ctx.database.db, {
      baseUrl: closed,
      now: at('2026-01-13'),
      series: ['cdi'],
    });
    expect(away.failures).toEqual([{ serie: 'cdi', reason: expect.stringMatching(/^unreachable/) }]);

    const slow = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const late = await fetchOfficialRates(ctx.database.db, {
        baseUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
        now: at('2026-01-13'),
        series: ['ipca'],
        timeoutMs: 200,
      });
      expect(late.failures).toEqual([{ serie: 'ipca', reason: 'no answer in time' }]);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
    // Asked again once the SGS answers: the claims were released.
    sgs.asked.length = 0;
    const back = await fetchOfficialRates(ctx.database.db, {
      baseUrl,
      now: at('2026-01-13'),
      series: ['cdi'],
    });
    expect(back.failures).toEqual([]);
    expect(sgs.asked).toEqual([{ series: 'cdi', from: '2026-01-13', to: '2026-01-13' }]);
  });
});

describe('the job', () => {
  it('is off under NODE_ENV=test whatever the setting, on once a day otherwise, and reads BCB_SGS_URL', () => {
    expect(loadConfig({ NODE_ENV: 'test', INDEX_RATES_FETCH_HOURS: '1' }).indexRates).toEqual({
      sgsUrl: 'https://api.bcb.gov.br',
      fetchHours: 0,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).indexRates.fetchHours).toBe(24);
    expect(
      loadConfig({
        NODE_ENV: 'development',
        INDEX_RATES_FETCH_HOURS: '0',
        BCB_SGS_URL: 'http://127.0.0.1:9/',
      }).indexRates,
    ).toEqual({ sgsUrl: 'http://127.0.0.1:9', fetchHours: 0 });
    expect(() => loadConfig({ NODE_ENV: 'development', BCB_SGS_URL: 'ftp://bcb' })).toThrow(/BCB_SGS_URL/);
  });

  it('logs an unreachable Banco Central in one warning line and keeps the process up', async () => {
    const lines: Array<{ level: string; args: unknown[] }> = [];
    const log = {
      info: (...args: unknown[]) => lines.push({ level: 'info', args }),
      warn: (...args: unknown[]) => lines.push({ level: 'warn', args }),
      error: (...args: unknown[]) => lines.push({ level: 'error', args }),
    } as unknown as FastifyBaseLogger;
    expect(
      startIndexRatesJob({ db: ctx.database.db, config: { sgsUrl: baseUrl, fetchHours: 0 }, log }),
    ).toBeTypeOf('function');
    await ctx.database.db.execute(sql`update index_rate_fetches set checked_at = null`);
    const closed = `http://127.0.0.1:${await freePort()}`;
    const stop = startIndexRatesJob({ db: ctx.database.db, config: { sgsUrl: closed, fetchHours: 24 }, log });
    try {
      for (let i = 0; i < 100 && lines.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      stop();
    }
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    const fields = lines[0]?.args[0] as { failures: unknown[] } | undefined;
    expect(fields?.failures).toHaveLength(5);
    expect(JSON.stringify(lines)).not.toContain('    at ');
  });

  it("leaves the Banco Central's rows out of what makes an installation hold data (npm run restore's target)", async () => {
    const client = (
      ctx.database.db as unknown as {
        $client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
      }
    ).$client;
    const session = {
      query: async (text: string, params?: unknown[]) => (await client.query(text, params)).rows,
    } as SqlSession;
    expect(await stored('cdi')).not.toEqual([]);
    expect(await granaDataIn(session, granaObjects().tables)).toMatchObject({ tablesWithRows: [], users: 0 });
  });
});
