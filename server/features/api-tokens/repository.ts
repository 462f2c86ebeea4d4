import { sql } from 'drizzle-orm';
import type { TokenScope } from '../../../common/contract/api-tokens';
import { type Executor, queryRows } from '../../db/connect';

export interface TokenRow {
  id: number;
  name: string;
  scope: TokenScope;
  bookIds: number[];
  allowedAddresses: string[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedAddress: string | null;
  createdAt: Date;
}

/** What the authentication hook reads of a token: the row and its person's time zone. */
export interface TokenGrantRow {
  id: number;
  userId: number;
  timeZone: string;
  scope: TokenScope;
  bookIds: number[];
  allowedAddresses: string[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** bigint[] arrives as text from node-postgres, as numbers from PGlite. */
const ids = (values: Array<number | string>): number[] => values.map(Number);

const COLUMNS = sql`id, name, scope, book_ids as "bookIds", allowed_addresses as "allowedAddresses",
  expires_at as "expiresAt", last_used_at as "lastUsedAt", last_used_address as "lastUsedAddress",
  created_at as "createdAt"`;

function tokenRow(row: TokenRow): TokenRow {
  return {
    ...row,
    id: Number(row.id),
    bookIds: ids(row.bookIds),
    expiresAt: date(row.expiresAt),
    lastUsedAt: date(row.lastUsedAt),
    createdAt: new Date(row.createdAt),
  };
}

/** A person's personal access tokens; every statement but the hook's lookup is filtered by the person. */
export const tokensRepository = {
  /** The person's tokens, newest first (at most MAX_TOKENS_PER_PERSON). */
  async list(db: Executor, userId: number): Promise<TokenRow[]> {
    const rows = await queryRows<TokenRow>(
      db,
      sql`select ${COLUMNS} from personal_access_tokens where user_id = ${userId}
          order by created_at desc, id desc`,
    );
    return rows.map(tokenRow);
  },

  /** Takes the person's row lock, so that two creations cannot both count below the limit. */
  async lockPerson(tx: Executor, userId: number): Promise<void> {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
  },

  async count(tx: Executor, userId: number): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from personal_access_tokens where user_id = ${userId}`,
    );
    return Number(row?.count ?? 0);
  },

  async insert(
    tx: Executor,
    token: {
      userId: number;
      name: string;
      tokenHash: string;
      scope: TokenScope;
      bookIds: number[];
      allowedAddresses: string[];
      expiresAt: Date | null;
    },
  ): Promise<TokenRow> {
    const [row] = await queryRows<TokenRow>(
      tx,
      sql`insert into personal_access_tokens
            (user_id, name, token_hash, scope, book_ids, allowed_addresses, expires_at)
          values (${token.userId}, ${token.name}, ${token.tokenHash}, ${token.scope},
            ${sql.param(token.bookIds)}::bigint[], ${sql.param(token.allowedAddresses)}::text[], ${token.expiresAt})
          returning ${COLUMNS}`,
    );
    return tokenRow(row as TokenRow);
  },

  /** Deletes the person's token; false when they have none of that id. */
  async delete(db: Executor, userId: number, id: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`delete from personal_access_tokens where id = ${id} and user_id = ${userId} returning id`,
    );
    return rows.length > 0;
  },

  /** The hook's lookup: one read by the unique index of the hash, with the person's time zone. */
  async byHash(db: Executor, tokenHash: string): Promise<TokenGrantRow | undefined> {
    const [row] = await queryRows<TokenGrantRow>(
      db,
      sql`select t.id, t.user_id as "userId", u.time_zone as "timeZone", t.scope, t.book_ids as "bookIds",
                 t.allowed_addresses as "allowedAddresses", t.expires_at as "expiresAt",
                 t.last_used_at as "lastUsedAt"
          from personal_access_tokens t join users u on u.id = t.user_id
          where t.token_hash = ${tokenHash}`,
      { prepared: true },
    );
    if (!row) return undefined;
    return {
      ...row,
      id: Number(row.id),
      userId: Number(row.userId),
      bookIds: ids(row.bookIds),
      expiresAt: date(row.expiresAt),
      lastUsedAt: date(row.lastUsedAt),
    };
  },

  /** Notes a use unless one was noted since `since` (another request, maybe of another process, just did). */
  async markUsed(db: Executor, id: number, address: string, at: Date, since: Date): Promise<void> {
    await db.execute(
      sql`update personal_access_tokens set last_used_at = ${at}, last_used_address = ${address}
          where id = ${id} and (last_used_at is null or last_used_at < ${since})`,
    );
  },
};
