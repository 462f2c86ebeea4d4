import { afterEach, describe, expect, it } from 'vitest';
import { moveClockTo, personAt, realClock } from '../../test/clock';
import {
  actingAs,
  createAccount,
  createCard,
  createTransaction,
  createUser,
  type TestUser,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/** A person at a fixed instant (Date only is faked), with a checking account and a card closing 3, due 10. */
async function personWithCard(instant: string) {
  const { user, as } = await personAt(ctx, instant);
  const checking = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10_000 });
  const card = await createCard(ctx, user, { name: 'Nubank', payment_account_id: checking.id });
  const buy = (date: string, amount: number, extra: Record<string, unknown> = {}) =>
    createTransaction(ctx, user, card.id, { date, amount, description: `Compra ${date}`, ...extra });
  return { user, as, checking, card, buy };
}

const bill = async (as: ReturnType<typeof actingAs>, account_id: number, month: string) => {
  const res = await as.get('/cards/bills', { account_id, month });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('card bills', () => {
  it('a purchase before the closing day is in that bill; on the closing day, in the next; a refund lowers its bill', async () => {
    const { as, card, buy } = await personWithCard('2026-11-20T15:00:00Z');
    await buy('2026-11-03', 100);
    await buy('2026-12-02', 50.5);
    await buy('2026-12-03', 70);
    await buy('2026-11-25', 20, { type: 'RECEITA', description: 'Estorno' });

    const december = await bill(as, card.id, '2026-12');
    expect(december).toMatchObject({
      month: '2026-12',
      closing_date: '2026-12-03',
      due_date: '2026-12-10',
      status: 'aberta',
      previous_balance: 0,
      total: 130.5,
      paid: 0,
      remaining: 130.5,
    });
    expect(
      december.items.map((i: { description: string; amount: number }) => [i.description, i.amount]),
    ).toEqual([
      ['Compra 2026-11-03', 100],
      ['Estorno', 20],
      ['Compra 2026-12-02', 50.5],
    ]);
    expect(await bill(as, card.id, '2027-01')).toMatchObject({ status: 'prevista', total: 70 });

    const list = (await as.get('/cards')).body.data;
    expect(list).toEqual([
      {
        id: card.id,
        name: 'Nubank',
        credit_limit: 5000,
        closing_day: 3,
        due_day: 10,
        payment_account_id: expect.any(Number),
        used: 200.5,
        available: 4799.5,
        current_bill: {
          month: '2026-12',
          closing_date: '2026-12-03',
          due_date: '2026-12-10',
          status: 'aberta',
          total: 130.5,
          paid: 0,
        },
        next_due_bill: expect.objectContaining({ month: '2026-12', status: 'aberta' }),
      },
    ]);
  });

  it('paying: partially (parcial), wholly (paga), late (vencida carries into the next bill), or too much (a credit)', async () => {
    const started = await personWithCard('2026-11-20T15:00:00Z');
    const { user, checking, card, buy } = started;
    await buy('2026-11-10', 500);
    await buy('2026-12-20', 40);

    // The December bill closes on 03/12: now it waits for its payment.
    let as = await moveClockTo(ctx, '2026-12-05T15:00:00Z', user);
    expect(await bill(as, card.id, '2026-12')).toMatchObject({ status: 'fechada', total: 500 });
    const pay = (amount: number, date: string, month = '2026-12') =>
      as.post('/cards/bills/pay', { account_id: card.id, month, from_account_id: checking.id, amount, date });
    const partial = await pay(200, '2026-12-05');
    expect(partial.status).toBe(201);
    expect(partial.body.data).toMatchObject({ status: 'parcial', paid: 200, remaining: 300 });
    expect(partial.body.data.payments).toEqual([
      { id: expect.any(Number), date: '2026-12-05', amount: 200, from_account_id: checking.id },
    ]);

    // The closed bill still to pay is among the reminders when it falls due within the window.
    expect((await as.get('/cards/upcoming', { days: 7 })).body.data).toEqual({ count: 1 });
    expect((await as.get('/cards/upcoming', { days: 2 })).body.data).toEqual({ count: 0 });

    // After the due date, what was left is vencida and carried into January as its previous balance.
    as = await moveClockTo(ctx, '2026-12-11T15:00:00Z', user);
    expect(await bill(as, card.id, '2026-12')).toMatchObject({ status: 'vencida', remaining: 300 });
    expect(await bill(as, card.id, '2027-01')).toMatchObject({
      status: 'aberta',
      previous_balance: 300,
      total: 340,
    });
    const cards = (await as.get('/cards')).body.data;
    expect(cards[0]).toMatchObject({ used: 340, available: 4660 });
    expect(cards[0].next_due_bill).toMatchObject({
      month: '2026-12',
      status: 'vencida',
      total: 500,
      paid: 200,
    });

    expect((await as.get('/cards/upcoming', { days: 0 })).body.data).toEqual({ count: 1 });
    // Paying the rest: paid, nothing carried; paying more leaves a credit for the next bill.
    expect((await pay(300, '2026-12-11')).body.data).toMatchObject({ status: 'paga', remaining: 0 });
    expect((await as.get('/cards/upcoming', { days: 7 })).body.data).toEqual({ count: 0 });
    expect(await bill(as, card.id, '2027-01')).toMatchObject({ previous_balance: 0, total: 40 });
    await pay(50, '2026-12-11');
    expect(await bill(as, card.id, '2027-01')).toMatchObject({
      previous_balance: -50,
      total: -10,
      remaining: 0,
    });

    // The payments are transfers: the checking account paid 550, and no report counts them as spending.
    const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; balance: number }>;
    expect(accounts.find((a) => a.id === checking.id)?.balance).toBe(10_000 - 550);
    const summary = (await as.get('/reports/summary', { from: '2026-12-01', to: '2026-12-31' })).body.data;
    expect(summary).toMatchObject({ receitas: 0, despesas: 40 });
    const dashboard = (await as.get('/dashboard/summary', { from: '2026-12-01', to: '2026-12-31' })).body
      .data;
    expect(dashboard).toMatchObject({ receitas: 0, despesas: 40 });
  });

  it('years of history: what old bills left unpaid still carries, and an old bill reads as it did', async () => {
    const { as, checking, card, buy } = await personWithCard('2026-11-20T15:00:00Z');
    // Two years ago: 1.000,00 bought, 700,00 paid, so 300,00 left unpaid ever since; a year and a half ago a
    // bill paid in full; installments that started long ago and end in a later bill.
    await buy('2024-10-15', 1000);
    await as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2024-11',
      from_account_id: checking.id,
      amount: 700,
      date: '2024-11-08',
    });
    await buy('2025-05-20', 250);
    await as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2025-06',
      from_account_id: checking.id,
      amount: 250,
      date: '2025-06-09',
    });
    await buy('2025-01-20', 2400, { installments: 24 });
    await buy('2026-11-15', 80);

    // The open December bill: 80 bought and the 23rd installment, after what was never paid: the 300 left two
    // years ago and the 22 installments before (2.200,00).
    const december = await bill(as, card.id, '2026-12');
    expect(december).toMatchObject({ status: 'aberta', previous_balance: 2500, total: 2680 });
    expect(december.items.map((i: { amount: number }) => i.amount).sort()).toEqual([100, 80]);
    const cards = (await as.get('/cards')).body.data;
    // Used: all of that and the 24th installment, in January's bill.
    expect(cards[0]).toMatchObject({ used: 2780, available: 2220 });

    // A bill two years back: 1.000,00 asked, 700,00 paid on it, vencida; of its 300,00 left, 250,00 were paid since
    // by June 2025's payment (a payment settles the oldest money owed first, as the bank's does), which its Pago
    // counts: Pago and Restante add up to its Total.
    expect(await bill(as, card.id, '2024-11')).toMatchObject({
      status: 'vencida',
      previous_balance: 0,
      total: 1000,
      paid: 950,
      remaining: 50,
    });
    // The next one carried what was left.
    expect(await bill(as, card.id, '2024-12')).toMatchObject({ previous_balance: 300, total: 300 });
  });

  it("the transactions list filters by a card's bill, with that bill's totals", async () => {
    const { as, card, checking, buy } = await personWithCard('2026-11-20T15:00:00Z');
    await buy('2026-11-03', 100);
    await buy('2026-12-03', 70);
    await buy('2026-11-10', 25, { bill_month: '2027-01' });
    const page = async (billMonth: string) =>
      (await as.get('/transactions', { accountId: card.id, billMonth })).body.data;
    const december = await page('2026-12');
    expect(december.items.map((t: { amount: number }) => t.amount)).toEqual([100]);
    expect(december.totals).toEqual({ receitas: 0, despesas: 100, count: 1 });
    const january = await page('2027-01');
    expect(january.items.map((t: { amount: number }) => t.amount).sort()).toEqual([25, 70]);
    const noCard = await as.get('/transactions', { billMonth: '2026-12' });
    expect([noCard.status, noCard.body.error.message]).toEqual([400, 'Escolha o cartão para ver uma fatura']);
    const notACard = await as.get('/transactions', { accountId: checking.id, billMonth: '2026-12' });
    expect([notACard.status, notACard.body.error.message]).toEqual([
      400,
      'Esta conta não é um cartão de crédito',
    ]);
  });

  it('follows the dates the bank moved for one bill', async () => {
    const { as, card, buy } = await personWithCard('2026-11-20T15:00:00Z');
    await buy('2026-12-02', 80);
    const moved = await as.put('/cards/bills', {
      account_id: card.id,
      month: '2026-12',
      closing_date: '2026-12-01',
      due_date: '2026-12-08',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ closing_date: '2026-12-01', due_date: '2026-12-08', total: 0 });
    expect(await bill(as, card.id, '2027-01')).toMatchObject({ closing_date: '2027-01-03', total: 80 });
    const list = (await as.get('/cards/bills', { account_id: card.id })).body.data;
    expect(list.map((b: { month: string }) => b.month)).toEqual(['2027-01', '2026-12']);
  });

  it('refuses bad input in Portuguese and answers another person as if the card did not exist', async () => {
    const { as, checking, card } = await personWithCard('2026-11-20T15:00:00Z');
    const other: TestUser = await createUser(ctx);
    const theirs = actingAs(ctx, other);
    const payment = {
      account_id: card.id,
      month: '2026-12',
      from_account_id: checking.id,
      amount: 10,
      date: '2026-11-20',
    };
    for (const [body, status, message] of [
      [{ ...payment, month: '2026-13' }, 400, 'Informe o mês da fatura no formato AAAA-MM'],
      [{ ...payment, month: '12/2026' }, 400, 'Informe o mês da fatura no formato AAAA-MM'],
      [{ ...payment, amount: 0 }, 400, 'O valor deve ser maior que zero'],
      [{ ...payment, from_account_id: card.id }, 400, 'Escolha outra conta para pagar a fatura'],
      [{ ...payment, account_id: checking.id }, 400, 'Esta conta não é um cartão de crédito'],
    ] as const) {
      const res = await as.post('/cards/bills/pay', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const otherCard = await as.post('/accounts', {
      name: 'Outro',
      type: 'credit_card',
      closing_day: 1,
      due_day: 9,
      credit_limit: 100,
    });
    const fromCard = await as.post('/cards/bills/pay', {
      ...payment,
      from_account_id: otherCard.body.data.id,
    });
    expect(fromCard.body.error.message).toBe('A fatura não pode ser paga por um cartão de crédito');
    const badDates = await as.put('/cards/bills', {
      account_id: card.id,
      month: '2026-12',
      closing_date: '2026-12-10',
      due_date: '2026-12-03',
    });
    expect([badDates.status, badDates.body.error.message]).toEqual([
      400,
      'O fechamento deve ser antes do vencimento',
    ]);

    expect((await theirs.get('/cards')).body.data).toEqual([]);
    expect((await theirs.get('/cards/bills', { account_id: card.id })).status).toBe(404);
    expect((await theirs.post('/cards/bills/pay', payment)).status).toBe(404);
    // Nothing was written by the refusals.
    expect(
      (await as.get('/cards/bills', { account_id: card.id, month: '2026-12' })).body.data.payments,
    ).toEqual([]);
  });

  it('installments: the total in cents with the remainder on the first, one per month and bill, across a year end', async () => {
    const { as, card } = await personWithCard('2026-11-20T15:00:00Z');
    const created = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      amount: 100,
      date: '2026-11-30',
      description: 'Geladeira',
      installments: 3,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      amount: 33.34,
      date: '2026-11-30',
      installment_number: 1,
      installment_count: 3,
      bill_month: null,
    });
    const rows = (await as.get('/transactions', { accountId: card.id })).body.data.items as Array<{
      id: number;
      date: string;
      amount: number;
      installment_number: number;
      bill_month: string | null;
      installment_group: string;
    }>;
    expect(rows.map((r) => [r.date, r.amount, r.installment_number, r.bill_month])).toEqual([
      ['2027-01-30', 33.33, 3, '2027-02'],
      ['2026-12-30', 33.33, 2, '2027-01'],
      ['2026-11-30', 33.34, 1, null],
    ]);
    expect(new Set(rows.map((r) => r.installment_group)).size).toBe(1);
    for (const [month, total, status] of [
      ['2026-12', 33.34, 'aberta'],
      ['2027-01', 33.33, 'prevista'],
      ['2027-02', 33.33, 'prevista'],
    ] as const) {
      expect(await bill(as, card.id, month)).toMatchObject({ total, status });
    }
    expect((await bill(as, card.id, '2027-01')).items[0]).toMatchObject({
      description: 'Geladeira',
      installment_number: 2,
      installment_count: 3,
    });
    // The limit holds every installment still to pay; each month counts its own.
    expect((await as.get('/cards')).body.data[0]).toMatchObject({ used: 100, available: 4900 });
    const december = (await as.get('/reports/summary', { from: '2026-12-01', to: '2026-12-31' })).body.data;
    expect(december.despesas).toBe(33.33);

    // Deleting one installment touches that one; scope=purchase deletes the whole purchase.
    const second = rows.find((r) => r.installment_number === 2)!;
    expect((await as.delete('/transactions', { id: second.id })).body.data.deleted).toEqual([second.id]);
    const whole = await as.delete('/transactions', { id: rows[0]!.id, scope: 'purchase' });
    expect(whole.body.data.deleted).toHaveLength(2);
    expect((await as.get('/transactions', { accountId: card.id })).body.data.items).toEqual([]);
  });

  it('a purchase placed in a bill by hand stays there; installments and bills are refused where they do not apply', async () => {
    const { as, card, checking } = await personWithCard('2026-11-20T15:00:00Z');
    const placed = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      amount: 45,
      date: '2026-11-20',
      bill_month: '2027-02',
    });
    expect(placed.body.data.bill_month).toBe('2027-02');
    expect(await bill(as, card.id, '2026-12')).toMatchObject({ total: 0 });
    expect(await bill(as, card.id, '2027-02')).toMatchObject({ total: 45 });
    // Back to the bill of its date.
    const edited = await as.put('/transactions', {
      id: placed.body.data.id,
      date: '2026-11-20',
      type: 'DESPESA',
      amount: 45,
      accountId: card.id,
      bill_month: null,
    });
    expect(edited.body.data.bill_month).toBeNull();
    expect(await bill(as, card.id, '2026-12')).toMatchObject({ total: 45 });

    const purchase = { accountId: card.id, type: 'DESPESA', amount: 100, date: '2026-11-20' };
    for (const [body, message] of [
      [{ ...purchase, installments: 1 }, 'Informe de 2 a 48 parcelas'],
      [{ ...purchase, installments: 49 }, 'Informe de 2 a 48 parcelas'],
      [{ ...purchase, installments: 2.5 }, 'Informe de 2 a 48 parcelas'],
      [{ ...purchase, type: 'RECEITA', installments: 3 }, 'Só uma despesa pode ser parcelada'],
      [{ ...purchase, amount: 0.02, installments: 3 }, 'O valor é pequeno demais para 3 parcelas'],
      [{ ...purchase, accountId: checking.id, installments: 3 }, 'Esta conta não é um cartão de crédito'],
      [
        { ...purchase, accountId: checking.id, bill_month: '2026-12' },
        'Esta conta não é um cartão de crédito',
      ],
      [{ ...purchase, bill_month: '2026-12-01' }, 'Informe o mês da fatura no formato AAAA-MM'],
    ] as const) {
      const res = await as.post('/transactions', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await as.get('/transactions')).body.data.items).toHaveLength(1);
  });

  it('anticipating installments moves the last ones into the open bill, dated today, the discount lowering them', async () => {
    const { as, card } = await personWithCard('2026-11-20T15:00:00Z');
    const created = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      amount: 120,
      date: '2026-11-20',
      description: 'Notebook',
      installments: 4,
    });
    const group = created.body.data.installment_group as string;
    const anticipate = (body: Record<string, unknown>) =>
      as.post('/cards/installments/anticipate', { installment_group: group, ...body });

    expect((await anticipate({ count: 4 })).body.error.message).toBe('Só há 3 parcelas para antecipar');
    expect((await anticipate({ count: 2, discount: 60 })).body.error.message).toBe(
      'O desconto deve ser menor que o valor antecipado',
    );
    const moved = await anticipate({ count: 2, discount: 5 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ bill_month: '2026-12', undo: expect.any(String) });
    expect(moved.body.data.moved).toHaveLength(2);
    const december = await bill(as, card.id, '2026-12');
    expect(december.total).toBe(85);
    expect(
      december.items.map(
        (i: { description: string; amount: number; installment_number: number | null; date: string }) => [
          i.description,
          i.installment_number,
          i.amount,
          i.date,
        ],
      ),
    ).toEqual([
      ['Notebook', 1, 30, '2026-11-20'],
      ['Notebook', 3, 27.5, '2026-11-20'],
      ['Notebook', 4, 27.5, '2026-11-20'],
    ]);
    expect(await bill(as, card.id, '2027-01')).toMatchObject({ total: 30 });
    expect(await bill(as, card.id, '2027-03')).toMatchObject({ total: 0 });
    expect((await as.get('/cards')).body.data[0]).toMatchObject({ used: 115 });

    // The last one left; then nothing is left to anticipate.
    expect((await anticipate({ count: 1 })).body.data.moved).toHaveLength(1);
    expect(await bill(as, card.id, '2026-12')).toMatchObject({ total: 115 });
    expect((await anticipate({ count: 1 })).body.error.message).toBe(
      'Esta compra não tem parcelas futuras para antecipar',
    );

    const stranger = actingAs(ctx, await createUser(ctx));
    expect(
      (await stranger.post('/cards/installments/anticipate', { installment_group: group, count: 1 })).status,
    ).toBe(404);
    const bad = await as.post('/cards/installments/anticipate', { installment_group: 'abc' });
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Informe a compra parcelada']);
  });
});
