/**
 * Restores whose target or copy is unusual, on PostgreSQL where a database of any shape costs nothing (the SQL
 * is the same on PGlite): a copy made by an older Grana (fewer migrations) is restored under the migrations it
 * was made with, then brought up to this code's schema in the same transaction, and the person works there; a
 * database that holds another application's tables with Grana's names is refused even with --force.
 */
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/connect';
import { hashPassword } from '../features/auth/passwords';
import { backupDatabase, emptyPostgresDatabase, type Target, tempFolder } from '../test/backup-support';
import { call, testConfig } from '../test/test-app';
import { createBackupFile } from './backup-file';
import { dumpDatabase } from './dump';
import { applyMigrations, codeMigrations } from './migrations';
import { RestoreRefusedError, runRestore } from './restore-command';
import { inPostgresTransaction } from './sql-session';

const files = tempFolder('grana-backup-older-');
const targets: Target[] = [];

afterAll(async () => {
  for (const target of targets) await target.drop().catch(() => {});
  files.remove();
});

async function newDatabase(): Promise<Target> {
  const target = await emptyPostgresDatabase();
  targets.push(target);
  return target;
}

describe('a copy made by an older Grana', () => {
  it('is restored under its own migrations and then brought up to date', async () => {
    const code = codeMigrations();
    expect(code.length).toBeGreaterThan(1);
    // An installation of the first version: only the first migration (users and sessions).
    const old = await newDatabase();
    const passwordHash = await hashPassword('segredo123');
    const file = path.join(files.dir, 'antiga.jsonl.gz');
    const writer = await createBackupFile(file);
    await inPostgresTransaction(old.url!, 'write', async (session) => {
      await applyMigrations(session, code.slice(0, 1));
      await session.query(
        "insert into users (name, email, password_hash, time_zone) values ('Clara', 'clara@teste.grana', $1, 'America/Sao_Paulo')",
        [passwordHash],
      );
    });
    await inPostgresTransaction(old.url!, 'snapshot', (session) =>
      dumpDatabase(session, 'postgres', writer.write),
    );
    await writer.finish();

    const target = await newDatabase();
    const result = await runRestore({ file, force: false, env: target.env });
    expect(result.header.migrations.map((m) => m.tag)).toEqual([code[0]!.tag]);
    expect(result.laterMigrations).toEqual(code.slice(1).map((m) => m.tag));

    const database = await openDatabase({ databaseUrl: target.url!, poolSize: 2 });
    const app = await buildApp({ config: testConfig(), database });
    await app.ready();
    try {
      const login = await call(app, 'POST', '/api/v1/auth/login', {
        body: { email: 'clara@teste.grana', password: 'segredo123' },
      });
      expect(login.status).toBe(200);
      const token = (login.body.data as { accessToken: string }).accessToken;
      const account = await call(app, 'POST', '/api/v1/accounts', {
        token,
        body: { name: 'Conta', type: 'checking' },
      });
      expect(account.status).toBe(201);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("a database that is not Grana's", () => {
  it('is refused even with --force, and its tables are left alone', async () => {
    // A copy of an installation with one migrated, empty schema is enough to attempt a restore.
    const source = await newDatabase();
    await inPostgresTransaction(source.url!, 'write', (session) =>
      applyMigrations(session, codeMigrations()),
    );
    const sourceDb = await openDatabase({ databaseUrl: source.url!, poolSize: 1 });
    const file = path.join(files.dir, 'vazia.jsonl.gz');
    await backupDatabase(sourceDb, file);
    await sourceDb.close();

    const foreign = await newDatabase();
    const client = new pg.Client({ connectionString: foreign.url });
    await client.connect();
    try {
      await client.query(
        "create table users (login text); insert into users values ('alguém de outro sistema')",
      );
      const attempt = runRestore({ file, force: true, env: foreign.env });
      await expect(attempt).rejects.toBeInstanceOf(RestoreRefusedError);
      await expect(attempt).rejects.toThrow(/não é um banco do Grana/);
      const { rows } = await client.query('select login from users');
      expect(rows).toEqual([{ login: 'alguém de outro sistema' }]);
    } finally {
      await client.end();
    }
  });
});
