import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BILL_MONTH_FAR_FROM_DATE_MESSAGE,
  BILL_MONTH_MESSAGE,
  BILL_MONTH_RANGE_MESSAGE,
} from '../../../common/contract/cards';
import { personAt, realClock } from '../../test/clock';
import {
  type actingAs,
  createAccount,
  createCard,
  createTransaction,
  createUser,
} from '../../test/factories';
import { withinMs } from '../../test/loop-guard';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';
import { ledger } from '../ledger/ledger';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/** Long enough for any answer of this file; a runaway loop never answers (see withinMs). */
const ANSWER_MS = 15_000;

/** A person on 2026-11-20 with a checking account and a card (closing 3, due 10) holding one purchase. */
async function personWithCard() {
  const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
  const checking = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10_000 });
  const card = await createCard(ctx, user, { name: 'Nubank', payment_account_id: checking.id });
  const purchase = await createTransaction(ctx, user, card.id, { date: '2026-11-10', amount: 100 });
  return { user, as, checking, card, purchase };
}

type Calls = ReturnType<typeof actingAs>;

/** Every route that takes a bill month, asked with `month`, each answer as [route, status, message]. */
async function everyRouteWith(
  as: Calls,
  ids: { card: number; checking: number; purchase: number },
  month: string,
  date = '2026-11-10',
) {
  const body = { amount: 100, description: 'Compra', date, type: 'DESPESA', accountId: ids.card };
  const answers = await withinMs(ANSWER_MS, `bill month ${month}`, async () => [
    ['POST /transactions', await as.post('/transactions', { ...body, bill_month: month })],
    ['PUT /transactions', await as.put('/transactions', { ...body, id: ids.purchase, bill_month: month })],
    ['GET /cards/bills', await as.get('/cards/bills', { account_id: ids.card, month })],
    [
      'PUT /cards/bills',
      await as.put('/cards/bills', {
        account_id: ids.card,
        month,
        closing_date: '2026-12-03',
        due_date: '2026-12-10',
      }),
    ],
    [
      'POST /cards/bills/pay',
      await as.post('/cards/bills/pay', {
        account_id: ids.card,
        month,
        from_account_id: ids.checking,
        amount: 50,
        date,
      }),
    ],
    ['GET /transactions', await as.get('/transactions', { accountId: ids.card, billMonth: month })],
  ]);
  return answers.map(([route, res]) => {
    const r = res as Awaited<ReturnType<Calls['get']>>;
    return [route, r.status, r.body.error?.message ?? JSON.stringify(r.body).slice(0, 200)];
  });
}

describe('bill months are calendar months', () => {
  it('a month past 2999 or before 1900 answers 400 in Portuguese on every route and writes nothing', async () => {
    const { as, card, checking, purchase } = await personWithCard();
    const ids = { card: card.id, checking: checking.id, purchase: purchase.id };
    const before = await tableCounts(ctx);
    for (const month of ['9999-12', '0000-01', '1899-12', '3000-01']) {
      const answers = await everyRouteWith(as, ids, month);
      for (const [route] of answers) expect(answers).toContainEqual([route, 400, BILL_MONTH_RANGE_MESSAGE]);
    }
    // The format still has its own message.
    const answers = await everyRouteWith(as, ids, '2026-13');
    for (const [route] of answers) expect(answers).toContainEqual([route, 400, BILL_MONTH_MESSAGE]);
    expect(await tableCounts(ctx)).toEqual(before);

    // The edges are bills like any other.
    const first = await as.get('/cards/bills', { account_id: card.id, month: '1900-01' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const last = await withinMs(ANSWER_MS, 'GET /cards/bills 2999-12', () =>
      as.get('/cards/bills', { account_id: card.id, month: '2999-12' }),
    );
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.data).toMatchObject({ month: '2999-12', status: 'prevista', total: 0 });
  });

  it('a bill more than 12 months before or 60 months after the month of its date is refused, writing nothing', async () => {
    const { user, as, card, checking, purchase } = await personWithCard();
    const ids = { card: card.id, checking: checking.id, purchase: purchase.id };
    const before = await tableCounts(ctx);
    for (const month of ['2025-10', '2031-12']) {
      const answers = await everyRouteWith(as, ids, month);
      expect(answers.filter(([, status]) => status === 400)).toEqual([
        ['POST /transactions', 400, BILL_MONTH_FAR_FROM_DATE_MESSAGE],
        ['PUT /transactions', 400, BILL_MONTH_FAR_FROM_DATE_MESSAGE],
        ['POST /cards/bills/pay', 400, BILL_MONTH_FAR_FROM_DATE_MESSAGE],
      ]);
    }
    // A bill by itself (asked for, its dates moved) has no date to be near: PUT /cards/bills wrote its dates.
    await ctx.database.db.execute(sql`delete from card_bills where account_id = ${card.id}`);
    expect(await tableCounts(ctx)).toEqual(before);

    // A row's date edited away from the bill it keeps is refused too.
    const pinned = await createTransaction(ctx, user, card.id, {
      date: '2026-11-10',
      amount: 30,
      bill_month: '2027-02',
    });
    const moved = await as.put('/transactions', {
      id: pinned.id,
      amount: 30,
      description: 'Compra',
      date: '2020-01-10',
      type: 'DESPESA',
      accountId: card.id,
    });
    expect([moved.status, moved.body.error?.message]).toEqual([400, BILL_MONTH_FAR_FROM_DATE_MESSAGE]);

    // The edges are accepted: 12 months before, 60 after.
    for (const bill_month of ['2025-11', '2031-11']) {
      const res = await as.post('/transactions', {
        amount: 1,
        description: 'Na borda',
        date: '2026-11-10',
        type: 'DESPESA',
        accountId: card.id,
        bill_month,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const paid = await as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2025-11',
      from_account_id: checking.id,
      amount: 1,
      date: '2026-11-20',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  });

  it('a restore document with such a bill is refused, naming where, and restores nothing', async () => {
    const { user, card } = await personWithCard();
    // Restores go into an account without data.
    const empty = await createUser(ctx);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(exported.statusCode).toBe(200);
    const doc = JSON.parse(exported.body);
    const index = (doc.transactions as Array<{ accountId: number }>).findIndex(
      (t) => t.accountId === card.id,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const before = await tableCounts(ctx);
    const cases: Array<[string, string]> = [
      ['9999-12', BILL_MONTH_RANGE_MESSAGE],
      ['0000-01', BILL_MONTH_RANGE_MESSAGE],
      ['1899-12', BILL_MONTH_RANGE_MESSAGE],
      ['2025-10', BILL_MONTH_FAR_FROM_DATE_MESSAGE],
      ['2031-12', BILL_MONTH_FAR_FROM_DATE_MESSAGE],
    ];
    for (const [month, message] of cases) {
      doc.transactions[index].billMonth = month;
      const res = await withinMs(ANSWER_MS, `POST /restore ${month}`, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/restore',
          headers: { authorization: `Bearer ${empty.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(doc),
        }),
      );
      expect([res.statusCode, res.json().error?.message]).toEqual([
        400,
        `Backup inválido em transactions[${index}].billMonth: ${message}`,
      ]);
    }
    expect(await tableCounts(ctx)).toEqual(before);
    // The same document with the bill of its date restores.
    doc.transactions[index].billMonth = '2026-12';
    const restored = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/restore',
      headers: { authorization: `Bearer ${empty.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(doc),
    });
    expect(restored.statusCode, restored.body).toBeLessThan(300);
  });

  it('a month stored before these checks (9999-12, 0000-01) no longer stops the cards, the forecast or the reminders', async () => {
    const { user, as, card, checking } = await personWithCard();
    const late = await createTransaction(ctx, user, card.id, {
      date: '2026-11-12',
      amount: 40,
      bill_month: '2026-12',
    });
    const early = await createTransaction(ctx, user, card.id, {
      date: '2026-11-13',
      amount: 2,
      bill_month: '2026-12',
    });
    // As a server before this fix stored them (the column's check knows only the format).
    await ctx.database.db.execute(sql`update transactions set bill_month = '9999-12' where id = ${late.id}`);
    await ctx.database.db.execute(sql`update transactions set bill_month = '0000-01' where id = ${early.id}`);
    // The totals as the migration that made them found such rows (outside the months kept there).
    await ctx.database.db.transaction((tx) => ledger.rebuildTotals(tx, user.id));

    const answers = await withinMs(ANSWER_MS, 'cards with 9999-12 stored', async () => ({
      cards: await as.get('/cards'),
      upcoming: await as.get('/cards/upcoming', { days: 30 }),
      bills: await as.get('/cards/bills', { account_id: card.id }),
      forecast: await as.get('/forecast', { days: 30, accounts: String(checking.id) }),
    }));
    for (const res of Object.values(answers)) expect(res.status, JSON.stringify(res.body)).toBe(200);
    // A pin past the window ('9999-12') counts in the bill of its date: December's, with the purchase of 10/11.
    // One before it ('0000-01') is read as an older bill's, listed nowhere; the card's debt still holds both.
    expect(answers.cards.body.data[0]).toMatchObject({
      used: 142,
      current_bill: { month: '2026-12', total: 140 },
    });
    expect(answers.bills.body.data.length).toBeLessThan(20);
  });
});
