import { sql } from 'drizzle-orm';
import { addDays } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';
import { heldWays, openEstimate } from '../ledger/public';
import type { BankLine } from './choose';
import { abroadOf, estimateEndedBy, IOF_POSTED_WITHIN_DAYS, MAX_CANDIDATES, namesIof } from './rules';
import type { StoredPair } from './stored-pair';

/**
 * How many rows still estimated one statement is weighed against: an estimate lives until its bill, so a person
 * has a few dozen at most; past this many, the latest are left to be matched by hand.
 */
export const MAX_ESTIMATES = 500;

type EstimateRow = StoredPair & { foreign_amount: number | null; foreign_currency: string | null };

/**
 * The rows still estimated (transactions.foreign_estimated) whose figures each line may give (rules.ts
 * estimateEndedBy): typed purchases abroad, whatever their reais (an estimate's differ from the bill's by the
 * issuer's spread), and the IOF lines Grana worked for them. Of the line's account and type, in its window (a
 * bill's IOF line from IOF_POSTED_WITHIN_DAYS after its purchase); a row of the line's very reais is one of
 * candidates.ts's own (left out here). Matched, the row takes the line's figures (ledger/match-changes.ts). Rows
 * with split parts or a shared book's division are left out (openEstimate): the bill's reais would leave their
 * parts unbalanced.
 *
 * One read of the lines' accounts' estimates over their days, by a partial index (transactions_estimates_idx): most
 * statements find none and stop there. Each line then looks only at its account's, from the first in its window on
 * (the rows are in date order); at most MAX_CANDIDATES a line.
 */
export async function estimatePairs(
  tx: Executor,
  bookId: number,
  lines: readonly BankLine[],
  windowDays: (accountId: number) => number,
): Promise<StoredPair[]> {
  if (lines.length === 0) return [];
  const accounts = [...new Set(lines.map((l) => l.accountId))];
  let first = lines[0]!.date;
  let last = first;
  for (const l of lines) {
    if (l.date < first) first = l.date;
    if (l.date > last) last = l.date;
  }
  const widest = Math.max(...accounts.map(windowDays));
  const rows = await queryRows<EstimateRow>(
    tx,
    sql`select t.id, t.account_id, t.type, t.amount, t.date, t.description, t.payee_id, p.name as payee_name,
               t.external_id, t.bank_text, t.bank_date, t.origin, t.transfer_id, t.sync_id, ${heldWays},
               t.installment_group is not null as installment, null as other_account_id,
               t.foreign_amount, t.foreign_currency
        from transactions t
        left join payees p on p.id = t.payee_id and p.book_id = t.book_id
        where t.book_id = ${bookId} and t.foreign_estimated
          and t.account_id in (select unnest(${sql.param(accounts)}::bigint[]))
          and t.date between ${addDays(first, -Math.max(widest, IOF_POSTED_WITHIN_DAYS))}
                         and ${addDays(last, widest)}
          and ${openEstimate}
        order by t.date, t.id
        limit ${MAX_ESTIMATES}`,
  );
  if (rows.length === 0) return [];
  const byAccount = new Map<string, EstimateRow[]>();
  for (const r of rows) {
    const key = `${Number(r.account_id)}|${r.type}`;
    const list = byAccount.get(key);
    if (list) list.push(r);
    else byAccount.set(key, [r]);
  }
  return lines.flatMap((line, ord) => {
    const own = byAccount.get(`${line.accountId}|${line.type}`);
    if (!own) return [];
    const window = windowDays(line.accountId);
    const from = addDays(line.date, -(namesIof(line.text) ? IOF_POSTED_WITHIN_DAYS : window));
    const to = addDays(line.date, window);
    const found: StoredPair[] = [];
    for (let i = firstFrom(own, from); i < own.length && found.length < MAX_CANDIDATES; i++) {
      const r = own[i]!;
      if (r.date > to) break;
      if (Number(r.amount) !== line.amountCents && endedBy(r, line)) found.push({ ...r, ord });
    }
    return found;
  });
}

/** Whether the line gives the row's figures (rules.ts estimateEndedBy), from the columns as read. */
const endedBy = (r: EstimateRow, line: BankLine) =>
  estimateEndedBy(
    {
      amountCents: Number(r.amount),
      foreign: abroadOf(r.foreign_amount, r.foreign_currency),
      description: r.description,
    },
    { amountCents: line.amountCents, foreign: line.foreign ?? null, text: line.text },
  );

/** The first row dated `from` or later, by bisection of rows in date order. */
function firstFrom(rows: readonly EstimateRow[], from: string): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.date < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
