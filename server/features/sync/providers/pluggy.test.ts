import { inspect } from 'node:util';
import type { Account, Item } from 'pluggy-sdk';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  creditAccount,
  type FakePluggy,
  pluggyAccount,
  pluggyBill,
  pluggyInvestment,
  pluggyItem,
  pluggyStock,
  pluggyTransaction,
  startFakePluggy,
  type Wire,
} from '../../../test/fake-pluggy';
import { freePort } from '../../../test/free-port';
import { ProviderError, type ProviderTransaction, type SyncProvider } from '../provider';
import { pluggyProvider } from './pluggy';

// The real pluggy-sdk against a local server that speaks Pluggy's API (server/test/fake-pluggy.ts).

let fake: FakePluggy;
let printed: MockInstance<typeof console.error>;

beforeEach(async () => {
  fake = await startFakePluggy();
  // The SDK prints each failed GET with console.error: caught here to be read (what it prints), not shown.
  printed = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await fake.close();
});

/** The provider as the sync makes it, on the local server; retries without a Retry-After wait 1 ms, not 1 s. */
function provider(credentials = { clientId: fake.clientId, clientSecret: fake.clientSecret }): SyncProvider {
  return pluggyProvider(credentials, { apiUrl: fake.url, retryBaseMs: 1 });
}

function anItem(overrides: Partial<Wire<Item>> = {}) {
  const item = pluggyItem(overrides);
  fake.state.items.push(item);
  return item;
}

function anAccount(account: Wire<Account>) {
  fake.state.accounts.push(account);
  return account;
}

/** An item with a checking account and a credit card. */
function aBank() {
  const item = anItem();
  const bank = anAccount(pluggyAccount({ itemId: item.id }));
  const card = anAccount(creditAccount({ itemId: item.id }));
  return { item, bank, card };
}

/** An account's lines as the sync reads them: page after page until `next` is null. */
async function readAll(p: SyncProvider, accountId: string, range = { from: '2026-01-01', to: '2026-03-31' }) {
  const lines: ProviderTransaction[] = [];
  for (let after: string | null = null, first = true; first || after !== null; first = false) {
    const answer = await p.transactions(accountId, range, after);
    lines.push(...answer.lines);
    after = answer.next;
  }
  return lines;
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("Pluggy: reading an item's investments", () => {
  it('reads a CDB at 102% do CDI, a stock, an IPCA+ Tesouro, a fund and a withdrawn CDB, in Grana terms', async () => {
    const { item } = aBank();
    const cdb = pluggyInvestment({ id: 'inv-cdb', itemId: item.id });
    const stock = pluggyStock({ id: 'inv-stock', itemId: item.id, quantity: 37.5, value: 10.123456789 });
    const tesouro = pluggyInvestment({
      id: 'inv-ipca',
      itemId: item.id,
      subtype: 'TREASURY',
      name: 'Tesouro IPCA+ 2035',
      rate: null,
      rateType: 'IPCA',
      fixedAnnualRate: 6.12,
      issueDate: null,
      purchaseDate: '2025-01-15T00:00:00.000Z',
    });
    const fund = pluggyInvestment({
      id: 'inv-fund',
      itemId: item.id,
      type: 'MUTUAL_FUND',
      subtype: 'MULTIMARKET_FUND',
      code: '12.345.678/0001-90',
      name: 'Fundo Inventado Multimercado',
    });
    const gone = pluggyInvestment({
      id: 'inv-gone',
      itemId: item.id,
      status: 'TOTAL_WITHDRAWAL',
      balance: 0,
    });
    const elsewhere = pluggyInvestment({ id: 'inv-other-item' });
    fake.state.investments.push(cdb, stock, tesouro, fund, gone, elsewhere);

    const read = await provider().investments(item.id);

    expect(read.map((i) => i.id)).toEqual(['inv-cdb', 'inv-stock', 'inv-ipca', 'inv-fund', 'inv-gone']);
    expect(read[0]).toEqual({
      id: 'inv-cdb',
      kind: 'fixed_income',
      subtype: 'CDB',
      name: 'CDB Banco Inventado',
      ticker: null,
      quantity: '1.00000000',
      unitPrice: '1087.65000000',
      balanceCents: 108765,
      grossCents: 108765,
      appliedCents: 100000,
      valueDate: '2026-03-02',
      issueDate: '2025-06-02',
      purchaseDate: '2025-06-02',
      dueDate: '2027-06-01',
      rate: 102,
      rateType: 'CDI',
      fixedAnnualRate: null,
      status: 'active',
    });
    // A quantity's and a price's decimals kept exactly, a ninth rounded.
    expect(read[1]).toMatchObject({
      kind: 'equity',
      ticker: 'INVT3',
      quantity: '37.50000000',
      unitPrice: '10.12345679',
      balanceCents: 123400,
    });
    expect(read[2]).toMatchObject({ rateType: 'IPCA', fixedAnnualRate: 6.12, issueDate: null });
    // A fund is counted, never a holding: its code is a CNPJ, not a ticker.
    expect(read[3]).toMatchObject({ kind: 'other', ticker: null });
    expect(read[4]).toMatchObject({ status: 'withdrawn', balanceCents: 0 });
    expect(fake.callsTo('/investments').map((c) => c.query)).toEqual([
      { itemId: item.id, page: '1', pageSize: '500' },
    ]);
  });

  it('reads every page of a broker with more investments than one page holds', async () => {
    const { item } = aBank();
    for (let i = 0; i < 501; i++)
      fake.state.investments.push(
        pluggyStock({ id: `inv-${i}`, itemId: item.id, code: `INVT${(i % 9) + 1}` }),
      );

    const read = await provider().investments(item.id);

    expect(read).toHaveLength(501);
    expect(fake.callsTo('/investments').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it("answers 'not_found' for an item Pluggy no longer has", async () => {
    expect((await failureOf(provider().investments('item-gone'))).failure).toBe('not_found');
  });
});

describe('Pluggy: reading an account', () => {
  it('reads 1,234 lines over cursor pages of 500, each line once', async () => {
    const { bank } = aBank();
    const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 90) * 86_400_000).toISOString();
    for (let i = 0; i < 1234; i++) {
      fake.state.transactions.push(pluggyTransaction({ id: `tx-${i}`, accountId: bank.id, date: day(i) }));
    }

    const lines = await readAll(provider(), bank.id);

    expect(lines).toHaveLength(1234);
    expect(new Set(lines.map((l) => l.id)).size).toBe(1234);
    // Pluggy's cursor pages: the first without `after`, each next with the cursor of the page before's link.
    const calls = fake.callsTo('/v2/transactions').map((c) => c.query);
    expect(calls).toHaveLength(3);
    expect(calls[0]).toEqual({ accountId: bank.id, dateFrom: '2026-01-01', dateTo: '2026-03-31' });
    expect(calls.slice(1).map((q) => [q.dateFrom, q.dateTo, typeof q.after])).toEqual([
      ['2026-01-01', '2026-03-31', 'string'],
      ['2026-01-01', '2026-03-31', 'string'],
    ]);
    expect(calls[1]?.after).not.toBe(calls[2]?.after);
    expect(fake.callsTo('/auth')).toHaveLength(1);
  });

  it('answers no next page for an account without lines in the range', async () => {
    const { bank } = aBank();
    expect(await provider().transactions(bank.id, { from: '2026-01-01', to: '2026-01-31' }, null)).toEqual({
      lines: [],
      next: null,
    });
  });

  it('keeps the id of a pending line that posts later with another amount and date', async () => {
    const { bank } = aBank();
    const line = pluggyTransaction({
      id: 'tx-restaurante',
      accountId: bank.id,
      status: 'PENDING',
      date: '2026-03-05T15:00:00.000Z',
      amount: -50,
    });
    fake.state.transactions.push(line);
    const p = provider();
    const pending = await readAll(p, bank.id);

    Object.assign(line, { status: 'POSTED', date: '2026-03-06T00:00:00.000Z', amount: -52.3 });
    const posted = await readAll(p, bank.id);

    expect(pending.map((l) => [l.id, l.status, l.date, l.amountCents])).toEqual([
      ['tx-restaurante', 'pending', '2026-03-05', 5000],
    ]);
    expect(posted.map((l) => [l.id, l.status, l.date, l.amountCents])).toEqual([
      ['tx-restaurante', 'posted', '2026-03-06', 5230],
    ]);
  });

  it('reads a card purchase in installments: k of n, the purchase, its total and its bill', async () => {
    const { card } = aBank();
    fake.state.transactions.push(
      pluggyTransaction({
        id: 'tx-notebook-2',
        accountId: card.id,
        date: '2026-02-20T00:00:00.000Z',
        description: 'LOJA ELETRONICOS INV 02/04',
        type: 'DEBIT',
        amount: 250, // a card's purchase is positive
        creditCardMetadata: {
          installmentNumber: 2,
          totalInstallments: 4,
          totalAmount: 1000,
          purchaseDate: '2026-01-20T00:00:00.000Z',
          billId: 'bill-2026-03',
          payeeMCC: 5732,
          cardNumber: '4321',
        },
        merchant: {
          name: 'Eletrônicos Inventados',
          businessName: 'Eletrônicos Inventados Ltda',
          cnpj: '00000000000100',
        },
      }),
      pluggyTransaction({
        id: 'tx-padaria',
        accountId: card.id,
        date: '2026-02-21T00:00:00.000Z',
        description: 'PADARIA INVENTADA',
        amount: 18.5,
        creditCardMetadata: { installmentNumber: 1, totalInstallments: 1, billId: 'bill-2026-03' },
      }),
    );

    const lines = await readAll(provider(), card.id);

    expect(lines).toEqual([
      {
        id: 'tx-padaria',
        accountId: card.id,
        date: '2026-02-21',
        amountCents: 1850,
        type: 'DESPESA',
        description: 'PADARIA INVENTADA',
        status: 'posted',
        counterpart: null,
        billId: 'bill-2026-03',
        installment: null, // 1 of 1 is a purchase paid at once
      },
      {
        id: 'tx-notebook-2',
        accountId: card.id,
        date: '2026-02-20',
        amountCents: 25000,
        type: 'DESPESA',
        description: 'LOJA ELETRONICOS INV 02/04',
        status: 'posted',
        counterpart: 'Eletrônicos Inventados',
        billId: 'bill-2026-03',
        installment: {
          number: 2,
          count: 4,
          purchaseDate: '2026-01-20',
          totalCents: 100000,
          billId: 'bill-2026-03',
        },
      },
    ]);
  });

  it("reads a card's purchase abroad in reais, keeping its amount in dollars", async () => {
    const { card } = aBank();
    fake.state.transactions.push(
      pluggyTransaction({
        id: 'tx-aws',
        accountId: card.id,
        date: '2026-02-22T00:00:00.000Z',
        description: 'AMAZON WEB SERVICES',
        amount: 50, // in the purchase's currency
        currencyCode: 'USD',
        amountInAccountCurrency: 287.53, // in the card's, reais
      }),
    );
    const [line] = await readAll(provider(), card.id);
    expect(line).toMatchObject({
      id: 'tx-aws',
      amountCents: 28753,
      type: 'DESPESA',
      foreign: { amount: 5000, currency: 'USD' },
    });
  });

  it("lists a card's bills and reads its limit and current dates", async () => {
    const { item, card } = aBank();
    fake.state.bills[card.id] = [
      pluggyBill({
        id: 'bill-2026-02',
        dueDate: '2026-02-10T00:00:00.000Z',
        billClosingDate: '2026-02-03T00:00:00.000Z',
        totalAmount: 1234.56,
      }),
      pluggyBill({
        id: 'bill-2026-03',
        dueDate: '2026-03-10T00:00:00.000Z',
        billClosingDate: null,
        totalAmount: -12.3,
      }),
    ];
    const p = provider();

    expect(await p.bills(card.id)).toEqual([
      {
        id: 'bill-2026-02',
        accountId: card.id,
        dueDate: '2026-02-10',
        closingDate: '2026-02-03',
        totalCents: 123456,
      },
      { id: 'bill-2026-03', accountId: card.id, dueDate: '2026-03-10', closingDate: null, totalCents: -1230 },
    ]);
    expect(fake.callsTo('/bills').map((c) => c.query)).toEqual([
      { accountId: card.id, page: '1', pageSize: '500' },
    ]);
    expect((await p.accounts(item.id)).find((a) => a.id === card.id)).toEqual({
      id: card.id,
      itemId: item.id,
      kind: 'card',
      name: 'Cartão Inventado Platinum',
      number: '4321',
      balanceCents: 85040,
      currency: 'BRL',
      card: { limitCents: 500000, closingDate: '2026-03-03', dueDate: '2026-03-10' },
    });
  });

  it("lists an item's accounts: a checking account has no card data", async () => {
    const { item, bank } = aBank();
    const accounts = await provider().accounts(item.id);
    expect(accounts.map((a) => a.kind)).toEqual(['bank', 'card']);
    expect(accounts[0]).toEqual({
      id: bank.id,
      itemId: item.id,
      kind: 'bank',
      name: 'Conta Corrente',
      number: '12345-6',
      balanceCents: 100000,
      currency: 'BRL',
      card: null,
    });
    expect(fake.callsTo('/accounts').map((c) => c.query)).toEqual([{ itemId: item.id }]);
  });

  it('reads credit and debit lines by their type, in exact cents, whatever the sign of the amount', async () => {
    const { bank, card } = aBank();
    const line = (id: string, accountId: string, type: 'DEBIT' | 'CREDIT', amount: number, inBrl?: number) =>
      pluggyTransaction({ id, accountId, type, amount, amountInAccountCurrency: inBrl ?? null });
    fake.state.transactions.push(
      line('aluguel', bank.id, 'DEBIT', -1234.56), // a bank account's outflow is negative
      line('salario', bank.id, 'CREDIT', 1500),
      line('dez-centavos', bank.id, 'CREDIT', 0.1),
      line('vinte-centavos', bank.id, 'CREDIT', 0.2),
      line('soma-em-float', bank.id, 'CREDIT', 0.1 + 0.2), // 0.30000000000000004 in the JSON
      line('tarifa', bank.id, 'DEBIT', -19.99),
      line('meio-centavo', bank.id, 'DEBIT', -1.005), // 1.005 * 100 is 100.49999999999999
      line('milhoes', bank.id, 'CREDIT', 123456789.12),
      line('mercado', card.id, 'DEBIT', 89.9), // a card's purchase is positive
      line('estorno', card.id, 'CREDIT', -20), // and its refund negative
      line('compra-no-exterior', card.id, 'DEBIT', 10, 55.23), // USD 10, in the card's reais
    );
    const p = provider();

    const lines = [...(await readAll(p, bank.id)), ...(await readAll(p, card.id))];

    expect(Object.fromEntries(lines.map((l) => [l.id, `${l.type} ${l.amountCents}`]))).toEqual({
      aluguel: 'DESPESA 123456',
      salario: 'RECEITA 150000',
      'dez-centavos': 'RECEITA 10',
      'vinte-centavos': 'RECEITA 20',
      'soma-em-float': 'RECEITA 30',
      tarifa: 'DESPESA 1999',
      'meio-centavo': 'DESPESA 101',
      milhoes: 'RECEITA 12345678912',
      mercado: 'DESPESA 8990',
      estorno: 'RECEITA 2000',
      'compra-no-exterior': 'DESPESA 5523',
    });
  });

  it('names the merchant, or the other side of a Pix: who was paid on a debit, who paid on a credit', async () => {
    const { bank } = aBank();
    const pix = (id: string, type: 'DEBIT' | 'CREDIT') =>
      pluggyTransaction({
        id,
        accountId: bank.id,
        type,
        description: `PIX ${type === 'DEBIT' ? 'ENVIADO' : 'RECEBIDO'}`,
        paymentData: {
          payer: { name: 'Ana Inventada' },
          receiver: { name: 'Bruno Inventado' },
          paymentMethod: 'PIX',
          boletoMetadata: null,
        },
      });
    fake.state.transactions.push(
      pix('pix-enviado', 'DEBIT'),
      pix('pix-recebido', 'CREDIT'),
      pluggyTransaction({
        id: 'ifood',
        accountId: bank.id,
        merchant: {
          name: 'iFood Inventado',
          businessName: 'Inventado Agência de Restaurantes',
          cnpj: '00000000000200',
        },
      }),
      pluggyTransaction({ id: 'sem-nome', accountId: bank.id }),
    );

    const lines = await readAll(provider(), bank.id);

    expect(Object.fromEntries(lines.map((l) => [l.id, l.counterpart]))).toEqual({
      'pix-enviado': 'Bruno Inventado',
      'pix-recebido': 'Ana Inventada',
      ifood: 'iFood Inventado',
      'sem-nome': null,
    });
  });

  it('puts a line on its day in Brazil, and a day Pluggy gives without a time on that day', async () => {
    const { bank } = aBank();
    const at = (id: string, date: string) => pluggyTransaction({ id, accountId: bank.id, date });
    fake.state.transactions.push(
      at('dia-sem-hora', '2026-03-01T00:00:00.000Z'), // Pluggy's way of writing a day: midnight UTC
      at('sabado-22h30', '2026-03-01T01:30:00.000Z'), // 22:30 on Saturday 28 February in São Paulo
      at('sabado-23h59', '2026-03-01T02:59:59.999Z'),
      at('domingo-0h', '2026-03-01T03:00:00.000Z'),
      at('domingo-20h30', '2026-03-01T23:30:00.000Z'),
      at('sem-milissegundos', '2026-03-01T01:30:00Z'), // left a string by the SDK, read the same
    );

    const lines = await readAll(provider(), bank.id, { from: '2026-02-28', to: '2026-03-01' });

    expect(Object.fromEntries(lines.map((l) => [l.id, l.date]))).toEqual({
      'dia-sem-hora': '2026-03-01',
      'sabado-22h30': '2026-02-28',
      'sabado-23h59': '2026-02-28',
      'domingo-0h': '2026-03-01',
      'domingo-20h30': '2026-03-01',
      'sem-milissegundos': '2026-02-28',
    });
  });
});

describe("Pluggy: an item's status", () => {
  const error = (code: string, message: string, providerMessage?: string) => ({
    code,
    message,
    providerMessage,
  });
  it.each([
    ['UPDATED', 'SUCCESS', {}, 'ok', null],
    ['UPDATED', 'PARTIAL_SUCCESS', {}, 'ok', 'PARTIAL_SUCCESS'],
    ['UPDATING', 'TRANSACTIONS_IN_PROGRESS', {}, 'updating', 'TRANSACTIONS_IN_PROGRESS'],
    ['MERGING', 'SUCCESS', {}, 'updating', null],
    ['WAITING_USER_INPUT', 'WAITING_USER_INPUT', {}, 'waiting_user_input', 'WAITING_USER_INPUT'],
    [
      'WAITING_USER_ACTION',
      'WAITING_USER_ACTION',
      { userAction: { instructions: 'Autorize o acesso no app do banco', type: 'authorize-access' } },
      'waiting_user_input',
      'Autorize o acesso no app do banco',
    ],
    [
      'LOGIN_ERROR',
      'INVALID_CREDENTIALS',
      { error: error('INVALID_CREDENTIALS', 'Invalid credentials.') },
      'login_error',
      'Invalid credentials.',
    ],
    [
      'OUTDATED',
      'SITE_NOT_AVAILABLE',
      { error: error('SITE_NOT_AVAILABLE', 'The institution is unavailable.', 'Sistema fora do ar') },
      'outdated',
      'The institution is unavailable. (Sistema fora do ar)',
    ],
    ['A_STATUS_PLUGGY_ADDS_LATER', 'SUCCESS', {}, 'outdated', 'A_STATUS_PLUGGY_ADDS_LATER'],
  ])('%s (%s) reads as %s', async (status, executionStatus, more, expected, detail) => {
    const item = anItem({ status, executionStatus, ...more } as Partial<Wire<Item>>);
    expect(await provider().item(item.id)).toEqual({
      id: item.id,
      institution: 'Banco Inventado',
      status: expected,
      statusDetail: detail,
      updatedAt: '2026-01-01T12:00:00.000Z',
      owner: null,
    });
  });

  it('has no update date for an item never brought from the bank', async () => {
    const item = anItem({ status: 'UPDATING', lastUpdatedAt: null });
    expect((await provider().item(item.id)).updatedAt).toBeNull();
  });
});

describe('Pluggy: the API key', () => {
  it('keeps its API key for its 2 hours, then asks POST /auth once for a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    const item = anItem();
    const p = provider();
    await p.item(item.id);
    vi.setSystemTime(new Date('2026-03-10T13:59:00Z'));
    await p.item(item.id);
    expect(fake.callsTo('/auth')).toHaveLength(1);

    vi.setSystemTime(new Date('2026-03-10T14:00:00Z'));
    await p.item(item.id);
    await p.item(item.id);

    expect(fake.callsTo('/auth')).toHaveLength(2);
    expect(fake.callsTo(`/items/${item.id}`)).toHaveLength(4); // none refused
  });

  it('asks for a new key once when Pluggy refuses the one it has', async () => {
    const item = anItem();
    const p = provider();
    await p.item(item.id);
    fake.revokeKeys();

    expect((await p.item(item.id)).id).toBe(item.id);
    expect(fake.callsTo('/auth')).toHaveLength(2);
    expect(fake.callsTo(`/items/${item.id}`)).toHaveLength(3);
  });

  it('gives up when a new key is refused too', async () => {
    fake.tokenLifetimeSeconds = -60; // every key is born expired
    const item = anItem();

    const failure = await failureOf(provider().item(item.id));

    expect(failure.failure).toBe('rejected');
    expect(fake.callsTo(`/items/${item.id}`)).toHaveLength(2);
  });
});

describe('Pluggy: failures', () => {
  it('tries a 429 again by itself when Retry-After says now, without waiting seconds', async () => {
    const item = anItem();
    fake.failNext(`/items/${item.id}`, { status: 429, retryAfterSeconds: 0 });
    const started = performance.now();

    expect((await provider().item(item.id)).status).toBe('ok');

    expect(fake.callsTo(`/items/${item.id}`)).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(900); // the SDK alone waits 1 s
  });

  it('tries POST /auth again the same way', async () => {
    const item = anItem();
    fake.failNext('/auth', { status: 429, retryAfterSeconds: 0 });
    expect((await provider().item(item.id)).id).toBe(item.id);
    expect(fake.callsTo('/auth')).toHaveLength(2);
  });

  it("answers 'rate_limited' with Pluggy's Retry-After of 60 s, asking once", async () => {
    const { bank } = aBank();
    fake.failNext('/v2/transactions', { status: 429 });

    const failure = await failureOf(
      provider().transactions(bank.id, { from: '2026-03-01', to: '2026-03-31' }, null),
    );

    expect([failure.failure, failure.retryAfterMs]).toEqual(['rate_limited', 60_000]);
    expect(fake.callsTo('/v2/transactions')).toHaveLength(1);
  });

  it("answers 'rate_limited' after the SDK's two retries of a 429", async () => {
    const { item } = aBank();
    fake.failNext('/accounts', { status: 429, retryAfterSeconds: 0 }, 3);

    const failure = await failureOf(provider().accounts(item.id));

    expect([failure.failure, failure.retryAfterMs]).toEqual(['rate_limited', 0]);
    expect(fake.callsTo('/accounts')).toHaveLength(3);
  });

  it("answers 'unavailable' for a 5xx, without retrying it", async () => {
    const { item } = aBank();
    fake.failNext('/accounts', { status: 503 });
    fake.failNext('/auth', { status: 500 });
    const p = provider();

    expect((await failureOf(p.accounts(item.id))).failure).toBe('unavailable'); // POST /auth's 500
    expect((await failureOf(p.accounts(item.id))).failure).toBe('unavailable'); // then GET /accounts' 503
    expect(fake.callsTo('/accounts')).toHaveLength(1);
    expect((await p.accounts(item.id)).length).toBe(2);
  });

  it("answers 'unavailable' when nothing listens at the address", async () => {
    const p = pluggyProvider(
      { clientId: fake.clientId, clientSecret: fake.clientSecret },
      { apiUrl: `http://127.0.0.1:${await freePort()}`, retryBaseMs: 1 },
    );
    const failure = await failureOf(p.item('item-1'));
    expect([failure.failure, failure.message]).toEqual([
      'unavailable',
      'Pluggy did not answer (ECONNREFUSED)',
    ]);
  });

  it("answers 'not_found' for an item or account Pluggy does not have", async () => {
    const p = provider();
    expect((await failureOf(p.item('item-apagado'))).failure).toBe('not_found');
    const failure = await failureOf(
      p.transactions('conta-apagada', { from: '2026-03-01', to: '2026-03-31' }, null),
    );
    expect([failure.failure, failure.message]).toEqual([
      'not_found',
      'Pluggy answered 404 to /v2/transactions: Account not found',
    ]);
  });

  it("answers 'rejected' for another 4xx", async () => {
    const { bank } = aBank();
    const failure = await failureOf(
      provider().transactions(bank.id, { from: '2026-03-01', to: '2026-03-31' }, 'nao-e-um-cursor'),
    );
    expect(failure.failure).toBe('rejected');
    expect(failure.message).toBe('Pluggy answered 400 to /v2/transactions: Invalid cursor');
  });

  it("answers 'credentials' for a wrong secret or client id, and the error holds neither", async () => {
    const secret = 'segredo-errado-que-nao-pode-vazar';
    const item = anItem();

    const wrongSecret = await failureOf(
      provider({ clientId: fake.clientId, clientSecret: secret }).item(item.id),
    );
    const wrongId = await failureOf(
      provider({ clientId: 'cliente-inexistente', clientSecret: fake.clientSecret }).item(item.id),
    );

    for (const failure of [wrongSecret, wrongId]) {
      expect(failure.failure).toBe('credentials');
      expect(failure.retryAfterMs).toBeNull();
      const everything = [
        failure.message,
        failure.stack,
        JSON.stringify(failure),
        inspect(failure, { depth: 9 }),
      ];
      for (const text of everything) {
        for (const kept of [secret, fake.clientSecret, fake.clientId, 'cliente-inexistente']) {
          expect(text).not.toContain(kept);
        }
      }
    }
    expect(fake.callsTo('/auth')).toHaveLength(2);
    expect(fake.callsTo(`/items/${item.id}`)).toHaveLength(0);
    expect(printed).not.toHaveBeenCalled();
  });

  it('verify asks Pluggy for a key: a good pair passes, a refused one is a credentials failure', async () => {
    await provider().verify();
    const refused = await failureOf(
      provider({ clientId: fake.clientId, clientSecret: 'outro-segredo' }).verify(),
    );
    expect(refused.failure).toBe('credentials');
    expect(fake.callsTo('/auth')).toHaveLength(2);
  });

  it('asks POST /connect_token for Pluggy Connect with the person as clientUserId, and reads it back on the item', async () => {
    const token = await provider().connectToken('42');
    expect(fake.connectTokens.get(token)).toBe('42');
    const connected = anItem({ clientUserId: '42' });
    expect((await provider().item(connected.id)).owner).toBe('42');
    const { item } = aBank();
    expect((await provider().item(item.id)).owner).toBeNull();
  });

  it('prints neither the secret nor the API key when the SDK reports a failed call', async () => {
    const p = provider();
    await failureOf(p.item('item-apagado'));

    expect(printed).toHaveBeenCalledTimes(1);
    const text = inspect(printed.mock.calls, { depth: 9 });
    expect(text).toContain('404');
    expect(text).not.toContain(fake.clientSecret);
    expect(text).not.toMatch(/eyJ/); // a JWT's start: the API key
  });
});

describe('Pluggy: the address', () => {
  it('is set per provider: two of them never meet, and PLUGGY_API_URL is left alone', async () => {
    const other = await startFakePluggy({ clientId: 'outro-id', clientSecret: 'outro-segredo' });
    try {
      const here = anItem();
      const there = pluggyItem();
      other.state.items.push(there);
      const before = process.env.PLUGGY_API_URL;

      const answers = await Promise.all([
        provider().item(here.id),
        pluggyProvider({ clientId: 'outro-id', clientSecret: 'outro-segredo' }, { apiUrl: other.url }).item(
          there.id,
        ),
      ]);

      expect(answers.map((a) => a.id)).toEqual([here.id, there.id]);
      expect(fake.calls.map((c) => c.path)).toEqual(['/auth', `/items/${here.id}`]);
      expect(other.calls.map((c) => c.path)).toEqual(['/auth', `/items/${there.id}`]);
      expect(process.env.PLUGGY_API_URL).toBe(before);
    } finally {
      await other.close();
    }
  });
});
