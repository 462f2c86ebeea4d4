/**
 * Pluggy's values in Grana's terms, for pluggyProvider (pluggy.ts): its items, accounts, transactions, bills and
 * investments as the SyncProvider types say them, in cents and Brazilian days, RECEITA/DESPESA.
 */
import type {
  Account,
  CreditCardBills,
  Investment,
  Item,
  ItemStatus as PluggyItemStatus,
  Transaction,
} from 'pluggy-sdk';
import { isCurrencyCode } from '../../../../common/currencies';
import { DEFAULT_TIME_ZONE, todayIn } from '../../../../common/dates';
import { jsonReaisToCents } from '../../../../common/money';
import { decimalText, readDecimal } from '../../../../common/variable-income';
import {
  type ItemStatus,
  type ProviderAccount,
  type ProviderBill,
  ProviderError,
  type ProviderInvestment,
  type ProviderItem,
  type ProviderTransaction,
} from '../provider';

const ITEM_STATUSES: Record<PluggyItemStatus, ItemStatus> = {
  UPDATED: 'ok',
  UPDATING: 'updating',
  MERGING: 'updating', // Pluggy joining the new data with the old: an update still running
  WAITING_USER_INPUT: 'waiting_user_input', // a code from the bank (MFA)
  WAITING_USER_ACTION: 'waiting_user_input', // an approval in the bank's app or a QR code
  LOGIN_ERROR: 'login_error',
  OUTDATED: 'outdated',
};

function isKnownStatus(status: string): status is PluggyItemStatus {
  return Object.hasOwn(ITEM_STATUSES, status);
}

export function toItem(item: Item): ProviderItem {
  return {
    id: item.id,
    institution: item.connector?.name ?? '',
    // A status Pluggy adds later reads as 'outdated' (may be retried); its name stays in the detail.
    status: isKnownStatus(item.status) ? ITEM_STATUSES[item.status] : 'outdated',
    statusDetail: itemDetail(item),
    updatedAt: item.lastUpdatedAt ? new Date(item.lastUpdatedAt).toISOString() : null,
    owner: item.clientUserId ?? null,
  };
}

/** Pluggy's words on the item's state: the error, else what the person must do, else an unfinished execution. */
function itemDetail(item: Item): string | null {
  if (item.error) {
    const { message, providerMessage } = item.error;
    return providerMessage ? `${message} (${providerMessage})` : message;
  }
  if (item.userAction?.instructions) return item.userAction.instructions;
  if (!isKnownStatus(item.status)) return item.status;
  return item.executionStatus && item.executionStatus !== 'SUCCESS' ? item.executionStatus : null;
}

export function toAccount(account: Account): ProviderAccount {
  const credit = account.type === 'CREDIT' ? account.creditData : null;
  return {
    id: account.id,
    itemId: account.itemId,
    kind: account.type === 'CREDIT' ? 'card' : 'bank',
    name: account.name,
    number: account.number?.trim() || null,
    // A card's balance is what is owed, positive, as Pluggy gives it.
    balanceCents: signedCents(account.balance),
    currency: (account.currencyCode ?? 'BRL').trim().toUpperCase() || 'BRL',
    card:
      account.type === 'CREDIT'
        ? {
            limitCents: credit?.creditLimit == null ? null : signedCents(credit.creditLimit),
            closingDate: credit?.balanceCloseDate
              ? readable(() => dayInBrazil(credit.balanceCloseDate!), null)
              : null,
            dueDate: credit?.balanceDueDate
              ? readable(() => dayInBrazil(credit.balanceDueDate!), null)
              : null,
          }
        : null,
  };
}

/**
 * The cursor in a /v2/transactions page's `next` (a link whose `after` parameter is the cursor), or null at the
 * end, as the SDK's own fetchAllTransactions reads it; a link without one ends the reading too.
 */
export function cursorOf(next: string | null): string | null {
  if (next === null) return null;
  return new URL(next, 'https://api.pluggy.ai').searchParams.get('after');
}

export function toTransaction(line: Transaction): ProviderTransaction {
  const card = line.creditCardMetadata;
  const billId = card?.billId ?? null;
  const count = card?.totalInstallments ?? 0;
  const foreign = foreignOf(line);
  return {
    id: line.id,
    accountId: line.accountId,
    date: lineDay(line.date),
    // The sign of `amount` is not the direction: a bank account's outflow is negative, a card's purchase positive.
    // `type` is (DEBIT out, CREDIT in) on both, and a purchase abroad is counted in the account's currency.
    amountCents: lineCents(Math.abs(line.amountInAccountCurrency ?? line.amount)),
    ...(foreign ? { foreign } : {}),
    type: line.type === 'CREDIT' ? 'RECEITA' : 'DESPESA',
    description: line.description?.trim() ?? '',
    status: line.status === 'PENDING' ? 'pending' : 'posted',
    counterpart: counterpartOf(line),
    billId,
    installment:
      card && count >= 2 && card.installmentNumber
        ? {
            number: card.installmentNumber,
            count,
            purchaseDate: card.purchaseDate ? lineDay(card.purchaseDate) : null,
            totalCents: card.totalAmount == null ? null : lineCents(Math.abs(card.totalAmount)),
            billId,
          }
        : null,
  };
}

/**
 * A line in another currency than its account's (a card's purchase abroad): Pluggy gives its `amount` in the line's
 * `currencyCode` and `amountInAccountCurrency` in the account's. Its amount there, when Grana keeps that currency.
 */
function foreignOf(line: Transaction): ProviderTransaction['foreign'] | null {
  if (line.amountInAccountCurrency == null) return null;
  const currency = (line.currencyCode ?? '').trim().toUpperCase();
  if (!isCurrencyCode(currency)) return null;
  const amount = lineCents(Math.abs(line.amount));
  return amount > 0 ? { amount, currency } : null;
}

/** The merchant, else the other side of a transfer: who was paid on a debit, who paid on a credit. */
function counterpartOf(line: Transaction): string | null {
  const merchant = line.merchant?.name?.trim() || line.merchant?.businessName?.trim();
  if (merchant) return merchant;
  const other = line.type === 'DEBIT' ? line.paymentData?.receiver : line.paymentData?.payer;
  return other?.name?.trim() || null;
}

export function toBill(bill: CreditCardBills, accountId: string): ProviderBill {
  return {
    id: bill.id,
    accountId,
    dueDate: dayInBrazil(bill.dueDate),
    closingDate: bill.billClosingDate ? dayInBrazil(bill.billClosingDate) : null,
    totalCents: signedCents(bill.totalAmount),
  };
}

/** Pluggy's types as Grana reads them; MUTUAL_FUND, SECURITY (previdência), COE and OTHER are counted only. */
const INVESTMENT_KINDS: Partial<Record<Investment['type'], ProviderInvestment['kind']>> = {
  FIXED_INCOME: 'fixed_income',
  EQUITY: 'equity',
  ETF: 'equity', // an ETF listed at B3, held as units as a stock is
};

/** Equities Grana holds as renda variável: not options nor other derivatives (no units at a price of their own). */
const HELD_EQUITY_SUBTYPES = new Set<string | null>(['STOCK', 'ETF', 'REAL_ESTATE_FUND', 'BDR', null]);

export function toInvestment(investment: Investment): ProviderInvestment {
  let kind = INVESTMENT_KINDS[investment.type] ?? 'other';
  if (kind === 'equity' && !HELD_EQUITY_SUBTYPES.has(investment.subtype)) kind = 'other';
  const ticker = investment.code?.trim().toUpperCase() ?? '';
  const day = (value: Date | string | null) => (value ? dayInBrazil(value) : null);
  return {
    id: investment.id,
    kind,
    // An ETF listed as its own type may come without a subtype: it is held as an ETF.
    subtype: investment.subtype ?? (investment.type === 'ETF' ? 'ETF' : null),
    name: investment.name?.trim() || ticker || 'Investimento',
    // The code of an equity is its B3 code; a fund's is its CNPJ (digits and punctuation, never read as a ticker).
    ticker: kind === 'equity' && /^[A-Z][A-Z0-9]{3}\d{1,2}F?$/.test(ticker) ? ticker.replace(/F$/, '') : null,
    quantity: exactDecimal(investment.quantity),
    unitPrice: exactDecimal(investment.value),
    balanceCents: signedCents(investment.balance),
    grossCents: signedCents(investment.amount ?? investment.balance),
    appliedCents: investment.amountOriginal == null ? null : signedCents(investment.amountOriginal),
    valueDate: day(investment.date),
    issueDate: day(investment.issueDate),
    purchaseDate: day(investment.purchaseDate),
    dueDate: day(investment.dueDate),
    rate: finiteOrNull(investment.rate),
    rateType: investment.rateType?.trim().toUpperCase() || null,
    fixedAnnualRate: finiteOrNull(investment.fixedAnnualRate),
    status:
      investment.status === 'TOTAL_WITHDRAWAL'
        ? 'withdrawn'
        : investment.status === 'PENDING'
          ? 'pending'
          : 'active',
  };
}

const finiteOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A quantity or a unit price as exact decimal text of up to 8 places (common/variable-income.ts), read from the
 * JSON number's own digits; a ninth decimal is rounded. Null when absent, negative or unreadable.
 */
function exactDecimal(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const reading = readDecimal(Number(value.toFixed(8)));
  return reading.ok ? decimalText(reading.scaled) : null;
}

/** Reais as Pluggy writes them (a JSON number: 1234.56) to integer cents (common/money.ts reads them). */
function decimalCents(reais: number): number {
  const value = jsonReaisToCents(reais);
  if (value === null) throw badValue('an amount');
  return value;
}

function signedCents(reais: number): number {
  return reais < 0 ? -decimalCents(-reais) : decimalCents(reais);
}

/**
 * The day of a Pluggy timestamp in Brazil (YYYY-MM-DD). Pluggy writes a day it knows without a time as that day's
 * midnight UTC ('2021-04-12T00:00:00.000Z', its documentation's example of a TED): that day is kept as written,
 * since São Paulo's clock would read it as the evening before. Any other instant is read on São Paulo's clock: a card
 * purchase at 01:30 UTC on the 13th was made at 22:30 on the 12th. The SDK turns 24-character ISO strings into
 * Dates; other forms ('2021-04-12', or without milliseconds) stay strings.
 */
function dayInBrazil(value: Date | string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw badValue('a date');
  const isDayOnly = instant.getTime() % 86_400_000 === 0;
  return isDayOnly ? instant.toISOString().slice(0, 10) : todayIn(DEFAULT_TIME_ZONE, instant);
}

/**
 * A line's values as read, never a failure: a line Grana cannot read must not stop the run for the others. What
 * cannot be read stays visibly wrong (the text as sent, NaN) and the run's screening (sync/screen-lines.ts) skips
 * the line with its reason.
 */
function lineDay(value: Date | string): string {
  return readable(() => dayInBrazil(value), String(value));
}

function lineCents(reais: number): number {
  return readable(() => decimalCents(reais), Number.NaN);
}

export function readable<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

function badValue(what: string): ProviderError {
  return new ProviderError('rejected', `Pluggy sent ${what} Grana cannot read`);
}
