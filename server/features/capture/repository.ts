import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

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

  async categoryName(db: Executor, bookId: number, categoryId: number): Promise<string | null> {
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select name from categories where id = ${categoryId} and book_id = ${bookId}`,
    );
    return row?.name ?? null;
  },
};
