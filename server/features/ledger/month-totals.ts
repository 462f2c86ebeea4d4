import { type SQL, sql } from 'drizzle-orm';
import { FIRST_BILL_MONTH, LAST_BILL_MONTH } from '../../../common/card-bills';
import type { Executor } from '../../db/connect';
import { countedLines } from '../shared/flow-kind';

const ACCOUNT_COLUMNS = sql.raw(
  'book_id, account_id, month, income, expense, flow_income, flow_expense, flow_income_count, flow_expense_count',
);

/**
 * A row of account_month_totals from transactions grouped by user, account and month, times sign. The flow
 * columns leave out transfers and goal contributions (both legs carry a transfer_id), as the list's totals do.
 */
const accountTotalsOf = (sign: 1 | -1) => sql`
  book_id, account_id, date_trunc('month', date)::date,
  ${sign} * coalesce(sum(amount) filter (where type = 'RECEITA'), 0),
  ${sign} * coalesce(sum(amount) filter (where type = 'DESPESA'), 0),
  ${sign} * coalesce(sum(amount) filter (where type = 'RECEITA' and transfer_id is null), 0),
  ${sign} * coalesce(sum(amount) filter (where type = 'DESPESA' and transfer_id is null), 0),
  ${sign} * count(*) filter (where type = 'RECEITA' and transfer_id is null),
  ${sign} * count(*) filter (where type = 'DESPESA' and transfer_id is null)`;

/**
 * A row of category_month_totals from lines grouped by book, category, month and kind, times sign: each line
 * under its category's kind, a credit in an expense category lowering it (shared/flow-kind.ts).
 */
const categoryTotalsOf = (sign: 1 | -1) => sql`
  book_id, coalesce(category_id, 0), date_trunc('month', date)::date, flow_type, ${sign} * sum(flow_amount)`;
const CATEGORY_GROUPS = sql.raw(`book_id, coalesce(category_id, 0), date_trunc('month', date), flow_type`);

/** A row of card_bill_totals from rows pinned to a bill (within the months checked), times sign. */
const billTotalsOf = (sign: 1 | -1) => sql`
  book_id, account_id, bill_month, type, transfer_id is not null, ${sign} * sum(amount), ${sign} * count(*)`;
const BILL_COLUMNS = sql.raw('book_id, account_id, bill_month, type, transfer, amount, rows');
const BILL_GROUPS = sql.raw('book_id, account_id, bill_month, type, transfer_id is not null');
const pinnedWithinMonths = sql`bill_month between ${FIRST_BILL_MONTH} and ${LAST_BILL_MONTH}`;

/**
 * Adds rows to the month totals, times sign: `rows` yields transactions (book_id, account_id, date, type, amount,
 * transfer_id, bill_month), `lines` (a relation with no alias) their lines as transaction_lines counts them (book_id,
 * category_id, date, type, amount). The account totals keep the rows' own types: balances and the transactions
 * list's totals are the rows' signs, not money by kind.
 */
async function upsert(tx: Executor, rows: SQL, lines: SQL, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    insert into account_month_totals (${ACCOUNT_COLUMNS})
    select ${accountTotalsOf(sign)}
    from ${rows}
    group by book_id, account_id, date_trunc('month', date)
    order by book_id, account_id, date_trunc('month', date)
    on conflict (book_id, account_id, month) do update
      set income = account_month_totals.income + excluded.income,
          expense = account_month_totals.expense + excluded.expense,
          flow_income = account_month_totals.flow_income + excluded.flow_income,
          flow_expense = account_month_totals.flow_expense + excluded.flow_expense,
          flow_income_count = account_month_totals.flow_income_count + excluded.flow_income_count,
          flow_expense_count = account_month_totals.flow_expense_count + excluded.flow_expense_count`);
  await tx.execute(sql`
    insert into category_month_totals (book_id, category_id, month, type, amount)
    select ${categoryTotalsOf(sign)}
    from ${countedLines(lines)} l
    group by ${CATEGORY_GROUPS}
    order by ${CATEGORY_GROUPS}
    on conflict (book_id, month, type, category_id) do update
      set amount = category_month_totals.amount + excluded.amount`);
  await tx.execute(sql`
    insert into card_bill_totals (${BILL_COLUMNS})
    select ${billTotalsOf(sign)}
    from ${rows}
    where ${pinnedWithinMonths}
    group by ${BILL_GROUPS}
    order by ${BILL_GROUPS}
    on conflict (book_id, account_id, bill_month, type, transfer) do update
      set amount = card_bill_totals.amount + excluded.amount, rows = card_bill_totals.rows + excluded.rows`);
}

/**
 * Keeps account_month_totals, category_month_totals and card_bill_totals equal to what the transactions add up to.
 *
 * Only the ledger (ledger.ts) calls it, in the writer's database transaction: apply() with -1 for the rows as
 * they are before a change or a delete, and +1 for the rows as they are after an insert or a change (the rows
 * are locked first, so two requests never subtract the same old values). The increments are atomic upserts, so
 * concurrent writes on the same month add up correctly, and each upsert writes its rows in one fixed order (its
 * grouping's), so concurrent writers lock them in the same order. Left to the plan, the order was a hash table's
 * once the planner expected few rows, and two transfers between the same accounts, each holding the row the other
 * wanted next, deadlocked. rebuild() recomputes a book's totals from the transactions, clear() empties them.
 */
export const monthTotals = {
  async apply(tx: Executor, bookId: number, transactionIds: number[], sign: 1 | -1): Promise<void> {
    if (transactionIds.length === 0) return;
    const ids = sql.param(transactionIds);
    await upsert(
      tx,
      sql`(select * from transactions where book_id = ${bookId} and id = any(${ids}::bigint[])) t`,
      sql`(select * from transaction_lines where book_id = ${bookId} and transaction_id = any(${ids}::bigint[]))`,
      sign,
    );
  },

  /**
   * Adds rows about to be inserted, read from the relation that holds them (an import's staged rows, with
   * account_id, date, type, amount, category_id and transfer_id): income, expenses and transfers' legs, no split
   * parts yet, so each row that is no transfer is its own line. Read from there, the totals never look the new
   * rows up again among the person's others.
   */
  async applyNew(tx: Executor, bookId: number, source: SQL, withTransfers: boolean): Promise<void> {
    // Income and expenses alone (every file's rows, bank sync's lines) read the staged rows whole, no filter.
    const transferId = withTransfers ? sql`transfer_id` : sql`null::uuid as transfer_id`;
    // bill_month: staged-rows.ts stages it (installments, a card's pinned rows).
    const lines = withTransfers ? sql`where n.transfer_id is null` : sql``;
    await upsert(
      tx,
      sql`(select ${bookId}::bigint as book_id, account_id, date, type, amount, ${transferId}, bill_month
           from ${source} n) t`,
      sql`(select ${bookId}::bigint as book_id, account_id, date, type, amount, category_id from ${source} n ${lines})`,
      1,
    );
  },

  /** Deletes a book's totals: what they are once it has no rows left. */
  async clear(tx: Executor, bookId: number): Promise<void> {
    await tx.execute(sql`delete from account_month_totals where book_id = ${bookId}`);
    await tx.execute(sql`delete from category_month_totals where book_id = ${bookId}`);
    await tx.execute(sql`delete from card_bill_totals where book_id = ${bookId}`);
  },

  async rebuild(tx: Executor, bookId: number): Promise<void> {
    await monthTotals.clear(tx, bookId);
    await tx.execute(sql`
      insert into account_month_totals (${ACCOUNT_COLUMNS})
      select ${accountTotalsOf(1)}
      from transactions where book_id = ${bookId}
      group by book_id, account_id, date_trunc('month', date)`);
    await tx.execute(sql`
      insert into category_month_totals (book_id, category_id, month, type, amount)
      select ${categoryTotalsOf(1)}
      from ${countedLines(sql`(select * from transaction_lines where book_id = ${bookId})`)} l
      group by ${CATEGORY_GROUPS}`);
    await tx.execute(sql`
      insert into card_bill_totals (${BILL_COLUMNS})
      select ${billTotalsOf(1)}
      from transactions where book_id = ${bookId} and ${pinnedWithinMonths}
      group by ${BILL_GROUPS}`);
  },
};
