import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

/**
 * The month the book begins in Grana ('YYYY-MM-01'), as SQL: the earliest month one of its accounts was registered
 * (in `timeZone`) or has a row in — a statement imported for the months before counts from its first row — and
 * never after today's month (a registration time ahead of the book's today, a clock set back, begins now; a book
 * with nothing yet begins now). Before it nothing is known: Patrimônio counts the opening balances from it and says
 * "Seu histórico no Grana começa em …", and the dashboard's six months start there.
 */
export function bookStartSql(bookId: number, timeZone: string, today: string): SQL {
  return sql`least(
    (select min(date_trunc('month', a.created_at at time zone ${timeZone}))::date
     from accounts a where a.book_id = ${bookId}),
    (select min(t.month) from account_month_totals t where t.book_id = ${bookId}),
    date_trunc('month', ${today}::date)::date)`;
}

/** The month the book begins in Grana, 'YYYY-MM-01' (bookStartSql). */
export async function bookStartMonth(
  db: Executor,
  bookId: number,
  timeZone: string,
  today: string,
): Promise<string> {
  const [row] = await queryRows<{ month: string }>(
    db,
    sql`select (${bookStartSql(bookId, timeZone, today)})::text as month`,
  );
  return row!.month;
}
