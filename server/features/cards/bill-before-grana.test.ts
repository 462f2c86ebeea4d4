import { afterEach, describe, expect, it } from 'vitest';
import { importAppFile, previewAppFile } from '../../test/app-import-upload';
import { personAt, realClock } from '../../test/clock';
import {
  type actingAs,
  createAccount,
  createCard,
  createTransaction,
  type TestUser,
} from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

/**
 * Issue 74 point 14: a newcomer's first statement holds last month's bill payment, "PAGTO FATURA CARTAO NUBANK"
 * R$ 1.845,32 on 10/11, paying a bill of purchases made before Grana (the card, closing 3 and due 10, was created
 * that day and holds none). It is offered as "Fatura anterior ao Grana": the debt from before Grana, now paid.
 */
const ctx = setupTestApp();
type As = ReturnType<typeof actingAs>;

// The files of a worker share its modules (vitest.config.ts): a faked clock left here would move the next file's.
afterEach(() => realClock(ctx));

async function firstStatement() {
  const { user, as } = await personAt(ctx, '2026-11-21T15:00:00Z');
  const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 5000 });
  const nubank = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
  const res = await importItau(user, itau.id, [
    '05/11/2026;SALARIO EMPRESA;3000,00',
    '10/11/2026;PAGTO FATURA CARTAO NUBANK;-1845,32',
  ]);
  expect(res.body.data).toMatchObject({ inserted: 2, billPayments: 0, billPaymentOffers: 1 });
  return { as, itau, nubank, importId: res.body.data.importId as string };
}

const importItau = (user: TestUser, itauId: number, lines: string[]) =>
  uploadStatement(
    ctx,
    user,
    { content: ['data;descricao;valor', ...lines].join('\n') },
    { delimiter: ';', dateFormat: 'DD/MM/YYYY', amountFormat: 'comma', defaultAccountId: itauId },
  );

/** The bank's balance of Itaú after the statement: 5.000,00 + 3.000,00 − 1.845,32. */
const BANK_BALANCE = 6154.68;

const balanceOf = async (as: As, id: number) =>
  ((await as.get('/accounts')).body.data as Array<{ id: number; balance: number }>).find((a) => a.id === id)
    ?.balance;

const netWorthToday = async (as: As) =>
  ((await as.get('/net-worth', { meses: 1 })).body.data.months as Array<{ total: number }>).at(-1)?.total;

const bill = async (as: As, account_id: number, month: string) => {
  const res = await as.get('/cards/bills', { account_id, month });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const cardUsed = async (as: As, id: number) =>
  ((await as.get('/cards')).body.data as Array<{ id: number; used: number }>).find((c) => c.id === id)?.used;

const avisos = async (as: As) => (await as.get('/cards/upcoming', { days: 7 })).body.data.count;

/** The import's bill-payment offer, first proposing November's bill before Grana, paid as that. */
async function payNovemberBeforeGrana(as: As, importId: string, cardId: number) {
  const [offer] = (await as.get('/cards/bill-payment-offers', { import_id: importId })).body.data;
  expect(offer.options[0]).toMatchObject({
    card_id: cardId,
    month: '2026-11',
    before_grana: true,
    remaining: 1845.32,
    amount_fits: true,
  });
  const paid = await as.post('/cards/bills/pay-row', {
    transaction_id: offer.transaction_id,
    account_id: cardId,
    month: '2026-11',
    before_grana: true,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { offer, paid };
}

describe("last month's bill payment in a first statement", () => {
  it('is offered as "Fatura anterior ao Grana": the card ends at zero, December stays open, net worth is the bank\'s', async () => {
    const { as, itau, nubank, importId } = await firstStatement();
    const { offer, paid } = await payNovemberBeforeGrana(as, importId, nubank.id);
    expect(offer).toMatchObject({ description: 'PAGTO FATURA CARTAO NUBANK', amount: 1845.32 });
    expect(paid.body.data.bill).toMatchObject({
      month: '2026-11',
      status: 'paga',
      previous_balance: 1845.32,
      paid: 1845.32,
      remaining: 0,
    });
    expect(await cardUsed(as, nubank.id)).toBe(0);
    expect(await balanceOf(as, nubank.id)).toBe(0);
    expect(await bill(as, nubank.id, '2026-12')).toMatchObject({
      status: 'aberta',
      previous_balance: 0,
      total: 0,
      paid: 0,
      remaining: 0,
    });
    expect(await balanceOf(as, itau.id)).toBe(BANK_BALANCE);
    expect(await netWorthToday(as)).toBe(BANK_BALANCE);
    expect(await avisos(as)).toBe(0);
    expect((await as.get('/cards/bill-payment-offers')).body.data).toEqual([]);

    // Desfazer: the expense is back, the card without a debt from before Grana.
    const undone = await as.post('/undo', { token: paid.body.data.undo });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await balanceOf(as, nubank.id)).toBe(0);
    expect(await cardUsed(as, nubank.id)).toBe(0);
    expect(await bill(as, nubank.id, '2026-11')).toMatchObject({ previous_balance: 0, paid: 0 });
    expect(await netWorthToday(as)).toBe(BANK_BALANCE);
    const [again] = (await as.get('/cards/bill-payment-offers', { import_id: importId })).body.data;
    expect(again.options[0]).toMatchObject({ month: '2026-11', before_grana: true });
  });

  it('with history on the card, the bill it paid takes the payment and the rest is its part before Grana', async () => {
    // Issue 74, the walk's point 1: three months of history imported (September's and October's bills paid, 100,00
    // of November's purchases recorded), then the statement's PAGTO FATURA of the whole November bill, 1.845,32.
    const { as, itau, nubank, importId } = await historyThenStatement(
      '10/11/2026;PAGTO FATURA CARTAO NUBANK;-1845,32',
    );
    const { paid } = await payNovemberBeforeGrana(as, importId, nubank.id);
    // November's bill is the bank's: 100,00 recorded in Grana and 1.745,32 from before, paid in full.
    expect(paid.body.data.bill).toMatchObject({
      month: '2026-11',
      status: 'paga',
      total: 1845.32,
      paid: 1845.32,
      remaining: 0,
    });
    expect(await cardUsed(as, nubank.id)).toBe(0);
    expect(await balanceOf(as, nubank.id)).toBe(0);
    expect(await bill(as, nubank.id, '2026-12')).toMatchObject({ status: 'aberta', total: 0, remaining: 0 });
    for (const month of ['2026-09', '2026-10'])
      expect(await bill(as, nubank.id, month)).toMatchObject({ status: 'paga', remaining: 0 });
    const bankBalance = total(5000, -300, -400, -1845.32);
    expect(await balanceOf(as, itau.id)).toBe(bankBalance);
    expect(await netWorthToday(as)).toBe(bankBalance);
    expect(await avisos(as)).toBe(0);
  });

  it('is not offered when the payment is no more than the bill asks, nor for a bill already paid; refused if asked', async () => {
    const { as, nubank, importId } = await historyThenStatement(
      '10/11/2026;PAGTO FATURA CARTAO NUBANK;-100,00',
    );
    // 100,00 is what November's bill asks: it was paid by the import itself, nothing is left to offer.
    expect((await as.get('/cards/bill-payment-offers', { import_id: importId })).body.data).toEqual([]);
    expect(await bill(as, nubank.id, '2026-11')).toMatchObject({ status: 'paga', paid: 100, remaining: 0 });

    const again = await historyThenStatement('10/11/2026;PAGTO FATURA CARTAO NUBANK;-1845,32', 100);
    const [offer] = (await again.as.get('/cards/bill-payment-offers', { import_id: again.importId })).body
      .data;
    expect(offer.options.some((o: { before_grana: boolean }) => o.before_grana)).toBe(false);
    const refused = await again.as.post('/cards/bills/pay-row', {
      transaction_id: offer.transaction_id,
      account_id: again.nubank.id,
      month: '2026-11',
      before_grana: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/anterior ao Grana/);
  });
});

/** Reais added as integer cents. */
const total = (...reais: number[]) => reais.reduce((sum, r) => sum + Math.round(r * 100), 0) / 100;

/**
 * A newcomer's history on the card (closing 3, due 10), as "Trazer meus dados" writes it: 300,00 bought in August
 * (September's bill) and 400,00 in September (October's), each bill paid from Itaú on its due date, and 100,00 of
 * October's purchases (November's bill); then Itaú's statement with `line`. `paidNovember`: November's bill already
 * had that much paid before the statement.
 */
async function historyThenStatement(line: string, paidNovember = 0) {
  const { user, as } = await personAt(ctx, '2026-11-21T15:00:00Z');
  const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 5000 });
  const nubank = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
  const buy = (date: string, amount: number) =>
    createTransaction(ctx, user, nubank.id, { date, amount, description: 'Mercado' });
  const pay = async (month: string, date: string, amount: number) => {
    const res = await as.post('/cards/bills/pay', {
      account_id: nubank.id,
      month,
      from_account_id: itau.id,
      date,
      amount,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  await buy('2026-08-20', 300);
  await pay('2026-09', '2026-09-10', 300);
  await buy('2026-09-20', 400);
  await pay('2026-10', '2026-10-10', 400);
  await buy('2026-10-15', 100);
  if (paidNovember > 0) await pay('2026-11', '2026-11-05', paidNovember);
  const res = await importItau(user, itau.id, [line]);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return { as, itau, nubank, importId: res.body.data.importId as string };
}

/**
 * Issue 74, the walk's end: a newcomer's Mobills history holds the card's purchases and none of its payments (the
 * export has none), then Itaú's statement pays November's bill. The card's bills already due were paid outside
 * Grana: the import keeps them paid, the statement's payment pays November's, and the card owes what the bank says
 * (December's purchases) whichever of the two arrives first.
 */
describe('history of a card with no payments, and the first statement', () => {
  const MOBILLS_HEADER =
    'Data;Descrição;Valor;Conta;Cartão de crédito;Categoria;Subcategoria;Tags;Tipo;Situação;Observação';
  /** Card closing 3, due 10: September's bill 300,00, October's 400,00, November's 1.845,32, December's 120,00. */
  const history = {
    filename: 'mobills.csv',
    content: [
      MOBILLS_HEADER,
      '20/08/2026;Mercado;-300,00;;Nubank;Mercado;;;Despesa cartão;Pago;',
      '20/09/2026;Farmácia;-400,00;;Nubank;Saúde;;;Despesa cartão;Pago;',
      '15/10/2026;Passagem;-1.000,00;;Nubank;Viagem;;;Despesa cartão;Pago;',
      '25/10/2026;Hotel;-845,32;;Nubank;Viagem;;;Despesa cartão;Pago;',
      '10/11/2026;Restaurante;-120,00;;Nubank;Alimentação;;;Despesa cartão;Pago;',
    ].join('\n'),
  };

  async function bringHistory(user: TestUser, nubankId: number) {
    const settings = { app: 'mobills' as const, accounts: { Nubank: nubankId } };
    const preview = await previewAppFile(ctx, user, history, settings);
    const card = preview.accounts.find((a) => a.name === 'Nubank');
    const job = await importAppFile(ctx, user, history, settings);
    expect(job.status).toBe('done');
    return card;
  }

  async function payNovemberFromStatement(as: As, user: TestUser, itauId: number, nubankId: number) {
    const res = await importItau(user, itauId, ['10/11/2026;PAGTO FATURA CARTAO NUBANK;-1845,32']);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    await payNovemberBeforeGrana(as, res.body.data.importId, nubankId);
  }

  /** What the bank says, on every screen that reads the card. */
  async function expectTheBanks(as: As, itauId: number, nubankId: number) {
    for (const month of ['2026-09', '2026-10', '2026-11'])
      expect(await bill(as, nubankId, month), month).toMatchObject({ status: 'paga', remaining: 0 });
    // Paid outside Grana, as the bill says: September's and October's; November's by the statement's payment.
    expect(await bill(as, nubankId, '2026-09')).toMatchObject({ paid: 300, paid_before_grana: 300 });
    expect(await bill(as, nubankId, '2026-10')).toMatchObject({ paid: 400, paid_before_grana: 400 });
    expect(await bill(as, nubankId, '2026-11')).toMatchObject({
      total: 1845.32,
      paid: 1845.32,
      paid_before_grana: 0,
    });
    expect(await bill(as, nubankId, '2026-12')).toMatchObject({
      status: 'aberta',
      previous_balance: 0,
      total: 120,
      remaining: 120,
    });
    expect(await cardUsed(as, nubankId)).toBe(120);
    expect(await balanceOf(as, nubankId)).toBe(-120);
    expect(await balanceOf(as, itauId)).toBe(total(5000, -1845.32));
    expect(await netWorthToday(as)).toBe(total(5000, -1845.32, -120));
    expect(await avisos(as)).toBe(0);
  }

  it('history first: the bills already due are kept paid, then the statement pays November’s', async () => {
    const { user, as } = await personAt(ctx, '2026-11-21T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 5000 });
    const nubank = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
    const card = await bringHistory(user, nubank.id);
    // The preview says what it keeps: the purchases of the bills closed by 03/11, and the card owing December's.
    expect(card).toMatchObject({
      earlier: { before: '2026-11-03', movement: -2545.32 },
      keepBalance: true,
      balanceBefore: 0,
      balanceAfter: -120,
    });
    for (const month of ['2026-09', '2026-10', '2026-11'])
      expect(await bill(as, nubank.id, month), month).toMatchObject({ status: 'paga', remaining: 0 });
    expect(await bill(as, nubank.id, '2026-11')).toMatchObject({ paid_before_grana: 1845.32 });
    expect(await avisos(as)).toBe(0);

    await payNovemberFromStatement(as, user, itau.id, nubank.id);
    await expectTheBanks(as, itau.id, nubank.id);
  });

  it('the statement first: its payment is November’s bill from before Grana, then history fills it', async () => {
    const { user, as } = await personAt(ctx, '2026-11-21T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 5000 });
    const nubank = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
    await payNovemberFromStatement(as, user, itau.id, nubank.id);
    const card = await bringHistory(user, nubank.id);
    expect(card).toMatchObject({
      earlier: { before: '2026-11-03', movement: -2545.32 },
      keepBalance: true,
      balanceAfter: -120,
    });
    await expectTheBanks(as, itau.id, nubank.id);
  });
});
