// Recording and deleting trades, and keeping every sale's realized gain (and its ledger row) true to the trades
// before it. The functions take the caller's transaction: the B3 import records many trades in one.
import {
  VARIABLE_INCOME_MESSAGES as M,
  MAX_HOLDINGS_PER_BOOK,
  MAX_TRADES_PER_BOOK,
  type TradeInput,
  type VariableIncomeKind,
  WHOLE_UNIT_KINDS,
} from '../../../common/contract/variable-income';
import { todayIn } from '../../../common/dates';
import { MAX_CENTS, reaisToCents } from '../../../common/money';
import {
  isWholeUnits,
  replayTrades,
  scaledOf,
  type TradeSide,
  tradeAmountCents,
} from '../../../common/variable-income';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { starterCategory } from '../investments/public';
import { type LedgerRow, ledger, references, writeTransfer } from '../ledger/public';
import { lockBook } from '../shared/person-limits';
import {
  type GainUpdate,
  type HoldingRow,
  variableIncomeRepository as repo,
  type TradeRow,
} from './repository';

/** The holding a trade names (its account and ticker), created by its first trade. */
async function holdingFor(tx: Executor, user: AuthUser, input: TradeInput): Promise<HoldingRow> {
  const account = await references.account(tx, user.bookId, input.accountId);
  if (account.type !== 'investment') throw badRequest(M.accountNotInvestment, 'accountId');
  const found = await repo.holdingByTicker(tx, user.bookId, input.accountId, input.ticker);
  if (found) return found;
  if (input.kind === null) throw badRequest(M.kindMissing(input.ticker), 'kind');
  if ((await repo.count(tx, user.bookId, 'holdings')) >= MAX_HOLDINGS_PER_BOOK)
    throw conflict(M.tooManyHoldings);
  return repo.insertHolding(tx, {
    bookId: user.bookId,
    accountId: input.accountId,
    ticker: input.ticker,
    name: input.name,
    kind: input.kind,
  });
}

/** The account a trade's money leaves or reaches: another account of the book, holding money. */
async function cashAccount(tx: Executor, user: AuthUser, holding: HoldingRow, id: number | null) {
  if (id === null) return null;
  if (id === holding.accountId) throw badRequest(M.cashSameAccount, 'cashAccountId');
  const account = await references.account(tx, user.bookId, id);
  if (account.type === 'credit_card') throw badRequest(M.cashIsCard, 'cashAccountId');
  return id;
}

/**
 * Writes one trade and the money it moved: a compra paid from a cash account is a transfer into the investment
 * account; a venda's proceeds sent to a cash account a transfer out of it (its gain row is written by `settle`).
 * Answers the trade's id and holding. Checks everything but what the trades around it decide (settle does).
 */
async function insertTrade(tx: Executor, user: AuthUser, input: TradeInput) {
  if (input.date > todayIn(user.timeZone)) throw badRequest(M.tradeFuture, 'date');
  const holding = await holdingFor(tx, user, input);
  const quantity = scaledOf(input.quantity);
  if (WHOLE_UNIT_KINDS.includes(holding.kind as VariableIncomeKind) && !isWholeUnits(quantity))
    throw badRequest(M.quantityWhole, 'quantity');
  const side = input.side;
  const feesCents = reaisToCents(input.fees);
  const amount = tradeAmountCents(
    side,
    quantity,
    input.price === null ? null : scaledOf(input.price),
    BigInt(feesCents),
  );
  if (amount < 0n) throw badRequest(M.feesAboveSale, 'fees');
  if (amount > BigInt(MAX_CENTS)) throw badRequest(M.amountTooLarge, 'quantity');
  const amountCents = Number(amount);
  const cash = await cashAccount(tx, user, holding, input.cashAccountId);
  let transferId: string | null = null;
  if (cash !== null && amountCents > 0) {
    const buying = side === 'compra';
    transferId = await writeTransfer(tx, user.bookId, {
      date: input.date,
      amountCents,
      fromAccountId: buying ? cash : holding.accountId,
      toAccountId: buying ? holding.accountId : cash,
      description: `${buying ? 'Compra' : 'Venda'}: ${holding.ticker}`,
      createdBy: user.id,
    });
  }
  const id = await repo.insertTrade(tx, {
    bookId: user.bookId,
    holdingId: holding.id,
    side,
    tradedOn: input.date,
    quantity: input.quantity,
    price: input.price,
    feesCents,
    amountCents,
    cashAccountId: cash,
    transferId,
  });
  return { id, holding };
}

/** A sale's gain as a ledger row of the investment account: income ('Rendimentos') when a gain, expense when a loss. */
function gainRow(
  user: AuthUser,
  holding: HoldingRow,
  sale: TradeRow,
  gainCents: number,
  income: number | null,
): LedgerRow {
  const gain = gainCents > 0;
  return {
    accountId: holding.accountId,
    date: sale.tradedOn,
    status: 'CLEARED',
    createdBy: user.id,
    type: gain ? 'RECEITA' : 'DESPESA',
    amount: Math.abs(gainCents),
    description: `${gain ? 'Ganho' : 'Perda'} na venda: ${holding.ticker}`,
    categoryId: gain ? income : null,
  };
}

/**
 * Replays a holding's trades and makes every sale's realized gain, and its ledger row, what the trades before it
 * now give: rows of gains that changed are deleted and written again, in one ledger call each way. A venda (or
 * grupamento) that would take more units than were held is refused: 400 on the quantity when it is one of the
 * trades just entered (`entered`), 409 naming it when it is a later trade an entry or a deletion upset.
 */
async function settle(tx: Executor, user: AuthUser, holding: HoldingRow, entered: ReadonlySet<number>) {
  const rows = await repo.trades(tx, user.bookId, holding.id);
  const replay = replayTrades(
    rows.map((row) => ({
      row,
      side: row.side as TradeSide,
      quantity: scaledOf(row.quantity),
      amountCents: BigInt(row.amountCents),
    })),
  );
  if (replay.refused) {
    const { row } = replay.refused.trade;
    if (entered.has(row.id))
      throw badRequest(M.oversold(replay.refused.held, holding.ticker, row.tradedOn), 'quantity');
    throw conflict(M.laterOversold(row.side as TradeSide, holding.ticker, row.tradedOn, replay.refused.held));
  }
  const changed = replay.steps.filter(
    (s) =>
      s.gainCents !== null &&
      (s.trade.row.realizedGainCents === null || BigInt(s.trade.row.realizedGainCents) !== s.gainCents),
  );
  if (changed.length === 0) return;
  const stale = changed.flatMap((s) =>
    s.trade.row.gainTransactionId === null ? [] : [Number(s.trade.row.gainTransactionId)],
  );
  if (stale.length > 0) await ledger.delete(tx, user.bookId, stale);
  const writes = changed.filter((s) => s.gainCents !== 0n);
  const income = writes.some((s) => (s.gainCents as bigint) > 0n)
    ? await starterCategory(tx, user.bookId, 'Rendimentos', 'receita')
    : null;
  const newRows = writes.map((s) => gainRow(user, holding, s.trade.row, Number(s.gainCents), income));
  const ids = newRows.length > 0 ? await ledger.insert(tx, user.bookId, newRows) : [];
  const rowOf = new Map(writes.map((s, i) => [s.trade.row.id, ids[i] ?? null]));
  const updates: GainUpdate[] = changed.map((s) => ({
    id: s.trade.row.id,
    realizedGainCents: Number(s.gainCents),
    gainTransactionId: rowOf.get(s.trade.row.id) ?? null,
  }));
  await repo.setGains(tx, user.bookId, updates);
}

/** Refuses one more trade (or `adding` more) past the book's limit; under the book's lock. */
async function ensureRoomForTrades(tx: Executor, bookId: number, adding: number) {
  await lockBook(tx, bookId);
  if ((await repo.count(tx, bookId, 'trades')) + adding > MAX_TRADES_PER_BOOK)
    throw conflict(M.tooManyTrades);
}

/**
 * Records one trade inside the caller's transaction (POST /variable-income/trades): the holding created when the
 * ticker is new in the account, the money moved in the ledger, and every later sale's gain recomputed. Answers the
 * trade's id.
 */
export async function recordTrade(tx: Executor, user: AuthUser, input: TradeInput): Promise<number> {
  const [id] = await recordTrades(tx, user, [input]);
  return id as number;
}

/**
 * Records several trades inside the caller's transaction (the B3 import): each written as `recordTrade` does, then
 * each holding touched replayed once, so a file of many trades costs one replay per asset, not one per trade.
 * Trades of one date apply in the order given. Answers the trades' ids in the inputs' order.
 */
export async function recordTrades(tx: Executor, user: AuthUser, inputs: TradeInput[]): Promise<number[]> {
  await ensureRoomForTrades(tx, user.bookId, inputs.length);
  const ids: number[] = [];
  const touched = new Map<number, HoldingRow>();
  for (const input of inputs) {
    const { id, holding } = await insertTrade(tx, user, input);
    ids.push(id);
    touched.set(holding.id, holding);
  }
  const entered = new Set(ids);
  for (const holding of touched.values()) await settle(tx, user, holding, entered);
  return ids;
}

/**
 * Deletes a trade with the ledger rows it wrote (its transfer's legs, its gain row) and recomputes the later sales;
 * refused (409) when a later sale would then sell more than was held. Answers the holding's id.
 */
export async function deleteTrade(tx: Executor, user: AuthUser, id: number): Promise<number> {
  await lockBook(tx, user.bookId);
  const trade = await repo.trade(tx, user.bookId, id);
  if (!trade) throw notFound(M.tradeNotFound);
  const holding = (await repo.holding(tx, user.bookId, trade.holdingId, true)) as HoldingRow;
  const rows = trade.transferId === null ? [] : await repo.transferLegs(tx, user.bookId, trade.transferId);
  if (trade.gainTransactionId !== null) rows.push(Number(trade.gainTransactionId));
  if (rows.length > 0) await ledger.delete(tx, user.bookId, rows);
  await repo.deleteTrade(tx, user.bookId, id);
  await settle(tx, user, holding, new Set());
  return holding.id;
}
