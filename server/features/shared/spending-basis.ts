import { type SQL, sql } from 'drizzle-orm';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import { type Executor, queryRows } from '../../db/connect';
import { dateArray, idArray } from '../../db/json-rows';
import { countedLines } from './flow-kind';

/*
 * Competência or caixa (a book's `spending_basis`): when a card purchase counts in the figures that sum money by
 * month or day. Competência keeps every row on its own date (an installment on its own month's date), as the month
 * totals and the lines store them. Caixa puts a card's row on the due date of the bill that charges it, when the
 * money leaves the account paying the bill. Rather than a second rollup, caixa is the competência figures plus the
 * card rows that move: each row of a card with bill terms whose date lies in the period is taken away from its date,
 * and each whose bill is due in the period is added on that due date (both when the two lie in the period, so a
 * report by month or by day sees it move). Only cards move: every other account's rows are paid on their dates.
 * Cards are always in reais (accounts_card_currency_check), so no rate is involved.
 */

/** A card bill's dates as shared code receives them (the cards feature computes them: cards/bill-spans.ts). */
export interface BillSpan {
  accountId: number;
  month: string;
  from: string;
  to: string;
  due: string;
}

/** The book's basis. */
export async function spendingBasisOf(db: Executor, bookId: number): Promise<SpendingBasis> {
  const [row] = await queryRows<{ base: SpendingBasis }>(
    db,
    sql`select spending_basis as base from books where id = ${bookId}`,
  );
  return row?.base ?? 'competencia';
}

export async function setSpendingBasis(db: Executor, bookId: number, base: SpendingBasis): Promise<void> {
  await db.execute(sql`update books set spending_basis = ${base} where id = ${bookId}`);
}

/**
 * What a read needs moved: 'whole' for figures by month or day inside the period (every card row whose date and
 * due date differ), 'edges' for figures of the whole period (only the rows whose date or due date lies outside it:
 * a purchase of 15/03 due on 10/04 is the year's either way), a few weeks of rows at each end instead of the year.
 */
export type MovesScope = 'whole' | 'edges';

const spansRelation = (spans: readonly BillSpan[]) =>
  sql`(select * from unnest(${idArray(spans.map((s) => s.accountId))}::bigint[],
                            ${dateArray(spans.map((s) => s.month))}::text[],
                            ${dateArray(spans.map((s) => s.from))}::date[],
                            ${dateArray(spans.map((s) => s.to))}::date[],
                            ${dateArray(spans.map((s) => s.due))}::date[]) as s(account_id, month, from_d, to_d, due))`;

/**
 * The card lines (transaction_lines with their bill_month) a scope needs, each read pushed into the view's two
 * halves and served by an index: by (book_id, account_id, date) the unpinned rows whose date or bill's span
 * meets the period, by (book_id, account_id, bill_month) the rows pinned to one of its bills, and the pinned rows
 * dated in it. With 'edges', the unpinned rows only where the period's ends and its bills' spans' ends differ.
 */
function cardLines(
  bookId: number,
  spans: readonly BillSpan[],
  from: string,
  to: string,
  scope: MovesScope,
): SQL {
  const cards = [...new Set(spans.map((s) => s.accountId))];
  const ofCards = sql`l.book_id = ${bookId} and l.account_id = any(${idArray(cards)}::bigint[])`;
  const dueIn = (s: BillSpan) => s.due >= from && s.due <= to;
  // Each card's unpinned rows charged in the period are those dated from its first bill due in it to the closing of
  // its last (none when no bill of it is due in the period: then its rows dated in it all leave).
  const starts = [from];
  const ends = [to];
  for (const card of cards) {
    const charged = spans
      .filter((s) => s.accountId === card && dueIn(s))
      .sort((a, b) => (a.month < b.month ? -1 : 1));
    starts.push(charged[0]?.from ?? to);
    ends.push(charged.at(-1)?.to ?? from);
  }
  const early = (dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
  const late = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));
  const between = (a: string, b: string) => sql`l.date between ${a}::date and ${b}::date`;
  // Whole: every unpinned row dated in the period or charged in it; at the edges, only those between the period's
  // ends and the charged spans' ends, where the two differ.
  const unpinned =
    scope === 'whole'
      ? between(early(starts), late(ends))
      : sql`(${between(early(starts), late(starts))} or ${between(early(ends), late(ends))})`;
  const dated = sql`l.date between ${from}::date and ${to}::date`;
  const first = from.slice(0, 7);
  const last = to.slice(0, 7);
  const billed = sql`l.bill_month between ${first} and ${last}`;
  // At the edges, a pinned row dated in the period leaves it unless its bill is surely due in it (every card's).
  const sure = [...new Set(spans.map((s) => s.month))].filter((month) =>
    spans.filter((s) => s.month === month).every(dueIn),
  );
  const pinnedDated =
    scope === 'whole' ? dated : sql`${dated} and not (l.bill_month = any(${dateArray(sure)}::text[]))`;
  return sql`(select l.* from transaction_lines l where ${ofCards} and l.bill_month is null and ${unpinned}
              union all
              select l.* from transaction_lines l where ${ofCards} and ${billed} and not (${dated})
              union all
              select l.* from transaction_lines l where ${ofCards} and l.bill_month is not null and ${pinnedDated})`;
}

/**
 * The caixa corrections of [from, to] as counted lines (category_id, payee_id, transaction_id, date, type, amount,
 * with type and amount as the totals count them: shared/flow-kind.ts; moved 'out' or 'in'): minus a moving card
 * row on its own date, plus it on its bill's due date, each only where that date is in the period (with 'edges',
 * only a row whose other date is not). `spans` must hold every bill due from `from`'s month to two months after
 * `to`'s (cards/bill-spans.ts). Null when no card has bills: nothing moves.
 */
export function caixaMoves(
  bookId: number,
  spans: readonly BillSpan[],
  from: string,
  to: string,
  scope: MovesScope,
): SQL | null {
  if (spans.length === 0) return null;
  const inPeriod = (column: string) => sql`${sql.raw(column)} between ${from}::date and ${to}::date`;
  const stays = scope === 'whole' ? sql`due = date` : sql`${inPeriod('due')} = ${inPeriod('date')}`;
  return sql`(with spans as ${spansRelation(spans)},
    card as (
      select c.category_id, c.payee_id, c.transaction_id, c.date, c.flow_type as type, c.flow_amount as amount,
             coalesce(pin.due, own.due) as due
      from ${countedLines(cardLines(bookId, spans, from, to, scope))} c
      left join spans pin on pin.account_id = c.account_id and pin.month = c.bill_month
      left join spans own on c.bill_month is null and own.account_id = c.account_id
                         and c.date >= own.from_d and c.date < own.to_d
    )
    select category_id, payee_id, transaction_id, date, type, -amount as amount, 'out' as moved
    from card where ${inPeriod('date')} and not coalesce(${stays}, false)
    union all
    select category_id, payee_id, transaction_id, due as date, type, amount, 'in' as moved
    from card where ${inPeriod('due')} and not ${stays})`;
}

/**
 * Which transactions `t` count in [from, to]: those dated in it, less the card rows caixa moves out of it, plus
 * those it moves in (`moves` null: by date alone). For lists of single transactions (the largest expenses).
 */
export function countedInPeriod(from: string, to: string, moves: SQL | null): SQL {
  const dated = sql`t.date between ${from}::date and ${to}::date`;
  if (moves === null) return dated;
  return sql`((${dated} and t.id not in (select mv.transaction_id from ${moves} mv where mv.moved = 'out'))
              or t.id in (select mv.transaction_id from ${moves} mv where mv.moved = 'in'))`;
}
