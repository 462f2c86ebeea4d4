import type { Executor } from '../../db/connect';
import { candidatesFor } from './candidates';
import { type BankLine, chooseMatches, type Decision } from './choose';

/**
 * The one matcher (used by the statement import and, later, bank sync): what each bank line is against the
 * person's rows and fixed items. Reads only; `taken` are rows the person already chose for other lines.
 */
export async function matchBankLines(
  tx: Executor,
  userId: number,
  lines: readonly BankLine[],
  taken: ReadonlySet<number> = new Set(),
): Promise<Decision[]> {
  const candidatesOf = await candidatesFor(tx, userId, lines);
  return chooseMatches(lines, (i) => candidatesOf(i).filter((c) => c.kind !== 'row' || !taken.has(c.id)));
}
