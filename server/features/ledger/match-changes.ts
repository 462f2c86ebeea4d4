/**
 * What matching a bank line with a recorded row changes beyond the row's bank fields (bank-lines.ts attach), and what
 * undoing the match puts back (detach): the row's date when it takes the bank's, and its figures.
 *
 * Figures: the line is the bank's word on the money. A typed purchase abroad still estimated at the PTAX
 * (foreign_estimated) ends its estimate with the line's reais and amount abroad, the bill's (Circular BCB 3.918/2018:
 * the issuer converts at its own rate of the purchase's day); a row with no amount abroad takes the line's. Anything
 * else stays as the row has it. The row's figures before are kept in match_undo's `figures` (MatchFigures).
 *
 * The SQL here reads the row as `t` and the line as `a` (amount, foreign_amount, foreign_currency, bank_date).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import type { MatchUndo } from '../../db/schema';

/** A line's figures as attach reads them: its amount in the account's currency, and what it was abroad. */
export interface LineFigures {
  amountCents: number;
  foreign: { amount: number; currency: string } | null;
}

/** The line's figures as the columns attach's recordset reads (amount, foreign_amount, foreign_currency). */
export const lineFigureColumns = (l: LineFigures) => ({
  amount: l.amountCents,
  foreign_amount: l.foreign?.amount ?? null,
  foreign_currency: l.foreign?.currency ?? null,
});

/** A row that may take other reais: one with no split parts or shared book's division, which they would unbalance. */
const takesOtherReais = sql`(t.split_amount = 0 and t.share_mode is null)`;

/**
 * A typed purchase abroad still estimated that a bank line's figures may end (its reais becoming the line's). The
 * matcher finds such rows by the amount abroad (server/features/matching).
 */
export const openEstimate = sql`(t.foreign_estimated and ${takesOtherReais})`;

/** Whether the match changes the row's figures. */
const changesFigures = sql`(t.foreign_estimated or (t.foreign_amount is null and a.foreign_amount is not null))`;

/** The figures a match writes (part of attach's SET). */
export const figuresMatched = sql`
  amount = case when ${openEstimate} then a.amount else t.amount end,
  foreign_amount = case when t.foreign_estimated and a.foreign_currency = t.foreign_currency then a.foreign_amount
                        else coalesce(t.foreign_amount, a.foreign_amount) end,
  foreign_currency = coalesce(t.foreign_currency, a.foreign_currency),
  foreign_estimated = false`;

/** match_undo's `figures` when the match changes them: the row's own before it; else nothing. */
export const figuresUndo = sql`case when ${changesFigures}
  then jsonb_build_object('figures', jsonb_build_object('amount', t.amount, 'foreignAmount', t.foreign_amount,
         'foreignCurrency', t.foreign_currency, 'foreignEstimated', t.foreign_estimated))
  else '{}'::jsonb end`;

/**
 * Whether undoing puts the figures back: they were kept, and the row has not since been given split parts or a
 * division that its old amount would leave unbalanced (it then keeps the bank's).
 */
const restores = sql`(t.match_undo->'figures' is not null and ${takesOtherReais})`;

/** The figures an undone match puts back (part of detach's SET). */
export const figuresRestored = sql`
  amount = case when ${restores} then (t.match_undo->'figures'->>'amount')::bigint else t.amount end,
  foreign_amount = case when ${restores} then (t.match_undo->'figures'->>'foreignAmount')::bigint
                        else t.foreign_amount end,
  foreign_currency = case when ${restores} then t.match_undo->'figures'->>'foreignCurrency'
                          else t.foreign_currency end,
  foreign_estimated = case when ${restores} then (t.match_undo->'figures'->>'foreignEstimated')::boolean
                           else t.foreign_estimated end`;

/**
 * The rows among `lines` with no bank line yet whose month totals a match moves, locked: those that take the line's
 * date (`takesDate`) and have another, and estimates that take the line's other amount.
 */
export async function rowsMoving(
  tx: Executor,
  bookId: number,
  lines: ReadonlyArray<{ id: number; date: string } & LineFigures>,
  takesDate: SQL,
): Promise<number[]> {
  const json = JSON.stringify(lines.map((l) => ({ id: l.id, bank_date: l.date, amount: l.amountCents })));
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select t.id from transactions t
        join jsonb_to_recordset(${json}::jsonb) as a(id bigint, bank_date date, amount bigint) on a.id = t.id
        where t.book_id = ${bookId} and t.bank_date is null
          and ((t.date <> a.bank_date and ${takesDate}) or (${openEstimate} and t.amount <> a.amount))
        order by t.id
        for update of t`,
  );
  return rows.map((r) => Number(r.id));
}

/** Whether undoing a match moves the row's month totals: it gives back another date, or another amount. */
export const undoMoves = (row: { amount: number; undo: MatchUndo }): boolean =>
  row.undo.date !== undefined || (row.undo.figures !== undefined && row.undo.figures.amount !== row.amount);
