import type { WriteStep } from '../shared/write-steps';
import { type AppliedMatches, applyMatches, type Match, matchesOf } from './apply';
import type { BankLine, Decision } from './choose';
import { chosenRows } from './chosen';
import { chooseAmong, readCandidatesByDays } from './find';

/** A line the person matched in a file's preview with a row of theirs ('combinar com'), by its line number. */
export interface ChosenMatch {
  lineNumber: number;
  line: BankLine;
  rowId: number;
}

/** What the matcher found for the lines of one write, and the writing of it. */
export interface MatchPlan {
  /** Each line's decision, in the lines' order. */
  decisions: Decision[];
  /**
   * Writes the matches, the rows the person chose first, `stepRows` to a step (each a short transaction on
   * PGlite). The write's last steps: a failure before them has matched nothing, and on PGlite a failure in them
   * is taken back with the write (its undo).
   */
  apply(step: WriteStep, importId: string, options: { takeDates: boolean }): Promise<AppliedMatches>;
}

/**
 * The matcher, asked once per write (a statement's import, one write of bank sync): the rows the person chose
 * checked, before anything is written (chosenRows); each line's candidates read in pieces of `stepRows` lines of
 * consecutive days (readCandidatesByDays), each a short step on PGlite (a statement of 50,000 lines read in one
 * held the session for a second); the choice among them all once, outside any transaction. Writes nothing: the
 * plan's `apply` does.
 */
export async function planMatches(
  step: WriteStep,
  bookId: number,
  lines: readonly BankLine[],
  chosen: readonly ChosenMatch[],
  stepRows: number,
): Promise<MatchPlan> {
  await step((tx) => chosenRows(tx, bookId, chosen));
  const candidates = await readCandidatesByDays(step, bookId, lines, stepRows);
  const decisions = chooseAmong(lines, candidates, new Set(chosen.map((c) => c.rowId)));
  const matches: Match[] = [
    ...chosen.map((c) => ({ line: c.line, rowId: c.rowId })),
    ...matchesOf(lines, decisions),
  ];
  return {
    decisions,
    async apply(step, importId, options) {
      const applied: AppliedMatches = { attached: 0, paid: 0, paired: 0 };
      for (let i = 0; i < matches.length; i += stepRows) {
        const batch = matches.slice(i, i + stepRows);
        const done = await step((tx) => applyMatches(tx, bookId, importId, batch, options));
        applied.attached += done.attached;
        applied.paid += done.paid;
        applied.paired += done.paired;
      }
      return applied;
    },
  };
}
