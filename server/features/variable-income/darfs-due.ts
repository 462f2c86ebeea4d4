// The DARFs of renda variável falling due soon (the reminders' e-mail), as the page computes them.
import { sql } from 'drizzle-orm';
import { addMonths } from '../../../common/dates';
import { variableIncomeTaxes } from '../../../common/variable-income-tax-report';
import { type DarfCode, darfDueDate } from '../../../common/variable-income-taxes';
import { type Executor, queryRows } from '../../db/connect';
import { salesThrough } from './taxes';

export interface VariableIncomeDarfDue {
  code: DarfCode;
  /** The month of the sales, 'YYYY-MM'. */
  month: string;
  dueDate: string;
  cents: number;
}

/**
 * The DARFs (6015, 4600) of the book due from `from` to `until` (ISO dates, a few days apart): a DARF is paid for a
 * month with sales (a tax carried alone stays under R$ 10,00), due in the next month, so a book without a venda in
 * the months before costs one small read; one with sales has its report worked as the page works it.
 */
export async function variableIncomeDarfsDue(
  db: Executor,
  bookId: number,
  from: string,
  until: string,
): Promise<VariableIncomeDarfDue[]> {
  // A DARF falls due on a month's last business day: most days no month's is between the two dates, and nothing is
  // read (Avisos asks on every page).
  const months = [addMonths(from, -1).slice(0, 7), addMonths(until, -1).slice(0, 7)];
  if (!months.some((m) => darfDueDate(m) >= from && darfDueDate(m) <= until)) return [];
  // The months whose DARF falls due between the two dates: the month before each.
  const first = `${addMonths(from, -1).slice(0, 7)}-01`;
  const afterLast = `${until.slice(0, 7)}-01`;
  const [sold] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from variable_income_trades
                       where book_id = ${bookId} and side = 'venda'
                         and traded_on >= ${first}::date and traded_on < ${afterLast}::date) as any`,
  );
  if (!sold?.any) return [];
  // Every sale up to the last of those months (an earlier loss offsets their gains).
  const year = Number(addMonths(until, -1).slice(0, 4));
  const report = variableIncomeTaxes(await salesThrough(db, bookId, year));
  return report.months.flatMap((m) =>
    m.darfs
      .filter((d) => d.payCents > 0 && d.dueDate !== null && d.dueDate >= from && d.dueDate <= until)
      .map((d) => ({ code: d.code, month: m.month, dueDate: d.dueDate as string, cents: d.payCents })),
  );
}
