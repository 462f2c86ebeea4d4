import type { ForeignInput } from '../../../common/contract/foreign-money';
import { FOREIGN_MESSAGES } from '../../../common/contract/foreign-money';
import { DESCRIPTION_MAX_LENGTH } from '../../../common/contract/shared';
import type { TransactionStatus } from '../../../common/contract/transactions';
import { HOME_CURRENCY } from '../../../common/currencies';
import { formatDateBR } from '../../../common/dates';
import { convertToCents, foreignAmountMessage, parseRate } from '../../../common/exchange-rates';
import { iofCents } from '../../../common/iof-exchange';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { ratesFor } from '../exchange-rates/public';
import { ledger } from '../ledger/public';
import type { AccountRow } from '../shared/owned-account';
import { expenseCategories, merchantCategoryFinder } from '../suggestions/public';

/** The columns a row in another currency carries (transactions.foreign_*). */
export interface ForeignColumns {
  foreignAmount: number;
  foreignCurrency: string;
  foreignEstimated: boolean;
}

/**
 * A typed purchase abroad: the row's amount in reais, its foreign columns, and the IOF line's cents (0: none),
 * estimated when Grana worked them (the person gave none): the bill's IOF line replaces them.
 */
export interface ForeignPurchase {
  amountCents: number;
  columns: ForeignColumns;
  iof: { cents: number; estimated: boolean };
}

/**
 * What a typed row in another currency writes, checked before the first write: only on an account in reais (an
 * account in dollars takes dollars), never in installments or on a transfer. The reais are the bill's when the
 * person gives them; else estimated at the PTAX sell of the day or the last business day before it (Circular BCB
 * 3.918/2018: the bill converts at the rate of the purchase's day, which the issuer sets; the PTAX is the nearest
 * public figure until the bill says), and marked so. The IOF is the person's figure, else the rate of the day for a
 * card or account used abroad (common/iof-exchange.ts); an income (a refund abroad) carries none.
 */
export async function foreignPurchase(
  tx: Executor,
  bookId: number,
  account: AccountRow,
  input: {
    amount?: number | undefined;
    date: string;
    type: 'RECEITA' | 'DESPESA';
    installments?: number | undefined;
    foreign: ForeignInput;
  },
): Promise<ForeignPurchase> {
  const { foreign } = input;
  if (account.currency !== HOME_CURRENCY) throw badRequest(FOREIGN_MESSAGES.onlyOnReais);
  if (input.installments !== undefined) throw badRequest(FOREIGN_MESSAGES.installments);
  if (input.type === 'RECEITA' && foreign.iof) throw badRequest(FOREIGN_MESSAGES.iofOnlyOnPurchase);
  const hundredths = reaisToCents(foreign.amount);
  const wrongAmount = foreignAmountMessage(hundredths, foreign.currency);
  if (wrongAmount) throw badRequest(wrongAmount);
  let amountCents: number;
  let estimated = false;
  if (input.amount !== undefined) amountCents = reaisToCents(input.amount);
  else {
    const rate = (await ratesFor(tx, bookId, [foreign.currency], input.date, 'sell')).get(foreign.currency);
    if (!rate) throw badRequest(FOREIGN_MESSAGES.noRate(foreign.currency, formatDateBR(input.date)));
    amountCents = convertToCents(hundredths, parseRate(rate.rate));
    estimated = true;
  }
  const iof =
    input.type === 'RECEITA'
      ? { cents: 0, estimated: false }
      : foreign.iof !== undefined
        ? { cents: reaisToCents(foreign.iof), estimated: false }
        : { cents: iofCents(amountCents, 'card_abroad', input.date) ?? 0, estimated: true };
  return {
    amountCents,
    columns: { foreignAmount: hundredths, foreignCurrency: foreign.currency, foreignEstimated: estimated },
    iof,
  };
}

/** The IOF line's description: what the bill prints, and of which purchase. */
export const iofDescription = (description: string) =>
  (description ? `IOF compra no exterior: ${description}` : 'IOF compra no exterior').slice(
    0,
    DESCRIPTION_MAX_LENGTH,
  );

/**
 * The IOF line of a typed purchase abroad: an expense filed as a bank's charge (merchants.ts BANK_FEE). Worked by
 * Grana, it is an estimate (foreign_estimated, with no amount abroad of its own) until the bill's IOF line, matched
 * with it, gives its figure (matching/iof-estimates.ts): the bill then holds one IOF line, not two.
 */
export async function writeIofLine(
  tx: Executor,
  user: AuthUser,
  purchase: {
    accountId: number;
    date: string;
    status: TransactionStatus;
    description: string;
    tagIds: number[];
    paidBy: number | null;
    iof: ForeignPurchase['iof'];
    billMonth: string | null | undefined;
  },
): Promise<void> {
  const description = iofDescription(purchase.description);
  const category = merchantCategoryFinder(await expenseCategories(tx, user.bookId))('DESPESA', description);
  const [id] = await ledger.insert(tx, user.bookId, [
    {
      accountId: purchase.accountId,
      date: purchase.date,
      amount: purchase.iof.cents,
      foreignEstimated: purchase.iof.estimated,
      type: 'DESPESA',
      description,
      categoryId: category?.id ?? null,
      status: purchase.status,
      createdBy: user.id,
      paidBy: purchase.paidBy,
      ...(purchase.billMonth ? { billMonth: purchase.billMonth } : {}),
    },
  ]);
  await ledger.replaceTags(tx, user.bookId, id!, purchase.tagIds);
}

/**
 * What an edit leaves of a row's amount in another currency: `foreign` given replaces it, and the amount in reais
 * is then the person's (the bill's), no longer an estimate; null removes it; absent keeps it, an estimate staying
 * one while the reais stay the same. Only on an account in reais, as when typed.
 */
export function foreignAfterEdit(
  current: {
    amount: number;
    foreignAmount: number | null;
    foreignCurrency: string | null;
    foreignEstimated: boolean;
  },
  account: AccountRow,
  amountCents: number,
  foreign: Omit<ForeignInput, 'iof'> | null | undefined,
): ForeignColumns | { foreignAmount: null; foreignCurrency: null; foreignEstimated: false } | undefined {
  if (foreign === null) return { foreignAmount: null, foreignCurrency: null, foreignEstimated: false };
  // An IOF line Grana estimated (no amount abroad): other reais are the person's figure, the estimate ends.
  if (foreign === undefined && current.foreignAmount === null)
    return current.foreignEstimated && amountCents !== current.amount
      ? { foreignAmount: null, foreignCurrency: null, foreignEstimated: false }
      : undefined;
  const kept = foreign === undefined && current.foreignAmount !== null;
  if ((foreign || kept) && account.currency !== HOME_CURRENCY) throw badRequest(FOREIGN_MESSAGES.onlyOnReais);
  if (foreign) {
    const hundredths = reaisToCents(foreign.amount);
    const wrongAmount = foreignAmountMessage(hundredths, foreign.currency);
    if (wrongAmount) throw badRequest(wrongAmount);
    return { foreignAmount: hundredths, foreignCurrency: foreign.currency, foreignEstimated: false };
  }
  if (kept && current.foreignEstimated && amountCents !== current.amount)
    return {
      foreignAmount: current.foreignAmount as number,
      foreignCurrency: current.foreignCurrency as string,
      foreignEstimated: false,
    };
  return undefined;
}
