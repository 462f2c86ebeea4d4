import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { GoalTransactions, SchemaState } from '../../../common/contract/debug';
import type { AuthUser } from '../../auth-user';
import type { Database } from '../../db/connect';
import { migrationsFolder, runMigrations } from '../../db/migrate';
import * as schema from '../../db/schema';
import { HttpError } from '../../http/errors';
import { presentGoalTransaction } from './presenter';
import { debugRepository as repo } from './repository';

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The list answers at most this many rows, newest first; `count` says how many there are. */
export const GOAL_TRANSACTIONS_LIMIT = 500;

export function readJournal(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * Pending as drizzle's migrator decides it: every migration of the journal younger than the last one the
 * database recorded (it stores each migration's journal `when` as created_at).
 */
export function pendingMigrations(journal: JournalEntry[], appliedCreatedAt: number[]): JournalEntry[] {
  const last = appliedCreatedAt.length === 0 ? -Infinity : Math.max(...appliedCreatedAt);
  return journal.filter((entry) => entry.when > last);
}

/** Names of the tables declared in server/db/schema/. */
function expectedTables(): string[] {
  const tables: string[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (is(value, PgTable)) tables.push(getTableConfig(value).name);
  }
  return tables.sort();
}

/**
 * `mayMigrate` is false in production: there the server migrates when it starts, and any signed-in person
 * (sign-up is open) must not be able to run schema changes on everyone's database.
 */
export function createDebugService(
  database: Database,
  options: { mayMigrate: boolean; migrationsFolder?: string },
) {
  const db = database.db;
  const folder = options.migrationsFolder ?? migrationsFolder;

  async function schemaState(user: AuthUser): Promise<SchemaState> {
    const journal = readJournal(folder);
    const [applied, tables] = await Promise.all([repo.appliedMigrations(db), repo.tables(db)]);
    const createdAt = applied.map((m) => Number(m.created_at));
    const pending = pendingMigrations(journal, createdAt);
    // Finance rows are counted in the request's book, sign-in and e-mail rows for the person.
    const counts = await repo.countsOf(
      db,
      tables.flatMap(({ name, owner }) =>
        owner ? [{ name, owner, id: owner === 'book_id' ? user.bookId : user.id }] : [],
      ),
    );
    const present = new Set(tables.map((t) => t.name));
    const missingTables = expectedTables().filter((name) => !present.has(name));
    return {
      ok: pending.length === 0 && missingTables.length === 0,
      database: database.kind,
      applied: applied.map((m) => ({
        tag: journal.find((entry) => entry.when === Number(m.created_at))?.tag ?? null,
        hash: m.hash,
        created_at: Number(m.created_at),
      })),
      pending: pending.map((entry) => ({ tag: entry.tag, when: entry.when })),
      missingTables,
      tables: tables.map((t) => ({ name: t.name, rows: t.owner ? (counts.get(t.name) ?? 0) : null })),
    };
  }

  return {
    schemaState,

    /**
     * Applies the pending migrations (the ones shipped with the app) and answers the new state; where migrating
     * is not allowed, only answers the state.
     */
    async fixSchema(
      user: AuthUser,
      log: { error: (obj: unknown, msg: string) => void },
    ): Promise<SchemaState> {
      if (!options.mayMigrate) return schemaState(user);
      try {
        await runMigrations(database, folder);
      } catch (error) {
        log.error({ err: error }, 'migrations failed from the debug page');
        throw new HttpError(500, 'Não foi possível aplicar as migrações pendentes. Veja o log do servidor.');
      }
      return schemaState(user);
    },

    async goalTransactions(user: AuthUser): Promise<GoalTransactions> {
      const [rows, count] = await Promise.all([
        repo.goalTransactions(db, user.bookId, GOAL_TRANSACTIONS_LIMIT),
        repo.countGoalTransactions(db, user.bookId),
      ]);
      return {
        count,
        items: rows.map(presentGoalTransaction),
      };
    },
  };
}
