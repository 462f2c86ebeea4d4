import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, type Executor, openDatabase, queryRows } from '../db/connect';
import { migrationsFolder } from '../db/migrate';
import { emptyPostgresDatabase } from './backup-support';

/** What tests of one migration need: the schema before it, on an empty database of the engine the tests run on. */

/** This code's migrations up to `lastTag`: the schema a database had before the later ones shipped. */
export function migrationsUpTo(lastTag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'grana-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A person and their personal book written in SQL, as every schema since books (0028) holds them: the book's id,
 * which is the person's.
 */
export async function personalBookInSql(db: Executor, name: string, email: string): Promise<number> {
  const [person] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash) values (${name}, ${email}, 'x') returning id`,
  );
  const u = Number(person?.id);
  await db.execute(sql`insert into books (id, name, personal_user_id) values (${u}, 'Pessoal', ${u})`);
  await db.execute(sql`insert into book_members (book_id, user_id, role) values (${u}, ${u}, 'dono')`);
  return u;
}

/** An empty database of the engine the tests run on. */
export async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (inject('testDbKind') === 'postgres') {
    const target = await emptyPostgresDatabase();
    const database = await openDatabase({ databaseUrl: target.url!, poolSize: 2 });
    return {
      database,
      drop: async () => {
        await database.close();
        await target.drop();
      },
    };
  }
  const database = await openDatabase({});
  return { database, drop: () => database.close() };
}

/**
 * Columns later migrations added to rows a migration's test wrote before them, with the value each takes on a row
 * that existed: 0058's and 0060's currencies (an account in reais; no amount in another currency), 0059's fee,
 * 0061's Carnê-Leão paid (none typed).
 */
export const COLUMNS_ADDED_SINCE_0054: Readonly<Record<string, unknown>> = {
  currency: 'BRL',
  foreign_amount: null,
  foreign_currency: null,
  foreign_estimated: false,
  // 0059: a transfer's IOF names its transfer; no row written before was one.
  fee_of_transfer: null,
  // 0061: a year's Carnê-Leão paid, typed only when it differs from the DARFs worked out.
  carne_leao_paid_cents: null,
  // 0066: a book counts card purchases in competência until someone chooses caixa.
  spending_basis: 'competencia',
};

/**
 * A row (as contentsOf writes it, JSON text) without the columns added after it was written: each is checked to
 * hold the value an existing row takes, and left out, so the row compares with the one written before.
 */
export function withoutAddedColumns(json: string, added: Readonly<Record<string, unknown>>): string {
  const row = JSON.parse(json) as Record<string, unknown>;
  for (const [column, value] of Object.entries(added)) {
    if (!(column in row)) continue;
    if (row[column] !== value)
      throw new Error(`${column}: ${JSON.stringify(row[column])}, expected ${value}`);
    delete row[column];
  }
  return JSON.stringify(row);
}
