import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import type { SecondLine } from '../../db/schema';
import { noteWrite } from '../shared/ledger-door';
import { monthTotals } from './month-totals';

/** A bank line written as a row of its own when a match is undone: the line's date, text, ids and import. */
export interface LineRow {
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  date: string;
  description: string;
  externalId: string | null;
  syncId: string | null;
  secondLine: SecondLine | null;
  importId: string | null;
  origin: 'import' | 'sync';
  /** The line's amount abroad (the bank's figure, never an estimate). */
  foreign: { amount: number; currency: string } | null;
}

/** Inserts the lines as rows, in order, with their month totals; answers their ids in the same order. */
export async function insertLineRows(tx: Executor, bookId: number, lines: LineRow[]): Promise<number[]> {
  const json = JSON.stringify(
    lines.map((l, ord) => ({
      ord,
      account_id: l.accountId,
      type: l.type,
      amount: l.amount,
      date: l.date,
      description: l.description,
      external_id: l.externalId,
      sync_id: l.syncId,
      second_line: l.secondLine,
      import_id: l.importId,
      origin: l.origin,
      foreign_amount: l.foreign?.amount ?? null,
      foreign_currency: l.foreign?.currency ?? null,
    })),
  );
  const created = await queryRows<{ id: number }>(
    tx,
    sql`insert into transactions (book_id, account_id, type, amount, date, description, status, external_id,
                                  sync_id, second_line, import_id, origin, foreign_amount, foreign_currency)
        select ${bookId}, l.account_id, l.type, l.amount, l.date, l.description, 'CLEARED', l.external_id,
               l.sync_id, l.second_line, l.import_id, l.origin, l.foreign_amount, l.foreign_currency
        from jsonb_to_recordset(${json}::jsonb)
             as l(ord integer, account_id bigint, type text, amount bigint, date date, description text,
                  external_id text, sync_id text, second_line jsonb, import_id uuid, origin text,
                  foreign_amount bigint, foreign_currency text)
        order by l.ord
        returning id`,
  );
  const ids = created.map((c) => Number(c.id));
  await monthTotals.apply(tx, bookId, ids, 1);
  noteWrite(tx, bookId, 'created', ids);
  return ids;
}
