/**
 * Pluggy behind SyncProvider, through the official pluggy-sdk: its client asks POST /auth for an API key (a JWT
 * that lasts 2 hours), keeps it while its `exp` is ahead and asks again after, and maps the methods used here onto
 * GET /items/{id}, /accounts, /transactions and /bills. What this file adds: the address of the API per instance,
 * Pluggy's values in Grana's terms (cents, Brazilian days, RECEITA/DESPESA), and every failure turned into a
 * ProviderError that carries nothing of the request (see readFailure).
 */
import {
  type Account,
  type CreditCardBills,
  type Investment,
  type Item,
  PluggyClient,
  type ItemStatus as PluggyItemStatus,
  type Transaction,
} from 'pluggy-sdk';
import { DEFAULT_TIME_ZONE, todayIn } from '../../../../common/dates';
import { MAX_CENTS } from '../../../../common/money';
import { decimalText, readDecimal } from '../../../../common/variable-income';
import {
  type ItemStatus,
  type ProviderAccount,
  type ProviderBill,
  type ProviderCredentials,
  ProviderError,
  type ProviderInvestment,
  type ProviderItem,
  type ProviderTransaction,
  type SyncProvider,
} from '../provider';

/** Pluggy's largest page of the page-numbered lists (its documentation: "up to 500 per request"): a card's bills. */
export const PLUGGY_PAGE_SIZE = 500;

/** An item's investments read at most: 10,000 (a broker's account holds tens). */
const MAX_INVESTMENT_PAGES = 20;

/** A card's bills read at most: 10,000, centuries of monthly bills; an answer claiming more pages is not followed. */
const MAX_BILL_PAGES = 20;

export interface PluggyProviderOptions {
  /** The API's address; default process.env.PLUGGY_API_URL, else https://api.pluggy.ai (the SDK's own choice). */
  apiUrl?: string;
  /**
   * The first wait of the client's own retries when no Retry-After says how long (a dropped connection), doubled
   * at the second: 1 s as the SDK has it. Tests pass 1 ms so that a refused connection costs no seconds.
   */
  retryBaseMs?: number;
}

export function pluggyProvider(
  credentials: ProviderCredentials,
  options: PluggyProviderOptions = {},
): SyncProvider {
  const client = new GranaPluggyClient(credentials, options);
  return {
    async verify() {
      // A new API key from POST /auth: the pair is good when Pluggy gives one.
      client.forgetApiKey();
      await call(client, () => client.newApiKey());
    },
    async item(itemId) {
      return toItem(await call(client, () => client.fetchItem(itemId)));
    },
    async accounts(itemId) {
      const page = await call(client, () => client.fetchAccounts(itemId));
      return page.results.map(toAccount);
    },
    async transactions(accountId, range, after) {
      // GET /v2/transactions: Pluggy's cursor pages (the page-numbered /transactions is deprecated); the page's
      // size is Pluggy's to choose.
      const answer = await call(client, () =>
        client.fetchTransactionsCursor(accountId, {
          dateFrom: range.from,
          dateTo: range.to,
          ...(after === null ? {} : { after }),
        }),
      );
      return { lines: answer.results.map(toTransaction), next: cursorOf(answer.next) };
    },
    async connectToken(owner) {
      const answer = await call(client, () => client.createConnectToken(undefined, { clientUserId: owner }));
      return answer.accessToken;
    },
    async bills(accountId) {
      const bills: ProviderBill[] = [];
      for (let page = 1; page <= MAX_BILL_PAGES; page++) {
        const answer = await call(client, () =>
          client.fetchCreditCardBills(accountId, { page, pageSize: PLUGGY_PAGE_SIZE }),
        );
        // A bill whose dates cannot be read is left out: its lines still come, placed by the other bills' dates.
        bills.push(...answer.results.flatMap((bill) => readable(() => [toBill(bill, accountId)], [])));
        if (answer.page >= answer.totalPages) break;
      }
      return bills;
    },
    async investments(itemId) {
      // GET /investments?itemId=: every type (the type filter left out), page by page.
      const investments: ProviderInvestment[] = [];
      for (let page = 1; page <= MAX_INVESTMENT_PAGES; page++) {
        const answer = await call(client, () =>
          client.fetchInvestments(itemId, undefined, { page, pageSize: PLUGGY_PAGE_SIZE }),
        );
        investments.push(...answer.results.map(toInvestment));
        if (answer.page >= answer.totalPages) break;
      }
      return investments;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The SDK's client, configured per instance

/** The got instance the SDK builds for itself (it sends every request through it). */
type SdkHttp = ReturnType<typeof sdkHttp>;

/**
 * pluggy-sdk 0.90 keeps its HTTP settings to itself: its ClientParams type declares a `baseUrl` that the constructor
 * ignores (it reads process.env.PLUGGY_API_URL), and it builds its got instance in a private method. This subclass
 * sets both per instance, through the fields the SDK declares protected, so that two configurations (or a test's
 * local server) never meet in a global.
 */
class GranaPluggyClient extends PluggyClient {
  constructor(credentials: ProviderCredentials, options: PluggyProviderOptions) {
    super({ clientId: credentials.clientId, clientSecret: credentials.clientSecret });
    if (options.apiUrl) this.baseUrl = options.apiUrl.replace(/\/+$/, '');
    const basePath = new URL(this.baseUrl ?? 'https://api.pluggy.ai').pathname.replace(/\/+$/, '');
    this.serviceInstance = withGranaHttp(sdkHttp(this), {
      basePath,
      retryBaseMs: options.retryBaseMs ?? 1000,
    });
  }

  /** Asks POST /auth for an API key (the SDK's method is protected). */
  newApiKey(): Promise<string> {
    return this.getApiKey();
  }

  /** Drops the API key, so that the next call asks POST /auth for another one. */
  forgetApiKey() {
    this.apiKey = '';
  }
}

/** The SDK's own got instance (headers, JSON with dates, 30 s timeout, retries), built by its private method. */
function sdkHttp(client: PluggyClient) {
  return (
    client as unknown as { getServiceInstance(): PluggyClient['serviceInstance'] }
  ).getServiceInstance();
}

/** The longest Retry-After waited inside a call; a longer one comes back as 'rate_limited' for the backoff. */
const MAX_INLINE_RETRY_AFTER_MS = 5_000;

/**
 * The SDK's instance with two changes:
 * - Retries. The SDK's got retries a 429 twice (and a dropped connection: got's default error codes). It waits any
 *   Retry-After, however long (the instance's maxRetryAfter is Infinity: got computed it before the SDK's timeout
 *   was set), and Pluggy's is always 60 s (its documentation on rate limits): two minutes inside one call. With no
 *   Retry-After, or `Retry-After: 0` (got reads 0 as none), it waits 1 s then 2 s. Here a Retry-After is waited
 *   when at most 5 s (0 means now), a longer one is not waited but answered as 'rate_limited' with it, so that the
 *   sync's backoff (../backoff.ts) is the one that waits; the waits without a Retry-After start at `retryBaseMs`.
 * - Failures readable. For a failed call the SDK rejects with the answer's body alone (the status and headers are
 *   lost), and for POST /auth with got's whole error, whose options hold the client secret. Each failed answer's
 *   body is therefore replaced by a PluggyHttpFailure (status, Retry-After, Pluggy's message): that is what the SDK
 *   rejects with, or what got's error holds, and all that readFailure reads.
 */
function withGranaHttp(
  http: SdkHttp,
  { basePath, retryBaseMs }: { basePath: string; retryBaseMs: number },
): SdkHttp {
  return http.extend({
    retry: {
      maxRetryAfter: MAX_INLINE_RETRY_AFTER_MS,
      calculateDelay: ({ attemptCount, retryAfter, computedValue }) => {
        if (computedValue === 0) return 0; // got's own no: the last attempt, or a Retry-After past the most
        if (retryAfter !== undefined) return Math.max(1, retryAfter);
        return retryBaseMs * 2 ** (attemptCount - 1);
      },
    },
    hooks: {
      afterResponse: [
        (response) => {
          if (response.statusCode >= 200 && response.statusCode < 300) return response;
          const path = new URL(response.url).pathname;
          response.body = new PluggyHttpFailure(
            response.statusCode,
            path.startsWith(basePath) ? path.slice(basePath.length) : path,
            retryAfterMs(response.headers['retry-after']),
            pluggyMessage(response.body),
          );
          return response;
        },
      ],
    },
  });
}

/**
 * A failed answer as this file keeps it. The SDK prints it (`console.error('[Pluggy SDK] HTTP request failed: ...',
 * body)`) for a failed GET: a status, a path of ids, a delay and Pluggy's words, never a request's header or body,
 * so neither the API key nor the client secret (POST /auth's failures are not printed at all).
 */
class PluggyHttpFailure {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly retryAfterMs: number | null,
    readonly message: string | null,
  ) {}
}

/** Retry-After in seconds ('60') or as an HTTP date, in milliseconds from now. */
function retryAfterMs(header: string | undefined): number | null {
  if (header === undefined || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** Pluggy's error body is `{ code, codeDescription?, message }` on every endpoint; a proxy's may be any text. */
function pluggyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { codeDescription, message } = body as { codeDescription?: unknown; message?: unknown };
  const words = [codeDescription, message].filter((w): w is string => typeof w === 'string' && w !== '');
  return words.length ? words.join(': ').slice(0, 200) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Failures

/**
 * One call through the SDK, its failure as a ProviderError. A data call refused for its API key (401/403: Pluggy no
 * longer takes a key the SDK still thinks valid, e.g. clocks apart) is made once more with a new key.
 */
async function call<T>(client: GranaPluggyClient, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const failure = readFailure(error);
    if (!isRefusedKey(failure)) throw toProviderError(failure);
  }
  client.forgetApiKey();
  try {
    return await request();
  } catch (error) {
    throw toProviderError(readFailure(error));
  }
}

type Failure = PluggyHttpFailure | { network: string } | { unknown: string };

function isRefusedKey(failure: Failure): boolean {
  return (
    failure instanceof PluggyHttpFailure && failure.path !== '/auth' && [401, 403].includes(failure.status)
  );
}

/**
 * What a rejection of the SDK says, read without keeping it: a got error holds the request's options (POST /auth's
 * body with the client secret; every call's X-API-KEY), so it is never rethrown, logged or stored, only its
 * answer's PluggyHttpFailure or its code read.
 */
function readFailure(error: unknown): Failure {
  if (error instanceof PluggyHttpFailure) return error; // a failed GET: the SDK rejects with the body
  if (typeof error !== 'object' || error === null) return { unknown: typeof error };
  const body = (error as { response?: { body?: unknown } }).response?.body;
  if (body instanceof PluggyHttpFailure) return body; // POST /auth: got's HTTPError
  const code = (error as { code?: unknown }).code;
  // got's RequestError, TimeoutError, ParseError...: ECONNREFUSED, ETIMEDOUT, ERR_BODY_PARSE_FAILURE
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return { network: code };
  return { unknown: error instanceof Error ? error.name : 'object' };
}

function toProviderError(failure: Failure): ProviderError {
  if ('network' in failure) {
    return new ProviderError('unavailable', `Pluggy did not answer (${failure.network})`);
  }
  if ('unknown' in failure) {
    return new ProviderError('rejected', `Pluggy's client failed (${failure.unknown})`);
  }
  const { status, path } = failure;
  // POST /auth's words are left out: they answer a request that held the secret.
  const said = path !== '/auth' && failure.message ? `: ${failure.message}` : '';
  const what = `Pluggy answered ${status} to ${path}${said}`;
  if (path === '/auth' && (status === 401 || status === 403)) {
    return new ProviderError('credentials', 'Pluggy refused the client id and secret');
  }
  if (status === 404) return new ProviderError('not_found', what);
  if (status === 429) return new ProviderError('rate_limited', what, failure.retryAfterMs);
  if (status >= 500) return new ProviderError('unavailable', what);
  return new ProviderError('rejected', what);
}

// ---------------------------------------------------------------------------------------------------------------
// Pluggy's values in Grana's terms

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

function toItem(item: Item): ProviderItem {
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

function toAccount(account: Account): ProviderAccount {
  const credit = account.type === 'CREDIT' ? account.creditData : null;
  return {
    id: account.id,
    itemId: account.itemId,
    kind: account.type === 'CREDIT' ? 'card' : 'bank',
    name: account.name,
    number: account.number?.trim() || null,
    // A card's balance is what is owed, positive, as Pluggy gives it.
    balanceCents: signedCents(account.balance),
    currency: account.currencyCode,
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
function cursorOf(next: string | null): string | null {
  if (next === null) return null;
  return new URL(next, 'https://api.pluggy.ai').searchParams.get('after');
}

function toTransaction(line: Transaction): ProviderTransaction {
  const card = line.creditCardMetadata;
  const billId = card?.billId ?? null;
  const count = card?.totalInstallments ?? 0;
  return {
    id: line.id,
    accountId: line.accountId,
    date: lineDay(line.date),
    // The sign of `amount` is not the direction: a bank account's outflow is negative, a card's purchase positive.
    // `type` is (DEBIT out, CREDIT in) on both, and a purchase abroad is counted in the account's currency.
    amountCents: lineCents(Math.abs(line.amountInAccountCurrency ?? line.amount)),
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

/** The merchant, else the other side of a transfer: who was paid on a debit, who paid on a credit. */
function counterpartOf(line: Transaction): string | null {
  const merchant = line.merchant?.name?.trim() || line.merchant?.businessName?.trim();
  if (merchant) return merchant;
  const other = line.type === 'DEBIT' ? line.paymentData?.receiver : line.paymentData?.payer;
  return other?.name?.trim() || null;
}

function toBill(bill: CreditCardBills, accountId: string): ProviderBill {
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

function toInvestment(investment: Investment): ProviderInvestment {
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

/**
 * Reais as Pluggy writes them (a JSON number: 1234.56) to integer cents, read from the number's decimal text rather
 * than multiplied (1.005 * 100 is 100.49999999999999): a third decimal, which BRL amounts do not have, is rounded
 * half up. The text is the shortest that reads back as the same number, i.e. what the JSON said.
 */
function decimalCents(reais: number): number {
  if (!Number.isFinite(reais) || reais < 0) throw badValue('an amount');
  const text = String(reais);
  if (text.includes('e')) {
    if (reais < 0.005) return 0; // '1e-7'
    throw badValue('an amount'); // '1e+21': past any real amount
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const value = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundsUp ? 1 : 0);
  if (value > MAX_CENTS) throw badValue('an amount');
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

function readable<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

function badValue(what: string): ProviderError {
  return new ProviderError('rejected', `Pluggy sent ${what} Grana cannot read`);
}
