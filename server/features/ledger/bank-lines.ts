import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import type { MatchUndo, SecondLine } from '../../db/schema';
import { beforeWrite, noteWrite } from '../shared/ledger-door';
import { insertLineRows } from './line-rows';
import {
  figuresMatched,
  figuresRestored,
  figuresUndo,
  type LineFigures,
  lineFigureColumns,
  rowsMoving,
  undoMoves,
} from './match-changes';
import { monthTotals } from './month-totals';

/**
 * A statement line matched with a recorded row: the line's date, text and bank id (a file's, or the aggregator's
 * when `channel` is 'sync'), the import that read it, and its figures (an estimate takes them: match-changes.ts).
 */
export interface BankLineAttach extends LineFigures {
  id: number;
  date: string;
  text: string;
  externalId: string | null;
  channel: SecondLine['channel'];
  importId: string;
}

/**
 * Which ways in a row (alias t) holds a line of: the sync's when it has the aggregator's id; a file's when it has
 * a file's id, came from a file, or was matched with a line that was not the sync's (its only match, when no
 * second line came: a sync's id with no second line means the sync's was that match). The matcher reads it for
 * its candidates, and attaching a second way in's line writes by it.
 */
const holdsSync = sql`(t.sync_id is not null or t.origin = 'sync')`;
const holdsFile = sql`(t.external_id is not null or t.origin = 'import'
   or (t.bank_date is not null and (t.second_line is not null or t.sync_id is null)))`;
export const heldWays = sql`${holdsSync} as holds_sync, ${holdsFile} as holds_file`;

/** A recorded row with its bank line, as stored: what splitting them needs. */
export interface MatchedRow {
  id: number;
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  date: string;
  description: string;
  /** Null for a pair (the row is a bank line itself). */
  bankDate: string | null;
  bankText: string | null;
  externalId: string | null;
  syncId: string | null;
  importId: string | null;
  /** The row's amount abroad as it is now (the bank's, when the match gave it). */
  foreignAmount: number | null;
  foreignCurrency: string | null;
  undo: MatchUndo;
  /** The second way in's line, when one was matched with the row too. */
  second: SecondLine | null;
  /**
   * Which match is undone: the second way in's line when there is one and it was asked for (by the row, the
   * latest match; by an import, the one it made), else the row's first match (its line taking the second along).
   */
  link: 'first' | 'second';
}

/** A matched row's amount abroad, which its line's own row carries when the match is undone. */
const foreignOf = (r: MatchedRow) =>
  r.foreignAmount === null || r.foreignCurrency === null
    ? null
    : { amount: r.foreignAmount, currency: r.foreignCurrency };

/** The ids of rows or lines, as the door is told them. */
const idsOf = (rows: ReadonlyArray<{ id: number }>) => rows.map((r) => r.id);

/**
 * The bank lines of recorded rows (server/features/matching). Attaching changes no category, and a date or an
 * amount only as match-changes.ts says (their month totals move with them); splitting writes the line as a row of
 * its own, with its totals.
 */
export const bankLines = {
  /**
   * Attaches each line to its row in one statement, keeping in match_undo what the row had (its status, bank
   * text and bank id); a pending row becomes 'compensada'; an estimate abroad takes the line's figures
   * (match-changes.ts). A row that has a bank line already is left alone:
   * answers the ids attached. A row takes the bank's date when the person asks (`takeDates`), and always when a
   * fixed item wrote it: its date was the schedule's guess (the 5th business day), not one the person gave, and
   * the bank's is when the money moved ("Conferir saldo" on the days between would show a false difference).
   */
  async attach(
    tx: Executor,
    bookId: number,
    lines: BankLineAttach[],
    { takeDates }: { takeDates: boolean } = { takeDates: false },
  ): Promise<number[]> {
    if (lines.length === 0) return [];
    await beforeWrite(tx, bookId, 'updated', idsOf(lines));
    const seconds = await attachSecondLines(tx, bookId, lines);
    const taken = new Set(seconds);
    const firsts = lines.filter((l) => !taken.has(l.id));
    if (firsts.length === 0) return seconds;
    // Rows that take the bank's date move between months: their totals leave with the old date, come with the new.
    const takesDate = sql`(${takeDates} or t.origin = 'recurring')`;
    const moved = await rowsMoving(tx, bookId, firsts, takesDate);
    await monthTotals.apply(tx, bookId, moved, -1);
    const json = JSON.stringify(
      firsts.map((l) => ({
        id: l.id,
        bank_date: l.date,
        text: l.text,
        external_id: l.channel === 'file' ? l.externalId : null,
        sync_id: l.channel === 'sync' ? l.externalId : null,
        import_id: l.importId,
        ...lineFigureColumns(l),
      })),
    );
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update transactions t
          set bank_date = a.bank_date,
              bank_text = a.text,
              external_id = coalesce(t.external_id, a.external_id),
              sync_id = coalesce(t.sync_id, a.sync_id),
              status = case when t.status = 'PENDING' then 'CLEARED' else t.status end,
              match_import_id = a.import_id,
              match_undo = jsonb_build_object('status', t.status, 'bankText', t.bank_text, 'externalId', t.external_id,
                                              'syncId', t.sync_id)
                || case when ${takesDate} and t.date <> a.bank_date then jsonb_build_object('date', t.date)
                        else '{}'::jsonb end
                || ${figuresUndo},
              date = case when ${takesDate} then a.bank_date else t.date end,
              ${figuresMatched},
              updated_at = now()
          from jsonb_to_recordset(${json}::jsonb)
               as a(id bigint, bank_date date, text text, external_id text, sync_id text, import_id uuid,
                    amount bigint, foreign_amount bigint, foreign_currency text)
          where t.book_id = ${bookId} and t.id = a.id and t.bank_date is null
          returning t.id`,
    );
    await monthTotals.apply(tx, bookId, moved, 1);
    const attached = [...seconds, ...rows.map((r) => Number(r.id))];
    noteWrite(tx, bookId, 'updated', attached);
    return attached;
  },

  /**
   * The person's matched rows among `ids`, or (up to `limit`) those one import matched, locked until the
   * transaction ends.
   */
  async matched(
    tx: Executor,
    bookId: number,
    which: { ids: number[] } | { importId: string; limit: number },
  ): Promise<MatchedRow[]> {
    const ids = 'ids' in which ? JSON.stringify(which.ids) : '[]';
    // A pair is found from either of its rows: the one that keeps the undo, or the leg the line wrote.
    const filter =
      'ids' in which
        ? sql`(t.id in (select jsonb_array_elements_text(${ids}::jsonb)::bigint)
               or (t.match_undo->'pair'->>'leg')::bigint in (select jsonb_array_elements_text(${ids}::jsonb)::bigint))`
        : sql`(t.match_import_id = ${which.importId} or t.second_line->>'importId' = ${which.importId})`;
    const rows = await queryRows<{
      id: number;
      account_id: number;
      type: 'RECEITA' | 'DESPESA';
      amount: number;
      date: string;
      description: string;
      bank_date: string | null;
      bank_text: string | null;
      external_id: string | null;
      sync_id: string | null;
      match_import_id: string | null;
      match_undo: MatchUndo | null;
      second_line: SecondLine | null;
      foreign_amount: number | null;
      foreign_currency: string | null;
    }>(
      tx,
      sql`select t.id, t.account_id, t.type, t.amount, t.date, t.description, t.bank_date, t.bank_text,
                 t.external_id, t.sync_id, t.match_import_id, t.match_undo, t.second_line, t.foreign_amount,
                 t.foreign_currency
          from transactions t
          where t.book_id = ${bookId} and ${filter} and (t.match_undo is not null or t.second_line is not null)
          order by t.id
          ${'limit' in which ? sql`limit ${which.limit}` : sql``}
          for update`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      accountId: Number(r.account_id),
      type: r.type,
      amount: Number(r.amount),
      date: r.date,
      description: r.description,
      bankDate: r.bank_date,
      bankText: r.bank_text,
      externalId: r.external_id,
      syncId: r.sync_id,
      importId: r.match_import_id,
      foreignAmount: r.foreign_amount === null ? null : Number(r.foreign_amount),
      foreignCurrency: r.foreign_currency,
      undo: r.match_undo ?? { status: 'CLEARED', bankText: r.bank_text, externalId: r.external_id },
      second: r.second_line,
      link:
        r.second_line !== null && ('ids' in which || r.second_line.importId === which.importId)
          ? ('second' as const)
          : ('first' as const),
    }));
  },

  /**
   * Splits recorded rows from their bank lines: each line becomes a row of its own (the bank's date, text and
   * id, in the import that read it; with the second way in's line too when one came, the two being one bank
   * transaction) and the recorded row gets back what it had. Answers the new rows' ids in the order of `rows`.
   */
  async split(tx: Executor, bookId: number, rows: MatchedRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const ids = await insertLineRows(
      tx,
      bookId,
      rows.map((r) => {
        const externalId = r.externalId === r.undo.externalId ? null : r.externalId;
        const syncId = r.syncId === (r.undo.syncId ?? null) ? null : r.syncId;
        // The match's own line was the sync's when the sync's id came with it and no second line did.
        const first = r.second ? (r.second.channel === 'sync' ? 'file' : 'sync') : syncId ? 'sync' : 'file';
        return {
          accountId: r.accountId,
          type: r.type,
          amount: r.amount,
          date: r.bankDate ?? r.date,
          description: r.bankText ?? r.description,
          externalId,
          syncId,
          secondLine: r.second,
          importId: r.importId,
          origin: first === 'sync' ? 'sync' : 'import',
          foreign: foreignOf(r),
        };
      }),
    );
    await bankLines.detach(tx, bookId, rows);
    return ids;
  },

  /**
   * Splits the second way in's line from rows that held a line of each (MatchedRow.link 'second'): the line becomes
   * a row of its own, with its id, and the row keeps the first's. With `keep` false (an import taken back deletes
   * its own rows) the line is only let go. Answers the new rows' ids (the rows' own when not kept).
   */
  async splitSecond(tx: Executor, bookId: number, rows: MatchedRow[], keep: boolean): Promise<number[]> {
    const seconds = rows.filter((r) => r.second !== null);
    if (seconds.length === 0) return [];
    await beforeWrite(tx, bookId, 'updated', idsOf(seconds));
    const ids = keep
      ? await insertLineRows(
          tx,
          bookId,
          seconds.map((r) => {
            const line = r.second as SecondLine;
            const sync = line.channel === 'sync';
            return {
              accountId: r.accountId,
              type: r.type,
              amount: r.amount,
              date: line.date,
              description: line.text,
              externalId: sync ? null : r.externalId,
              syncId: sync ? r.syncId : null,
              secondLine: null,
              importId: line.importId,
              origin: sync ? 'sync' : 'import',
              foreign: foreignOf(r),
            };
          }),
        )
      : seconds.map((r) => r.id);
    await tx.execute(sql`
      update transactions t
      set external_id = case when t.second_line->>'channel' = 'file' then null else t.external_id end,
          sync_id = case when t.second_line->>'channel' = 'sync' then null else t.sync_id end,
          second_line = null, updated_at = now()
      where t.book_id = ${bookId}
        and t.id in (select jsonb_array_elements_text(${JSON.stringify(seconds.map((r) => r.id))}::jsonb)::bigint)`);
    noteWrite(tx, bookId, 'updated', idsOf(seconds));
    return ids;
  },

  /**
   * A row another statement brought, locked, that may become a transfer's leg with a line of another account
   * (not a transfer already, not matched, not split): its status, category and bank fields; undefined otherwise.
   */
  async pairable(
    tx: Executor,
    bookId: number,
    rowId: number,
  ): Promise<
    | {
        status: MatchUndo['status'];
        categoryId: number | null;
        bankText: string | null;
        externalId: string | null;
      }
    | undefined
  > {
    const [row] = await queryRows<{
      status: MatchUndo['status'];
      category_id: number | null;
      bank_text: string | null;
      external_id: string | null;
    }>(
      tx,
      sql`select status, category_id, bank_text, external_id from transactions
          where book_id = ${bookId} and id = ${rowId} and transfer_id is null and bank_date is null
            and match_undo is null and split_amount = 0
          for update`,
    );
    return (
      row && {
        status: row.status,
        categoryId: row.category_id === null ? null : Number(row.category_id),
        bankText: row.bank_text,
        externalId: row.external_id,
      }
    );
  },

  /** The recorded rows get back what they had before their lines were matched; the lines are not kept. */
  async detach(tx: Executor, bookId: number, rows: MatchedRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    await beforeWrite(tx, bookId, 'updated', idsOf(rows));
    const moved = rows.filter(undoMoves).map((r) => r.id);
    await monthTotals.apply(tx, bookId, moved, -1);
    await tx.execute(sql`
      update transactions t
      set bank_date = null, match_import_id = null, match_undo = null,
          status = t.match_undo->>'status', bank_text = t.match_undo->>'bankText',
          external_id = t.match_undo->>'externalId', sync_id = t.match_undo->>'syncId', second_line = null,
          date = coalesce((t.match_undo->>'date')::date, t.date),
          ${figuresRestored},
          updated_at = now()
      where t.book_id = ${bookId}
        and t.id in (select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::jsonb)::bigint)`);
    await monthTotals.apply(tx, bookId, moved, 1);
    noteWrite(tx, bookId, 'updated', idsOf(rows));
    return rows.map((r) => r.id);
  },
};

/**
 * Lines of a second way in for rows that hold the other way's line of the same bank transaction and none of
 * this way's (heldWays): the row takes the line's id in its way's column and keeps the line's date, text and
 * import in second_line. Nothing a figure reads changes. Answers the ids attached.
 */
async function attachSecondLines(tx: Executor, bookId: number, lines: BankLineAttach[]): Promise<number[]> {
  const json = JSON.stringify(
    lines.map((l) => ({
      id: l.id,
      channel: l.channel,
      external_id: l.externalId,
      line: { channel: l.channel, date: l.date, text: l.text, importId: l.importId } satisfies SecondLine,
    })),
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update transactions t
        set external_id = case when a.channel = 'file' then a.external_id else t.external_id end,
            sync_id = case when a.channel = 'sync' then a.external_id else t.sync_id end,
            second_line = a.line,
            status = case when t.status = 'PENDING' then 'CLEARED' else t.status end,
            updated_at = now()
        from jsonb_to_recordset(${json}::jsonb) as a(id bigint, channel text, external_id text, line jsonb)
        where t.book_id = ${bookId} and t.id = a.id and t.second_line is null
          and case when a.channel = 'sync' then ${holdsFile} and not ${holdsSync}
                   else ${holdsSync} and not ${holdsFile} end
        returning t.id`,
  );
  return rows.map((r) => Number(r.id));
}
