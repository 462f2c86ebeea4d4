import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

/**
 * What the export reads: a person's rows, always filtered by book_id. Timestamps come as ISO text with their
 * microseconds, so both drivers answer the same text and the restore writes back the same instant. Money is
 * integer cents. Here the conventions every read keeps and the rows the others name (the profile, accounts,
 * categories, tags, payees), which the backup and the statements both read; the transactions are in
 * transactions-repository.ts, and what only the backup reads in backup/*-repository.ts.
 */

/** ISO 8601 in UTC with microseconds: '2026-11-21T13:45:12.345678Z'. */
export const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const iso = (column: string) => sql.raw(isoText(column));

/** A list of ids as one bigint[] parameter (any(...)), however long. */
export const idList = (ids: number[]) => sql`${sql.param(ids)}::bigint[]`;

export interface ProfileRow {
  name: string;
  email: string;
  timeZone: string;
  createdAt: string;
}

export interface AccountRow {
  id: number;
  name: string;
  type: string;
  currency: string;
  openingBalance: number;
  closingDay: number | null;
  dueDay: number | null;
  creditLimit: number | null;
  paymentAccountId: number | null;
  archivedAt: string | null;
  createdAt: string;
}

export interface NamedRow {
  id: number;
  name: string;
  createdAt: string;
}

/** A payee with its CPF or CNPJ (digits, as stored). */
export interface PayeeBackupRow extends NamedRow {
  document: string | null;
}

export interface CategoryRow extends NamedRow {
  type: string;
  icon: string | null;
  color: string | null;
  /** What it is in the IRPF declaration (category_tax_codes), or null. */
  taxCode: string | null;
  parentId: number | null;
}

export const exportRepository = {
  /** The person's profile (not the book's). */
  async profile(db: Executor, userId: number): Promise<ProfileRow | undefined> {
    const [row] = await queryRows<ProfileRow>(
      db,
      sql`select name, email, time_zone as "timeZone", ${iso('created_at')} as "createdAt"
          from users where id = ${userId}`,
    );
    return row;
  },

  accounts(db: Executor, bookId: number): Promise<AccountRow[]> {
    return queryRows<AccountRow>(
      db,
      sql`select id, name, type, opening_balance as "openingBalance", currency, closing_day as "closingDay",
                 due_day as "dueDay", credit_limit as "creditLimit", payment_account_id as "paymentAccountId",
                 ${iso('archived_at')} as "archivedAt",
                 ${iso('created_at')} as "createdAt"
          from accounts where book_id = ${bookId} order by id`,
    );
  },

  categories(db: Executor, bookId: number): Promise<CategoryRow[]> {
    return queryRows<CategoryRow>(
      db,
      sql`select c.id, c.name, c.type, c.icon, c.color, m.code as "taxCode", c.parent_id as "parentId",
                 ${iso('c.created_at')} as "createdAt"
          from categories c
          left join category_tax_codes m on m.category_id = c.id and m.book_id = c.book_id
          where c.book_id = ${bookId} order by c.id`,
    );
  },

  tags(db: Executor, bookId: number): Promise<NamedRow[]> {
    return queryRows<NamedRow>(
      db,
      sql`select id, name, ${iso('created_at')} as "createdAt" from tags where book_id = ${bookId} order by id`,
    );
  },

  payees(db: Executor, bookId: number): Promise<PayeeBackupRow[]> {
    return queryRows<PayeeBackupRow>(
      db,
      sql`select id, name, document, ${iso('created_at')} as "createdAt" from payees where book_id = ${bookId} order by id`,
    );
  },
};
