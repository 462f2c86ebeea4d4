import { sql } from 'drizzle-orm';
import { IMPORT_MATCHES_SHOWN, type ImportMatch } from '../../../common/contract/import-match';
import { centsToReais } from '../../../common/money';
import { type Executor, queryRows } from '../../db/connect';

/**
 * What one import matched ('Ver combinações'): rows whose first match it made (bank_date, bank_text) and rows it
 * gave a second way in's line (second_line), by date; at most IMPORT_MATCHES_SHOWN, each found by its index.
 */
export async function importMatches(tx: Executor, bookId: number, importId: string): Promise<ImportMatch[]> {
  const rows = await queryRows<{
    id: number;
    type: 'RECEITA' | 'DESPESA';
    date: string;
    description: string;
    amount: number;
    line_date: string;
    line_text: string;
  }>(
    tx,
    sql`select id, type, date, description, amount, line_date, line_text from (
          select t.id, t.type, t.date, t.description, t.amount, t.bank_date as line_date,
                 coalesce(t.bank_text, t.description) as line_text
          from transactions t
          where t.book_id = ${bookId} and t.match_import_id = ${importId} and t.bank_date is not null
          union all
          select t.id, t.type, t.date, t.description, t.amount, (t.second_line->>'date')::date,
                 t.second_line->>'text'
          from transactions t
          where t.book_id = ${bookId} and t.second_line is not null
            and t.second_line->>'importId' = ${importId}
        ) m
        order by date, id
        limit ${IMPORT_MATCHES_SHOWN}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    date: r.date,
    description: r.description,
    amount: centsToReais(Number(r.amount)),
    bank_line: { date: r.line_date, text: r.line_text },
  }));
}
