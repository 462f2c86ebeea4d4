import { sql } from 'drizzle-orm';
import { type IncomeSuggestion, VARIABLE_AMOUNT_TOLERANCE_PERCENT } from '../../../common/contract/recurring';
import { addMonths, firstDayOfMonth } from '../../../common/dates';
import { descriptionStem } from '../../../common/description-stem';
import { centsToReais } from '../../../common/money';
import { type Executor, queryRows } from '../../db/connect';

/** How many months running an income must have arrived to be suggested as a receita fixa. */
export const MONTHS_RUNNING = 3;

/** An income row of the months read: plain income (no transfer), not already a fixed item's. */
export interface IncomeRow {
  date: string;
  description: string;
  cents: number;
  accountId: number;
  categoryId: number | null;
  payeeId: number | null;
  payeeName: string | null;
}

/** What a receita fixa already covers: its payee, its description's stem. */
export interface CoveringItem {
  payeeId: number | null;
  description: string;
}

/** The same income month after month: by its payee when it has one, else by its description's first words. */
const keyOf = (row: { payeeId: number | null; description: string }): string | null => {
  if (row.payeeId !== null) return `p${row.payeeId}`;
  const stem = descriptionStem(row.description);
  return stem === '' ? null : `d${stem}`;
};

const within = (cents: number, latest: number) =>
  Math.abs(cents - latest) * 100 <= latest * VARIABLE_AMOUNT_TOLERANCE_PERCENT;

/**
 * The incomes to suggest as receitas fixas, from the rows of this month and the MONTHS_RUNNING before it: those
 * whose key has a row in each of MONTHS_RUNNING months running that end with this month or the one before (a
 * salary of the 30th has not come yet on the 27th), each month's largest within the variable tolerance of the
 * latest, and that no receita fixa covers (by payee or description's stem). Largest first.
 */
export function incomeSuggestions(
  rows: readonly IncomeRow[],
  covering: readonly CoveringItem[],
  today: string,
): IncomeSuggestion[] {
  const covered = new Set(covering.map(keyOf).filter((k): k is string => k !== null));
  // Also an item with a payee covers the rows of that payee's description, and the other way round.
  for (const item of covering) {
    const stem = descriptionStem(item.description);
    if (stem !== '') covered.add(`d${stem}`);
  }
  const groups = new Map<string, Map<string, IncomeRow>>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null || covered.has(key) || covered.has(`d${descriptionStem(row.description)}`)) continue;
    const month = row.date.slice(0, 7);
    const byMonth = groups.get(key) ?? new Map<string, IncomeRow>();
    const kept = byMonth.get(month);
    if (!kept || row.cents > kept.cents) byMonth.set(month, row);
    groups.set(key, byMonth);
  }
  const thisMonth = firstDayOfMonth(today).slice(0, 7);
  const lastMonth = addMonths(firstDayOfMonth(today), -1).slice(0, 7);
  const suggestions: IncomeSuggestion[] = [];
  for (const byMonth of groups.values()) {
    const end = byMonth.has(thisMonth) ? thisMonth : lastMonth;
    const months = Array.from({ length: MONTHS_RUNNING }, (_, i) =>
      addMonths(`${end}-01`, i - (MONTHS_RUNNING - 1)).slice(0, 7),
    );
    const running = months.map((m) => byMonth.get(m));
    if (running.some((row) => row === undefined)) continue;
    const latest = running[running.length - 1]!;
    if (!running.every((row) => within(row!.cents, latest.cents))) continue;
    suggestions.push({
      description: latest.description,
      accountId: latest.accountId,
      amount: centsToReais(latest.cents),
      categoryId: latest.categoryId,
      payeeId: latest.payeeId,
      payeeName: latest.payeeName,
      dueDay: Number(latest.date.slice(8, 10)),
      months,
      receivedThisMonth: end === thisMonth,
    });
  }
  return suggestions.sort((a, b) => b.amount - a.amount);
}

/** The book's plain incomes from the first day of `from` to today, not a fixed item's, with their payee's name. */
export async function incomeRowsSince(
  db: Executor,
  bookId: number,
  from: string,
  today: string,
): Promise<IncomeRow[]> {
  const rows = await queryRows<IncomeRow>(
    db,
    sql`select t.date::text as date, t.description, t.amount::bigint::float8 as cents,
               t.account_id::float8 as "accountId", t.category_id::float8 as "categoryId",
               t.payee_id::float8 as "payeeId", p.name as "payeeName"
        from transactions t
        left join payees p on p.book_id = t.book_id and p.id = t.payee_id
        where t.book_id = ${bookId} and t.type = 'RECEITA' and t.transfer_id is null and t.recurring_id is null
          and t.date >= ${from}::date and t.date <= ${today}::date
        order by t.date, t.id`,
  );
  const id = (v: number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    ...r,
    cents: Number(r.cents),
    accountId: Number(r.accountId),
    categoryId: id(r.categoryId),
    payeeId: id(r.payeeId),
  }));
}

/** The book's suggestions today (incomeSuggestions over the months it reads and the receitas fixas it has). */
export async function incomeSuggestionsOf(
  db: Executor,
  bookId: number,
  today: string,
  items: readonly (CoveringItem & { type: string })[],
): Promise<IncomeSuggestion[]> {
  const from = addMonths(firstDayOfMonth(today), -MONTHS_RUNNING);
  const rows = await incomeRowsSince(db, bookId, from, today);
  return incomeSuggestions(
    rows,
    items.filter((item) => item.type === 'RECEITA'),
    today,
  );
}
