import { afterEach, describe, expect, it } from 'vitest';
import { personAt, realClock } from '../../test/clock';
import {
  type actingAs,
  createAccount,
  createCard,
  createTransaction,
  type TestUser,
} from '../../test/factories';
import { pluggyAccount, pluggyItem, pluggyTransaction } from '../../test/fake-pluggy';
import { setupTestAppWithPluggy } from '../../test/pluggy-app';
import { uploadStatement } from '../../test/statement-upload';

// The card bill paid from the checking account, as a statement says it: "PAGTO FATURA NUBANK" from Itaú.
const { ctx, pluggy } = setupTestAppWithPluggy();
afterEach(() => realClock(ctx));

type As = ReturnType<typeof actingAs>;

/**
 * 21/11/2026: Itaú with R$ 10.000,00, the Nubank card (closing 3, due 10) paid from Itaú, and October's purchases
 * of R$ 1.000,00 and R$ 234,56 in the November bill (closed 03/11, due 10/11): R$ 1.234,56 to pay.
 */
async function nubankPaidFromItau() {
  const { user, as } = await personAt(ctx, '2026-11-21T15:00:00Z');
  const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10_000 });
  const nubank = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
  await createTransaction(ctx, user, nubank.id, { date: '2026-10-15', amount: 1000, description: 'Mercado' });
  await createTransaction(ctx, user, nubank.id, {
    date: '2026-10-20',
    amount: 234.56,
    description: 'Farmácia',
  });
  return { user, as, itau, nubank };
}

const bill = async (as: As, account_id: number, month: string) => {
  const res = await as.get('/cards/bills', { account_id, month });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const balanceOf = async (as: As, id: number) =>
  ((await as.get('/accounts')).body.data as Array<{ id: number; balance: number }>).find((a) => a.id === id)
    ?.balance;

const novemberDespesas = async (as: As) =>
  (await as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' })).body.data.despesas;

const rowsOf = async (as: As, accountId: number) =>
  (await as.get('/transactions', { accountId, from: '2026-11-01', to: '2026-11-30', limit: 50 })).body.data
    .items as Array<{
    id: number;
    description: string;
    amount: number;
    type: string;
    transfer_id: string | null;
  }>;

const itauCsv = (lines: string[]) => ['data;descricao;valor', ...lines].join('\n');

const importItau = (user: TestUser, itauId: number, lines: string[]) =>
  uploadStatement(
    ctx,
    user,
    { content: itauCsv(lines) },
    { delimiter: ';', dateFormat: 'DD/MM/YYYY', amountFormat: 'comma', defaultAccountId: itauId },
  );

describe("a checking account's line that paid a card's bill", () => {
  it("an Itaú statement's PAGTO FATURA NUBANK of the bill's amount is its payment, never an expense", async () => {
    const { user, as, itau, nubank } = await nubankPaidFromItau();
    expect(await bill(as, nubank.id, '2026-11')).toMatchObject({ status: 'vencida', remaining: 1234.56 });

    const res = await importItau(user, itau.id, [
      '05/11/2026;SALARIO EMPRESA;5000,00',
      '10/11/2026;PAGTO FATURA NUBANK;-1234,56',
      '12/11/2026;PAG BOLETO FATURA ENEL;-180,00',
      '13/11/2026;PAG FATURA VIVO;-99,90',
      '14/11/2026;COMPRA CARTAO DEB PADARIA REAL;-25,00',
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Four rows and the payment's two legs; ENEL's and Vivo's bills are a utility's and a phone company's, not a
    // card's: nothing offered.
    expect(res.body.data).toMatchObject({ inserted: 6, billPayments: 1, billPaymentOffers: 0 });

    const november = await bill(as, nubank.id, '2026-11');
    expect(november).toMatchObject({ status: 'paga', paid: 1234.56, remaining: 0 });
    expect(november.payments).toEqual([
      expect.objectContaining({ date: '2026-11-10', amount: 1234.56, from_account_id: itau.id }),
    ]);
    const payment = (await rowsOf(as, itau.id)).find((r) => r.amount === 1234.56);
    expect(payment).toMatchObject({ description: 'Pagamento da fatura 11/2026', type: 'DESPESA' });
    expect(payment?.transfer_id).not.toBeNull();
    // November's Despesas: ENEL, Vivo and the bakery, not the bill's payment.
    expect(await novemberDespesas(as)).toBe(304.9);
    expect(await balanceOf(as, itau.id)).toBe((1_000_000 + 500_000 - 123_456 - 18_000 - 9_990 - 2_500) / 100);
    expect(await balanceOf(as, nubank.id)).toBe(0);

    // The same file again writes nothing: the payment's leg is the statement's line.
    const again = await importItau(user, itau.id, [
      '05/11/2026;SALARIO EMPRESA;5000,00',
      '10/11/2026;PAGTO FATURA NUBANK;-1234,56',
      '12/11/2026;PAG BOLETO FATURA ENEL;-180,00',
      '13/11/2026;PAG FATURA VIVO;-99,90',
      '14/11/2026;COMPRA CARTAO DEB PADARIA REAL;-25,00',
    ]);
    expect(again.body.data).toMatchObject({ inserted: 0, billPayments: 0 });
    expect(await balanceOf(as, itau.id)).toBe((1_000_000 + 500_000 - 123_456 - 18_000 - 9_990 - 2_500) / 100);
  });

  it('bank sync writes the same payment', async () => {
    const { as, itau, nubank } = await nubankPaidFromItau();
    const item = pluggyItem();
    const account = pluggyAccount({ itemId: item.id, balance: 13_765.44, name: 'Conta Corrente' });
    pluggy().state.items.push(item);
    pluggy().state.accounts.push(account);
    pluggy().state.transactions.push(
      pluggyTransaction({
        accountId: account.id,
        date: '2026-11-10T00:00:00.000Z',
        description: 'PAGTO FATURA NUBANK',
        amount: -1234.56,
      }),
    );
    const credentials = await as.put('/sync/credentials', {
      client_id: pluggy().clientId,
      client_secret: pluggy().clientSecret,
    });
    expect(credentials.status, JSON.stringify(credentials.body)).toBe(200);
    const connection = await as.post('/sync/connections', { item_id: item.id });
    expect(connection.status, JSON.stringify(connection.body)).toBe(201);
    const linked = await as.put(`/sync/accounts/${connection.body.data.accounts[0].id}`, {
      account_id: itau.id,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);

    const run = await as.post(`/sync/connections/${connection.body.data.id}/sync`);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data).toMatchObject({ outcome: 'ok', fetched: 1, inserted: 2 });
    expect(await bill(as, nubank.id, '2026-11')).toMatchObject({ status: 'paga', paid: 1234.56 });
    expect(await novemberDespesas(as)).toBe(0);
    expect(await balanceOf(as, itau.id)).toBe(10_000 - 1234.56);

    // The next run reads the line again: the payment's leg is that bank line, nothing is written twice.
    const again = await as.post(`/sync/connections/${connection.body.data.id}/sync`);
    expect(again.body.data).toMatchObject({ outcome: 'ok', inserted: 0 });
    expect(await bill(as, nubank.id, '2026-11')).toMatchObject({ status: 'paga', paid: 1234.56 });
    expect(await balanceOf(as, itau.id)).toBe(10_000 - 1234.56);
  });

  it('words without a bill of that amount are offered, and accepting makes the payment', async () => {
    const { user, as, itau, nubank } = await nubankPaidFromItau();
    const res = await importItau(user, itau.id, ['10/11/2026;PAGTO FATURA NUBANK;-500,00']);
    expect(res.body.data).toMatchObject({ inserted: 1, billPayments: 0, billPaymentOffers: 1 });
    // Written as before, without a category, and offered with the bill still to pay.
    expect(await novemberDespesas(as)).toBe(500);
    const offers = (await as.get('/cards/bill-payment-offers', { import_id: res.body.data.importId })).body
      .data;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      description: 'PAGTO FATURA NUBANK',
      amount: 500,
      account_name: 'Itaú',
    });
    expect(offers[0].options[0]).toMatchObject({
      card_id: nubank.id,
      card_name: 'Nubank',
      month: '2026-11',
      remaining: 1234.56,
      amount_fits: false,
    });
    // The Cartões page offers it too (the book's rows still without a category).
    expect((await as.get('/cards/bill-payment-offers')).body.data).toHaveLength(1);

    const paid = await as.post('/cards/bills/pay-row', {
      transaction_id: offers[0].transaction_id,
      account_id: nubank.id,
      month: '2026-11',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.bill).toMatchObject({ status: 'vencida', paid: 500, remaining: 734.56 });
    expect(await novemberDespesas(as)).toBe(0);
    expect(await balanceOf(as, itau.id)).toBe(10_000 - 500);
    expect((await as.get('/cards/bill-payment-offers')).body.data).toEqual([]);

    // Desfazer gives the expense back.
    const undone = await as.post('/undo', { token: paid.body.data.undo });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await bill(as, nubank.id, '2026-11')).toMatchObject({ paid: 0, remaining: 1234.56 });
    expect(await novemberDespesas(as)).toBe(500);
  });

  it('two cards whose bills fit are offered, not chosen', async () => {
    const { user, as, itau, nubank } = await nubankPaidFromItau();
    const inter = await createCard(ctx, user, { name: 'Inter', payment_account_id: itau.id });
    await createTransaction(ctx, user, inter.id, { date: '2026-10-18', amount: 1234.56, description: 'TV' });
    const res = await importItau(user, itau.id, ['10/11/2026;PAGTO FATURA NUBANK INTER;-1234,56']);
    expect(res.body.data).toMatchObject({ billPayments: 0, billPaymentOffers: 1 });
    const [offer] = (await as.get('/cards/bill-payment-offers', { import_id: res.body.data.importId })).body
      .data;
    expect(
      offer.options
        .filter((o: { amount_fits: boolean }) => o.amount_fits)
        .map((o: { card_id: number }) => o.card_id)
        .sort(),
    ).toEqual([nubank.id, inter.id].sort());
  });

  it('an expense typed by hand with those words is offered from its row', async () => {
    const { user, as, itau, nubank } = await nubankPaidFromItau();
    const typed = await createTransaction(ctx, user, itau.id, {
      date: '2026-11-10',
      amount: 1234.56,
      description: 'Pagamento fatura Nubank',
    });
    const offers = (await as.get('/cards/bill-payment-offers', { transaction_id: typed.id })).body.data;
    expect(offers[0].options[0]).toMatchObject({ card_id: nubank.id, month: '2026-11', amount_fits: true });
    // Another expense is no bill's payment: nothing offered from its row.
    const bakery = await createTransaction(ctx, user, itau.id, {
      date: '2026-11-11',
      amount: 25,
      description: 'Padaria',
    });
    expect((await as.get('/cards/bill-payment-offers', { transaction_id: bakery.id })).body.data).toEqual([]);

    const paid = await as.post('/cards/bills/pay-row', {
      transaction_id: typed.id,
      account_id: nubank.id,
      month: '2026-11',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.bill).toMatchObject({ status: 'paga', paid: 1234.56 });
    expect(await novemberDespesas(as)).toBe(25);
    // Twice: it is a transfer now (409); a row of the card itself pays no bill.
    const twice = await as.post('/cards/bills/pay-row', {
      transaction_id: typed.id,
      account_id: nubank.id,
      month: '2026-11',
    });
    expect(twice.status).toBe(409);
  });

  it("another person's row or card behaves as absent", async () => {
    const { as, itau, nubank, user } = await nubankPaidFromItau();
    const typed = await createTransaction(ctx, user, itau.id, {
      date: '2026-11-10',
      amount: 1234.56,
      description: 'PAGTO FATURA NUBANK',
    });
    const other = await personAt(ctx, '2026-11-21T15:00:00Z');
    expect(
      (
        await other.as.post('/cards/bills/pay-row', {
          transaction_id: typed.id,
          account_id: nubank.id,
          month: '2026-11',
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.as.get('/cards/bill-payment-offers', { transaction_id: typed.id })).body.data,
    ).toEqual([]);
    expect(await bill(as, nubank.id, '2026-11')).toMatchObject({ paid: 0 });
  });
});
