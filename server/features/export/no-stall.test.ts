import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupDocument } from '../../../common/contract/export/document';
import { RESTORE_MESSAGES } from '../../../common/contract/export/restore';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { seedRichUser } from '../../test/fixtures/rich-user';
import { setupTestApp } from '../../test/test-app';
import { ledger } from '../ledger/public';
import { parseBackup } from './restore/parse-backup';
import { restoreBackup } from './restore/restore';
import { MAX_RESTORE_BYTES } from './routes';

// Issue 13: one person's export or restore must not stall everyone else's requests.
const ctx = setupTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '1000' });

/** Transactions of the person whose export and restore are large (a direct insert: seconds, not minutes). */
const MANY = 40_000;

let bystander: TestUser;
let large: TestUser;
/** The large person's account, whose statement (OFX) is as long as the spreadsheet. */
let largeAccountId: number;

beforeAll(async () => {
  bystander = await createUser(ctx, { name: 'Bia Vizinha' });
  const account = await createAccount(ctx, bystander, { name: 'Conta da Bia' });
  await createTransaction(ctx, bystander, account.id, { description: 'Padaria', amount: 12.5 });

  large = await createUser(ctx, { name: 'Gil Grande' });
  const own = await createAccount(ctx, large, { name: 'Conta do Gil' });
  largeAccountId = own.id;
  await ctx.database.db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description)
    select ${large.id}, ${own.id}, case when n % 3 = 0 then 'RECEITA' else 'DESPESA' end, 100 + n,
           date '2024-01-01' + (n % 700), 'Compra ' || n
    from generate_series(1, ${MANY}) as n`);
  await ctx.database.db.execute(sql`analyze transactions`);
  // Written beside the ledger writer: its month totals are added up here.
  await ledger.rebuildTotals(ctx.database.db, large.id);
}, 60_000);

const inject = (user: TestUser, method: 'GET' | 'POST', url: string, extra: object = {}) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${user.token}` }, ...extra });

/** A request started now and whether it has been answered yet. */
function inFlight<T>(request: Promise<T>) {
  const state = { answered: false, answer: request };
  state.answer = request.finally(() => {
    state.answered = true;
  });
  return state;
}

/**
 * While `heavy` is still unanswered, /health and another person's list each answer within a second. Asserting
 * that the heavy request is still unanswered afterwards keeps the test from passing by running the two
 * one after the other.
 */
async function othersAnswerWhile(heavy: { answered: boolean }, { mustStillRun = true } = {}) {
  for (const [name, request] of [
    ['health', () => ctx.app.inject({ method: 'GET', url: '/api/v1/health' })],
    ['another person’s list', () => inject(bystander, 'GET', '/api/v1/transactions')],
  ] as const) {
    const started = performance.now();
    const res = await request();
    const took = performance.now() - started;
    expect(res.statusCode, name).toBe(200);
    expect(took, `${name} took ${Math.round(took)} ms`).toBeLessThan(1000);
  }
  if (mustStillRun)
    expect(heavy.answered, 'the heavy request ended before the others were asked').toBe(false);
}

/** Lets a request that was just started get going (its body sent, its first query run). */
const shortly = () => new Promise((resolve) => setTimeout(resolve, 50));

const json = { 'content-type': 'application/json' };

describe('a restore is checked before its body is read, and read off the event loop', () => {
  it('a 20 MB body of empty objects: others are answered meanwhile, and it is refused with 400', async () => {
    const empty = await createUser(ctx);
    const body = `[${'{},'.repeat(7_000_000)}{}]`;
    expect(body.length).toBeGreaterThan(20_000_000);
    const hostile = inFlight(
      inject(empty, 'POST', '/api/v1/restore', {
        headers: { authorization: `Bearer ${empty.token}`, ...json },
        payload: body,
      }),
    );
    await shortly();
    await othersAnswerWhile(hostile);
    const res = await hostile.answer;
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(RESTORE_MESSAGES.notBackupShape);
  });

  it('a person with data hears 409 before their body is read: even a body that is not JSON at all', async () => {
    const notJson = 'isto não é um backup '.repeat(200_000);
    const res = await inject(large, 'POST', '/api/v1/restore', {
      headers: { authorization: `Bearer ${large.token}`, ...json },
      payload: notJson,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RESTORE_MESSAGES.notEmpty);
  });

  it('a body declared above 150 MB is refused with 413 before any of it is read', async () => {
    const empty = await createUser(ctx);
    let read = 0;
    // A body that would take long to send: only its declared length is looked at.
    const body = new Readable({
      read() {
        read += 1;
        this.push(read > 3 ? null : Buffer.alloc(1024, 0x20));
      },
    });
    const res = await inject(empty, 'POST', '/api/v1/restore', {
      headers: {
        authorization: `Bearer ${empty.token}`,
        ...json,
        'content-length': String(MAX_RESTORE_BYTES + 1),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      'O arquivo é grande demais para ser um backup do Grana: o limite é de 150 MB.',
    );
  });

  it('a body sent without a length is cut off at 150 MB with the same 413', async () => {
    const empty = await createUser(ctx);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const body = new Readable({
      read() {
        sent += 1;
        this.push(sent > 151 ? null : chunk);
      },
    });
    const res = await inject(empty, 'POST', '/api/v1/restore', {
      headers: { authorization: `Bearer ${empty.token}`, ...json, 'transfer-encoding': 'chunked' },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/o limite é de 150 MB/);
  });
});

describe('a large export is read a page at a time, and others are answered between pages', () => {
  let backupText: string;

  it('the backup document: health and another person’s list answer while it is read', async () => {
    const exporting = inFlight(inject(large, 'GET', '/api/v1/export'));
    await shortly();
    await othersAnswerWhile(exporting);
    const res = await exporting.answer;
    expect(res.statusCode).toBe(200);
    backupText = res.body;
    expect((JSON.parse(backupText) as BackupDocument).transactions).toHaveLength(MANY);
  }, 60_000);

  it('the spreadsheet: the same', async () => {
    const exporting = inFlight(inject(large, 'GET', '/api/v1/export/transactions.csv'));
    await shortly();
    await othersAnswerWhile(exporting);
    const res = await exporting.answer;
    expect(res.statusCode).toBe(200);
    // The header and one line per transaction.
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(MANY + 1);
  }, 60_000);

  it('one account’s statement (OFX): the same', async () => {
    const exporting = inFlight(
      inject(large, 'GET', `/api/v1/export/transactions.ofx?accountId=${largeAccountId}`),
    );
    await shortly();
    await othersAnswerWhile(exporting);
    const res = await exporting.answer;
    expect(res.statusCode).toBe(200);
    expect(res.body.split('<STMTTRN>')).toHaveLength(MANY + 1);
  }, 60_000);

  it('restoring it writes in short steps: others are answered meanwhile, and the copy has every transaction', async () => {
    const copy = await createUser(ctx);
    const restoring = inFlight(
      inject(copy, 'POST', '/api/v1/restore', {
        headers: { authorization: `Bearer ${copy.token}`, ...json },
        payload: backupText,
      }),
    );
    // Into the writing: on PGlite the first steps are committed while later ones are still to come. On
    // PostgreSQL the restore is one transaction on a connection of its own (nobody waits for it), and its rows
    // show only when it has ended.
    const pglite = ctx.database.kind === 'pglite';
    await vi.waitFor(
      async () => {
        const [row] = await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from transactions where book_id = ${copy.id}`,
        );
        expect(restoring.answered || (row?.n ?? 0) > 0).toBe(true);
      },
      { timeout: 60_000, interval: 10 },
    );
    await othersAnswerWhile(restoring, { mustStillRun: pglite });
    const res = await restoring.answer;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.transactions).toBe(MANY);
    const balances = async (user: TestUser) =>
      ((await actingAs(ctx, user).get('/accounts')).body.data as Array<{ balance: number }>).map(
        (a) => a.balance,
      );
    expect(await balances(copy)).toEqual(await balances(large));
  }, 120_000);
});

describe('a restore on PGlite that fails part way leaves the account empty', () => {
  it('rows written by earlier steps are deleted, and the answer is the 400 of a file at fault', async () => {
    const owner = await createUser(ctx);
    await seedRichUser(ctx, owner);
    const parsed = parseBackup(new TextEncoder().encode((await inject(owner, 'GET', '/api/v1/export')).body));
    if (!parsed.ok) throw new Error(parsed.message);
    const target = await createUser(ctx);
    // The database refuses the ninth step (the accounts, categories, ... and transactions are in by then), as
    // it would a row that broke one of its rules.
    const db = ctx.database.db;
    let steps = 0;
    const failing = new Proxy(db, {
      get(object, key, receiver) {
        if (key !== 'transaction') return Reflect.get(object, key, receiver);
        return (
          work: Parameters<typeof db.transaction>[0],
          options?: Parameters<typeof db.transaction>[1],
        ) => {
          steps += 1;
          if (steps === 9) return Promise.reject(Object.assign(new Error('refused'), { code: '23514' }));
          return db.transaction(work, options);
        };
      },
    });
    const restore = restoreBackup(
      { ...ctx.database, kind: 'pglite', db: failing },
      { id: target.id, bookId: target.id },
      parsed.doc,
    );
    await expect(restore).rejects.toMatchObject({ statusCode: 400, message: RESTORE_MESSAGES.inconsistent });
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from accounts where book_id = ${target.id})
               + (select count(*) from categories where book_id = ${target.id})
               + (select count(*) from transactions where book_id = ${target.id})
               + (select count(*) from account_month_totals where book_id = ${target.id}) as n`,
    );
    expect(steps).toBeGreaterThan(9);
    expect(left?.n).toBe(0);
    expect((await actingAs(ctx, target).get('/accounts')).body.data).toEqual([]);
  });
});
