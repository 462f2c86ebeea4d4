import type { ImportSettings } from '../../../../common/contract/import';
import { DESCRIPTION_MAX_LENGTH } from '../../../../common/contract/shared';
import type { ImportedTransaction } from '../../ledger/public';
import { type BankLine, type ChosenMatch, type MatchPlan, planMatches } from '../../matching/public';
import { INSERT_BATCH_ROWS, type WriteStep } from '../../shared/write-steps';
import { matchInstallmentLines } from '../installments';
import { isTransaction, type LineFromBank, type PlannedLine, sourceOf } from './lines';

/** What the matching leaves to write, what it found, and the matches to write last. */
export interface Matched {
  fresh: PlannedLine[];
  /** Lines already there: written by an earlier import, or installments recorded. */
  duplicates: number;
  installmentsMatched: number;
  /** The bill of each new installment line, for its later installments. */
  billOf: Map<ImportedTransaction, string>;
  /**
   * Writes the lines matched with recorded rows or paying fixed items' due dates (the matcher's plan, in steps):
   * the import's last writes.
   */
  applyMatches: MatchPlan['apply'];
  matched: number;
  transfersMatched: number;
  recurringDue: number;
  ambiguous: number;
  skippedByChoice: number;
}

/** A line's text as the statement wrote it (before any shortening), cut to what the product keeps. */
export const statementTextOf = (line: Pick<LineFromBank, 'statementText' | 'description'>) =>
  (line.statementText ?? line.description).slice(0, DESCRIPTION_MAX_LENGTH);

/**
 * The bank line a planned line is. A transfer is matched by its leaving leg, an expense of its source account,
 * and only as written before: the import writes both its legs.
 */
function bankLineOf(p: PlannedLine): BankLine {
  if (p.kind === 'transfer') {
    const { date, amountCents, channel } = p.line;
    return {
      accountId: p.from,
      date,
      type: 'DESPESA',
      amountCents,
      text: p.description,
      externalId: null,
      payeeId: null,
      channel,
      betweenOwnAccounts: true,
    };
  }
  return transactionBankLine(p.value, statementTextOf(p.line), p.line.channel);
}

/** The bank line of an income or expense line about to be written; `text` is the statement's. */
export function transactionBankLine(
  v: ImportedTransaction,
  text: string,
  channel: LineFromBank['channel'],
): BankLine {
  const { accountId, date, type, amountCents, externalId, payeeId } = v;
  return {
    accountId,
    date,
    type,
    amountCents,
    text,
    externalId,
    payeeId,
    channel,
    foreign: v.foreign ?? null,
  };
}

/** The first and the last date of the lines; null when there is none. */
export function spanOf(lines: ReadonlyArray<{ date: string }>): { from: string; to: string } | null {
  let span: { from: string; to: string } | null = null;
  for (const { date } of lines) {
    if (span === null) span = { from: date, to: date };
    else if (date < span.from) span.from = date;
    else if (date > span.to) span.to = date;
  }
  return span;
}

/**
 * Step "match": the person's choices in a file's preview first (write it anyway, leave it out, match it with a row
 * they name), then installments already recorded, then the matcher (server/features/matching), asked once: it
 * checks the rows the person named (before anything is written) and finds lines an earlier import wrote, rows the
 * person recorded, fixed items' due dates; its matches are written last (`applyMatches`).
 */
export async function matchLines(
  step: WriteStep,
  bookId: number,
  planned: PlannedLine[],
  options: {
    choices?: ImportSettings['lineMatches'];
    stepRows?: number;
    /** Accounts made in this write, which hold no row to match: a line touching only them is new. */
    newAccounts?: ReadonlySet<number>;
  } = {},
): Promise<Matched> {
  const { choices = {}, stepRows = INSERT_BATCH_ROWS, newAccounts } = options;
  const chosen: ChosenMatch[] = [];
  const forced: PlannedLine[] = [];
  const open: PlannedLine[] = [];
  let skippedByChoice = 0;
  for (const p of planned) {
    // A file's line is chosen for by its line number; a sync line has no preview.
    const lineNumber = p.line.channel === 'file' ? p.line.line : null;
    const choice = lineNumber === null ? undefined : choices[String(lineNumber)];
    if (choice === 'new') forced.push(p);
    else if (choice === 'skip') skippedByChoice += 1;
    else if (typeof choice === 'number' && lineNumber !== null && isTransaction(p)) {
      chosen.push({ lineNumber, line: bankLineOf(p), rowId: choice });
    } else open.push(p);
  }

  const installments = await step((tx) => matchInstallmentLines(tx, bookId, open.filter(isTransaction)));
  const unmatched = open.filter((p) => !(isTransaction(p) && installments.matched.has(p)));
  const isNew = (account: number) => newAccounts?.has(account) === true;
  const touchesOnlyNew = (p: PlannedLine) => isNew(sourceOf(p)) && (p.kind !== 'transfer' || isNew(p.to));
  const rest = unmatched.filter((p) => !touchesOnlyNew(p));
  const plan = await planMatches(step, bookId, rest.map(bankLineOf), chosen, stepRows);

  const fresh = [...forced, ...unmatched.filter(touchesOnlyNew)];
  const count = { duplicates: 0, matched: 0, transfersMatched: 0, recurringDue: 0, ambiguous: 0 };
  rest.forEach((p, i) => {
    const d = plan.decisions[i];
    if (!d || d.kind === 'new') fresh.push(p);
    else if (d.kind === 'duplicate') count.duplicates += 1;
    else if (d.kind === 'ambiguous') {
      count.ambiguous += 1;
      fresh.push(p);
    } else if (d.kind === 'recorded') count.matched += 1;
    else if (d.kind === 'transfer') count.transfersMatched += 1;
    else count.recurringDue += 1;
  });
  // The file's order: fresh lines keep it, whatever the person chose for some of them.
  const order = new Map(planned.map((p, i) => [p, i]));
  fresh.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return {
    fresh,
    duplicates: count.duplicates + installments.matched.size,
    installmentsMatched: installments.matched.size,
    billOf: installments.billOf,
    applyMatches: plan.apply,
    matched: count.matched + chosen.length,
    transfersMatched: count.transfersMatched,
    recurringDue: count.recurringDue,
    ambiguous: count.ambiguous,
    skippedByChoice,
  };
}
