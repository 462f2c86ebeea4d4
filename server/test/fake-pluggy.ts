/**
 * A local server that speaks Pluggy's API, for the tests of bank sync: the real pluggy-sdk talks to it over HTTP
 * as it would to api.pluggy.ai. It answers the endpoints the sync uses (POST /auth, GET /items/{id}, /accounts,
 * /v2/transactions, /bills, /investments) with Pluggy's paths, query parameters, page objects (numbered, or a cursor's `next`
 * link on v2) and field names (the SDK's types), from
 * a state the test sets, and only invented data. A test can also set the API key's lifetime, revoke the keys given,
 * and make the next answers of a path fail (429, 5xx). Every call is recorded, so tests can count them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import type { Account, CreditCardBills, Investment, Item, Transaction } from 'pluggy-sdk';

/** A Pluggy type as it travels in JSON: its dates are ISO strings ('2026-03-01T00:00:00.000Z'), its enums strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends string
    ? `${T}`
    : T extends (infer U)[]
      ? Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

export interface FakePluggyState {
  items: Wire<Item>[];
  accounts: Wire<Account>[];
  /** Every account's lines; GET /v2/transactions picks an account's by `accountId`. */
  transactions: Wire<Transaction>[];
  /** A card account's bills, by the account's id (a bill itself does not name its account). */
  bills: Record<string, Wire<CreditCardBills>[]>;
  /** Every item's investments; GET /investments picks an item's by `itemId`. */
  investments: Wire<Investment>[];
}

/** The next answer of a path fails so: 429 with its Retry-After (seconds), or a server error. */
export type Fault = { status: 429; retryAfterSeconds?: number } | { status: 500 | 502 | 503 };

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface FakePluggy {
  /** http://127.0.0.1:port, the provider's apiUrl. */
  url: string;
  /** The client id and secret POST /auth accepts. */
  clientId: string;
  clientSecret: string;
  state: FakePluggyState;
  /** How long an API key from POST /auth lasts, in seconds: 2 hours at Pluggy. */
  tokenLifetimeSeconds: number;
  calls: RecordedCall[];
  /** The connect tokens POST /connect_token gave, with the clientUserId each carries. */
  connectTokens: Map<string, string | null>;
  /** The calls made to a path ('/auth', '/v2/transactions', '/items/item-1'). */
  callsTo(path: string): RecordedCall[];
  /** The next `times` answers of the path are this fault. */
  failNext(path: string, fault: Fault, times?: number): void;
  /** The faults still waiting on a path are dropped: it answers again. */
  clearFaults(path: string): void;
  /** Every API key given so far answers 403 from now on, as one Pluggy no longer takes. */
  revokeKeys(): void;
  /**
   * A hostile bank: the path's answers are `answer`'s (given the query; it may take its time) instead of the
   * fake's own, which stays where it answers undefined; null gives the path back to the fake.
   */
  answerWith(path: string, answer: ((query: URLSearchParams) => unknown) | null): void;
  close(): Promise<void>;
}

/** Answers 200 without an API key, so that a process can wait for the fake to be up. */
export const HEALTH_PATH = '/health';

const MAX_PAGE_SIZE = 500; // Pluggy: "Transactions can be recovered up to 500 per request"
/** The cursor pages' size, which the server chooses (/v2/transactions takes none). */
const V2_PAGE_SIZE = 500;

export async function startFakePluggy(
  options: {
    clientId?: string;
    clientSecret?: string;
    tokenLifetimeSeconds?: number;
    /** A fixed port (the browser tests' server is told where the fake is before it starts); else any free one. */
    port?: number;
  } = {},
): Promise<FakePluggy> {
  const signingKey = randomBytes(32);
  /** The API keys given, with their expiry (seconds since 1970, the JWT's `exp`). */
  const keys = new Map<string, number>();
  const faults = new Map<string, Fault[]>();
  const ownAnswers = new Map<string, (query: URLSearchParams) => unknown>();
  const fake: FakePluggy = {
    url: '',
    clientId: options.clientId ?? 'fake-client-id',
    clientSecret: options.clientSecret ?? 'fake-client-secret',
    state: { items: [], accounts: [], transactions: [], bills: {}, investments: [] },
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 2 * 60 * 60,
    calls: [],
    connectTokens: new Map(),
    callsTo: (path) => fake.calls.filter((c) => c.path === path),
    failNext(path, fault, times = 1) {
      faults.set(path, [...(faults.get(path) ?? []), ...Array.from({ length: times }, () => fault)]);
    },
    clearFaults(path) {
      faults.delete(path);
    },
    revokeKeys: () => keys.clear(),
    answerWith(path, answer) {
      if (answer === null) ownAnswers.delete(path);
      else ownAnswers.set(path, answer);
    },
    close() {
      server.closeAllConnections(); // the SDK keeps its connections alive
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const call = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    };
    fake.calls.push(call);
    // Not Pluggy's: what a process waiting for this server to be up asks (the browser tests' webServer).
    if (call.method === 'GET' && call.path === HEALTH_PATH) return send(res, 200, { status: 'ok' });
    const fault = faults.get(call.path)?.shift();
    if (fault) return sendFault(res, fault);
    if (call.method === 'POST' && call.path === '/auth') return auth(await readJson(req), res);
    if (!isValidKey(req.headers['x-api-key'])) {
      // An API key past its 2 hours (or unknown) is refused; the client asks POST /auth for a new one.
      return sendError(res, 403, 'Forbidden');
    }
    if (call.method === 'POST' && call.path === '/connect_token')
      return connectToken(await readJson(req), res);
    if (call.method !== 'GET') return sendError(res, 405, 'Method Not Allowed');
    const own = await ownAnswers.get(call.path)?.(url.searchParams);
    if (own !== undefined) return send(res, 200, own);
    const itemPath = /^\/items\/([^/]+)$/.exec(call.path);
    if (itemPath) return getItem(decodeURIComponent(itemPath[1]!), res);
    if (call.path === '/accounts') return getAccounts(url.searchParams, res);
    if (call.path === '/v2/transactions') return getTransactions(url.searchParams, res);
    if (call.path === '/bills') return getBills(url.searchParams, res);
    if (call.path === '/investments') return getInvestments(url.searchParams, res);
    return sendError(res, 404, 'Not Found');
  }

  /** POST /auth { clientId, clientSecret }: an API key (a JWT), or 401 as Pluggy answers a wrong pair. */
  async function auth(body: unknown, res: ServerResponse) {
    const { clientId, clientSecret } = (body ?? {}) as { clientId?: unknown; clientSecret?: unknown };
    if (clientId !== fake.clientId || clientSecret !== fake.clientSecret) {
      return send(res, 401, {
        code: 401,
        codeDescription: 'CLIENT_KEYS_UNAUTHORIZED',
        message: 'Client keys are invalid',
      });
    }
    const exp = Math.floor(Date.now() / 1000) + fake.tokenLifetimeSeconds;
    const apiKey = await new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(exp)
      .sign(signingKey);
    keys.set(apiKey, exp);
    return send(res, 200, { apiKey });
  }

  /**
   * POST /connect_token { itemId?, options?: { clientUserId } }: a token for Pluggy Connect. The tokens given are
   * kept with their clientUserId (`fake.connectTokens`), so a test can connect an item as the widget would.
   */
  function connectToken(body: unknown, res: ServerResponse) {
    const options = (body as { options?: { clientUserId?: unknown } } | null)?.options;
    const accessToken = `connect-${randomUUID()}`;
    fake.connectTokens.set(
      accessToken,
      typeof options?.clientUserId === 'string' ? options.clientUserId : null,
    );
    return send(res, 200, { accessToken });
  }

  function isValidKey(header: string | string[] | undefined): boolean {
    const exp = typeof header === 'string' ? keys.get(header) : undefined;
    return exp !== undefined && exp > Date.now() / 1000;
  }

  function getItem(id: string, res: ServerResponse) {
    const item = fake.state.items.find((i) => i.id === id);
    return item ? send(res, 200, item) : sendError(res, 404, 'Item not found');
  }

  /** GET /accounts?itemId=&type=: the item's accounts, in one page. */
  function getAccounts(query: URLSearchParams, res: ServerResponse) {
    const itemId = query.get('itemId');
    if (!itemId) return sendError(res, 400, 'itemId is required');
    if (!fake.state.items.some((i) => i.id === itemId)) return sendError(res, 404, 'Item not found');
    const type = query.get('type');
    const accounts = fake.state.accounts.filter((a) => a.itemId === itemId && (!type || a.type === type));
    return send(res, 200, page(accounts, 1, Math.max(accounts.length, 1)));
  }

  /**
   * GET /v2/transactions?accountId=&dateFrom=&dateTo=&after=: an account's lines dated from `dateFrom` to `dateTo`
   * (days, compared with the line's date as written, in UTC), newest first, V2_PAGE_SIZE a page; `next` is the
   * link to the next page, its `after` the cursor (here the offset, base64url), null on the last.
   */
  function getTransactions(query: URLSearchParams, res: ServerResponse) {
    const accountId = query.get('accountId');
    if (!accountId) return sendError(res, 400, 'accountId is required');
    if (!fake.state.accounts.some((a) => a.id === accountId)) return sendError(res, 404, 'Account not found');
    const after = query.get('after');
    const offset = after === null ? 0 : Number(Buffer.from(after, 'base64url').toString('utf8'));
    if (!Number.isInteger(offset) || offset < 0) return sendError(res, 400, 'Invalid cursor');
    const from = query.get('dateFrom');
    const to = query.get('dateTo');
    const lines = fake.state.transactions
      .filter((t) => t.accountId === accountId)
      .filter((t) => (!from || t.date.slice(0, 10) >= from) && (!to || t.date.slice(0, 10) <= to))
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
    const end = offset + V2_PAGE_SIZE;
    let next: string | null = null;
    if (end < lines.length) {
      const link = new URLSearchParams(query);
      link.set('after', Buffer.from(String(end), 'utf8').toString('base64url'));
      next = `/v2/transactions?${link}`;
    }
    return send(res, 200, { results: lines.slice(offset, end), next });
  }

  /** GET /bills?accountId=&page=&pageSize=: a card account's bills. */
  function getBills(query: URLSearchParams, res: ServerResponse) {
    const accountId = query.get('accountId');
    if (!accountId) return sendError(res, 400, 'accountId is required');
    const paging = readPaging(query);
    if (!paging) return sendError(res, 400, `page must be 1 or more and pageSize 1 to ${MAX_PAGE_SIZE}`);
    return send(res, 200, page(fake.state.bills[accountId] ?? [], paging.page, paging.pageSize));
  }

  /** GET /investments?itemId=&type=&page=&pageSize=: an item's investments (of one type when asked), paged. */
  function getInvestments(query: URLSearchParams, res: ServerResponse) {
    const itemId = query.get('itemId');
    if (!itemId) return sendError(res, 400, 'itemId is required');
    if (!fake.state.items.some((i) => i.id === itemId)) return sendError(res, 404, 'Item not found');
    const paging = readPaging(query);
    if (!paging) return sendError(res, 400, `page must be 1 or more and pageSize 1 to ${MAX_PAGE_SIZE}`);
    const type = query.get('type');
    const found = fake.state.investments.filter((i) => i.itemId === itemId && (!type || i.type === type));
    return send(res, 200, page(found, paging.page, paging.pageSize));
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => sendError(res, 500, String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** `page` (default 1) and `pageSize` (default and most: 500), or null when out of range. */
function readPaging(query: URLSearchParams): { page: number; pageSize: number } | null {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? MAX_PAGE_SIZE);
  const valid = Number.isInteger(page) && page >= 1 && Number.isInteger(pageSize);
  return valid && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE ? { page, pageSize } : null;
}

/** Pluggy's page object: `{ total, totalPages, page, results }`. */
function page<T>(all: T[], pageNumber: number, pageSize: number) {
  return {
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
    page: pageNumber,
    results: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
  };
}

function sendFault(res: ServerResponse, fault: Fault) {
  if (fault.status === 429) {
    // Pluggy's rate limiter: the body and headers of its documentation ("Retry-After: always 60").
    const seconds = fault.retryAfterSeconds ?? 60;
    res.setHeader('Retry-After', String(seconds));
    res.setHeader('RateLimit-Limit', '360');
    res.setHeader('RateLimit-Reset', String(seconds));
    return send(res, 429, {
      code: 429,
      message: 'Too many requests. Please try again later (see Retry-After header in seconds)',
    });
  }
  return sendError(res, fault.status, fault.status === 503 ? 'Service Unavailable' : 'Internal Server Error');
}

/** Pluggy's error body, the same on every endpoint: `{ code, message }`, `code` repeating the status. */
function sendError(res: ServerResponse, status: number, message: string) {
  send(res, status, { code: status, message });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Pluggy's objects, with invented data; a test overrides what it is about.

const STAMP = '2026-01-01T12:00:00.000Z';

export function pluggyItem(overrides: Partial<Wire<Item>> = {}): Wire<Item> {
  return {
    id: randomUUID(),
    connector: {
      id: 9001,
      name: 'Banco Inventado',
      institutionUrl: 'https://banco-inventado.example',
      imageUrl: 'https://banco-inventado.example/logo.svg',
      primaryColor: '7a1fa2',
      type: 'PERSONAL_BANK',
      country: 'BR',
      credentials: [],
      hasMFA: false,
      health: { status: 'ONLINE', stage: null },
      isOpenFinance: true,
      isSandbox: false,
      supportsPaymentInitiation: false,
      supportsScheduledPayments: false,
      supportsSmartTransfers: false,
      supportsAutomaticPix: false,
      supportsBoletoManagement: false,
      products: ['ACCOUNTS', 'CREDIT_CARDS', 'TRANSACTIONS'],
      createdAt: STAMP,
    },
    status: 'UPDATED',
    statusDetail: null,
    error: null,
    executionStatus: 'SUCCESS',
    createdAt: STAMP,
    updatedAt: STAMP,
    lastUpdatedAt: STAMP,
    parameter: null,
    webhookUrl: null,
    clientUserId: null,
    userAction: null,
    consecutiveFailedLoginAttempts: 0,
    nextAutoSyncAt: null,
    consentExpiresAt: null,
    ...overrides,
  };
}

/** A checking account; `creditAccount` for a card. */
export function pluggyAccount(overrides: Partial<Wire<Account>> = {}): Wire<Account> {
  return {
    id: randomUUID(),
    itemId: randomUUID(),
    type: 'BANK',
    subtype: 'CHECKING_ACCOUNT',
    number: '12345-6',
    balance: 1000,
    name: 'Conta Corrente',
    marketingName: null,
    owner: 'Pessoa Inventada',
    taxNumber: null,
    currencyCode: 'BRL',
    bankData: {
      transferNumber: '0001/12345-6',
      closingBalance: 1000,
      automaticallyInvestedBalance: null,
      overdraftContractedLimit: null,
      overdraftUsedLimit: null,
      unarrangedOverdraftAmount: null,
      hasReservedBalance: null,
      reservedBalances: null,
    },
    creditData: null,
    ...overrides,
  };
}

export function creditAccount(overrides: Partial<Wire<Account>> = {}): Wire<Account> {
  return pluggyAccount({
    type: 'CREDIT',
    subtype: 'CREDIT_CARD',
    number: '4321',
    balance: 850.4,
    name: 'Cartão Inventado Platinum',
    bankData: null,
    creditData: {
      level: 'PLATINUM',
      brand: 'MASTERCARD',
      balanceCloseDate: '2026-03-03T00:00:00.000Z',
      balanceDueDate: '2026-03-10T00:00:00.000Z',
      availableCreditLimit: 4149.6,
      balanceForeignCurrency: null,
      minimumPayment: 127.56,
      creditLimit: 5000,
      isLimitFlexible: false,
      status: 'ACTIVE',
      holderType: 'MAIN',
    },
    ...overrides,
  });
}

/** A posted debit of R$ 10,00 on 2026-03-02 (a day known without its time: midnight UTC, as Pluggy writes it). */
export function pluggyTransaction(overrides: Partial<Wire<Transaction>> = {}): Wire<Transaction> {
  return {
    id: randomUUID(),
    accountId: randomUUID(),
    date: '2026-03-02T00:00:00.000Z',
    description: 'COMPRA LOJA INVENTADA',
    descriptionRaw: null,
    type: 'DEBIT',
    amount: -10,
    amountInAccountCurrency: null,
    balance: 990,
    currencyCode: 'BRL',
    category: null,
    status: 'POSTED',
    creditCardMetadata: null,
    categoryId: null,
    operationType: null,
    operationTypeAdditionalInfo: null,
    providerId: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function pluggyBill(overrides: Partial<Wire<CreditCardBills>> = {}): Wire<CreditCardBills> {
  return {
    id: randomUUID(),
    dueDate: '2026-03-10T00:00:00.000Z',
    billClosingDate: '2026-03-03T00:00:00.000Z',
    totalAmount: 850.4,
    totalAmountCurrencyCode: 'BRL',
    minimumPaymentAmount: 127.56,
    allowsInstallments: true,
    financeCharges: [],
    payments: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/**
 * A CDB at 102% do CDI: R$ 1.000,00 applied on 2025-06-02, worth R$ 1.087,65, due 2027-06-01 (Pluggy's fields for
 * a FIXED_INCOME investment; quantity 1 and value = amount, as its documentation says of the non-quota types).
 */
export function pluggyInvestment(overrides: Partial<Wire<Investment>> = {}): Wire<Investment> {
  return {
    id: randomUUID(),
    code: null,
    issuerCNPJ: null,
    number: null,
    isin: null,
    itemId: randomUUID(),
    type: 'FIXED_INCOME',
    subtype: 'CDB',
    name: 'CDB Banco Inventado',
    currencyCode: 'BRL',
    date: '2026-03-02T00:00:00.000Z',
    value: 1087.65,
    quantity: 1,
    taxes: null,
    taxes2: null,
    balance: 1087.65,
    amount: 1087.65,
    amountWithdrawal: 1087.65,
    amountProfit: 87.65,
    amountOriginal: 1000,
    dueDate: '2027-06-01T00:00:00.000Z',
    issuer: 'Banco Inventado',
    issueDate: '2025-06-02T00:00:00.000Z',
    purchaseDate: '2025-06-02T00:00:00.000Z',
    rate: 102,
    rateType: 'CDI',
    fixedAnnualRate: null,
    lastMonthRate: null,
    annualRate: null,
    lastTwelveMonthsRate: null,
    status: 'ACTIVE',
    transactions: null,
    metadata: null,
    owner: 'Pessoa Inventada',
    institution: { name: 'Banco Inventado', number: null },
    ...overrides,
  };
}

/** 100 units of an invented stock, 'INVT3', at R$ 12,34 (an EQUITY investment: its code is the B3 ticker). */
export function pluggyStock(overrides: Partial<Wire<Investment>> = {}): Wire<Investment> {
  return pluggyInvestment({
    type: 'EQUITY',
    subtype: 'STOCK',
    code: 'INVT3',
    name: 'INVENTADA ON',
    value: 12.34,
    quantity: 100,
    balance: 1234,
    amount: 1234,
    amountWithdrawal: 1234,
    amountProfit: null,
    amountOriginal: null,
    dueDate: null,
    issuer: null,
    issueDate: null,
    purchaseDate: null,
    rate: null,
    rateType: null,
    ...overrides,
  });
}
