import { describe, expect, it } from 'vitest';
import { nthBusinessDay } from '../../../common/business-days';
import { addBillMonths, billDates, billMonthFor, installmentDate } from '../../../common/card-bills';
import { addDays, addMonths, DEFAULT_TIME_ZONE, firstDayOfMonth, todayIn } from '../../../common/dates';
import { actingAs } from '../../test/factories';
import { pluggyTransaction } from '../../test/fake-pluggy';
import { type ConnectedBank, setupTestAppWithPluggy } from '../../test/pluggy-app';
import { uploadStatement } from '../../test/statement-upload';

/**
 * Every way a bank transaction reaches Grana against every other, in both orders (issue 54): typed by hand, a
 * statement file, bank sync, a fixed item's payment ('Pagar', the automatic run, 'Já pago este mês?') and a card
 * purchase's installments written ahead into later bills. Whatever the order, the transaction is one row, the fixed
 * item is paid once and each installment is in its bill once: what the person checks in Transações, Contas,
 * Gastos fixos and Cartões.
 */
const { ctx, pluggy, connectedBank, syncedOk } = setupTestAppWithPluggy();

const today = () => todayIn(DEFAULT_TIME_ZONE);
const dayAgo = (n: number) => addDays(today(), -n);

type Book = ConnectedBank;

async function importFile(book: Book, content: string, settings: Record<string, unknown> = {}) {
  const res = await uploadStatement(
    ctx,
    book.user,
    { content, filename: settings.preset ? 'fatura.csv' : 'itau.ofx' },
    { defaultAccountId: book.accountId, ...settings },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { inserted: number; duplicates: number; matched: number; recurringPaid: number };
}

interface Listed {
  id: number;
  date: string;
  description: string;
  amount: number;
  type: string;
  origin: string;
  installment_number: number | null;
  installment_count: number | null;
}

/** The account's rows as Transações lists them (amounts in cents), and its balance in cents as Contas shows it. */
async function ledgerOf(book: Book) {
  const as = actingAs(ctx, book.user);
  const list = await as.get('/transactions', { accountId: book.accountId, limit: 100 });
  expect(list.status).toBe(200);
  const account = (await as.get('/accounts')).body.data.find((a: { id: number }) => a.id === book.accountId);
  const rows = list.body.data.items as Listed[];
  return {
    rows: rows.map((r) => ({ ...r, cents: Math.round(r.amount * 100) })),
    balanceCents: Math.round(account.balance * 100),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A fixed item's payment: 'Aluguel', R$ 2.300,00 on the 5th business day.

const RENT_CENTS = 230_000;
const dueIn = (month: string) => nthBusinessDay(month, 5);
const thisMonth = () => firstDayOfMonth(today());
/**
 * The latest due date up to today (this month's once it has come, else last month's): within the sync's first
 * reading (90 days), and the only one an automatic run records.
 */
const rentDue = () =>
  dueIn(thisMonth()) <= today() ? dueIn(thisMonth()) : dueIn(addMonths(thisMonth(), -1));
/** The due date after it: what the item waits for once rentDue is paid. */
const nextDue = () => dueIn(addMonths(firstDayOfMonth(rentDue()), 1));

/** An Itaú OFX of one debit of the rent. */
function rentOfx(date: string, cents = RENT_CENTS): string {
  return (
    'OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>' +
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${date.replaceAll('-', '')}<TRNAMT>-${(cents / 100).toFixed(2)}` +
    '<FITID>RENT1<MEMO>PIX TRANSF IMOB LAR</STMTTRN>' +
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>'
  );
}

/** The bank starts listing the rent's debit, in its own words. */
function bankListsRent(book: Book, date: string, cents = RENT_CENTS) {
  pluggy().state.transactions.push(
    pluggyTransaction({
      accountId: book.bankAccountId,
      date: `${date}T00:00:00.000Z`,
      description: 'Pix enviado Imobiliaria Lar',
      type: 'DEBIT',
      amount: -cents / 100,
    }),
  );
}

async function createRent(book: Book, fields: Record<string, unknown>) {
  const res = await actingAs(ctx, book.user).post('/recurring', {
    account_id: book.accountId,
    amount: RENT_CENTS / 100,
    description: 'Aluguel',
    due_business_day: 5,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number };
}

/** The fixed item as Gastos fixos shows it. */
async function itemOf(book: Book, id: number) {
  const list = await actingAs(ctx, book.user).get('/recurring');
  expect(list.status).toBe(200);
  const item = (list.body.data as Array<{ id: number; last_run: string | null; next_run: string }>).find(
    (i) => i.id === id,
  );
  expect(item).toBeDefined();
  return { last_run: item!.last_run, next_run: item!.next_run };
}

/**
 * One row of the rent, in the fixed item's words, of R$ 2.300,00 on `date`, holding the bank's line; the balance
 * counts it once.
 */
async function expectRentOnce(book: Book, date: string) {
  const { rows, balanceCents } = await ledgerOf(book);
  expect(rows.map((r) => [r.description, r.type, r.cents, r.date])).toEqual([
    ['Aluguel', 'DESPESA', RENT_CENTS, date],
  ]);
  expect(balanceCents).toBe(-RENT_CENTS);
}

describe("a fixed item's payment, a statement file and bank sync: one row", () => {
  it("'Pagar' first, then the file, then the sync: the paid row takes both lines", async () => {
    const book = await connectedBank();
    const as = actingAs(ctx, book.user);
    const rent = await createRent(book, { next_run: rentDue() });
    const paid = await as.post('/fixed-expenses/confirm', { id: rent.id, date: rentDue() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    expect(await importFile(book, rentOfx(rentDue()))).toMatchObject({ inserted: 0, matched: 1 });
    bankListsRent(book, rentDue());
    expect(await syncedOk(book)).toMatchObject({ fetched: 1, inserted: 0, matched: 1 });

    await expectRentOnce(book, rentDue());
    expect(await itemOf(book, rent.id)).toEqual({ last_run: rentDue(), next_run: nextDue() });
    // Both ways again: nothing new.
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect(await importFile(book, rentOfx(rentDue()))).toMatchObject({ inserted: 0, duplicates: 1 });
    await expectRentOnce(book, rentDue());
  });

  it('the automatic run first, then the sync, then the file', async () => {
    const book = await connectedBank();
    const as = actingAs(ctx, book.user);
    const rent = await createRent(book, { next_run: rentDue(), mode: 'automatic' });
    const run = await as.post('/recurring/run');
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ created: 1 });

    bankListsRent(book, rentDue());
    expect(await syncedOk(book)).toMatchObject({ inserted: 0, matched: 1 });
    expect(await importFile(book, rentOfx(rentDue()))).toMatchObject({ inserted: 0 });

    await expectRentOnce(book, rentDue());
    expect(await itemOf(book, rent.id)).toEqual({ last_run: rentDue(), next_run: nextDue() });
  });

  it('the item waiting, then the file pays its due date, then the sync finds that row', async () => {
    const book = await connectedBank();
    const rent = await createRent(book, { next_run: rentDue() });

    expect(await importFile(book, rentOfx(rentDue()))).toMatchObject({ inserted: 1, recurringPaid: 1 });
    bankListsRent(book, rentDue());
    expect(await syncedOk(book)).toMatchObject({ inserted: 0, matched: 1 });

    await expectRentOnce(book, rentDue());
    expect(await itemOf(book, rent.id)).toEqual({ last_run: rentDue(), next_run: nextDue() });
    // 'Pagar' of that month again is refused: it is paid (409 in this month, 400 for a date of a month paid).
    const again = await actingAs(ctx, book.user).post('/fixed-expenses/confirm', {
      id: rent.id,
      date: rentDue(),
    });
    expect([400, 409]).toContain(again.status);
    expect(again.body.error.message).toMatch(/Este gasto fixo já foi pago/);
    expect((await ledgerOf(book)).rows).toHaveLength(1);
  });

  it("the file first, then the item registered and 'Pagar' for that day, then the sync", async () => {
    const book = await connectedBank();
    expect(await importFile(book, rentOfx(rentDue()))).toMatchObject({ inserted: 1 });

    const rent = await createRent(book, { next_run: rentDue() });
    const paid = await actingAs(ctx, book.user).post('/fixed-expenses/confirm', {
      id: rent.id,
      date: rentDue(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await expectRentOnce(book, rentDue());

    bankListsRent(book, rentDue());
    expect(await syncedOk(book)).toMatchObject({ inserted: 0, matched: 1 });
    expect(await importFile(book, rentOfx(rentDue()))).toMatchObject({ inserted: 0, duplicates: 1 });
    await expectRentOnce(book, rentDue());
    expect(await itemOf(book, rent.id)).toEqual({ last_run: rentDue(), next_run: nextDue() });
  });

  it('the file first, then an automatic item whose run records that due date, then the sync', async () => {
    const book = await connectedBank();
    await importFile(book, rentOfx(rentDue()));
    const rent = await createRent(book, { next_run: rentDue(), mode: 'automatic' });
    const run = await actingAs(ctx, book.user).post('/recurring/run');
    expect(run.status).toBe(200);
    await expectRentOnce(book, rentDue());

    bankListsRent(book, rentDue());
    expect(await syncedOk(book)).toMatchObject({ inserted: 0, matched: 1 });
    await expectRentOnce(book, rentDue());
    expect(await itemOf(book, rent.id)).toEqual({ last_run: rentDue(), next_run: nextDue() });
  });

  it("the sync first, then the item registered answering 'Já pago este mês?' yes, then the file", async () => {
    const book = await connectedBank();
    // This month's due date when it has passed, else today: the day the item records as paid.
    const paidOn = dueIn(thisMonth()) < today() ? dueIn(thisMonth()) : today();
    bankListsRent(book, paidOn);
    expect(await syncedOk(book)).toMatchObject({ inserted: 1 });

    const rent = await createRent(book, { paid_this_month: true });
    await expectRentOnce(book, paidOn);
    expect((await itemOf(book, rent.id)).last_run).toBe(paidOn);
    // Paid by that row (not 'Já no saldo', which records nothing).
    const listed = (await actingAs(ctx, book.user).get('/recurring')).body.data[0];
    expect(listed).toMatchObject({ payment_status: 'pago', paid_in_balance: false });

    expect(await importFile(book, rentOfx(paidOn))).toMatchObject({ inserted: 0 });
    await expectRentOnce(book, paidOn);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// A card purchase in 3 installments of R$ 100,00.

const PURCHASE_DAYS_AGO = 40;
const purchaseDay = () => dayAgo(PURCHASE_DAYS_AGO);

/** The bank lists installments 1/3 and 2/3 (each dated in its month), with Pluggy's creditCardMetadata. */
function bankListsInstallments(book: Book, numbers: number[]) {
  pluggy().state.transactions.push(
    ...numbers.map((n) =>
      pluggyTransaction({
        accountId: book.bankAccountId,
        date: `${installmentDate(purchaseDay(), n)}T00:00:00.000Z`,
        description: 'MAGAZINE LUIZA',
        type: 'DEBIT',
        amount: 100,
        creditCardMetadata: {
          installmentNumber: n,
          totalInstallments: 3,
          totalAmount: 300,
          purchaseDate: `${purchaseDay()}T00:00:00.000Z`,
        },
      }),
    ),
  );
}

/** The card's statement (Nubank's CSV) with the installments given, each dated in its month. */
function cardCsv(numbers: number[]): string {
  return [
    'date,title,amount',
    ...numbers.map((n) => `${installmentDate(purchaseDay(), n)},Magazine Luiza - Parcela ${n}/3,100.00`),
  ].join('\n');
}
const importCard = (book: Book, numbers: number[]) =>
  importFile(book, cardCsv(numbers), { preset: 'nubank-cartao', createInstallments: true });

/**
 * What Cartões and Transações show: the card's rows (k of n, cents), each installment's bill with its total, the
 * card's balance and what it uses of the limit.
 */
async function cardOf(book: Book) {
  const as = actingAs(ctx, book.user);
  const cards = await as.get('/cards');
  expect(cards.status).toBe(200);
  const card = (
    cards.body.data as Array<{ id: number; closing_day: number; due_day: number; used: number }>
  ).find((c) => c.id === book.accountId)!;
  const billOf = (date: string) => billMonthFor(date, (m) => billDates(m, card.closing_day, card.due_day));
  const { rows, balanceCents } = await ledgerOf(book);
  const bills: Array<{ month: string; ownCents: number; items: string[] }> = [];
  for (const n of [1, 2, 3]) {
    // Installment k is in the bill k - 1 after the purchase's.
    const month = addBillMonths(billOf(purchaseDay()), n - 1);
    const bill = await as.get('/cards/bills', { account_id: book.accountId, month });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    bills.push({
      month,
      // The bill's total less what an earlier unpaid bill carried into it: this bill's own purchases.
      ownCents: Math.round((bill.body.data.total - bill.body.data.previous_balance) * 100),
      items: (
        bill.body.data.items as Array<{
          description: string;
          installment_number: number | null;
          amount: number;
        }>
      ).map((i) => `${i.description} ${i.installment_number}/3 ${Math.round(i.amount * 100)}`),
    });
  }
  return {
    installments: rows
      .map((r) => [r.installment_number, r.installment_count, r.cents] as const)
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    bills,
    balanceCents,
    usedCents: Math.round(card.used * 100),
  };
}

/**
 * Each installment once, in its bill; the card owes R$ 300,00. `words`: the description of all three, or of each
 * (an installment keeps the words of the way it arrived by).
 */
async function expectPurchaseOnce(book: Book, words: string | [string, string, string]) {
  const [w1, w2, w3] = typeof words === 'string' ? [words, words, words] : words;
  const card = await cardOf(book);
  expect(card.installments).toEqual([
    [1, 3, 10_000],
    [2, 3, 10_000],
    [3, 3, 10_000],
  ]);
  expect(card.bills.map((b) => [b.ownCents, b.items])).toEqual([
    [10_000, [`${w1} 1/3 10000`]],
    [10_000, [`${w2} 2/3 10000`]],
    [10_000, [`${w3} 3/3 10000`]],
  ]);
  expect(card.balanceCents).toBe(-30_000);
  expect(card.usedCents).toBe(30_000);
}

describe('a card purchase in installments, the sync and the card statement: each installment once', () => {
  it('typed in 3 installments, then synced, then the next bill’s file with 2/3', async () => {
    const book = await connectedBank({ kind: 'card' });
    const typed = await actingAs(ctx, book.user).post('/transactions', {
      accountId: book.accountId,
      type: 'DESPESA',
      amount: 300,
      installments: 3,
      date: purchaseDay(),
      description: 'Magazine Luiza',
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);

    bankListsInstallments(book, [1, 2]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect(await importCard(book, [2])).toMatchObject({ inserted: 0, duplicates: 1 });
    await expectPurchaseOnce(book, 'Magazine Luiza');
    // Both again: nothing new.
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect(await importCard(book, [1, 2])).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, 'Magazine Luiza');
  });

  it('synced first (the bank lists 1/3 and 2/3), then the files of both bills', async () => {
    const book = await connectedBank({ kind: 'card' });
    bankListsInstallments(book, [1, 2]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 3 });
    expect(await importCard(book, [1])).toMatchObject({ inserted: 0 });
    expect(await importCard(book, [2])).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, 'MAGAZINE LUIZA');
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, 'MAGAZINE LUIZA');
  });

  it('the first bill’s file first, then the sync, then the next bill’s file', async () => {
    const book = await connectedBank({ kind: 'card' });
    expect(await importCard(book, [1])).toMatchObject({ inserted: 3 });
    bankListsInstallments(book, [1, 2]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect(await importCard(book, [2])).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, 'Magazine Luiza');
  });

  it('the bank lists one installment a month: 1/3 synced, then 2/3 synced a month on, then the file of 2/3', async () => {
    const book = await connectedBank({ kind: 'card' });
    bankListsInstallments(book, [1]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 3 });
    bankListsInstallments(book, [2]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect(await importCard(book, [2])).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, 'MAGAZINE LUIZA');
  });
});

describe('a purchase first seen from a later installment, then its earlier one arrives', () => {
  it('the sync lists only 2/3 (the current one), then the first bill’s file with 1/3', async () => {
    const book = await connectedBank({ kind: 'card' });
    bankListsInstallments(book, [2]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 2 });
    // Installment 1 joins the purchase the sync recorded: written alone, 2/3 and 3/3 not again.
    expect(await importCard(book, [1])).toMatchObject({ inserted: 1 });
    await expectPurchaseOnce(book, ['Magazine Luiza', 'MAGAZINE LUIZA', 'MAGAZINE LUIZA']);
    // Both ways again: nothing new.
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect(await importCard(book, [1, 2])).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, ['Magazine Luiza', 'MAGAZINE LUIZA', 'MAGAZINE LUIZA']);
  });

  it('the second bill’s file with 2/3 first, then the sync lists 1/3 and 2/3', async () => {
    const book = await connectedBank({ kind: 'card' });
    expect(await importCard(book, [2])).toMatchObject({ inserted: 2 });
    bankListsInstallments(book, [1, 2]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 1 });
    await expectPurchaseOnce(book, ['MAGAZINE LUIZA', 'Magazine Luiza', 'Magazine Luiza']);
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, ['MAGAZINE LUIZA', 'Magazine Luiza', 'Magazine Luiza']);
  });
});

describe('a purchase typed in the person’s own words', () => {
  async function typeOnCard(book: Book, description: string) {
    const typed = await actingAs(ctx, book.user).post('/transactions', {
      accountId: book.accountId,
      type: 'DESPESA',
      amount: 300,
      installments: 3,
      date: purchaseDay(),
      description,
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
  }

  it('typed as "Geladeira nova", then the sync and the file say MAGAZINE LUIZA: the typed installments', async () => {
    const book = await connectedBank({ kind: 'card' });
    await typeOnCard(book, 'Geladeira nova');
    bankListsInstallments(book, [1, 2]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    expect(await importCard(book, [2])).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, 'Geladeira nova');
    expect(await syncedOk(book)).toMatchObject({ inserted: 0 });
    await expectPurchaseOnce(book, 'Geladeira nova');
  });

  it('two typed purchases alike in other words: the bank’s line is neither, left to the person', async () => {
    const book = await connectedBank({ kind: 'card' });
    await typeOnCard(book, 'Geladeira');
    await typeOnCard(book, 'Fogão');
    bankListsInstallments(book, [1]);
    expect(await syncedOk(book)).toMatchObject({ inserted: 3 });
    expect((await cardOf(book)).installments).toHaveLength(9);
  });
});
