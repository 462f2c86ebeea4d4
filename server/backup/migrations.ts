import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/migrate';
import type { BackupMigration } from './format';
import type { SqlSession } from './sql-session';

/**
 * A restore rebuilds the schema with this code's migrations, up to the ones the copy was made under, loads the
 * rows, then applies the later ones: all inside the restore's single transaction. Drizzle's migrator opens a
 * transaction of its own, so it cannot take part; this applies the same files and keeps the same record
 * (drizzle.__drizzle_migrations: hash, created_at = the journal's `when`), which the server's migrator reads
 * at start to know what is done.
 */

export interface CodeMigration {
  tag: string;
  createdAt: number;
  hash: string;
  statements: string[];
}

export class BackupTooNewError extends Error {}

export function codeMigrations(): CodeMigration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const files = readMigrationFiles({ migrationsFolder });
  return files.map((file, index) => ({
    tag: journal.entries[index]?.tag ?? String(file.folderMillis),
    createdAt: file.folderMillis,
    hash: file.hash,
    statements: file.sql.filter((statement) => statement.trim() !== ''),
  }));
}

/**
 * Splits this code's migrations into those the copy was made under and those to apply after loading it.
 * Refuses a copy made by a newer Grana (a migration this code does not have).
 */
export function planMigrations(
  backup: BackupMigration[],
  code: CodeMigration[] = codeMigrations(),
): { before: CodeMigration[]; after: CodeMigration[] } {
  const known = new Set(code.map((m) => m.createdAt));
  const unknown = backup.find((m) => !known.has(m.createdAt));
  if (unknown) {
    throw new BackupTooNewError(
      `Esta cópia foi feita por uma versão mais nova do Grana (migração ${unknown.tag ?? unknown.createdAt} desconhecida). Atualize o Grana e tente de novo.`,
    );
  }
  const sorted = [...backup].sort((a, b) => a.createdAt - b.createdAt);
  sorted.forEach((migration, index) => {
    if (code[index]?.createdAt !== migration.createdAt) {
      throw new BackupTooNewError(
        `As migrações da cópia não seguem as deste código (falta ${code[index]?.tag ?? '?'} na cópia).`,
      );
    }
  });
  // The copy's own hashes are kept for the migrations it was made under: the record stays as it was.
  const before = code
    .slice(0, sorted.length)
    .map((migration, index) => ({ ...migration, hash: sorted[index]!.hash }));
  return { before, after: code.slice(sorted.length) };
}

/** Applies migrations in the session's transaction and records them as drizzle's migrator does. */
export async function applyMigrations(session: SqlSession, migrations: CodeMigration[]): Promise<void> {
  await session.exec('create schema if not exists drizzle');
  await session.exec(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) await session.exec(statement);
    await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.createdAt,
    ]);
  }
}

/** The migrations recorded in a database, oldest first; empty when it was never migrated. */
export async function appliedMigrations(session: SqlSession): Promise<BackupMigration[]> {
  const [found] = await session.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!found?.exists) return [];
  const rows = await session.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  const tags = new Map(codeMigrations().map((m) => [m.createdAt, m.tag]));
  return rows.map((row) => {
    const createdAt = Number(row.created_at);
    const tag = tags.get(createdAt);
    return tag ? { createdAt, hash: row.hash, tag } : { createdAt, hash: row.hash };
  });
}
