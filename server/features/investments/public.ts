// What the investments offer the other features: the positions' yield not yet in the ledger (the net worth).
import type { Valuation } from '../../../common/fixed-income';
import type { Executor } from '../../db/connect';
import { ownTurn, type Turn } from '../../threads/turns';
import type { PositionRow } from './repository';
import { investmentsRepository as repo } from './repository';
import { POSITIONS_PER_TURN, ratesFor } from './service';
import { contractWithParts, grossValues, redemptionOf, splitParts } from './valuation';

/** A category of the book by its starter name ('Rendimentos'), if kept: where renda variável's gains and incomes go. */
export { starterCategory } from './service';

/** An investment account's open fixed-income positions on each date (same order as the dates asked). */
export interface OpenPositionsOn {
  /** What they were applied with: the part of the account's ledger balance they stand for. */
  appliedCents: number[];
  /**
   * By how much they would bring more than what was applied if redeemed that day, after IOF and IR: what the
   * account's ledger balance lacks to be their value. Net, not gross: the taxes are withheld at the redemption, and
   * a net worth counting them would fall on the day of every redemption (a newcomer read it as a loss).
   */
  netGainCents: number[];
}

/**
 * For each investment account, its fixed-income positions open on each date (applied on or before it, not yet
 * redeemed): what they were applied with and what they would bring above it. An account without such positions is
 * absent. A position whose rates stop counts its last computable value. `turn` gives the event loop to others
 * between pieces (shared with the parts computed beside it).
 */
export async function openPositionsOn(
  db: Executor,
  bookId: number,
  dates: string[],
  turn: Turn = ownTurn,
): Promise<Map<number, OpenPositionsOn>> {
  const out = new Map<number, OpenPositionsOn>();
  // Its reads start on a turn of their own: on PGlite, reads queued together run back to back in one stretch of
  // the event loop (the heaviest person's net worth held it 1.4 s with every part's reads at once).
  await turn();
  const rows = await repo.rows(db, bookId);
  const last = dates.reduce((max, d) => (d > max ? d : max), '');
  if (rows.length === 0 || last === '') return out;
  // A position and the parts redeemed from it are one note (valuation.ts, splitParts): valued and taxed together
  // on the days they are held together, as a redemption of the whole would have been that day.
  const parts = splitParts(rows);
  const partIds = new Set([...parts.values()].flat().map((part) => part.id));
  const notes = rows
    .filter((row) => !partIds.has(row.id))
    .map((row) => [row, ...(parts.get(row.id) ?? [])].map((member) => memberOf(member, parts)));
  const rates = await ratesFor(
    db,
    bookId,
    notes.map((note) => (note[0] as NoteMember).contract),
    last,
  );
  // Each date's place, found once: every note's values are added where their dates fall.
  const placeOf = new Map(dates.map((d, i) => [d, i]));
  for (const [n, note] of notes.entries()) {
    // 500 positions of 16 years at 121 month ends held the event loop over a second on one turn: others answer
    // between pieces of POSITIONS_PER_TURN.
    if (n % POSITIONS_PER_TURN === 0) await turn();
    const head = note[0] as NoteMember;
    const applied = dates.map(() => 0);
    const gross = dates.map(() => 0);
    const valuations: Array<Valuation | undefined> = dates.map(() => undefined);
    for (const { row, contract } of note) {
      const held = dates.filter((d) => d >= row.appliedOn && (row.redeemedOn === null || d < row.redeemedOn));
      for (const value of grossValues(contract, held, rates)) {
        const i = placeOf.get(value.date) as number;
        applied[i] = (applied[i] as number) + contract.appliedCents;
        gross[i] = (gross[i] as number) + value.grossCents;
        valuations[i] = value;
      }
    }
    for (const [i, valuation] of valuations.entries()) {
      if (!valuation) continue;
      let sums = out.get(head.row.accountId);
      if (!sums) {
        sums = { appliedCents: dates.map(() => 0), netGainCents: dates.map(() => 0) };
        out.set(head.row.accountId, sums);
      }
      const appliedCents = applied[i] as number;
      const paid = redemptionOf(
        { ...head.contract, appliedCents },
        { ...valuation, grossCents: gross[i] as number },
      );
      sums.appliedCents[i] = (sums.appliedCents[i] as number) + appliedCents;
      sums.netGainCents[i] = (sums.netGainCents[i] as number) + paid.netCents - appliedCents;
    }
  }
  return out;
}

interface NoteMember {
  row: PositionRow;
  contract: ReturnType<typeof contractWithParts>;
}
const memberOf = (row: PositionRow, parts: Map<number, PositionRow[]>): NoteMember => ({
  row,
  contract: contractWithParts(row, parts.get(row.id)),
});

/**
 * What the open fixed-income positions of each investment account were applied with on `date` (applied on or before
 * it, not redeemed by it): the part of the account's ledger balance they stand for. One grouped read, no valuation.
 */
export async function appliedByAccount(
  db: Executor,
  bookId: number,
  date: string,
): Promise<Map<number, number>> {
  const rows = await repo.appliedByAccount(db, bookId, date);
  return new Map(rows.map((r) => [Number(r.accountId), Number(r.cents)]));
}

export {
  type BankPosition,
  type BankPositionOutcome,
  bankPositionsOf,
  keepBankPosition,
} from './bank-positions';
/** A bank sync's fixed-income positions: found again by the bank's id or adopted, never doubled. */
export type { ContractTerms } from './valuation';
