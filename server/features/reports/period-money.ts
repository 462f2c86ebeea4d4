import { type SQL, sql } from 'drizzle-orm';
import { addDays, addMonths, firstDayOfMonth, lastDayOfMonth } from '../../../common/dates';
import { countedLines } from '../shared/flow-kind';
import { type FlowsInReais, flowCorrections } from '../shared/flows-in-reais';

/*
 * The period's money as every report reads it: the category_month_totals rollup for the whole months and the
 * transaction_lines view for the days of a partial first or last month (repository.ts says why), with the accounts
 * in other currencies' money turned into reais and, in caixa, the card rows moved to their bills' due dates.
 */

/** The caixa basis's corrections of the period (shared/spending-basis.ts caixaMoves); null in competência. */
export type Moves = SQL | null;

interface DateRange {
  from: string;
  to: string;
}

/**
 * The whole months inside [from, to] (first days of the first and last one) and the days left over at either
 * end: 2026-01-15..2026-04-10 is February-March whole, plus 01-15..01-31 and 04-01..04-10.
 */
export function splitPeriod(from: string, to: string): { months: DateRange | null; edges: DateRange[] } {
  const firstFull = from.endsWith('-01') ? from : addMonths(firstDayOfMonth(from), 1);
  const lastFull = to === lastDayOfMonth(to) ? firstDayOfMonth(to) : addMonths(firstDayOfMonth(to), -1);
  if (firstFull > lastFull) return { months: null, edges: [{ from, to }] };
  const edges: DateRange[] = [];
  if (from < firstFull) edges.push({ from, to: addDays(firstFull, -1) });
  const afterFull = addMonths(lastFull, 1);
  if (to >= afterFull) edges.push({ from: afterFull, to });
  return { months: { from: firstFull, to: lastFull }, edges };
}

export const inPeriod = (bookId: number, from: string, to: string) =>
  sql`l.book_id = ${bookId} and l.date between ${from}::date and ${to}::date`;

/** The lines of the partial months' days (at least one range of them). */
function edgeLines(bookId: number, edges: DateRange[]): SQL {
  const ranges = sql.join(
    edges.map((e) => sql`l.date between ${e.from}::date and ${e.to}::date`),
    sql` or `,
  );
  return sql`l.book_id = ${bookId} and (${ranges})`;
}

/**
 * The lines of transaction_lines `l` that `where` keeps, each with its kind and signed amount as the month
 * totals count them: type is the flow kind and amount the flow amount.
 */
export function linesWhere(where: SQL): SQL {
  return sql`(select c.book_id, c.transaction_id, c.date, c.flow_type as type, c.account_id, c.category_id,
                     c.payee_id, c.flow_amount as amount
              from ${countedLines(sql`(select l.* from transaction_lines l where ${where})`)} c)`;
}

/**
 * Money of the period as (category_id, month, type, amount) rows: the rollup's whole months and the edge days'
 * lines, plus what turns the accounts in other currencies' money into reais (none in a book without them).
 * category_id is null for money without a category.
 */
export function periodMoney(
  bookId: number,
  from: string,
  to: string,
  flows: FlowsInReais,
  moves: Moves,
): SQL {
  const inReais = sql`select x.key as category_id, x.month, x.type, x.amount from ${flowCorrections(flows)} x`;
  const money = rollupAndLines(bookId, from, to);
  const converted = flows.groups.length === 0 ? money : sql`${money} union all ${inReais}`;
  return moves === null
    ? converted
    : sql`${converted} union all
          select mv.category_id, date_trunc('month', mv.date)::date as month, mv.type, mv.amount from ${moves} mv`;
}

/** The card rows moved by the caixa basis (shared/spending-basis.ts caixaMoves), appended to a period's lines. */
export const movedLines = (moves: Moves, column: 'payee_id' | 'transaction_id'): SQL =>
  moves === null ? sql`` : sql`union all select mv.${sql.raw(column)}, mv.type, mv.amount from ${moves} mv`;

function rollupAndLines(bookId: number, from: string, to: string): SQL {
  const { months, edges } = splitPeriod(from, to);
  const rollup = months
    ? sql`select nullif(t.category_id, 0) as category_id, t.month, t.type, t.amount
          from category_month_totals t
          where t.book_id = ${bookId} and t.month between ${months.from}::date and ${months.to}::date`
    : null;
  // Whole months read no lines at all. They were once `where false` over the view, which PostgreSQL still plans
  // table by table before finding it empty: on the partitioned layout every partition of each (docs/SCALE.md),
  // 6 to 12 ms of planning for a report or the dashboard that ran in 1.
  if (rollup && edges.length === 0) return rollup;
  const lines = sql`select l.category_id, date_trunc('month', l.date)::date as month, l.type, l.amount
          from ${linesWhere(edgeLines(bookId, edges))} l`;
  return rollup ? sql`${rollup} union all ${lines}` : lines;
}
