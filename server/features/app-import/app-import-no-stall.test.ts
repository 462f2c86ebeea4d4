import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppImportJob } from '../../../common/contract/app-import';
import { queryRows } from '../../db/connect';
import { sendAppFile } from '../../test/app-import-upload';
import { actingAs, createUser, type TestUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { YNAB_ACCOUNTS, YNAB_CARD_TERMS, ynabRegisterFile } from '../../test/ynab-register-file';

const ctx = setupTestApp();
/** The most lines one file may have (MAX_APP_ROWS): the bench's "Trazer meus dados" file. */
const LINES = 50_000;
/** What another person waits at most for an answer, as in the statement import's no-stall test. */
const BOUND_MS = 1000;

const rowsOf = async (bookId: number) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from transactions where book_id = ${bookId}`,
    )
  )[0]?.n ?? 0;

async function jobOf(user: TestUser, id: string): Promise<AppImportJob> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/import/apps/job?id=${id}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AppImportJob;
}

/** /health and another person's list, each timed: the slower of the two, in ms. */
async function othersAnswered(bystander: TestUser, when: string): Promise<number> {
  let slowest = 0;
  for (const [name, request] of [
    ['health', async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode],
    ['another person’s list', async () => (await actingAs(ctx, bystander).get('/transactions')).status],
  ] as const) {
    const started = performance.now();
    const status = await request();
    const took = performance.now() - started;
    expect(status, `${name} ${when}`).toBe(200);
    expect(took, `${name} ${when} took ${Math.round(took)} ms`).toBeLessThan(BOUND_MS);
    slowest = Math.max(slowest, took);
  }
  return slowest;
}

describe('a large import of another app’s file', () => {
  it('lets /health and another person be answered within a second while it is read and written, and writes every line', async () => {
    const importer = await createUser(ctx);
    const bystander = await createUser(ctx);
    const file = ynabRegisterFile(LINES, '2026-06-30', 5, 7);
    expect(file.lines).toBe(LINES);
    let sent = false;
    const sending = sendAppFile(
      ctx,
      importer,
      '/import/apps',
      { content: file.content, filename: 'Plano - Register.csv' },
      { app: 'ynab', accounts: { [YNAB_ACCOUNTS.card]: YNAB_CARD_TERMS } },
    ).finally(() => {
      sent = true;
    });
    let job: AppImportJob | undefined;
    let askedWhileWriting = 0;
    try {
      // While the file is read (in a worker thread, before the answer 202).
      while (!sent) await othersAnswered(bystander, 'while the file was read');
      const started = await sending;
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      job = started.body.data as AppImportJob;
      // While it is written, in the background, until the job ends.
      while (job.status === 'running') {
        await othersAnswered(bystander, `with ${job.written} of ${job.total} rows written`);
        askedWhileWriting++;
        job = await jobOf(importer, job.id);
      }
    } finally {
      // Ended before the next test, even when a figure above failed: its unfinished write would be counted there.
      await sending.catch(() => undefined);
      for (let i = 0; i < 3000 && job?.status === 'running'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await jobOf(importer, job.id);
      }
    }
    if (!job) throw new Error('the import never started');
    expect(askedWhileWriting, 'the import ended before the others were asked').toBeGreaterThan(0);
    expect(job.status, job.error ?? '').toBe('done');
    // Each row once, and a transfer's second leg.
    expect(job.result).toMatchObject({ inserted: file.rows + file.transfers, duplicates: 0, errorCount: 0 });
    expect(await rowsOf(importer.id)).toBe(file.rows + file.transfers);
    expect(await rowsOf(bystander.id)).toBe(0);
  }, 300_000);
});
