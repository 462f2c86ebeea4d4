import { todayIn } from '../../../../common/dates';
import { replayTrades } from '../../../../common/trade-replay';
import { scaledOf, type TradeSide } from '../../../../common/variable-income';
import type { AuthUser } from '../../../auth-user';
import type { Executor } from '../../../db/connect';
import { type IncomeRow, variableIncomeRepository as repo, type TradeRow } from '../public';
import { type Asset, add, incomeKey, tradeKey } from './import-plan';
import type { B3Reading } from './reading';

/** The file's assets in the account: each one's holding, its trades and proventos keyed to be matched, its units. */

function tickersOf(reading: B3Reading): Set<string> {
  return new Set([
    ...reading.trades.map((t) => t.ticker),
    ...reading.events.map((e) => e.ticker),
    ...reading.incomes.map((i) => i.ticker),
    ...reading.prices.map((p) => p.ticker),
    ...reading.positions.map((p) => p.ticker),
  ]);
}

export async function assetsOf(
  db: Executor,
  user: AuthUser,
  accountId: number,
  reading: B3Reading,
): Promise<Map<string, Asset>> {
  const held = (await repo.list(db, user.bookId, todayIn(user.timeZone))).filter(
    (h) => h.accountId === accountId,
  );
  const byTicker = new Map(held.map((h) => [h.ticker, h]));
  const tickers = tickersOf(reading);
  // The file's assets' trades and incomes in one query each (a file may name hundreds of assets).
  const ids = [...tickers].flatMap((t) => byTicker.get(t)?.id ?? []);
  const tradesOf = new Map<number, TradeRow[]>(ids.map((id) => [id, []]));
  for (const row of await repo.tradesOfHoldings(db, user.bookId, ids)) tradesOf.get(row.holdingId)?.push(row);
  const incomesOf = new Map<number, IncomeRow[]>(ids.map((id) => [id, []]));
  if (reading.incomes.length > 0)
    for (const row of await repo.incomesOfHoldings(db, user.bookId, ids))
      incomesOf.get(row.holdingId)?.push(row);
  const assets = new Map<string, Asset>();
  for (const ticker of tickers) {
    const holding = byTicker.get(ticker);
    const asset: Asset = {
      holding,
      existing: [],
      recordedTrades: new Map(),
      recordedIncomes: new Map(),
      planned: [],
    };
    if (holding) {
      for (const row of tradesOf.get(holding.id) ?? []) {
        const quantity = scaledOf(row.quantity);
        const price = row.price === null ? null : scaledOf(row.price);
        asset.existing.push({
          date: row.tradedOn,
          side: row.side as TradeSide,
          quantity,
          amountCents: BigInt(row.amountCents),
        });
        // A grupamento's line states the units after it, not those it removed: one per date is the same event.
        add(
          asset.recordedTrades,
          row.side === 'grupamento'
            ? tradeKey('grupamento', row.tradedOn, 0n, null)
            : tradeKey(row.side, row.tradedOn, quantity, price),
        );
      }
      for (const row of incomesOf.get(holding.id) ?? [])
        add(asset.recordedIncomes, incomeKey(row.kind, row.paidOn, Number(row.grossCents)));
    }
    assets.set(ticker, asset);
  }
  return assets;
}

/** The units an asset holds on `date`: its trades on or before it, those of the file after the book's. */
export function heldOn(asset: Asset, date: string): bigint {
  const moves = [
    ...asset.existing.filter((m) => m.date <= date),
    ...asset.planned.flatMap((p) =>
      p.move && p.line.status === 'new' && p.line.date <= date ? [{ ...p.move, date: p.line.date }] : [],
    ),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return replayTrades(moves).held.quantity;
}
