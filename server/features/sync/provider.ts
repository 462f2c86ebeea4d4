/**
 * What bank sync needs from an aggregator (Pluggy first: providers/pluggy.ts), in Grana's terms: money in integer
 * cents, dates as YYYY-MM-DD in Brazil's time, directions as RECEITA/DESPESA. The rest of server/features/sync
 * reads only these types, so another aggregator is one more file beside Pluggy's.
 */

import type { CurrencyCode } from '../../../common/currencies';

/** A person's own API credentials at the aggregator (MeuPluggy: a free developer account), or the operator's. */
export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * A connection's state at the aggregator, as the person can act on it: 'ok' (the last update worked),
 * 'updating', 'login_error' (the bank refused the login: reconnect at the aggregator), 'waiting_user_input'
 * (the bank asks for a code or an approval), 'outdated' (the last update failed; it may be retried).
 */
export type ItemStatus = 'ok' | 'updating' | 'login_error' | 'waiting_user_input' | 'outdated';

/** A connection to one bank at the aggregator (Pluggy's "item"). */
export interface ProviderItem {
  id: string;
  /** The bank's name as the aggregator gives it ('Nubank', 'Itaú'). */
  institution: string;
  status: ItemStatus;
  /** The aggregator's words on the last error, kept for the person (never a credential). */
  statusDetail: string | null;
  /** When the aggregator last brought the bank's data (ISO timestamp), null when never. */
  updatedAt: string | null;
  /**
   * Whom the item was connected for through the installation's connect widget (Pluggy's clientUserId: the Grana
   * book's id the connect token carried, a person's own id for their personal book, as before books); null for an
   * item connected otherwise (MeuPluggy).
   */
  owner: string | null;
}

/** An account at the bank: a checking or savings account, or a credit card. */
export interface ProviderAccount {
  id: string;
  itemId: string;
  kind: 'bank' | 'card';
  name: string;
  /** The account's or card's number as the bank shows it (often its last digits), null when not given. */
  number: string | null;
  /** The bank's balance now, in hundredths of `currency`; a card's is what is owed. */
  balanceCents: number;
  /** ISO 4217, upper case, as the aggregator reports it (possibly one Grana does not keep). */
  currency: string;
  /** A card's limit and the current bill's dates, when the bank gives them. */
  card: { limitCents: number | null; closingDate: string | null; dueDate: string | null } | null;
}

/** A line of an account as the bank reports it. */
export interface ProviderTransaction {
  /** The aggregator's id of the line: the same line keeps it from pending to posted. */
  id: string;
  accountId: string;
  /** The day of the line in Brazil's time (YYYY-MM-DD). */
  date: string;
  /** Positive, in hundredths of the account's currency: the direction is `type`. */
  amountCents: number;
  type: 'RECEITA' | 'DESPESA';
  /** A line in another currency (a card's purchase abroad): its amount there, in hundredths; null otherwise. */
  foreign?: { amount: number; currency: CurrencyCode } | null;
  /** The bank's text of the line ('PIX ENVIADO MARIA', 'IFOOD *RESTAURANTE'). */
  description: string;
  /** Pending lines may post later with another amount or date, or disappear. */
  status: 'pending' | 'posted';
  /** Who was paid or who paid, when the bank names them (a merchant, a Pix's other side). */
  counterpart: string | null;
  /** The card bill the line is in, when the bank says (any card line, in installments or not). */
  billId: string | null;
  /**
   * A card purchase in installments (k of n, n >= 2): the purchase's date, its total when the bank gives it (the
   * installments' own amounts may not add up to it by a cent), and the bill the line is in (as `billId`).
   */
  installment: {
    number: number;
    count: number;
    purchaseDate: string | null;
    totalCents: number | null;
    billId: string | null;
  } | null;
}

/** A card's bill as the bank reports it. */
export interface ProviderBill {
  id: string;
  accountId: string;
  dueDate: string;
  /** The day the bill closed, when the bank says: with the due date, what finds Grana's bill by dates. */
  closingDate: string | null;
  /** What the bill charges, in cents (negative when it ends in the person's favour). */
  totalCents: number;
}

/**
 * An investment of a connection as the aggregator reports it (Pluggy's Investments API: the item's investments, not
 * an account's), in Grana's terms. Which fields are given varies by bank; every one Grana reads may be null.
 */
export interface ProviderInvestment {
  id: string;
  /**
   * 'fixed_income' (CDB, LCI, LCA, Tesouro, debêntures...), 'equity' (ações, FIIs, ETFs, BDRs held at B3), or
   * 'other' (funds, previdência, COE, derivatives...: not Grana's positions or holdings, only counted).
   */
  kind: 'fixed_income' | 'equity' | 'other';
  /** The aggregator's subtype as it gives it ('CDB', 'TREASURY', 'STOCK', 'REAL_ESTATE_FUND'...), null when none. */
  subtype: string | null;
  name: string;
  /** An equity's B3 code, upper case ('PETR4', 'HGLG11'); null for the rest or when not given. */
  ticker: string | null;
  /** Units held and the unit's price in reais, as exact decimal text (the JSON number's own digits); null when not given. */
  quantity: string | null;
  unitPrice: string | null;
  /** What it is worth now, in cents: the aggregator's balance (net of the taxes a redemption withholds, when it says). */
  balanceCents: number;
  /** Its gross value before those taxes (Pluggy's amount), else the balance: what Grana's own taxes apply to. */
  grossCents: number;
  /** What was applied, in cents, when the bank says. */
  appliedCents: number | null;
  /** The day the value is of, the issue, the purchase and the maturity (YYYY-MM-DD), when given. */
  valueDate: string | null;
  issueDate: string | null;
  purchaseDate: string | null;
  dueDate: string | null;
  /**
   * The contract's rate as the aggregator gives it: `rate` a percentage of `rateType`'s index (102 for 102% do CDI),
   * `fixedAnnualRate` the fixed yearly part (IPCA + 5.5 is 5.5; a prefixado's whole rate), `rateType` the index
   * ('CDI', 'SELIC', 'IPCA', 'IGPM'...; null for a prefixado or when not given).
   */
  rate: number | null;
  rateType: string | null;
  fixedAnnualRate: number | null;
  /** 'withdrawn': redeemed in full at the bank (Pluggy's TOTAL_WITHDRAWAL); 'pending': not settled yet. */
  status: 'active' | 'pending' | 'withdrawn';
}

/** One page of an account's lines and whether another follows. */
export interface TransactionPage {
  lines: ProviderTransaction[];
  /** The aggregator's cursor of the next page, to pass to the next call; null on the last page. */
  next: string | null;
}

export interface SyncProvider {
  /**
   * Authenticates with the credentials the provider was made with, and nothing else: how a pair is checked before
   * it is kept. A refused pair is a ProviderError 'credentials'.
   */
  verify(): Promise<void>;
  item(itemId: string): Promise<ProviderItem>;
  accounts(itemId: string): Promise<ProviderAccount[]>;
  /**
   * One page of an account's lines dated from `from` to `to` (inclusive): the first with `after` null, each next
   * with the cursor the page before answered.
   */
  transactions(
    accountId: string,
    range: { from: string; to: string },
    after: string | null,
  ): Promise<TransactionPage>;
  bills(accountId: string): Promise<ProviderBill[]>;
  /** Every investment of the connection (all pages), the withdrawn ones too when the aggregator still lists them. */
  investments(itemId: string): Promise<ProviderInvestment[]>;
  /**
   * A short-lived token for the aggregator's connect widget (Pluggy Connect), for the installation's own pair:
   * the items connected with it carry `owner`.
   */
  connectToken(owner: string): Promise<string>;
}

/**
 * A failure at the aggregator, by what Grana does about it: 'credentials' (the person's client id or secret is
 * refused: nothing is retried until they change it), 'not_found' (the item or account is gone), 'rate_limited'
 * (429: wait `retryAfterMs` when given, else back off), 'unavailable' (5xx, a timeout, the network: back off and
 * retry later), 'rejected' (any other 4xx: a bug or a change of the API; recorded, not retried at once).
 */
export type ProviderFailure = 'credentials' | 'not_found' | 'rate_limited' | 'unavailable' | 'rejected';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
