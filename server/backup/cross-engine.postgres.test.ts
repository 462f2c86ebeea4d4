/**
 * Moving between engines with npm run backup / npm run restore: a PostgreSQL installation restored into a PGlite
 * folder, and that folder's copy restored into a new PostgreSQL database (how a person moves from the embedded
 * database to a server). Every row, sequence, migration and comprovante's file arrives identical both ways.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/connect';
import { pixPdf, uploadAttachment } from '../test/attachment-files';
import {
  backupDatabase,
  contentsOf,
  emptyPostgresDatabase,
  type Target,
  tempFolder,
} from '../test/backup-support';
import { createAccount, createTransaction, createUser } from '../test/factories';
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

/** The comprovante's file in a DATA_DIR, by its row (the same book and key on both sides: rows travel as they are). */
let comprovante = '';
let expectedFiles = 0;

beforeAll(async () => {
  for (const name of ['Ana', 'Bruno']) {
    const person = await createUser(ctx, { name });
    await createWorld(ctx, person, name);
    if (name !== 'Ana') continue;
    const account = await createAccount(ctx, person);
    const row = await createTransaction(ctx, person, account.id, { description: 'Pix', amount: 45.9 });
    const sent = await uploadAttachment(ctx, person, row.id, pixPdf(), 'pix.pdf', 'application/pdf');
    expect(sent.status).toBe(201);
  }
  // The world's comprovantes too: each row's file, and a photo's thumbnail.
  const [counted] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select (count(*) + count(*) filter (where thumb_size > 0))::int as n from attachments`,
  );
  expectedFiles = counted!.n;
  const [stored] = await queryRows<{ book: string; key: string }>(
    ctx.database.db,
    sql`select book_id::text as book, key from attachments where name = 'pix.pdf'`,
  );
  comprovante = path.join('attachments', stored!.book, stored!.key);
  fromPostgres = path.join(files.dir, 'postgres.jsonl.gz');
  await backupDatabase(ctx.database, fromPostgres, ctx.config.dataDir);
});

describe('backup and restore across engines', { timeout: 120_000 }, () => {
  it('moves PostgreSQL -> PGlite -> PostgreSQL with every row and file identical', async () => {
    const original = readFileSync(path.join(ctx.config.dataDir, comprovante));
    const dataDir = path.join(files.dir, 'data');
    const intoPglite = await runRestore({ file: fromPostgres, force: false, env: { DATA_DIR: dataDir } });
    expect(intoPglite.header.engine).toBe('postgres');
    expect(intoPglite.files).toBe(expectedFiles);
    expect(readFileSync(path.join(dataDir, comprovante)).equals(original)).toBe(true);
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
    expect(made.files).toBe(expectedFiles);
    expect(bodyOf(fromPglite)).toEqual(bodyOf(fromPostgres));

    const target = await emptyPostgresDatabase();
    targets.push(target);
    const intoPostgres = await runRestore({ file: fromPglite, force: false, env: target.env });
    expect(intoPostgres.header.engine).toBe('pglite');
    expect(readFileSync(path.join(target.filesDir!, comprovante)).equals(original)).toBe(true);
    const postgres = await openDatabase({ databaseUrl: target.url!, poolSize: 2 });
    try {
      expect(await contentsOf(postgres)).toEqual(await contentsOf(ctx.database));
    } finally {
      await postgres.close();
    }
  });
});
