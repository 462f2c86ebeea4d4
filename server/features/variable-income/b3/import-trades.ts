import {
  formatQuantityBR,
  VARIABLE_INCOME_MESSAGES as M,
  TRADE_SIDE_LABELS,
} from '../../../../common/contract/variable-income';
import { B3_IMPORT_MESSAGES as B, type B3TradeLine } from '../../../../common/contract/variable-income-b3';
import { tradeBody } from '../../../../common/contract/variable-income-requests';
import { centsToReais } from '../../../../common/money';
import { replayTrades } from '../../../../common/trade-replay';
import { decimalText, scaledOf, type TradeMove, tradeAmountCents } from '../../../../common/variable-income';
import { heldOn } from './import-assets';
import { type Asset, firstIssue, type PlanContext, type PlannedTrade, take, tradeKey } from './import-plan';
import type { B3Event, B3Reading, B3Trade } from './reading';

/** Trades and events, oldest first (a file has one or the other: Negociação, Movimentação), sales checked. */
export function planTrades(ctx: PlanContext, reading: B3Reading): PlannedTrade[] {
  const moves: Array<B3Trade | B3Event> = [...reading.trades, ...reading.events].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const trades: PlannedTrade[] = [];
  for (const item of moves) {
    const asset = ctx.assets.get(item.ticker) as Asset;
    const planned = planMove(ctx, item, asset);
    asset.planned.push(planned);
    trades.push(planned);
  }
  checkSales(ctx.assets);
  return trades;
}

/** One trade or event of the file: already recorded, new (with its input and its move), or refused and why. */
function planMove(ctx: PlanContext, item: B3Trade | B3Event, asset: Asset): PlannedTrade {
  const line: B3TradeLine = {
    sheet: item.sheet,
    line: item.line,
    status: 'new',
    problem: null,
    date: item.date,
    side: item.side,
    sideLabel: TRADE_SIDE_LABELS[item.side],
    ticker: item.ticker,
    quantity: 'quantity' in item ? item.quantity : null,
    quantityAfter: 'quantityAfter' in item ? item.quantityAfter : null,
    price: 'price' in item ? item.price : null,
    amount: 'amountCents' in item ? centsToReais(item.amountCents) : 0,
  };
  const refuse = (problem: string): PlannedTrade => {
    line.status = 'problem';
    line.problem = problem;
    return { line, input: null, move: null };
  };
  if (item.date > ctx.today) return refuse(M.tradeFuture);
  let quantity: bigint;
  if (item.side === 'grupamento') {
    if (!asset.holding) return refuse(B.noHolding(item.ticker));
    if (take(asset.recordedTrades, tradeKey('grupamento', item.date, 0n, null))) {
      line.status = 'recorded';
      return { line, input: null, move: null };
    }
    const held = heldOn(asset, item.date);
    const after = scaledOf(item.quantityAfter);
    if (after >= held)
      return refuse(B.grupamento(item.ticker, formatQuantityBR(after), formatQuantityBR(held)));
    quantity = held - after;
    line.quantity = decimalText(quantity);
  } else {
    quantity = scaledOf(item.quantity);
    const price = item.side === 'desdobro' ? null : scaledOf(item.price);
    if (take(asset.recordedTrades, tradeKey(item.side, item.date, quantity, price))) {
      line.status = 'recorded';
      return { line, input: null, move: null };
    }
    if (item.side === 'desdobro' && !asset.holding) return refuse(B.noHolding(item.ticker));
  }
  const kind = ctx.kindOf(item.ticker);
  if (!asset.holding && kind === null) {
    ctx.missingKinds.add(item.ticker);
    return refuse(M.kindMissing(item.ticker));
  }
  const body = tradeBody.safeParse({
    accountId: ctx.fields.accountId,
    ticker: item.ticker,
    kind,
    name: ctx.named.get(item.ticker)?.name ?? null,
    side: item.side,
    date: item.date,
    quantity: decimalText(quantity),
    price: line.price,
    fees: 0,
    cashAccountId: null,
  });
  if (!body.success) return refuse(firstIssue(body.error));
  const price = body.data.price === null ? null : scaledOf(body.data.price);
  return {
    line,
    input: body.data,
    move: { side: item.side, quantity, amountCents: tradeAmountCents(item.side, quantity, price, 0n) },
  };
}

/**
 * Replays each asset's trades with the file's new ones after the book's of the same day (the order the feature
 * replays them in): the first that sells or groups more than was held is refused, or, when the file's trades
 * upset a later trade of the book, the asset's first new one.
 */
function checkSales(all: Map<string, Asset>): void {
  for (const [ticker, asset] of all) {
    const fresh = asset.planned.filter((p) => p.line.status === 'new' && p.move);
    if (fresh.length === 0) continue;
    const sequence = [
      ...asset.existing.map((move, order) => ({ move, date: move.date, rank: 0, order, planned: null })),
      ...fresh.map((p, order) => ({
        move: p.move as TradeMove,
        date: p.line.date,
        rank: 1,
        order,
        planned: p,
      })),
    ].sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank || a.order - b.order);
    const replay = replayTrades(sequence.map((s) => ({ ...s.move, at: s })));
    if (!replay.refused) continue;
    const { at } = replay.refused.trade;
    const held = replay.refused.held;
    const target = at.planned ?? (fresh[0] as PlannedTrade);
    const problem = at.planned
      ? M.oversold(held, ticker, at.date)
      : M.laterOversold(at.move.side, ticker, at.date, held);
    target.line.status = 'problem';
    target.line.problem = problem;
    target.input = null;
  }
}
