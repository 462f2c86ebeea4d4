import { afterEach, describe, expect, it } from 'vitest';
import { personAt, realClock } from '../../test/clock';
import { type actingAs, createAccount, createCard, createTransaction } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/**
 * Issue 74 point 15: history imported onto a card (closing 3, due 10). September's R$ 99,00 was never paid on its
 * own: after its due date it was carried into October's bill, October's into November's, and November's payment
 * paid all of it.
 */
async function historyOnCard(instant: string) {
  const { user, as } = await personAt(ctx, instant);
  const checking = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10_000 });
  const card = await createCard(ctx, user, { name: 'Nubank', payment_account_id: checking.id });
  const buy = (date: string, amount: number) =>
    createTransaction(ctx, user, card.id, { date, amount, description: `Compra ${date}` });
  await buy('2026-08-15', 99);
  await buy('2026-09-15', 50);
  await buy('2026-10-15', 30);
  return { as, checking, card };
}

/** What Cartões shows of each bill: its status and what is left to pay of it. */
async function billsOf(as: ReturnType<typeof actingAs>, account_id: number, months: readonly string[]) {
  const shown: Record<string, { status: string; remaining: number }> = {};
  for (const month of months) {
    const res = await as.get('/cards/bills', { account_id, month });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    shown[month] = { status: res.body.data.status, remaining: res.body.data.remaining };
  }
  return shown;
}

/** A bill as its page shows it: status, Total, Pago and Restante. */
async function billFigures(as: ReturnType<typeof actingAs>, account_id: number, month: string) {
  const res = await as.get('/cards/bills', { account_id, month });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { status, total, paid, remaining } = res.body.data;
  return { status, total, paid, remaining };
}

const HISTORY = ['2026-09', '2026-10', '2026-11'] as const;

describe("a bill's state when its balance was carried into a later bill", () => {
  it('the later payment that covered the carried balance pays the earlier bills too: none overdue, no warning', async () => {
    const { as, checking, card } = await historyOnCard('2026-12-20T15:00:00Z');
    const paid = await as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2026-11',
      from_account_id: checking.id,
      date: '2026-11-08',
      amount: 179,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ status: 'paga', previous_balance: 149, remaining: 0 });

    const bills = await billsOf(as, card.id, HISTORY);
    expect(bills['2026-09']).toEqual({ status: 'paga', remaining: 0 });
    expect(bills['2026-10']).toEqual({ status: 'paga', remaining: 0 });
    expect(bills['2026-11']).toEqual({ status: 'paga', remaining: 0 });
    // "Paga" says what was paid of it (issue 74, the walk's point 2): Pago is the bill's Total, not R$ 0,00.
    expect(await billFigures(as, card.id, '2026-09')).toEqual({
      status: 'paga',
      total: 99,
      paid: 99,
      remaining: 0,
    });
    expect(await billFigures(as, card.id, '2026-10')).toEqual({
      status: 'paga',
      total: 149,
      paid: 149,
      remaining: 0,
    });
    const [summary] = (await as.get('/cards')).body.data;
    expect(summary.used).toBe(0);
    expect(summary.next_due_bill.status).toBe('aberta');
    expect((await as.get('/cards/upcoming', { days: 7 })).body.data).toEqual({ count: 0 });
  });

  it('unpaid, the debt is asked once: by the last bill holding it, the earlier ones overdue for what of them is unpaid', async () => {
    const { as, card } = await historyOnCard('2026-11-20T15:00:00Z');
    const bills = await billsOf(as, card.id, HISTORY);
    expect(bills['2026-09']).toEqual({ status: 'vencida', remaining: 99 });
    expect(bills['2026-10']).toEqual({ status: 'vencida', remaining: 50 });
    expect(bills['2026-11']).toEqual({ status: 'vencida', remaining: 179 });
    const [summary] = (await as.get('/cards')).body.data;
    expect(summary.next_due_bill).toMatchObject({ month: '2026-11', status: 'vencida', total: 179 });
    // The Avisos badge counts one bill to pay, not the three that the one debt passed through.
    expect((await as.get('/cards/upcoming', { days: 7 })).body.data).toEqual({ count: 1 });
  });

  it('a part of its money paid by the later bill: Pago and Restante add up to its Total', async () => {
    const { as, checking, card } = await historyOnCard('2026-12-20T15:00:00Z');
    const paid = await as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2026-11',
      from_account_id: checking.id,
      date: '2026-11-08',
      amount: 120,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // Oldest money first: September's 99, then 21 of October's 50.
    expect(await billFigures(as, card.id, '2026-09')).toEqual({
      status: 'paga',
      total: 99,
      paid: 99,
      remaining: 0,
    });
    expect(await billFigures(as, card.id, '2026-10')).toEqual({
      status: 'vencida',
      total: 149,
      paid: 120,
      remaining: 29,
    });
  });
});

describe("a closed bill with nothing recorded in it (issue 74, the walk's point 2)", () => {
  it('is closed with nothing to pay, not "Paga" with "Pago R$ 0,00"', async () => {
    const { user, as } = await personAt(ctx, '2026-12-20T15:00:00Z');
    const checking = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10_000 });
    const card = await createCard(ctx, user, { name: 'Nubank', payment_account_id: checking.id });
    await createTransaction(ctx, user, card.id, { date: '2026-08-15', amount: 99, description: 'Compra' });
    await createTransaction(ctx, user, card.id, { date: '2026-10-15', amount: 30, description: 'Compra' });
    const pay = (month: string, date: string, amount: number) =>
      as.post('/cards/bills/pay', { account_id: card.id, month, from_account_id: checking.id, date, amount });
    expect((await pay('2026-09', '2026-09-08', 99)).status).toBe(201);
    expect((await pay('2026-11', '2026-11-08', 30)).status).toBe(201);

    // October's bill holds nothing: closed, nothing asked, nothing paid, nothing left.
    expect(await billFigures(as, card.id, '2026-10')).toEqual({
      status: 'fechada',
      total: 0,
      paid: 0,
      remaining: 0,
    });
    const listed = (await as.get('/cards/bills', { account_id: card.id })).body.data as Array<{
      month: string;
      status: string;
      paid: number;
    }>;
    expect(listed.find((b) => b.month === '2026-10')).toMatchObject({ status: 'fechada', paid: 0 });
    // Every bill shown "Paga" says what was paid of it.
    for (const bill of listed.filter((b) => b.status === 'paga')) expect(bill.paid).toBeGreaterThan(0);
    const [summary] = (await as.get('/cards')).body.data;
    expect(summary.next_due_bill.status).toBe('aberta');
    expect((await as.get('/cards/upcoming', { days: 7 })).body.data).toEqual({ count: 0 });
  });
});
