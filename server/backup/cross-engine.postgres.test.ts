/**
 * Moving between engines with npm run backup / npm run restore: a PostgreSQL installation restored into a PGlite
 * folder, and that folder's copy restored into a new PostgreSQL database (how a person moves from the embedded
 * database to a server). Every row, sequence and migration arrives identical both ways.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect';
import {
  backupDatabase,
  contentsOf,
  emptyPostgresDatabase,
  type Target,
  tempFolder,
} from '../test/backup-support';
import { createUser } from '../test/factories';
import { setupTestApp } from '../test/test-app';
import { createWorld } from '../trust/world';
import { runBackup } from './backup-command';
import { runRestore } from './restore-command';

const ctx = setupTestApp();
const files = tempFolder('grana-backup-cross-');
const targets: Target[] = [];

afterAll(async () => {
  for (const target of targets) await target.drop().catch(() => {});
  files.remove();
});

/** The copy's lines after the header (which names the engine and the time). */
function bodyOf(file: string): string[] {
  return gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n').slice(1);
}

let fromPostgres = '';

beforeAll(async () => {
  for (const name of ['Ana', 'Bruno']) await createWorld(ctx, await createUser(ctx, { name }), name);
  fromPostgres = path.join(files.dir, 'postgres.jsonl.gz');
  await backupDatabase(ctx.database, fromPostgres);
});

describe('backup and restore across engines', { timeout: 120_000 }, () => {
  it('moves PostgreSQL -> PGlite -> PostgreSQL with every row identical', async () => {
    const dataDir = path.join(files.dir, 'data');
    const intoPglite = await runRestore({ file: fromPostgres, force: false, env: { DATA_DIR: dataDir } });
    expect(intoPglite.header.engine).toBe('postgres');
    const pglite = await openDatabase({ dataDir });
    try {
      expect(await contentsOf(pglite)).toEqual(await contentsOf(ctx.database));
    } finally {
      await pglite.close();
    }

    // The folder's own copy (server stopped) reads exactly as the server's did.
    const fromPglite = path.join(files.dir, 'pglite.jsonl.gz');
    const made = await runBackup({ out: fromPglite, env: { DATA_DIR: dataDir } });
    expect(made.source).toBe('folder');
    expect(bodyOf(fromPglite)).toEqual(bodyOf(fromPostgres));

    const target = await emptyPostgresDatabase();
    targets.push(target);
    const intoPostgres = await runRestore({ file: fromPglite, force: false, env: target.env });
    expect(intoPostgres.header.engine).toBe('pglite');
    const postgres = await openDatabase({ databaseUrl: target.url!, poolSize: 2 });
    try {
      expect(await contentsOf(postgres)).toEqual(await contentsOf(ctx.database));
    } finally {
      await postgres.close();
    }
  });
});
