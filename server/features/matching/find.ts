import type { Executor } from '../../db/connect';
import type { ReadStep } from '../shared/write-steps';
import { candidatesFor } from './candidates';
import { type BankLine, type Candidate, chooseMatches, type Decision } from './choose';

/**
 * The one matcher (used by the statement import and bank sync): what each bank line is against the person's rows
 * and fixed items. Reads only; `taken` are rows the person already chose for other lines.
 */
export async function matchBankLines(
  tx: Executor,
  bookId: number,
  lines: readonly BankLine[],
  taken: ReadonlySet<number> = new Set(),
): Promise<Decision[]> {
  return chooseAmong(lines, await readCandidates(tx, bookId, lines), taken);
}

/**
 * Each line's candidates, read: a long statement reads them in bounded pieces (each its own short step on PGlite)
 * and chooses once among them all (chooseAmong), outside any transaction.
 */
export async function readCandidates(
  tx: Executor,
  bookId: number,
  lines: readonly BankLine[],
): Promise<Candidate[][]> {
  const candidatesOf = await candidatesFor(tx, bookId, lines);
  return lines.map((_, i) => candidatesOf(i));
}

/**
 * Each line's candidates (in the lines' order), read in pieces of at most `pieceLines` lines, each through `step`
 * (on PGlite a short step of its own). A piece is lines of consecutive days, not of the file's order: its stored
 * rows are then read by the date index for those days only, where a piece of lines from every year read the whole
 * history once per piece (a 50,000-line file into a person holding 100,000 rows, on PostgreSQL: 340 ms a piece of
 * 10,000 lines against 30 ms for the same piece's days alone). Lines of one day keep the file's order.
 */
export async function readCandidatesByDays(
  step: ReadStep,
  bookId: number,
  lines: readonly BankLine[],
  pieceLines: number,
): Promise<Candidate[][]> {
  const order = lines.map((_, i) => i);
  order.sort((a, b) => {
    const da = lines[a]!.date;
    const db = lines[b]!.date;
    return da < db ? -1 : da > db ? 1 : a - b;
  });
  const candidates: Candidate[][] = lines.map(() => []);
  for (let start = 0; start < order.length; start += pieceLines) {
    const piece = order.slice(start, start + pieceLines);
    const read = await step((tx) =>
      readCandidates(
        tx,
        bookId,
        piece.map((i) => lines[i]!),
      ),
    );
    piece.forEach((lineIndex, k) => {
      candidates[lineIndex] = read[k] ?? [];
    });
  }
  return candidates;
}

/**
 * The decisions among candidates read before; rows in `taken` are left to the lines that chose them. A transfer
 * between the person's own accounts is chosen for with the others (a row it would take is not offered to another
 * line) and then is new unless it was written before.
 */
export function chooseAmong(
  lines: readonly BankLine[],
  candidates: ReadonlyArray<readonly Candidate[]>,
  taken: ReadonlySet<number> = new Set(),
): Decision[] {
  const decisions = chooseMatches(lines, (i) =>
    (candidates[i] ?? []).filter((c) => c.kind !== 'row' || !taken.has(c.id)),
  );
  return decisions.map((d, i) =>
    lines[i]?.betweenOwnAccounts && d.kind !== 'duplicate' ? { kind: 'new', choices: [] } : d,
  );
}
