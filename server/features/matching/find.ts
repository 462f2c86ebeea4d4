import type { Executor } from '../../db/connect';
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
