import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { inPersonalBook } from '../../auth-user';
import { queryRows } from '../../db/connect';
import { migrationsFolder } from '../../db/migrate';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { call, noMail, setupTestApp, testConfig } from '../../test/test-app';
import { createDebugService, pendingMigrations, readJournal } from './service';

const ctx = setupTestApp();

interface SchemaState {
  ok: boolean;
  database: string;
  applied: Array<{ tag: string | null; hash: string; created_at: number }>;
  pending: Array<{ tag: string; when: number }>;
  missingTables: string[];
  tables: Array<{ name: string; rows: number | null }>;
}

const rowsIn = (state: SchemaState, table: string) => state.tables.find((t) => t.name === table)?.rows;

/** A goal and one contribution to it, through the goals API: a transfer whose two legs carry the goal. */
async function contribute(user: TestUser, name: string, amount: number, date: string) {
  const as = actingAs(ctx, user);
  const from = await createAccount(ctx, user, { name: `Origem ${name}` });
  const into = await createAccount(ctx, user, { name: `Reserva ${name}`, type: 'savings' });
  const goal = await as.post('/goals', { name, target_amount: 1000 });
  expect(goal.status).toBe(201);
  const res = await as.post('/goals/contribute', {
    id: goal.body.data.id,
    amount,
    date,
    account_id: into.id,
    source_account_id: from.id,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { goalId: goal.body.data.id as number, from, into };
}

describe('GET /debug/schema', () => {
  it('lists the applied migrations, none pending, and counts only the signed-in person rows', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const account = await createAccount(ctx, user);
    await createTransaction(ctx, user, account.id);
    await createTransaction(ctx, user, account.id);
    const theirs = await createAccount(ctx, other);
    await createTransaction(ctx, other, theirs.id);

    const res = await actingAs(ctx, user).get('/debug/schema');
    expect(res.status).toBe(200);
    const state = res.body.data as SchemaState;
    expect(state.ok).toBe(true);
    expect(state.database).toBe(ctx.database.kind);
    expect(state.pending).toEqual([]);
    expect(state.missingTables).toEqual([]);
    expect(state.applied.map((m) => m.tag)).toEqual(readJournal().map((e) => e.tag));
    expect(state.applied.every((m) => /^[0-9a-f]{64}$/.test(m.hash))).toBe(true);
    expect(rowsIn(state, 'transactions')).toBe(2);
    expect(rowsIn(state, 'accounts')).toBe(1);
    // Tables without book_id are named, never counted.
    expect(rowsIn(state, 'users')).toBeNull();
  });

  it('a migration the database has not recorded shows as pending, and ok turns false', async () => {
    const user = await createUser(ctx);
    const [last] = await queryRows<{ id: number; hash: string; created_at: number }>(
      ctx.database.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    expect(last).toBeDefined();
    await queryRows(ctx.database.db, sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const state = (await actingAs(ctx, user).get('/debug/schema')).body.data as SchemaState;
      expect(state.ok).toBe(false);
      expect(state.pending.map((p) => p.tag)).toEqual([readJournal().at(-1)!.tag]);
      expect(state.pending[0]!.when).toBe(Number(last!.created_at));
    } finally {
      await queryRows(
        ctx.database.db,
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
      );
    }
    expect(((await actingAs(ctx, user).get('/debug/schema')).body.data as SchemaState).ok).toBe(true);
  });

  it('pending follows drizzle: every journal entry younger than the last applied one', () => {
    const journal = [
      { idx: 0, when: 100, tag: '0000_a' },
      { idx: 1, when: 200, tag: '0001_b' },
      { idx: 2, when: 300, tag: '0002_c' },
    ];
    expect(pendingMigrations(journal, [])).toEqual(journal);
    expect(pendingMigrations(journal, [100]).map((e) => e.tag)).toEqual(['0001_b', '0002_c']);
    expect(pendingMigrations(journal, [100, 200, 300])).toEqual([]);
  });
});

describe('POST /debug/schema', () => {
  it('with nothing pending, answers the state', async () => {
    const user = await createUser(ctx);
    const res = await actingAs(ctx, user).post('/debug/schema');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: true, pending: [], missingTables: [] });
    expect((res.body.data as SchemaState).applied).toHaveLength(readJournal().length);
  });

  it('applies a pending migration: after the fix it is applied and its table exists', async () => {
    // The app's migrations plus one more, as a version of the app with a new migration would ship them.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'grana-migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const last = journal.entries.at(-1);
    const probe = { ...last, idx: last.idx + 1, when: last.when + 1, tag: '9000_debug_probe' };
    journal.entries.push(probe);
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(path.join(folder, '9000_debug_probe.sql'), 'CREATE TABLE "debug_probe" ("id" integer);');
    const service = createDebugService(ctx.database, { mayMigrate: true, migrationsFolder: folder });
    const user = inPersonalBook({ id: (await createUser(ctx)).id, timeZone: 'America/Sao_Paulo' });
    const noLog = { error: () => {} };
    try {
      const before = await service.schemaState(user);
      expect(before.ok).toBe(false);
      expect(before.pending.map((p) => p.tag)).toEqual(['9000_debug_probe']);

      const after = await service.fixSchema(user, noLog);
      expect(after).toMatchObject({ ok: true, pending: [] });
      expect(after.applied.at(-1)?.tag).toBe('9000_debug_probe');
      expect(after.tables.map((t) => t.name)).toContain('debug_probe');
    } finally {
      await ctx.database.db.execute(sql`drop table if exists debug_probe`);
      await ctx.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${probe.when}`,
      );
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('POST /debug/schema in production', () => {
  it('runs no migration: it answers the state, pending included, and changes nothing', async () => {
    const config = testConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
    const prod = await buildApp({ config, database: ctx.database, mailer: noMail });
    const [last] = await queryRows<{ id: number; hash: string; created_at: number }>(
      ctx.database.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await queryRows(ctx.database.db, sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const user = await createUser({ ...ctx, app: prod });
      const res = await actingAs({ ...ctx, app: prod }, user).post('/debug/schema');
      expect(res.status).toBe(200);
      const state = res.body.data as SchemaState;
      expect(state.ok).toBe(false);
      expect(state.pending.map((p) => p.tag)).toEqual([readJournal().at(-1)!.tag]);
      const [recorded] = await queryRows<{ count: number }>(
        ctx.database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations where created_at = ${last!.created_at}`,
      );
      expect(recorded?.count).toBe(0);
    } finally {
      await prod.close();
      await queryRows(
        ctx.database.db,
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
      );
    }
  });
});

describe('GET /debug/goal-transactions', () => {
  it("lists the person's transactions linked to goals, never another person's", async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const as = actingAs(ctx, user);
    expect((await as.get('/debug/goal-transactions')).body.data).toEqual({ count: 0, items: [] });

    const plain = await createAccount(ctx, user);
    await createTransaction(ctx, user, plain.id);
    const viagem = await contribute(user, 'Viagem', 150.75, '2026-11-05');
    await contribute(other, 'Carro', 99, '2026-11-03');

    const res = await as.get('/debug/goal-transactions');
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(2);
    const legs = res.body.data.items as Array<Record<string, unknown>>;
    expect(legs.map((l) => [l.type, l.account_id, l.amount, l.date, l.goal_id, l.goal_name]).sort()).toEqual(
      [
        ['DESPESA', viagem.from.id, 150.75, '2026-11-05', viagem.goalId, 'Viagem'],
        ['RECEITA', viagem.into.id, 150.75, '2026-11-05', viagem.goalId, 'Viagem'],
      ].sort(),
    );
    expect(legs[0]).toMatchObject({ transfer_id: legs[1]!.transfer_id });
    const theirs = (await actingAs(ctx, other).get('/debug/goal-transactions')).body.data;
    expect(theirs.items.map((t: { goal_name: string }) => t.goal_name)).toEqual(['Carro', 'Carro']);
  });

  it('needs a signed-in person', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/debug/goal-transactions')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/v1/debug/schema')).status).toBe(401);
    expect((await call(ctx.app, 'POST', '/api/v1/debug/schema', { body: {} })).status).toBe(401);
  });
});
