/**
 * npm run backup and npm run restore as a person runs them, against the real server in its own process, on the
 * engine of the project: a copy taken while the server runs and people write is consistent (month totals agree
 * with the transactions); restored into a new installation, a server there shows the people the same money;
 * restoring over the installation in use is refused; a copy taken after the server stops (or was killed) is
 * the same copy.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/connect';
import { userIdOf } from '../test/access-token';
import {
  api,
  emptyPostgresDatabase,
  type RunningServer,
  runScript,
  startServer,
  type Target,
  tempFolder,
} from '../test/backup-support';
import type { TestUser } from '../test/factories';
import { TestSyncBank } from '../test/sync-bank';
import { testConfig } from '../test/test-app';
import { expectLedgerConsistent } from '../trust/world';
import { runBackup } from './backup-command';
import { openBackupFile } from './backup-file';
import { fileSink } from './files';
import { restoreInto } from './restore';
import { inPgliteTransaction, inPostgresTransaction } from './sql-session';

const kind = inject('testDbKind');
const jwtSecret = `backup-tests-${randomBytes(24).toString('hex')}`;
const folder = tempFolder('grana-backup-run-');
const targets: Target[] = [];
const servers: RunningServer[] = [];

interface Person extends TestUser {
  accounts: number[];
  category: number;
}

let live: RunningServer;
let liveTarget: Target;
const people: Person[] = [];

/** A new installation: an empty PostgreSQL database, or a PGlite folder (migrated from the run's template). */
async function newInstallation(preload: boolean): Promise<Target> {
  let target: Target;
  if (kind === 'postgres') target = await emptyPostgresDatabase();
  else {
    const dataDir = path.join(folder.dir, `data-${targets.length + 1}`);
    if (preload) {
      // The run's migrated template instead of initdb (several seconds on a busy machine).
      const seed = await openDatabase({
        dataDir,
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplateFile'))]),
      });
      await seed.close();
    }
    target = { env: { DATA_DIR: dataDir }, dataDir, drop: async () => {} };
  }
  targets.push(target);
  return target;
}

async function start(target: Target): Promise<RunningServer> {
  const server = await startServer(target.env, jwtSecret);
  servers.push(server);
  return server;
}

async function ok(promise: Promise<{ status: number; body: any }>, what: string) {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function signIn(origin: string, email: string, password: string): Promise<string> {
  const data = await ok(api(origin, 'POST', '/auth/login', { body: { email, password } }), 'login');
  return data.accessToken as string;
}

/** A person with two accounts, a split purchase, a transfer, a budget, a goal with a contribution, a fixed expense. */
async function personWithData(origin: string, name: string): Promise<Person> {
  const email = `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@teste.grana`;
  const password = 'segredo123';
  await ok(api(origin, 'POST', '/auth/register', { body: { name, email, password } }), 'register');
  const token = await signIn(origin, email, password);
  const as = (method: string, route: string, body?: unknown) =>
    ok(api(origin, method, route, { token, body }), route);
  const checking = await as('POST', '/accounts', { name: 'Conta', type: 'checking', opening_balance: 1000 });
  const savings = await as('POST', '/accounts', { name: 'Poupança', type: 'savings', opening_balance: 50 });
  // 'Mercado' comes with sign-up's starter categories; 'Pet shop' is the person's own.
  const starter = (await as('GET', '/categories')) as Array<{ id: number; name: string }>;
  const food = starter.find((c) => c.name === 'Mercado') as { id: number };
  const health = await as('POST', '/categories', { nome: 'Pet shop', tipo: 'despesa' });
  await as('POST', '/transactions', {
    amount: 120.5,
    description: 'Compras do mês',
    date: '2026-10-05',
    type: 'DESPESA',
    accountId: checking.id,
    categoryId: food.id,
    splits: [{ amount: 20.5, categoryId: health.id }],
  });
  await as('POST', '/transfers', {
    amount: 200,
    date: '2026-10-06',
    fromAccountId: checking.id,
    toAccountId: savings.id,
    description: 'Guardar',
  });
  await as('POST', '/budgets', { categoryId: food.id, month: '2026-10-01', amount: 500 });
  const goal = await as('POST', '/goals', { name: 'Viagem', target_amount: 5000, account_id: savings.id });
  await as('POST', '/goals/contribute', {
    id: goal.id,
    amount: 25,
    account_id: savings.id,
    source_account_id: checking.id,
  });
  await as('POST', '/recurring', {
    account_id: checking.id,
    amount: 99.9,
    description: 'Internet',
    category_id: food.id,
    due_day: 10,
  });
  return {
    id: userIdOf(token),
    name,
    email,
    password,
    token,
    refreshCookie: '',
    accounts: [checking.id, savings.id],
    category: food.id,
  };
}

/** What a person sees of their money: accounts with balances, and the transactions. */
async function seenBy(origin: string, person: Person) {
  const token = await signIn(origin, person.email, person.password);
  return {
    accounts: await ok(api(origin, 'GET', '/accounts', { token }), 'accounts'),
    transactions: await ok(api(origin, 'GET', '/transactions?limit=200', { token }), 'transactions'),
  };
}

/** The copy's lines without the header (which carries the time it was made). */
function bodyOf(file: string): string[] {
  return gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n').slice(1);
}

/** A restored copy opened in the test, for the ledger checks: a template database (PGlite) or a new one. */
async function restoredInTest(file: string): Promise<{ database: Database; close(): Promise<void> }> {
  const reader = await openBackupFile(file);
  try {
    if (kind === 'postgres') {
      const target = await newInstallation(false);
      await inPostgresTransaction(target.url!, 'write', (s) =>
        restoreInto(s, reader, { force: false, engine: 'postgres', files: fileSink(folder.dir, 'teste') }),
      );
      const database = await openDatabase({ databaseUrl: target.url!, poolSize: 2 });
      return { database, close: () => database.close() };
    }
    const database = await openDatabase({
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplateFile'))]),
    });
    await inPgliteTransaction(database.pglite!, 'write', (s) =>
      restoreInto(s, reader, { force: false, engine: 'pglite', files: fileSink(folder.dir, 'teste') }),
    );
    return { database, close: () => database.close() };
  } finally {
    reader.close();
  }
}

beforeAll(async () => {
  liveTarget = await newInstallation(true);
  live = await start(liveTarget);
  people.push(await personWithData(live.origin, 'Maria'), await personWithData(live.origin, 'Joao'));
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL').catch(() => {});
  for (const target of targets) await target.drop().catch(() => {});
  folder.remove();
});

// Child processes under tsx, several server starts: more than the default 30 s on a busy machine.
describe('npm run backup while the server runs', { timeout: 120_000 }, () => {
  it('copies while people write, and the copy adds up: month totals and balances agree with its transactions', async () => {
    const [maria] = people;
    let writing = true;
    let writes = 0;
    const months = ['2026-09-15', '2026-10-20', '2026-11-03'];
    // Transfers and split purchases, each one database transaction that touches the month totals.
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const date = months[i % months.length]!;
        await ok(
          api(live.origin, 'POST', i % 2 ? '/transfers' : '/transactions', {
            token: maria!.token,
            body:
              i % 2
                ? { amount: 10 + i, date, fromAccountId: maria!.accounts[0], toAccountId: maria!.accounts[1] }
                : {
                    amount: 30 + i,
                    date,
                    type: 'DESPESA',
                    description: `Compra ${i}`,
                    accountId: maria!.accounts[0],
                    categoryId: maria!.category,
                    splits: [{ amount: 5 }],
                  },
          }),
          'write',
        );
        writes += 1;
      }
    })();
    const file = path.join(folder.dir, 'durante-escritas.jsonl.gz');
    try {
      while (writes < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      const before = writes;
      const run = await runScript('backup', ['--out', file], liveTarget.env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(kind === 'pglite' ? /lido pelo servidor em execução/ : /PostgreSQL/);
      expect(run.stdout).toMatch(/2 usuário\(s\)/);
      expect(writes).toBeGreaterThan(before); // people kept writing while the copy was made
    } finally {
      writing = false;
      await writer;
    }

    const restored = await restoredInTest(file);
    const config = testConfig({ JWT_SECRET: jwtSecret });
    const app = await buildApp({ config, database: restored.database });
    await app.ready();
    try {
      const ctx = { app, database: restored.database, config, sentMail: [], syncBank: new TestSyncBank() };
      await expectLedgerConsistent(ctx, people);
    } finally {
      await app.close();
      await restored.close();
    }
  });

  let copy = '';

  it('restores the copy into a new installation, where the people sign in and see the same money', async () => {
    copy = path.join(folder.dir, 'copia.jsonl.gz');
    const made = await runScript('backup', ['--out', copy], liveTarget.env);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/copia\.jsonl\.gz \(\d+(,\d)? KB\)/);

    // PGlite as on a new machine: the server was started once (the schema is there), nobody signed up yet.
    const target = await newInstallation(true);
    const restored = await runScript('restore', [copy], target.env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/restaurada em (PGlite|PostgreSQL)/);
    expect(restored.stdout).toMatch(/2 usuário\(s\), 4 conta\(s\)/);

    const there = await start(target);
    for (const person of people)
      expect(await seenBy(there.origin, person)).toEqual(await seenBy(live.origin, person));
    await there.stop();
  });

  it('refuses to restore over the installation the server is using', async () => {
    const attempt = await runScript(
      'restore',
      [copy, ...(kind === 'pglite' ? ['--force'] : [])],
      liveTarget.env,
    );
    expect(attempt.code).toBe(1);
    expect(attempt.stderr).toMatch(
      kind === 'pglite'
        ? /Um servidor do Grana \(processo \d+\) está usando a pasta de dados .*Pare o servidor/
        : /já tem dados do Grana: 2 usuário\(s\).*--force/,
    );
    // The server and its data are untouched.
    expect((await seenBy(live.origin, people[0]!)).accounts).toHaveLength(2);
  });

  it('copies after the server stops, also when it was killed: the same rows', async () => {
    // The script's own code in this process (the scripts ran as children above): a copy just before the stop.
    const running = path.join(folder.dir, 'em-execucao.jsonl.gz');
    expect((await runBackup({ out: running, env: liveTarget.env })).source).toBe(
      kind === 'pglite' ? 'running-server' : 'postgres',
    );
    // SIGKILL leaves the PGlite folder's control file behind; the backup must tell it is stale.
    await live.stop(kind === 'pglite' ? 'SIGKILL' : 'SIGTERM');
    if (liveTarget.dataDir)
      expect(existsSync(path.join(liveTarget.dataDir, '.grana-control.json'))).toBe(true);
    const stopped = path.join(folder.dir, 'parado.jsonl.gz');
    const run = await runScript('backup', ['--out', stopped], liveTarget.env);
    expect(run.code, run.stderr).toBe(0);
    if (kind === 'pglite') expect(run.stdout).toMatch(/servidor parado/);
    // The same rows; sequences may only move ahead (after a crash PostgreSQL skips the values it logged ahead).
    const [before, after] = [bodyOf(running), bodyOf(stopped)];
    const withoutSequences = (lines: string[]) => lines.map((l) => l.replace(/,"sequences":\{[^}]*\}/, ''));
    expect(withoutSequences(after)).toEqual(withoutSequences(before));
    const sequences = (lines: string[]) =>
      lines.flatMap((l) =>
        l.startsWith('{"table"') ? Object.values(JSON.parse(l).sequences as Record<string, number>) : [],
      );
    const [nextBefore, nextAfter] = [sequences(before), sequences(after)];
    for (const [i, next] of nextAfter.entries()) expect(next).toBeGreaterThanOrEqual(nextBefore[i]!);
  });
});
