import type { Executor } from '../../db/connect';
import { conflict } from '../../http/errors';
import { type BankLineAttach, ledger } from '../ledger/public';
import { payFromBankLines } from '../recurring/public';
import { type BankLine, type Decision, lineIds, type OccurrenceCandidate } from './choose';
import { pairAsTransfer } from './pair';

export const MATCH_CHANGED_MESSAGE =
  'Os lançamentos mudaram enquanto o extrato era importado. Nada foi gravado: importe o arquivo de novo.';

/** A line and the row it was matched with, or the fixed item's due date it pays. */
export type Match =
  | { line: BankLine; rowId: number }
  | { line: BankLine; pairWith: number }
  | { line: BankLine; occurrence: Pick<OccurrenceCandidate, 'recurringId' | 'date'> };

/** How many matches were written: rows given their bank line, due dates paid, rows paired as transfers. */
export interface AppliedMatches {
  attached: number;
  paid: number;
  paired: number;
}

/** The matches among decisions (recorded rows, transfers' legs, fixed items' due dates). */
export function matchesOf(lines: readonly BankLine[], decisions: readonly Decision[]): Match[] {
  const matches: Match[] = [];
  decisions.forEach((d, i) => {
    const line = lines[i];
    if (!line) return;
    if ((d.kind === 'recorded' || d.kind === 'transfer') && d.row.counterpart)
      matches.push({ line, pairWith: d.row.id });
    else if (d.kind === 'recorded' || d.kind === 'transfer') matches.push({ line, rowId: d.row.id });
    if (d.kind === 'recurring') matches.push({ line, occurrence: d.occurrence });
  });
  return matches;
}

/**
 * Writes the matches of one import, in the caller's transaction: every recorded row gets its bank line in one
 * statement; the due dates paid are written together (an item's months in date order).
 * Answers how many of each were written.
 */
export async function applyMatches(
  tx: Executor,
  bookId: number,
  importId: string,
  matches: readonly Match[],
  options: { takeDates: boolean } = { takeDates: false },
): Promise<AppliedMatches> {
  const attach: BankLineAttach[] = [];
  const pay: Array<Extract<Match, { occurrence: unknown }>> = [];
  const pair: Array<Extract<Match, { pairWith: unknown }>> = [];
  for (const m of matches) {
    if ('rowId' in m) {
      attach.push({
        id: m.rowId,
        date: m.line.date,
        text: m.line.text,
        externalId: m.line.externalId,
        channel: m.line.channel,
        importId,
        amountCents: m.line.amountCents,
        foreign: m.line.foreign ?? null,
      });
    } else if ('pairWith' in m) pair.push(m);
    else pay.push(m);
  }
  const attached = await ledger.bankLines.attach(tx, bookId, attach, options);
  // A row matched meanwhile by another import, or a due date paid meanwhile: the import is read again.
  if (attached.length !== attach.length) throw conflict(MATCH_CHANGED_MESSAGE);
  const payments = pay.map((m) => ({ due: m.occurrence, line: { ...m.line, ...lineIds(m.line), importId } }));
  if (!(await payFromBankLines(tx, bookId, payments))) throw conflict(MATCH_CHANGED_MESSAGE);
  for (const m of pair) {
    // The line's leg is of its way in: a file's import, or bank sync.
    const origin = m.line.channel === 'sync' ? 'sync' : 'import';
    if (!(await pairAsTransfer(tx, bookId, m.pairWith, m.line, importId, origin)))
      throw conflict(MATCH_CHANGED_MESSAGE);
  }
  return { attached: attached.length, paid: pay.length, paired: pair.length };
}
