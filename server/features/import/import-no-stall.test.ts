import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/connect';
import { recoverWritesCutShort } from '../../jobs/recover-writes';
import { actingAs, createAccount, createUser, type TestUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { setupTestApp } from '../../test/test-app';
import { ledger, ledgerTransaction } from '../ledger/public';
import { applyMatches } from '../matching/public';
import { importRepository } from './repository';

const ctx = setupTestApp();
const ROWS = 60_000;

/** A statement of expenses, and what they add up to in cents. */
function statement(rows: number): { bytes: Buffer; netCents: number } {
  const lines = ['data;descricao;valor;favorecido'];
  let netCents = 0;
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `${day}/${String((i % 12) + 1).padStart(2, '0')}/2025;Compra ${i};-${(i % 90) + 1},50;Loja ${i % 7}`,
    );
    netCents -= ((i % 90) + 1) * 100 + 50;
  }
  return { bytes: Buffer.from(lines.join('\n')), netCents };
}

function upload(user: TestUser, content: Buffer, settings: object) {
  const form = multipart([
    { name: 'settings', data: JSON.stringify(settings) },
    { name: 'file', filename: 'extrato.csv', contentType: 'text/csv', data: content },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/import-csv',
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
}

const rowsOf = async (bookId: number) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from transactions where book_id = ${bookId}`,
    )
  )[0]?.n ?? 0;

describe('a large import', () => {
  it('lets /health and another person be answered within a second while it writes, and writes every row', async () => {
    const importer = await createUser(ctx);
    const bystander = await createUser(ctx);
    const account = await createAccount(ctx, importer);
    let answered = false;
    const file = statement(ROWS);
    const importing = upload(importer, file.bytes, { defaultAccountId: account.id }).finally(() => {
      answered = true;
    });
    // Into the writing: on PGlite its first steps are committed while the rest is still to come. On PostgreSQL
    // it is one transaction on a connection of its own, and its rows show only when it has ended.
    await vi.waitFor(async () => expect(answered || (await rowsOf(importer.id)) > 0).toBe(true), {
      timeout: 60_000,
      interval: 10,
    });
    try {
      for (const [name, request] of [
        ['health', () => ctx.app.inject({ method: 'GET', url: '/api/v1/health' })],
        ['another person’s list', () => actingAs(ctx, bystander).get('/transactions')],
      ] as const) {
        const started = performance.now();
        const res = await request();
        const took = performance.now() - started;
        expect('statusCode' in res ? res.statusCode : res.status, name).toBe(200);
        expect(took, `${name} took ${Math.round(took)} ms`).toBeLessThan(1000);
      }
      if (ctx.database.kind === 'pglite')
        expect(answered, 'the import ended before the others were asked').toBe(false);
    } finally {
      // Ended before the next test, even when a figure above failed: its unfinished write would be counted there.
      await importing.catch(() => undefined);
    }
    const res = await importing;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: ROWS, skipped: 0 });
    expect(await rowsOf(importer.id)).toBe(ROWS);
    expect((await actingAs(ctx, importer).get('/accounts')).body.data[0].balance).toBe(file.netCents / 100);
  }, 120_000);

  it('cut short between two steps (the process killed), is taken back at the next start, payees included', async () => {
    const person = await createUser(ctx);
    const as = actingAs(ctx, person);
    const account = await createAccount(ctx, person, { opening_balance: 100 });
    const before = await as.post('/transactions', {
      accountId: account.id,
      type: 'DESPESA',
      amount: 10,
      description: 'Antes da importação',
      date: '2025-03-01',
    });
    expect(before.status).toBe(201);
    // Two steps written the way an import on PGlite writes them, then nothing: the registration stays.
    const steps: Array<(step: <T>(run: (tx: never) => Promise<T>) => Promise<T>) => Promise<void>> = [];
    void steps;
    const db = ctx.database.db;
    const [write] = await queryRows<{ id: number }>(
      db,
      sql`insert into unfinished_writes (book_id, kind) values (${person.id}, 'import') returning id`,
    );
    const payees = await importRepository.createPayees(db, person.id, ['Loja Cortada']);
    const importId = '00000000-0000-4000-8000-000000000001';
    await ledgerTransaction(db, { userId: null, way: 'setup' }, (tx) =>
      ledger.insertImported(
        tx,
        person.id,
        [1, 2, 3].map((n) => ({
          accountId: account.id,
          type: 'DESPESA' as const,
          amountCents: n * 100,
          date: `2025-03-0${n}`,
          description: `Cortada ${n}`,
          bankText: null,
          importId,
          categoryId: null,
          payeeId: payees[0]?.id ?? null,
          status: 'CLEARED' as const,
          externalId: null,
        })),
      ),
    );
    const ids = (
      await queryRows<{ id: number }>(db, sql`select id from transactions where import_id = ${importId}`)
    ).map((r) => Number(r.id));
    await db.execute(sql`
      insert into unfinished_write_ranges (write_id, book_id, table_name, first_id, last_id) values
        (${write?.id}, ${person.id}, 'transactions', ${Math.min(...ids)}, ${Math.max(...ids)}),
        (${write?.id}, ${person.id}, 'payees', ${payees[0]?.id}, ${payees[0]?.id})`);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(84);

    expect(await recoverWritesCutShort(db)).toBe(1);
    const listed = (await as.get('/transactions')).body.data.items as Array<{ description: string }>;
    expect(listed.map((t) => t.description)).toEqual(['Antes da importação']);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(90);
    expect((await as.get('/payees')).body.data).toEqual([]);
    expect(await recoverWritesCutShort(db)).toBe(0);
  });
  it('cut short after matching a line with a recorded row (the process killed): the next start takes the match back', async () => {
    const person = await createUser(ctx);
    const as = actingAs(ctx, person);
    const account = await createAccount(ctx, person);
    const typed = await as.post('/transactions', {
      accountId: account.id,
      type: 'DESPESA',
      amount: 89.9,
      description: 'Internet',
      date: '2025-03-10',
      status: 'PENDING',
    });
    expect(typed.status).toBe(201);
    const db = ctx.database.db;
    const importId = '00000000-0000-4000-8000-000000000002';
    // The import's last step, as writeInSteps runs it on PGlite, registered under the import's id; then nothing.
    await db.execute(
      sql`insert into unfinished_writes (book_id, kind, ref) values (${person.id}, 'import', ${importId})`,
    );
    await ledgerTransaction(db, { userId: person.id, way: 'statement' }, (tx) =>
      applyMatches(tx, person.id, importId, [
        {
          rowId: typed.body.data.id,
          line: {
            accountId: account.id,
            date: '2025-03-11',
            type: 'DESPESA',
            amountCents: 8990,
            text: 'DEB AUTOMATICO VIVO FIBRA',
            externalId: 'FIT-1',
            payeeId: null,
            channel: 'file',
          },
        },
      ]),
    );
    const row = async () =>
      ((await as.get('/transactions')).body.data.items as Array<Record<string, unknown>>).find(
        (t) => t.id === typed.body.data.id,
      ) as { status: string; description: string; bank_line: { text: string } | null };
    const matched = await row();
    expect(matched.status).toBe('CLEARED');
    expect(matched.bank_line?.text).toBe('DEB AUTOMATICO VIVO FIBRA');

    expect(await recoverWritesCutShort(db)).toBe(1);
    const after = await row();
    expect(after.status).toBe('PENDING');
    expect(after.bank_line).toBeNull();
    expect(after.description).toBe('Internet');
  });
});
