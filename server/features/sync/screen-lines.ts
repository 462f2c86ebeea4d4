import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../../common/card-bills';
import { withoutControlCharacters } from '../../../common/contract/shared';
import { SYNC_SKIP_REASONS } from '../../../common/contract/sync';
import { addDays, addMonths, isIsoDate } from '../../../common/dates';
import { MAX_CENTS } from '../../../common/money';
import type { ProviderTransaction } from './provider';

/**
 * Days a line may be dated outside the window the run asked for: the aggregator's day and Grana's may differ by
 * the time zone, and a pending line may carry the day it is expected to post.
 */
export const WINDOW_SLACK_DAYS = 7;

/** The longest bank id Grana keeps (an OFX FITID's limit in the import's contract). */
const MAX_ID_LENGTH = 500;

/** A line the run did not write, and why, for its notes. */
export interface SkippedLine {
  line: ProviderTransaction;
  reason: string;
}

/**
 * The lines of one account's answer as Grana can store them, checked one by one before any write by the rules a
 * typed row meets: a day of 1900–2999 within the window asked (plus WINDOW_SLACK_DAYS; a card's later
 * installments may be dated in the months to come), an amount of at least one cent and below the limit, an
 * installment k of n within what a row holds, one line per bank id. Texts lose their control characters (the
 * money is real; only the text was odd). A bad line is skipped with its reason: the others are written.
 */
export function screenLines(
  lines: readonly ProviderTransaction[],
  window: { from: string; to: string },
): { kept: ProviderTransaction[]; skipped: SkippedLine[] } {
  const kept: ProviderTransaction[] = [];
  const skipped: SkippedLine[] = [];
  const seen = new Map<string, ProviderTransaction>();
  for (const line of lines) {
    const reason = problemOf(line, window);
    if (reason !== null) {
      skipped.push({ line, reason });
      continue;
    }
    const first = seen.get(line.id);
    if (first) {
      // A page overlap repeats a line as it was: nothing to say. The same id with another amount or day is not
      // a second transaction: the first stands, and the person is told.
      if (first.amountCents !== line.amountCents || first.date !== line.date || first.type !== line.type)
        skipped.push({ line, reason: SYNC_SKIP_REASONS.repeated });
      continue;
    }
    const clean = cleaned(line);
    seen.set(line.id, clean);
    kept.push(clean);
  }
  return { kept, skipped };
}

function problemOf(line: ProviderTransaction, window: { from: string; to: string }): string | null {
  if (typeof line.id !== 'string' || line.id.trim() === '' || line.id.length > MAX_ID_LENGTH)
    return SYNC_SKIP_REASONS.noId;
  if (typeof line.date !== 'string' || !isIsoDate(line.date)) return SYNC_SKIP_REASONS.date;
  if (line.amountCents === 0) return SYNC_SKIP_REASONS.belowCent;
  if (!isCents(line.amountCents)) return SYNC_SKIP_REASONS.amount;
  const installment = line.installment;
  if (installment) {
    const { number, count } = installment;
    const valid =
      Number.isInteger(count) &&
      Number.isInteger(number) &&
      count >= MIN_INSTALLMENTS &&
      count <= MAX_INSTALLMENTS &&
      number >= 1 &&
      number <= count;
    if (!valid) return SYNC_SKIP_REASONS.installment;
  }
  const monthsAhead = installment ? installment.count - installment.number : 0;
  const last = addDays(addMonths(window.to, monthsAhead), WINDOW_SLACK_DAYS);
  if (line.date < addDays(window.from, -WINDOW_SLACK_DAYS) || line.date > last)
    return SYNC_SKIP_REASONS.outsideWindow;
  return null;
}

/**
 * The line with texts Grana can store; an installment's purchase day and total, which only help to recognise the
 * purchase, are dropped when they are not a day and an amount.
 */
function cleaned(line: ProviderTransaction): ProviderTransaction {
  const text = (value: string) => withoutControlCharacters(value).replace(/ {2,}/g, ' ').trim();
  const counterpart = line.counterpart === null ? null : text(line.counterpart) || null;
  const installment = line.installment && {
    ...line.installment,
    purchaseDate:
      line.installment.purchaseDate !== null && isIsoDate(line.installment.purchaseDate)
        ? line.installment.purchaseDate
        : null,
    totalCents: isCents(line.installment.totalCents) ? line.installment.totalCents : null,
  };
  return { ...line, description: text(line.description), counterpart, installment };
}

const isCents = (value: number | null): value is number =>
  value !== null && Number.isSafeInteger(value) && value >= 1 && value <= MAX_CENTS;
