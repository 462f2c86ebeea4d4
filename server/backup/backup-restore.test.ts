/**
 * npm run backup / npm run restore, in the test process, on the engine of the project (PGlite or PostgreSQL):
 * a copy restored into a new installation is identical row for row and reads the same through the app; a
 * target that holds data is refused without --force; damaged or newer copies and failed loads change nothing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/connect';
import {
  backupDatabase,
  contentsOf,
  emptyPostgresDatabase,
  publicTableCount,
  type Target,
  tempFolder,
} from '../test/backup-support';
import { actingAs, createUser, type TestUser } from '../test/factories';
import { TestSyncBank } from '../test/sync-bank';
import { setupTestApp, type TestContext, testConfig } from '../test/test-app';
import { createWorld, expectLedgerConsistent, snapshot } from '../trust/world';
import { runBackup } from './backup-command';
import { BackupFormatError } from './format';
import { BackupTooNewError } from './migrations';
import { RestoreRefusedError, runRestore } from './restore-command';

const ctx = setupTestApp();
const files = tempFolder('grana-backup-test-');
const targets: Target[] = [];
const kind = () => ctx.database.kind;

afterAll(async () => {
  for (const target of targets) await target.drop().catch(() => {});
  files.remove();
});

/** A new, empty installation of the project's engine. */
async function newTarget(): Promise<Target> {
  const target =
    kind() === 'postgres'
      ? await emptyPostgresDatabase()
      : (() => {
          const dataDir = path.join(files.dir, `data-${targets.length + 1}`);
          return { env: { DATA_DIR: dataDir }, dataDir, drop: async () => {} };
        })();
  targets.push(target);
  return target;
}

function openTarget(target: Target): Promise<Database> {
  return target.url
    ? openDatabase({ databaseUrl: target.url, poolSize: 2 })
    : openDatabase({ dataDir: target.dataDir });
}

/** The app on a restored database, with the test's JWT secret: the people's tokens work there too. */
async function appOn(database: Database): Promise<TestContext> {
  const config = testConfig();
  const syncBank = new TestSyncBank();
  const app = await buildApp({ config, database, syncProviderFor: syncBank.providerFor });
  await app.ready();
  return { app, database, config, sentMail: [], syncBank };
}

let people: TestUser[] = [];
let file = '';

beforeAll(async () => {
  const maria = await createUser(ctx, { name: 'Maria' });
  const joao = await createUser(ctx, { name: 'João' });
  await createWorld(ctx, maria, 'maria');
  await createWorld(ctx, joao, 'joão');
  const as = actingAs(ctx, maria);
  const accounts = (await as.get('/accounts')).body.data as Array<{ id: number }>;
  // Months apart, with accents, quotes, a new line and a large amount: what the copy must carry intact.
  for (const [date, description, amount] of [
    ['2025-01-31', 'Açaí "da esquina"\nsegunda linha', 12.34],
    ['2025-12-01', 'Salário', 98765432.1],
  ] as const) {
    const res = await as.post('/transactions', {
      amount,
      description,
      date,
      type: description === 'Salário' ? 'RECEITA' : 'DESPESA',
      accountId: accounts[0]!.id,
    });
    expect(res.status).toBe(201);
  }
  people = [maria, joao];
  file = path.join(files.dir, 'copia.jsonl.gz');
  await backupDatabase(ctx.database, file);
});

// Each PGlite restore runs initdb for its new folder: seconds, many more on a busy machine.
describe('backup and restore', { timeout: 120_000 }, () => {
  /** The installation restored by the first test; the second restores over it. */
  let restoredTarget: Target | undefined;

  it('restores into a new installation with every row, sequence and migration identical', async () => {
    const target = await newTarget();
    restoredTarget = target;
    const result = await runRestore({ file, force: false, env: target.env });
    expect(result.replaced).toBe(false);
    expect(result.tables.find((t) => t.table === 'users')?.rows).toBe(2);

    const restored = await openTarget(target);
    const there = await appOn(restored);
    try {
      const contents = await contentsOf(restored);
      expect(contents).toEqual(await contentsOf(ctx.database));
      // Every table the world writes is in the copy, the newest too (a book's positions, typed index values and
      // typed exchange rates).
      for (const table of ['fixed_income_positions', 'book_index_rates', 'book_exchange_rates']) {
        expect(contents[table], table).toHaveLength(2);
      }
      // What each person sees through the app, and the money adding up there.
      for (const person of people) expect(await snapshot(there, person)).toEqual(await snapshot(ctx, person));
      await expectLedgerConsistent(there, people);
      // New rows continue after the restored ids.
      const before = (await actingAs(ctx, people[0]!).get('/accounts')).body.data as Array<{ id: number }>;
      const created = await actingAs(there, people[0]!).post('/accounts', { name: 'Nova', type: 'cash' });
      expect(created.status).toBe(201);
      expect(created.body.data.id).toBeGreaterThan(Math.max(...before.map((a) => a.id)));
    } finally {
      await there.app.close();
      await restored.close();
    }
  });

  it('refuses a target that holds Grana data, and with --force replaces it (a PGlite folder is kept)', async () => {
    const target = restoredTarget!;
    const refused = runRestore({ file, force: false, env: target.env });
    await expect(refused).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(refused).rejects.toThrow(/já tem dados do Grana: 2 usuário\(s\).*--force/);

    // Outside production the key that sealed the people's bank sync secrets is kept in the folder.
    if (kind() === 'pglite') writeFileSync(path.join(target.dataDir!, 'sync.key'), 'chave-da-instalacao\n');
    const forced = await runRestore({ file, force: true, env: target.env });
    expect(forced.replaced || forced.keptFolder !== undefined).toBe(true);
    if (kind() === 'pglite') {
      expect(readFileSync(path.join(target.dataDir!, 'sync.key'), 'utf8')).toBe('chave-da-instalacao\n');
      expect(forced.keptFolder).toMatch(/\.antes-da-restauracao-\d{4}-\d\d-\d\d-\d{6}$/);
      // The folder that was there is kept whole: the first restore plus the account created in it.
      const kept = await openDatabase({ dataDir: forced.keptFolder });
      try {
        const accounts = (await contentsOf(kept)).accounts as string[];
        expect(accounts.some((row) => row.includes('"name":"Nova"'))).toBe(true);
      } finally {
        await kept.close();
      }
      // Nothing of the restore's own is left beside the folder, and no control file inside either.
      const beside = readdirSync(path.dirname(target.dataDir!)).filter((n) => n.includes('restaurando'));
      expect(beside).toEqual([]);
      expect(existsSync(path.join(target.dataDir!, '.grana-control.json'))).toBe(false);
      expect(existsSync(path.join(forced.keptFolder!, '.grana-control.json'))).toBe(false);
    }
    const restored = await openTarget(target);
    try {
      expect(await contentsOf(restored)).toEqual(await contentsOf(ctx.database));
    } finally {
      await restored.close();
    }
  });

  it('refuses a cut, damaged or newer copy and a copy that fails to load, leaving the target as it was', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const bytes = readFileSync(file);
    const variants: Array<[string, Buffer, RegExp | (new (...args: never[]) => Error)]> = [
      ['cut.jsonl.gz', bytes.subarray(0, Math.floor(bytes.length * 0.6)), /incompleta/],
      ['no-trailer.jsonl.gz', gzipSync(`${lines.slice(0, -1).join('\n')}\n`), /incompleta/],
      ['not-a-backup.jsonl.gz', Buffer.from('isto não é uma cópia'), BackupFormatError],
      [
        'newer.jsonl.gz',
        gzipSync(
          [
            JSON.stringify({
              ...JSON.parse(lines[0]!),
              migrations: [
                ...JSON.parse(lines[0]!).migrations,
                { createdAt: 4102444800000, hash: 'x', tag: '9999_futuro' },
              ],
            }),
            ...lines.slice(1),
          ].join('\n'),
        ),
        BackupTooNewError,
      ],
      [
        // A row the schema refuses (an amount of zero), far into the file: the load fails after many inserts.
        'bad-row.jsonl.gz',
        gzipSync(
          lines
            .map((line, i) =>
              i === lines.findLastIndex((l) => l.includes('"description":"Salário"'))
                ? line.replace(/"amount":\d+/, '"amount":0')
                : line,
            )
            .join('\n'),
        ),
        /transactions_amount_check|violates check constraint/,
      ],
    ];
    const target = await newTarget();
    for (const [name, content, expected] of variants) {
      const damaged = path.join(files.dir, name);
      writeFileSync(damaged, content);
      const attempt = runRestore({ file: damaged, force: false, env: target.env });
      if (expected instanceof RegExp) await expect(attempt, name).rejects.toThrow(expected);
      else await expect(attempt, name).rejects.toBeInstanceOf(expected);
      // Nothing was created: no tables in the database, no folder (nor a half-restored one beside it).
      if (target.url) expect(await publicTableCount(target.url), name).toBe(0);
      else {
        const left = readdirSync(files.dir).filter((n) => n.startsWith(path.basename(target.dataDir!)));
        expect(left, name).toEqual([]);
      }
    }
  });

  it('leaves no file when a backup fails', async () => {
    const target = await newTarget(); // never migrated: not a Grana database
    const out = path.join(files.dir, 'failed', 'copia.jsonl.gz');
    await expect(runBackup({ out, env: target.env })).rejects.toThrow(/Grana/);
    expect(existsSync(out)).toBe(false);
    if (existsSync(path.dirname(out))) expect(readdirSync(path.dirname(out))).toEqual([]);
  });
});
