import { type SQL, sql } from 'drizzle-orm';
import type { Deleted } from '../../../common/contract/undo';
import type { AuthUser } from '../../auth-user';
import { type Executor, queryRows } from '../../db/connect';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';

/**
 * Categories, tags and payees are lists a person keeps by name: unique per user ignoring case (categories per
 * type), created, listed, renamed and deleted the same way. Deleting one still in use is refused by the
 * database's foreign keys, which this turns into a 409 with the list's own message.
 */
export interface NamedListSpec {
  table: 'categories' | 'tags' | 'payees';
  messages: { duplicate: string; notFound: string; inUse: string };
}

export interface NamedRow {
  id: number;
  name: string;
  /** Categories only. */
  type?: string;
  icon?: string | null;
  color?: string | null;
  parentId?: number | null;
}

export function namedListRepository(spec: NamedListSpec) {
  const table = sql.identifier(spec.table);
  const typeColumn = spec.table === 'categories' ? sql`, type` : sql``;
  // What a list and a rename answer: a category also has its type, icon, colour and parent.
  const columns =
    spec.table === 'categories' ? sql`id, name, type, icon, color, parent_id as "parentId"` : sql`id, name`;
  const rows = (db: Executor, query: SQL) => queryRows<NamedRow>(db, query);

  return {
    list: (db: Executor, bookId: number) =>
      rows(db, sql`select ${columns} from ${table} where book_id = ${bookId} order by lower(name), id`),

    async findOwned(db: Executor, bookId: number, id: number): Promise<NamedRow | undefined> {
      const [row] = await rows(
        db,
        sql`select id, name${typeColumn} from ${table} where id = ${id} and book_id = ${bookId}`,
      );
      return row;
    },

    /** Inserts; answers undefined when the name (with the type, for categories) already exists. */
    async insert(db: Executor, bookId: number, name: string, type?: string): Promise<NamedRow | undefined> {
      const [row] = await rows(
        db,
        type === undefined
          ? sql`insert into ${table} (book_id, name) values (${bookId}, ${name})
                on conflict do nothing returning id, name`
          : sql`insert into ${table} (book_id, name, type) values (${bookId}, ${name}, ${type})
                on conflict do nothing returning ${columns}`,
      );
      return row;
    },

    /** The row with this name ignoring case, created when missing (payees and tags typed in a form). */
    async findOrCreate(db: Executor, bookId: number, name: string): Promise<NamedRow> {
      const inserted = await this.insert(db, bookId, name);
      if (inserted) return inserted;
      const [row] = await rows(
        db,
        sql`select id, name from ${table} where book_id = ${bookId} and lower(name) = lower(${name}) limit 1`,
      );
      if (!row) throw new Error(`${spec.table}: conflicting name vanished`);
      return row;
    },

    async findByNames(db: Executor, bookId: number, names: string[]): Promise<NamedRow[]> {
      if (names.length === 0) return [];
      const lowered = names.map((n) => n.toLowerCase());
      return rows(
        db,
        sql`select id, name from ${table} where book_id = ${bookId} and lower(name) in (${sql.join(
          lowered.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      );
    },

    /**
     * Renames the person's row; answers undefined when they have no such row. A name already used (ignoring
     * case; for categories, by one of the same type) is refused by the unique index, with the list's message.
     */
    async rename(db: Executor, bookId: number, id: number, name: string): Promise<NamedRow | undefined> {
      try {
        const [row] = await rows(
          db,
          sql`update ${table} set name = ${name} where id = ${id} and book_id = ${bookId} returning ${columns}`,
        );
        return row;
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(spec.messages.duplicate);
        throw error;
      }
    },

    async delete(db: Executor, bookId: number, id: number): Promise<boolean> {
      try {
        const deleted = await rows(
          db,
          sql`delete from ${table} where id = ${id} and book_id = ${bookId} returning id`,
        );
        return deleted.length > 0;
      } catch (error) {
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(spec.messages.inUse);
        throw error;
      }
    },
  };
}

export function namedListService(spec: NamedListSpec, db: Executor) {
  const repo = namedListRepository(spec);
  return {
    repo,
    list: (user: AuthUser) => repo.list(db, user.bookId),
    async create(user: AuthUser, name: string, type?: string): Promise<NamedRow> {
      const row = await repo.insert(db, user.bookId, name, type);
      if (!row) throw conflict(spec.messages.duplicate);
      return row;
    },
    async rename(user: AuthUser, id: number, name: string): Promise<NamedRow> {
      const row = await repo.rename(db, user.bookId, id, name);
      if (!row) throw notFound(spec.messages.notFound);
      return row;
    },
    async delete(user: AuthUser, id: number): Promise<Deleted> {
      if (!(await repo.delete(db, user.bookId, id))) throw notFound(spec.messages.notFound);
      return { id };
    },
  };
}
