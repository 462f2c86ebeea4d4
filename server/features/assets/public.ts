// What the bens offer the other features: what they are worth on given days (the net worth's bens).
import type { Executor } from '../../db/connect';
import { ownTurn, type Turn } from '../../threads/turns';
import { valuationsByAsset } from './presenter';
import { assetsRepository as repo } from './repository';
import { assetValuesOn } from './value';

/**
 * What the book's bens are worth on each date (same order as `dates`), summed in cents: what the ledger cannot
 * say (a house's money left an account once, its value is what the person says it is since). The sums wait for
 * `turn` (shared with the parts computed beside it).
 */
export async function assetsValueOn(
  db: Executor,
  bookId: number,
  dates: string[],
  turn: Turn = ownTurn,
): Promise<number[]> {
  // Its reads start on a turn of their own: on PGlite, reads queued together run back to back in one stretch of
  // the event loop (the heaviest person's net worth held it 1.4 s with every part's reads at once).
  await turn();
  const rows = await repo.list(db, bookId);
  if (rows.length === 0) return dates.map(() => 0);
  const valuations = valuationsByAsset(
    await repo.valuations(
      db,
      bookId,
      rows.map((r) => r.id),
    ),
  );
  await turn();
  const totals = dates.map(() => 0);
  for (const row of rows) {
    for (const [i, value] of assetValuesOn(row, valuations.get(row.id) ?? [], dates).entries())
      totals[i] = (totals[i] ?? 0) + value.cents;
  }
  return totals;
}
