// Recording and deleting trades, and keeping every sale's realized gain (and its ledger row) true to the trades
// before it. The functions take the caller's transaction: the B3 import records many trades in one.
import {
  VARIABLE_INCOME_MESSAGES as M,
  MAX_HOLDINGS_PER_BOOK,
  MAX_TRADES_PER_BOOK,
  type VariableIncomeKind,
  WHOLE_UNIT_KINDS,
} from '../../../common/contract/variable-income';
import type { TradeInput } from '../../../common/contract/variable-income-requests';
import { type CurrencyCode, currencySymbol, HOME_CURRENCY } from '../../../common/currencies';
import { todayIn } from '../../../common/dates';
import { MAX_CENTS, reaisToCents } from '../../../common/money';
import { dayTradeDate, replayTrades } from '../../../common/trade-replay';
import { isWholeUnits, scaledOf, type TradeSide, tradeAmountCents } from '../../../common/variable-income';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { starterCategory } from '../investments/public';
import { type LedgerRow, ledger, references, writeTransfers } from '../ledger/public';
import { lockBook } from '../shared/person-limits';
import { inStatements } from './batches';
import {
  type GainUpdate,
  type HoldingRow,
  variableIncomeRepository as repo,
  type TradeRow,
} from './repository';

/** A holding a batch's trade names that is not in the book yet: written with the others of the batch. */
interface NewHolding {
  accountId: number;
  ticker: string;
  name: string | null;
  kind: string;
  row?: HoldingRow;
}

/** A trade checked and priced, waiting for its batch's statements. */
interface CheckedTrade {
  input: TradeInput;
  holding: HoldingRow | NewHolding;
  feesCents: number;
  amountCents: number;
  cash: number | null;
}

/** Kinds only the B3 trades, in reais. */
const B3_ONLY_KINDS: readonly VariableIncomeKind[] = ['fii', 'bdr'];

const holdingKey = (accountId: number, ticker: string) => `${accountId}|${ticker}`;
const rowOf = (holding: HoldingRow | NewHolding): HoldingRow =>
  'id' in holding ? holding : (holding.row as HoldingRow);

/**
 * What a batch of trades reads before it writes, each account and holding once: the accounts it names (404 when
 * not the book's), the holdings of its investment accounts, and how many holdings the book has.
 */
function batchReader(tx: Executor, user: AuthUser) {
  const accounts = new Map<number, Awaited<ReturnType<typeof references.account>>>();
  const holdings = new Map<string, HoldingRow | NewHolding>();
  const fresh: NewHolding[] = [];
  const loaded = new Set<number>();
  let holdingCount: number | null = null;

  async function account(id: number) {
    let row = accounts.get(id);
    if (!row) {
      row = await references.account(tx, user.bookId, id);
      accounts.set(id, row);
    }
    return row;
  }

  /** The holding a trade names (its account and ticker), planned as new by its first trade. */
  async function holdingFor(input: TradeInput): Promise<HoldingRow | NewHolding> {
    const acc = await account(input.accountId);
    if (acc.type !== 'investment') throw badRequest(M.accountNotInvestment, 'accountId');
    if (!loaded.has(input.accountId)) {
      for (const row of await repo.holdingsOfAccount(tx, user.bookId, input.accountId))
        holdings.set(holdingKey(row.accountId, row.ticker), row);
      loaded.add(input.accountId);
    }
    const key = holdingKey(input.accountId, input.ticker);
    const found = holdings.get(key);
    if (found) return found;
    if (input.kind === null) throw badRequest(M.kindMissing(input.ticker), 'kind');
    if (acc.currency !== HOME_CURRENCY && B3_ONLY_KINDS.includes(input.kind as VariableIncomeKind))
      throw badRequest(M.kindNotAbroad, 'kind');
    holdingCount ??= await repo.count(tx, user.bookId, 'holdings');
    if (holdingCount + fresh.length >= MAX_HOLDINGS_PER_BOOK) throw conflict(M.tooManyHoldings);
    const planned: NewHolding = {
      accountId: input.accountId,
      ticker: input.ticker,
      name: input.name,
      kind: input.kind,
    };
    holdings.set(key, planned);
    fresh.push(planned);
    return planned;
  }

  /** The account a trade's money leaves or reaches: another account of the book, holding money. */
  async function cashAccount(holding: HoldingRow | NewHolding, id: number | null) {
    if (id === null) return null;
    if (id === holding.accountId) throw badRequest(M.cashSameAccount, 'cashAccountId');
    const cash = await account(id);
    if (cash.type === 'credit_card') throw badRequest(M.cashIsCard, 'cashAccountId');
    // The trade's money is one amount, in the holding's currency: it moves between accounts of that currency.
    const { currency } = await account(holding.accountId);
    if (cash.currency !== currency)
      throw badRequest(M.cashOtherCurrency(currencySymbol(currency as CurrencyCode)), 'cashAccountId');
    return id;
  }

  return { holdingFor, cashAccount, fresh };
}

/**
 * Checks one trade and works out its money, as the trade will be written: a compra paid from a cash account is a
 * transfer into the investment account; a venda's proceeds sent to a cash account a transfer out of it (its gain
 * row is written by `settle`). Checks everything but what the trades around it decide (settle does).
 */
async function checkTrade(
  reader: ReturnType<typeof batchReader>,
  today: string,
  input: TradeInput,
): Promise<CheckedTrade> {
  if (input.date > today) throw badRequest(M.tradeFuture, 'date');
  const holding = await reader.holdingFor(input);
  const quantity = scaledOf(input.quantity);
  if (WHOLE_UNIT_KINDS.includes(holding.kind as VariableIncomeKind) && !isWholeUnits(quantity))
    throw badRequest(M.quantityWhole, 'quantity');
  const feesCents = reaisToCents(input.fees);
  const amount = tradeAmountCents(
    input.side,
    quantity,
    input.price === null ? null : scaledOf(input.price),
    BigInt(feesCents),
  );
  if (amount < 0n) throw badRequest(M.feesAboveSale, 'fees');
  if (amount > BigInt(MAX_CENTS)) throw badRequest(M.amountTooLarge, 'quantity');
  const cash = await reader.cashAccount(holding, input.cashAccountId);
  return { input, holding, feesCents, amountCents: Number(amount), cash };
}

/**
 * Writes checked trades with few statements whatever their number: the new holdings in one insert, every
 * transfer's legs in one ledger call, the trades in one insert (a thousand rows a statement). Answers the trades'
 * ids in the order given.
 */
async function writeTrades(
  tx: Executor,
  user: AuthUser,
  checked: CheckedTrade[],
  fresh: NewHolding[],
): Promise<number[]> {
  const rows = await repo.insertHoldings(
    tx,
    fresh.map((h) => ({
      bookId: user.bookId,
      accountId: h.accountId,
      ticker: h.ticker,
      name: h.name,
      kind: h.kind,
    })),
  );
  for (const [i, h] of fresh.entries()) h.row = rows[i];
  const moving = checked.filter((t) => t.cash !== null && t.amountCents > 0);
  const transferIds = await inStatements(moving, (batch) =>
    writeTransfers(
      tx,
      user.bookId,
      batch.map((t) => {
        const holding = rowOf(t.holding);
        const buying = t.input.side === 'compra';
        return {
          date: t.input.date,
          amountCents: t.amountCents,
          fromAccountId: buying ? (t.cash as number) : holding.accountId,
          toAccountId: buying ? holding.accountId : (t.cash as number),
          description: `${buying ? 'Compra' : 'Venda'}: ${holding.ticker}`,
          createdBy: user.id,
        };
      }),
    ),
  );
  const transferOf = new Map(moving.map((t, i) => [t, transferIds[i] ?? null]));
  return inStatements(checked, (batch) =>
    repo.insertTrades(
      tx,
      batch.map((t) => ({
        bookId: user.bookId,
        holdingId: rowOf(t.holding).id,
        side: t.input.side,
        tradedOn: t.input.date,
        quantity: t.input.quantity,
        price: t.input.price,
        feesCents: t.feesCents,
        amountCents: t.amountCents,
        cashAccountId: t.cash,
        transferId: transferOf.get(t) ?? null,
      })),
    ),
  );
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
 * Replays holdings' trades and makes every sale's realized gain, and its ledger row, what the trades before it
 * now give: rows of gains that changed, across all the holdings, are deleted and written again in one ledger call
 * each way, and the gains set in one statement. A venda (or grupamento) that would take more units than were held
 * is refused, holdings checked in the order given: 400 on the quantity when it is one of the trades just entered
 * (`entered`), 409 naming it when it is a later trade an entry or a deletion upset.
 */
async function settle(tx: Executor, user: AuthUser, holdings: HoldingRow[], entered: ReadonlySet<number>) {
  const tradesOf = new Map<number, TradeRow[]>(holdings.map((h) => [h.id, []]));
  for (const row of await repo.tradesOfHoldings(
    tx,
    user.bookId,
    holdings.map((h) => h.id),
  ))
    tradesOf.get(row.holdingId)?.push(row);
  const changed: Array<{ holding: HoldingRow; row: TradeRow; gainCents: bigint }> = [];
  for (const holding of holdings) {
    const replay = replayTrades(
      (tradesOf.get(holding.id) ?? []).map((row) => ({
        row,
        side: row.side as TradeSide,
        quantity: scaledOf(row.quantity),
        amountCents: BigInt(row.amountCents),
        date: dayTradeDate(holding.kind, row.tradedOn),
      })),
    );
    if (replay.refused) {
      const { row } = replay.refused.trade;
      if (entered.has(row.id))
        throw badRequest(M.oversold(replay.refused.held, holding.ticker, row.tradedOn), 'quantity');
      throw conflict(
        M.laterOversold(row.side as TradeSide, holding.ticker, row.tradedOn, replay.refused.held),
      );
    }
    for (const s of replay.steps) {
      const { row } = s.trade;
      if (s.gainCents === null) continue;
      if (row.realizedGainCents !== null && BigInt(row.realizedGainCents) === s.gainCents) continue;
      changed.push({ holding, row, gainCents: s.gainCents });
    }
  }
  if (changed.length === 0) return;
  const stale = changed.flatMap((c) =>
    c.row.gainTransactionId === null ? [] : [Number(c.row.gainTransactionId)],
  );
  if (stale.length > 0) await ledger.delete(tx, user.bookId, stale);
  const writes = changed.filter((c) => c.gainCents !== 0n);
  const income = writes.some((c) => c.gainCents > 0n)
    ? await starterCategory(tx, user.bookId, 'Rendimentos', 'receita')
    : null;
  const ids = await inStatements(writes, (batch) =>
    ledger.insert(
      tx,
      user.bookId,
      batch.map((c) => gainRow(user, c.holding, c.row, Number(c.gainCents), income)),
    ),
  );
  const gainRowOf = new Map(writes.map((c, i) => [c.row.id, ids[i] ?? null]));
  const updates: GainUpdate[] = changed.map((c) => ({
    id: c.row.id,
    realizedGainCents: Number(c.gainCents),
    gainTransactionId: gainRowOf.get(c.row.id) ?? null,
  }));
  await inStatements(updates, async (batch) => {
    await repo.setGains(tx, user.bookId, batch);
    return [];
  });
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
 * Records several trades inside the caller's transaction (the B3 import): each checked as `recordTrade` does, in
 * the order given, then all written with a few statements and each holding touched replayed once, so a file of
 * thousands of trades holds the database for a few statements, not thousands. Trades of one date apply in the
 * order given. Answers the trades' ids in the inputs' order.
 */
export async function recordTrades(tx: Executor, user: AuthUser, inputs: TradeInput[]): Promise<number[]> {
  await ensureRoomForTrades(tx, user.bookId, inputs.length);
  const today = todayIn(user.timeZone);
  const reader = batchReader(tx, user);
  const checked: CheckedTrade[] = [];
  for (const input of inputs) checked.push(await checkTrade(reader, today, input));
  const ids = await writeTrades(tx, user, checked, reader.fresh);
  const touched = new Map(checked.map((t) => [rowOf(t.holding).id, rowOf(t.holding)]));
  await settle(tx, user, [...touched.values()], new Set(ids));
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
  await settle(tx, user, [holding], new Set());
  return holding.id;
}
