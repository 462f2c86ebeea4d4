import {
  type FixedSuggestion,
  SUGGESTION_KEY_MAX_LENGTH,
  VARIABLE_AMOUNT_TOLERANCE_PERCENT,
} from '../../../common/contract/recurring';
import { addMonths } from '../../../common/dates';
import { descriptionStem } from '../../../common/description-stem';
import { centsToReais } from '../../../common/money';

/** Distinct months a payee (or description) must be seen in to look like a fixed item. */
export const MIN_MONTHS_SEEN = 3;
/** How far apart the days of the month may be (a salary on the 5th business day moves from the 5th to the 9th). */
export const MAX_DAY_SPREAD = 5;
/** Months read back from this one, this one included. */
export const MONTHS_READ = 12;
/** Days on the circle of a month's days: the 31st and the 1st are one day apart, the 30th and the 1st two. */
const MONTH_CIRCLE = 31;

export type SuggestionType = FixedSuggestion['type'];

/** A plain income or expense of the months read: no transfer's leg, no fixed item's, no instalment. */
export interface HistoryRow {
  /** The transaction's id: of two rows of one day, the later recorded is the latest. */
  id: number;
  type: SuggestionType;
  date: string;
  description: string;
  cents: number;
  accountId: number;
  categoryId: number | null;
  payeeId: number | null;
  payeeName: string | null;
}

/** A description whose rows cannot be a fixed item (too many in a month): its stem's group cannot either. */
export interface FailedText {
  type: SuggestionType;
  description: string;
}

/** What a fixed item already covers: its type's rows of its payee, or of its description's stem. */
export interface CoveringItem {
  type: string;
  payeeId: number | null;
  description: string;
}

/** A description's stem; the grouping below works each out once (a year's rows repeat a few descriptions). */
type Stems = (description: string) => string;
function stemsOnce(): Stems {
  const known = new Map<string, string>();
  return (description) => {
    let stem = known.get(description);
    if (stem === undefined) {
      stem = descriptionStem(description);
      known.set(description, stem);
    }
    return stem;
  };
}

const stemKey = (type: string, description: string, stems: Stems): string | null => {
  const stem = stems(description);
  return stem === '' ? null : `${type}:d${stem}`.slice(0, SUGGESTION_KEY_MAX_LENGTH).trimEnd();
};

/** The group a row is in: its type and payee when it has one, else its type and description's stem. */
export function suggestionKey(
  row: { type: string; payeeId: number | null; description: string },
  stems: Stems = descriptionStem,
): string | null {
  return row.payeeId !== null ? `${row.type}:p${row.payeeId}` : stemKey(row.type, row.description, stems);
}

const later = (a: HistoryRow, b: HistoryRow) => a.date > b.date || (a.date === b.date && a.id > b.id);

const within = (cents: number, latest: number) =>
  Math.abs(cents - latest) * 100 <= latest * VARIABLE_AMOUNT_TOLERANCE_PERCENT;

/**
 * The typical day of a list of days of the month, or null when they are more than MAX_DAY_SPREAD apart. The days
 * sit on a circle, so the 30th, the 31st and the 1st are near: the circle is cut at the widest gap between them,
 * and the median of the days read from there is the typical one (30, 31, 1 → 31).
 */
export function typicalDay(days: readonly number[]): number | null {
  if (days.length === 0) return null;
  const points = [...new Set(days.map((d) => d - 1))].sort((a, b) => a - b);
  let start = points[0]!;
  let widest = points[0]! + MONTH_CIRCLE - points[points.length - 1]!;
  for (let i = 1; i < points.length; i++) {
    const gap = points[i]! - points[i - 1]!;
    if (gap > widest) {
      widest = gap;
      start = points[i]!;
    }
  }
  if (MONTH_CIRCLE - widest > MAX_DAY_SPREAD) return null;
  const unrolled = days.map((d) => (d - 1 < start ? d - 1 + MONTH_CIRCLE : d - 1)).sort((a, b) => a - b);
  return (unrolled[Math.floor((unrolled.length - 1) / 2)]! % MONTH_CIRCLE) + 1;
}

const dayOf = (row: HistoryRow) => Number(row.date.slice(8, 10));
/** Days apart on the month's circle (the 31st and the 1st: one). */
const dayGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % MONTH_CIRCLE;
  return Math.min(d, MONTH_CIRCLE - d);
};

/**
 * Of a month's rows (one, or two after a refund and a new charge), the one that stands for it: within the tolerance
 * of the latest's amount first, then nearest the latest's day, then nearest its amount.
 */
const standing = (rows: readonly HistoryRow[], latest: HistoryRow): HistoryRow => {
  const rank = (row: HistoryRow) => [
    within(row.cents, latest.cents) ? 0 : 1,
    dayGap(dayOf(row), dayOf(latest)),
    Math.abs(row.cents - latest.cents),
  ];
  return rows.reduce((best, row) => {
    const [a, b] = [rank(row), rank(best)];
    const i = a.findIndex((v, k) => v !== b[k]);
    return (i === -1 ? later(row, best) : a[i]! < b[i]!) ? row : best;
  });
};

/**
 * A group's suggestion, or null when it does not look fixed: seen in MIN_MONTHS_SEEN months or more, the latest in
 * this month or the one before (still alive), the last three months seen within four calendar months, essentially
 * one row a month (at most one month with a second, none with a third: not the supermarket of every week), each
 * month's amount within the variable tolerance of the latest and its day within MAX_DAY_SPREAD of the others.
 */
function suggestionOf(
  key: string,
  rows: readonly HistoryRow[],
  thisMonth: string,
  lastMonth: string,
): FixedSuggestion | null {
  const byMonth = new Map<string, HistoryRow[]>();
  let latest = rows[0]!;
  for (const row of rows) {
    if (later(row, latest)) latest = row;
    const month = row.date.slice(0, 7);
    const list = byMonth.get(month);
    if (list) list.push(row);
    else byMonth.set(month, [row]);
  }
  const latestMonth = latest.date.slice(0, 7);
  if (byMonth.size < MIN_MONTHS_SEEN || (latestMonth !== thisMonth && latestMonth !== lastMonth)) return null;
  let doubled = 0;
  for (const list of byMonth.values()) {
    if (list.length > 2) return null;
    if (list.length === 2) doubled += 1;
  }
  if (doubled > 1) return null;
  const months = [...byMonth.keys()].sort();
  const thirdLatest = months[months.length - MIN_MONTHS_SEEN]!;
  if (thirdLatest < addMonths(`${latestMonth}-01`, -MIN_MONTHS_SEEN).slice(0, 7)) return null;
  const picked = months.map((m) => standing(byMonth.get(m)!, latest));
  if (!picked.every((row) => within(row.cents, latest.cents))) return null;
  const dueDay = typicalDay(picked.map(dayOf));
  if (dueDay === null) return null;
  return {
    key,
    type: latest.type,
    description: latest.description,
    accountId: latest.accountId,
    amount: centsToReais(latest.cents),
    categoryId: latest.categoryId,
    payeeId: latest.payeeId,
    payeeName: latest.payeeName,
    dueDay,
    months,
    variableAmount: picked.some((row) => row.cents !== latest.cents),
    yearlyCost: centsToReais(latest.cents * 12),
    seenThisMonth: latestMonth === thisMonth,
  };
}

/**
 * The fixed expenses and incomes the history shows and the book has not made fixed items of (no item of the type
 * covers the payee or the description's stem) nor dismissed: expenses first, then incomes, each largest first.
 * `rows` are the MONTHS_READ months to `today`; one pass groups them, one more per group decides.
 */
export function historySuggestions(
  rows: readonly HistoryRow[],
  covering: readonly CoveringItem[],
  dismissed: ReadonlySet<string>,
  today: string,
  failed: readonly FailedText[] = [],
): FixedSuggestion[] {
  const stems = stemsOnce();
  // A failed description's stem group is left out as covered ones are (suggestions-repository.ts says why).
  const covered = new Set(failed.map((f) => stemKey(f.type, f.description, stems)).filter((k) => k !== null));
  for (const item of covering) {
    if (item.payeeId !== null) covered.add(`${item.type}:p${item.payeeId}`);
    const byStem = stemKey(item.type, item.description, stems);
    if (byStem !== null) covered.add(byStem);
  }
  const groups = new Map<string, HistoryRow[]>();
  for (const row of rows) {
    const key = suggestionKey(row, stems);
    if (key === null || dismissed.has(key) || covered.has(key)) continue;
    // An item with a payee covers the rows of its description too, and the other way round.
    const byStem = row.payeeId === null ? key : stemKey(row.type, row.description, stems);
    if (byStem !== null && covered.has(byStem)) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const thisMonth = today.slice(0, 7);
  const lastMonth = addMonths(`${thisMonth}-01`, -1).slice(0, 7);
  const found: FixedSuggestion[] = [];
  for (const [key, group] of groups) {
    const suggestion = suggestionOf(key, group, thisMonth, lastMonth);
    if (suggestion) found.push(suggestion);
  }
  return found.sort(
    (a, b) =>
      (a.type === b.type ? 0 : a.type === 'DESPESA' ? -1 : 1) ||
      b.amount - a.amount ||
      a.key.localeCompare(b.key),
  );
}
