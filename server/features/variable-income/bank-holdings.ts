// Renda variável a bank sync brings (server/features/sync/write-investments.ts): one holding per ticker in the book,
// never a second one beside a holding typed or imported from B3.
import { and, asc, eq } from 'drizzle-orm';
import type { VariableIncomeKind } from '../../../common/contract/variable-income';
import { priceBody, tradeBody } from '../../../common/contract/variable-income-requests';
import { DEFAULT_TIME_ZONE } from '../../../common/dates';
import { replayTrades } from '../../../common/trade-replay';
import { decimalText, scaledOf, type TradeSide } from '../../../common/variable-income';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { variableIncomeHoldings as holdings } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { recordPrices } from './prices';
import { variableIncomeRepository as repo } from './repository';
import { recordTrades } from './trades';

/** An asset the bank says the person holds, in Grana's terms (the sync maps the aggregator's fields). */
export interface BankHolding {
  /** The investment account a new holding goes into (the sync's linked account). */
  accountId: number;
  ticker: string;
  kind: VariableIncomeKind;
  name: string | null;
  /** Units held, decimal text (common/variable-income.ts), above 0. */
  quantity: string;
  /** The unit's latest price, recorded as the price of `today`; null when the bank gives none. */
  unitPrice: string | null;
  /** What a unit cost, when the bank says (what was applied ÷ units): a new holding's purchase price. */
  costPrice: string | null;
  /** The day it was bought, when the bank says: a new holding's purchase day, else `today`. */
  purchasedOn: string | null;
  today: string;
}

export type BankHoldingOutcome =
  | { outcome: 'new'; holdingId: number }
  /** Already in the book (typed, imported, or brought before): nothing of it changed but its price of the day. */
  | { outcome: 'updated'; holdingId: number; granaQuantity: string };

/**
 * Keeps one asset of the bank, in the caller's transaction. A holding of the same ticker anywhere in the book (the
 * linked account's first) is the one: its trades are left as they are, whatever quantity the bank gives (the
 * caller compares `granaQuantity`, what Grana's trades hold, with the bank's and tells the person), and only the
 * day's price is recorded. A ticker the book does not hold becomes a holding of the linked account with one compra
 * of the bank's quantity at its cost (or its price), its money left in the investment account (no transfer, as a
 * position already there). Refusals (a fraction of a share, the book's limits) are thrown as the HttpErrors the
 * trades and prices answer: the caller's transaction is rolled back with them.
 */
export async function keepBankHolding(
  tx: Executor,
  bookId: number,
  bank: BankHolding,
): Promise<BankHoldingOutcome> {
  // Neither a compra without a cash account nor a price writes a ledger row: no row is made in anyone's name.
  const actor: AuthUser = { id: 0, bookId, role: 'dono', timeZone: DEFAULT_TIME_ZONE };
  const same = await tx
    .select()
    .from(holdings)
    .where(and(eq(holdings.bookId, bookId), eq(holdings.ticker, bank.ticker)))
    .orderBy(asc(holdings.id));
  const held = same.find((h) => h.accountId === bank.accountId) ?? same[0];
  let outcome: BankHoldingOutcome;
  if (held) {
    const trades = await repo.tradesOfHoldings(tx, bookId, [held.id]);
    const replay = replayTrades(
      trades.map((t) => ({
        side: t.side as TradeSide,
        quantity: scaledOf(t.quantity),
        amountCents: BigInt(t.amountCents),
      })),
    );
    outcome = { outcome: 'updated', holdingId: held.id, granaQuantity: decimalText(replay.held.quantity) };
  } else {
    const price = bank.costPrice ?? bank.unitPrice;
    if (price === null) throw badRequest(`${bank.ticker}: o banco não informou o preço`);
    const trade = tradeBody.safeParse({
      accountId: bank.accountId,
      ticker: bank.ticker,
      kind: bank.kind,
      name: bank.name,
      side: 'compra',
      date: bank.purchasedOn !== null && bank.purchasedOn <= bank.today ? bank.purchasedOn : bank.today,
      quantity: bank.quantity,
      price,
    });
    if (!trade.success)
      throw badRequest(`${bank.ticker}: ${trade.error.issues[0]?.message ?? 'dados inválidos'}`);
    await recordTrades(tx, actor, [trade.data]);
    const [created] = await repo
      .holdingsOfAccount(tx, bookId, bank.accountId)
      .then((rows) => rows.filter((r) => r.ticker === trade.data.ticker));
    if (!created) throw new Error('the holding its compra created is not there');
    outcome = { outcome: 'new', holdingId: created.id };
  }
  if (bank.unitPrice !== null && scaledOf(bank.unitPrice) > 0n) {
    const quote = priceBody.safeParse({
      holdingId: outcome.holdingId,
      date: bank.today,
      price: bank.unitPrice,
    });
    if (quote.success) await recordPrices(tx, actor, [quote.data]);
  }
  return outcome;
}
