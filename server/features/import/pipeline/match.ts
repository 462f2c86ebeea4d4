import type { ImportSettings } from '../../../../common/contract/import';
import { DESCRIPTION_MAX_LENGTH } from '../../../../common/contract/shared';
import type { ImportRow } from '../../../../common/csv';
import type { ImportedTransaction } from '../../ledger/public';
import {
  type BankLine,
  chooseAmong,
  chosenRows,
  type Decision,
  type Match,
  matchesOf,
  readCandidatesByDays,
} from '../../matching/public';
import { INSERT_BATCH_ROWS, type WriteStep } from '../../shared/write-steps';
import { matchInstallmentLines } from '../installments';
import { isTransaction, type PlannedLine } from './lines';

/** What the matching leaves to write, what it found, and the matches to write last. */
export interface Matched {
  fresh: PlannedLine[];
  /** Lines already there: written by an earlier import, or installments recorded. */
  duplicates: number;
  installmentsMatched: number;
  /** The bill of each new installment line, for its later installments. */
  billOf: Map<ImportedTransaction, string>;
  /** Lines matched with recorded rows or paying fixed items' due dates: written by applyMatches. */
  matches: Match[];
  matched: number;
  transfersMatched: number;
  recurringDue: number;
  ambiguous: number;
  skippedByChoice: number;
}

/** A line's text as the statement wrote it (before any shortening), cut to what the product keeps. */
export const statementTextOf = (row: ImportRow) =>
  (row.statementText ?? row.description).slice(0, DESCRIPTION_MAX_LENGTH);

/** The bank line a planned line is; a transfer is matched by its leaving leg, an expense of its source account. */
export function bankLineOf(p: PlannedLine): BankLine {
  if (p.kind === 'transfer') {
    const { date, amountCents } = p.row;
    return {
      accountId: p.from,
      date,
      type: 'DESPESA',
      amountCents,
      text: p.description,
      externalId: null,
      payeeId: null,
      channel: 'file',
    };
  }
  const { accountId, date, type, amountCents, externalId, payeeId, origin } = p.value;
  const channel = origin === 'sync' ? 'sync' : 'file';
  return { accountId, date, type, amountCents, text: statementTextOf(p.row), externalId, payeeId, channel };
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
 * Step "match": the person's choices in the preview first (write it anyway, leave it out, match it with a row
 * they name: checked before anything is written), then installments already recorded, then the matcher
 * (server/features/matching): lines an earlier import wrote, rows the person recorded, fixed items' due dates.
 * A transfer line of a file is only checked for having been imported before.
 */
export async function matchLines(
  step: WriteStep,
  bookId: number,
  planned: PlannedLine[],
  choices: ImportSettings['lineMatches'] = {},
  stepRows = INSERT_BATCH_ROWS,
): Promise<Matched> {
  const choiceOf = (p: PlannedLine) => choices[String(p.row.line)];
  const chosen = planned.flatMap((p) => {
    const choice = choiceOf(p);
    return typeof choice === 'number' && isTransaction(p)
      ? [{ lineNumber: p.row.line, line: bankLineOf(p), rowId: choice }]
      : [];
  });
  await step((tx) => chosenRows(tx, bookId, chosen));
  const forced = planned.filter((p) => choiceOf(p) === 'new');
  const byRow = new Set(chosen.map((c) => c.lineNumber));
  const open = planned.filter(
    (p) => choiceOf(p) === undefined || (typeof choiceOf(p) === 'number' && !byRow.has(p.row.line)),
  );

  const installments = await step((tx) => matchInstallmentLines(tx, bookId, open.filter(isTransaction)));
  const rest = open.filter((p) => !(isTransaction(p) && installments.matched.has(p)));
  const lines = rest.map(bankLineOf);
  const taken = new Set(chosen.map((c) => c.rowId));
  // The candidates in pieces of `stepRows` lines, each a short step on PGlite (a statement of 50,000 lines read in
  // one held the session for a second); the choice among them all once, outside any transaction.
  const candidates = await readCandidatesByDays(step, bookId, lines, stepRows);
  const decisions = chooseAmong(lines, candidates, taken);

  const fresh = [...forced];
  const matchedLines: BankLine[] = [];
  const matchedDecisions: Decision[] = [];
  const count = { duplicates: 0, matched: 0, transfersMatched: 0, recurringDue: 0, ambiguous: 0 };
  rest.forEach((p, i) => {
    const d = decisions[i];
    const line = lines[i];
    if (!d || !line || d.kind === 'new' || (p.kind === 'transfer' && d.kind !== 'duplicate')) {
      fresh.push(p);
      return;
    }
    if (d.kind === 'duplicate') count.duplicates += 1;
    else if (d.kind === 'ambiguous') {
      count.ambiguous += 1;
      fresh.push(p);
    } else {
      if (d.kind === 'recorded') count.matched += 1;
      if (d.kind === 'transfer') count.transfersMatched += 1;
      if (d.kind === 'recurring') count.recurringDue += 1;
      matchedLines.push(line);
      matchedDecisions.push(d);
    }
  });
  const byChoice = chosen.map((c) => ({ line: c.line, rowId: c.rowId }));
  // The file's order: fresh lines keep it, whatever the person chose for some of them.
  const order = new Map(planned.map((p, i) => [p, i]));
  fresh.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return {
    fresh,
    duplicates: count.duplicates + installments.matched.size,
    installmentsMatched: installments.matched.size,
    billOf: installments.billOf,
    matches: [...byChoice, ...matchesOf(matchedLines, matchedDecisions)],
    matched: count.matched + byChoice.length,
    transfersMatched: count.transfersMatched,
    recurringDue: count.recurringDue,
    ambiguous: count.ambiguous,
    skippedByChoice: planned.filter((p) => choiceOf(p) === 'skip').length,
  };
}
