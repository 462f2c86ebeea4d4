import type { z } from 'zod';
import {
  formatQuantityBR,
  INCOME_KIND_LABELS,
  type IncomeInput,
  incomeBody,
  VARIABLE_INCOME_MESSAGES as M,
  priceBody,
  TRADE_SIDE_LABELS,
  type TradeInput,
  tradeBody,
  type VariableIncomeKind,
} from '../../../../common/contract/variable-income';
import {
  B3_IMPORT_MESSAGES as B,
  B3_FILE_LABELS,
  type B3AssetLine,
  type B3ImportPreview,
  type B3ImportResult,
  type B3IncomeLine,
  type B3LineStatus,
  type B3PositionLine,
  type B3PriceLine,
  type B3TradeLine,
} from '../../../../common/contract/variable-income-b3';
import { todayIn } from '../../../../common/dates';
import { centsToReais } from '../../../../common/money';
import {
  decimalText,
  replayTrades,
  scaledOf,
  type TradeMove,
  type TradeSide,
  tradeAmountCents,
} from '../../../../common/variable-income';
import type { AuthUser } from '../../../auth-user';
import type { Db, Executor } from '../../../db/connect';
import { badRequest } from '../../../http/errors';
import { actedBy, ledgerTransaction, references } from '../../ledger/public';
import { lockBook } from '../../shared/person-limits';
import {
  type HoldingRow,
  type IncomeRow,
  recordIncomes,
  recordPrices,
  recordTrades,
  variableIncomeRepository as repo,
  type TradeRow,
} from '../public';
import type { B3Event, B3Reading, B3Trade } from './read';

/**
 * What a B3 spreadsheet read (read.ts) becomes in an investment account: the preview says, line by line, what would
 * be recorded, what already is, and what cannot be and why; the import records the new lines in one transaction
 * through the feature's own functions (recordTrades, recordIncomes, recordPrices), so every rule of a trade typed by hand holds.
 *
 * - A line already recorded is one the account's asset has with the same date, side (or kind), quantity and price
 *   (or gross value): a file imported twice records nothing the second time, and two equal lines of one file (two
 *   executions at one price) both count, as many as the book lacks.
 * - A desdobro adds the units B3 credits. A grupamento's line carries the units left AFTER it: the units it removes
 *   are those held then less those, so it needs the asset's trades up to its date.
 * - A compra or venda that cannot be recorded (its asset's kind not chosen, a sale of more than was held, a date in
 *   the future) stops the import, as leaving it out would falsify every later average cost; proventos, desdobros,
 *   grupamentos and prices that cannot be recorded are left out, and the preview says why.
 */

interface Fields {
  accountId: number;
  kinds: Record<string, VariableIncomeKind>;
}

/** The account named: the person's own (404 otherwise) and an investment account (400 otherwise). */
export async function investmentAccount(db: Executor, user: AuthUser, accountId: number): Promise<void> {
  const account = await references.account(db, user.bookId, accountId);
  if (account.type !== 'investment') throw badRequest(M.accountNotInvestment, 'accountId');
}

export async function previewB3Import(
  db: Db,
  user: AuthUser,
  reading: B3Reading,
  fields: Fields,
  priceDate: string,
): Promise<B3ImportPreview> {
  return (await plan(db, user, reading, fields, priceDate)).preview;
}

export async function importB3(
  db: Db,
  user: AuthUser,
  reading: B3Reading,
  fields: Fields,
  priceDate: string,
): Promise<B3ImportResult> {
  return ledgerTransaction(db, actedBy(user, 'investments'), async (tx) => {
    // Under the book's lock from the first read: two imports of one file at once record it once.
    await lockBook(tx, user.bookId);
    const p = await plan(tx, user, reading, fields, priceDate);
    if (p.missingKinds.length > 0) throw badRequest(B.kindsMissing(p.missingKinds), 'kinds');
    if (p.blocking) throw badRequest(p.blocking);
    const trades = p.trades.flatMap((t) => (t.line.status === 'new' && t.input ? [t.input] : []));
    if (trades.length > 0) await recordTrades(tx, user, trades);
    const incomes = p.incomes.flatMap((i) => (i.line.status === 'new' && i.input ? [i.input] : []));
    await recordIncomes(tx, user, incomes);
    await recordPrices(tx, user, p.prices);
    return {
      trades: trades.length,
      incomes: incomes.length,
      prices: p.prices.length,
      alreadyRecorded: p.preview.counts.recorded,
    };
  });
}

// ---- the plan: each line's fate, and what recording it takes ----

interface PlannedTrade {
  line: B3TradeLine;
  input: TradeInput | null;
  /** What the line does to the units held, for the replay that checks sales and grupamentos. */
  move: TradeMove | null;
}

interface Plan {
  preview: B3ImportPreview;
  trades: PlannedTrade[];
  incomes: Array<{ line: B3IncomeLine; input: IncomeInput | null }>;
  prices: Array<z.output<typeof priceBody>>;
  /** Tickers new in the account, with trades to record, whose kind is unknown. */
  missingKinds: string[];
  /** Why a compra or venda cannot be recorded: the import stops. */
  blocking: string | null;
}

/** An asset of the file in the account: its holding (when there is one), its rows, what the file adds to it. */
interface Asset {
  holding: HoldingRow | undefined;
  existing: TradeMoveAt[];
  /** Lines of the book not yet matched by a line of the file, by key. */
  recordedTrades: Map<string, number>;
  recordedIncomes: Map<string, number>;
  planned: PlannedTrade[];
}

interface TradeMoveAt extends TradeMove {
  date: string;
}

const tradeKey = (side: string, date: string, quantity: bigint, price: bigint | null) =>
  `${side}|${date}|${quantity}|${price ?? ''}`;
const incomeKey = (kind: string, date: string, grossCents: number) => `${kind}|${date}|${grossCents}`;

/** Counts one more of `key`; takes one back and answers true when the book had one not yet matched. */
function add(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
function take(counts: Map<string, number>, key: string): boolean {
  const left = counts.get(key) ?? 0;
  if (left === 0) return false;
  counts.set(key, left - 1);
  return true;
}

function tickersOf(reading: B3Reading): Set<string> {
  return new Set([
    ...reading.trades.map((t) => t.ticker),
    ...reading.events.map((e) => e.ticker),
    ...reading.incomes.map((i) => i.ticker),
    ...reading.prices.map((p) => p.ticker),
    ...reading.positions.map((p) => p.ticker),
  ]);
}

async function assetsOf(
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
function heldOn(asset: Asset, date: string): bigint {
  const moves = [
    ...asset.existing.filter((m) => m.date <= date),
    ...asset.planned.flatMap((p) =>
      p.move && p.line.status === 'new' && p.line.date <= date ? [{ ...p.move, date: p.line.date }] : [],
    ),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return replayTrades(moves).held.quantity;
}

function firstIssue(error: { issues: Array<{ message: string }> }): string {
  return error.issues[0]?.message ?? M.quantityInvalid;
}

/** What every line's plan reads: the day it is, the fields sent, the file's assets and their kinds. */
interface PlanContext {
  today: string;
  fields: Fields;
  assets: Map<string, Asset>;
  /** The file's own names and kinds of its assets (Posição). */
  named: Map<string, B3Reading['assets'][number]>;
  /** The asset's kind: its holding's, else the one chosen, else the file's; null when none says. */
  kindOf: (ticker: string) => VariableIncomeKind | null;
  /** Filled by the trades' plan: tickers whose kind nobody says. */
  missingKinds: Set<string>;
}

async function plan(
  db: Executor,
  user: AuthUser,
  reading: B3Reading,
  fields: Fields,
  priceDate: string,
): Promise<Plan> {
  await investmentAccount(db, user, fields.accountId);
  const today = todayIn(user.timeZone);
  const assets = await assetsOf(db, user, fields.accountId, reading);
  const named = new Map(reading.assets.map((a) => [a.ticker, a]));
  const ctx: PlanContext = {
    today,
    fields,
    assets,
    named,
    kindOf: (ticker) =>
      (assets.get(ticker)?.holding?.kind as VariableIncomeKind | undefined) ??
      fields.kinds[ticker] ??
      named.get(ticker)?.kind ??
      null,
    missingKinds: new Set<string>(),
  };
  const trades = planTrades(ctx, reading);
  const blocking =
    trades.find((t) => t.line.status === 'problem' && (t.line.side === 'compra' || t.line.side === 'venda'))
      ?.line.problem ?? null;
  const incomes = planIncomes(ctx, reading);
  const { priceLines, prices } = await planPrices(db, user, ctx, reading);
  return {
    preview: previewOf(ctx, reading, priceDate, { trades, incomes, priceLines }),
    trades,
    incomes,
    prices,
    missingKinds: [...ctx.missingKinds].sort(),
    blocking,
  };
}

/** Trades and events, oldest first (a file has one or the other: Negociação, Movimentação), sales checked. */
function planTrades(ctx: PlanContext, reading: B3Reading): PlannedTrade[] {
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

/** Proventos. */
function planIncomes(ctx: PlanContext, reading: B3Reading): Plan['incomes'] {
  const incomes: Plan['incomes'] = [];
  for (const item of reading.incomes) {
    const asset = ctx.assets.get(item.ticker) as Asset;
    const line: B3IncomeLine = {
      sheet: item.sheet,
      line: item.line,
      status: 'new',
      problem: null,
      date: item.date,
      kind: item.kind,
      kindLabel: INCOME_KIND_LABELS[item.kind],
      ticker: item.ticker,
      gross: centsToReais(item.grossCents),
      withheld: centsToReais(item.withheldCents),
      net: centsToReais(item.grossCents - item.withheldCents),
    };
    const refuse = (problem: string) => {
      line.status = 'problem';
      line.problem = problem;
      incomes.push({ line, input: null });
    };
    if (!asset.holding) {
      refuse(B.noHolding(item.ticker));
      continue;
    }
    if (item.date > ctx.today) {
      refuse(M.incomeFuture);
      continue;
    }
    if (take(asset.recordedIncomes, incomeKey(item.kind, item.date, item.grossCents))) {
      line.status = 'recorded';
      incomes.push({ line, input: null });
      continue;
    }
    const body = incomeBody.safeParse({
      holdingId: asset.holding.id,
      kind: item.kind,
      date: item.date,
      amount: line.gross,
      withheld: line.withheld,
      accountId: null,
    });
    if (body.success) incomes.push({ line, input: body.data });
    else refuse(firstIssue(body.error));
  }
  return incomes;
}

/** Closing prices (Posição), on the day given: a price the book already has for that day is recorded. */
async function planPrices(
  db: Executor,
  user: AuthUser,
  ctx: PlanContext,
  reading: B3Reading,
): Promise<{ priceLines: B3PriceLine[]; prices: Plan['prices'] }> {
  const priceLines: B3PriceLine[] = [];
  const prices: Plan['prices'] = [];
  const pricedHoldings = reading.prices.flatMap((p) => ctx.assets.get(p.ticker)?.holding?.id ?? []);
  const current = new Map(
    (
      await repo.pricesOn(
        db,
        user.bookId,
        [...new Set(pricedHoldings)],
        [...new Set(reading.prices.map((p) => p.date))],
      )
    ).map((row) => [`${row.holdingId}|${row.pricedOn}`, scaledOf(row.price)]),
  );
  for (const item of reading.prices) {
    const holding = ctx.assets.get(item.ticker)?.holding;
    const line: B3PriceLine = { ...item, status: 'new', problem: null };
    priceLines.push(line);
    const refuse = (problem: string) => {
      line.status = 'problem';
      line.problem = problem;
    };
    if (!holding) {
      refuse(B.noHolding(item.ticker));
      continue;
    }
    if (item.date > ctx.today) {
      refuse(M.priceFuture);
      continue;
    }
    const body = priceBody.safeParse({ holdingId: holding.id, date: item.date, price: item.price });
    if (!body.success) {
      refuse(firstIssue(body.error));
      continue;
    }
    if (current.get(`${holding.id}|${item.date}`) === scaledOf(body.data.price)) line.status = 'recorded';
    else prices.push(body.data);
  }
  return { priceLines, prices };
}

/** The preview of the plan: every line's fate, the positions beside what the account holds, the counts. */
function previewOf(
  ctx: PlanContext,
  reading: B3Reading,
  priceDate: string,
  lines: { trades: PlannedTrade[]; incomes: Plan['incomes']; priceLines: B3PriceLine[] },
): B3ImportPreview {
  const { trades, incomes, priceLines } = lines;
  const positions: B3PositionLine[] = reading.positions.map((p) => {
    const asset = ctx.assets.get(p.ticker) as Asset;
    return {
      sheet: p.sheet,
      line: p.line,
      ticker: p.ticker,
      quantity: p.quantity,
      held: asset.holding ? decimalText(replayTrades(asset.existing).held.quantity) : null,
    };
  });
  const assetLines: B3AssetLine[] = reading.assets.map((a) => ({
    ticker: a.ticker,
    name: a.name,
    kind: ctx.kindOf(a.ticker),
    inAccount: !!ctx.assets.get(a.ticker)?.holding,
  }));
  const counts: Record<B3LineStatus, number> = { new: 0, recorded: 0, problem: 0 };
  for (const { status } of [...trades.map((t) => t.line), ...incomes.map((i) => i.line), ...priceLines])
    counts[status] += 1;
  return {
    file: reading.file,
    fileLabel: B3_FILE_LABELS[reading.file],
    accountId: ctx.fields.accountId,
    priceDate: reading.file === 'posicao' ? priceDate : null,
    assets: assetLines,
    trades: trades.map((t) => t.line),
    incomes: incomes.map((i) => i.line),
    prices: priceLines,
    positions,
    skipped: reading.skipped,
    counts,
  };
}
