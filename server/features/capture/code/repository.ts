import { sql } from 'drizzle-orm';
import { foldForSearch } from '../../../../common/search';
import { type Executor, queryRows } from '../../../db/connect';

/** What was made before from a code_key in one book: its latest conta a pagar and its latest transaction. */
export interface CodeUse {
  kind: 'conta' | 'transacao';
  id: number;
  description: string;
  amountCents: number;
  date: string;
  /** A conta's: paid once (last_run set). */
  paid: boolean | null;
  createdAt: string;
}

/** A recorded expense that may be a code's payment (CapturedSimilar), as read. */
export interface SimilarRow {
  id: number;
  description: string;
  amountCents: number;
  date: string;
  accountName: string;
  fromBank: boolean;
}

export const captureRepository = {
  async usesOf(db: Executor, bookId: number, codeKey: string): Promise<CodeUse[]> {
    return queryRows<CodeUse>(
      db,
      sql`(select 'conta' as kind, r.id::int as id, r.description, r.amount::float8 as "amountCents",
                  r.next_run::text as date, (r.last_run is not null) as paid, r.created_at::text as "createdAt"
             from recurring r
            where r.book_id = ${bookId} and r.captured_code = ${codeKey} and r.kind = 'conta'
            order by r.created_at desc, r.id desc limit 1)
          union all
          (select 'transacao' as kind, t.id::int as id, t.description, abs(t.amount)::float8 as "amountCents",
                  t.date::text as date, null::boolean as paid, t.created_at::text as "createdAt"
             from transaction_codes c
             join transactions t on t.id = c.transaction_id and t.book_id = c.book_id
            where c.book_id = ${bookId} and c.code_key = ${codeKey}
            order by t.created_at desc, t.id desc limit 1)`,
    );
  },

  /**
   * The expense of `amountCents` dated from `from` to `to` holding no code, nearest to `near` (the later on a tie):
   * one row, read through the book's date index over the window's rows only.
   */
  async similarExpense(
    db: Executor,
    bookId: number,
    window: { amountCents: number; from: string; to: string; near: string },
  ): Promise<SimilarRow | null> {
    const [row] = await queryRows<SimilarRow>(
      db,
      sql`select t.id::int as id, t.description, t.amount::float8 as "amountCents", t.date::text as date,
                 a.name as "accountName", (t.import_id is not null or t.external_id is not null or t.sync_id is not null) as "fromBank"
            from transactions t
            join accounts a on a.id = t.account_id and a.book_id = t.book_id
           where t.book_id = ${bookId} and t.date between ${window.from} and ${window.to}
             and t.type = 'DESPESA' and t.amount = ${window.amountCents} and t.transfer_id is null
             and not exists (select 1 from transaction_codes c where c.transaction_id = t.id and c.book_id = t.book_id)
           order by abs(t.date - ${window.near}::date), t.date desc, t.id desc
           limit 1`,
    );
    return row ? { ...row, id: Number(row.id), amountCents: Number(row.amountCents) } : null;
  },

  /**
   * Keeps a code with a recorded row of the book: 'kept', 'same' (it holds this code already), 'other' (another
   * code) or 'absent' (no such row in the book); and the row's payee.
   */
  async linkCode(
    db: Executor,
    bookId: number,
    transactionId: number,
    codeKey: string,
  ): Promise<{ outcome: 'kept' | 'same' | 'other' | 'absent'; payeeId: number | null }> {
    const [row] = await queryRows<{ id: number; code_key: string | null; payee_id: number | null }>(
      db,
      sql`select t.id, c.code_key, t.payee_id from transactions t
            left join transaction_codes c on c.transaction_id = t.id and c.book_id = t.book_id
           where t.id = ${transactionId} and t.book_id = ${bookId}
           for update of t`,
    );
    if (!row) return { outcome: 'absent', payeeId: null };
    const payeeId = row.payee_id === null ? null : Number(row.payee_id);
    if (row.code_key !== null) return { outcome: row.code_key === codeKey ? 'same' : 'other', payeeId };
    await db.execute(
      sql`insert into transaction_codes (book_id, transaction_id, code_key) values (${bookId}, ${transactionId}, ${codeKey})`,
    );
    return { outcome: 'kept', payeeId };
  },

  /** The book's payee whose name is `name` but for case and accents ('Padaria Pão Quente' for 'PADARIA PAO QUENTE'). */
  async payeeNamed(db: Executor, bookId: number, name: string): Promise<string | null> {
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select name from payees where book_id = ${bookId} and search_name = ${foldForSearch(name)}
           order by id limit 1`,
    );
    return row?.name ?? null;
  },

  async categoryName(db: Executor, bookId: number, categoryId: number): Promise<string | null> {
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select name from categories where id = ${categoryId} and book_id = ${bookId}`,
    );
    return row?.name ?? null;
  },
};
