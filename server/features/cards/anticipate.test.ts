import { afterEach, describe, expect, it } from 'vitest';
import { anticipationSummary, planAnticipation } from '../../../common/anticipation';
import { UNDO_GONE_MESSAGE, UNDO_ROWS_GONE_MESSAGE } from '../../../common/contract/undo';
import { reaisToCents } from '../../../common/money';
import { personAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createCard, createCategory, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type As = ReturnType<typeof actingAs>;

/**
 * On 20/11/2026 a person buys a TV of R$ 3.499,90 in 10x of R$ 349,99 on a card closing 3, due 10, in
 * 'Eletrônicos': the first installment is in December's bill, the open one; the other nine in later bills.
 */
async function tvInTenTimes() {
  const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
  const checking = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10_000 });
  const card = await createCard(ctx, user, { name: 'Nubank', payment_account_id: checking.id });
  const tv = await createCategory(ctx, user, { nome: 'Eletrônicos' });
  const created = await as.post('/transactions', {
    accountId: card.id,
    type: 'DESPESA',
    amount: 3499.9,
    date: '2026-11-20',
    description: 'Televisão',
    categoryId: tv.id,
    installments: 10,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const group = created.body.data.installment_group as string;
  return { user, as, card, tv, group, firstId: created.body.data.id as number };
}

const bill = async (as: As, account_id: number, month: string) => {
  const res = await as.get('/cards/bills', { account_id, month });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { total: number; items: Array<{ description: string; amount: number }> };
};

/** What the reports and the dashboard say of the whole period the purchase spans. */
async function figures(as: As) {
  const period = { from: '2026-11-01', to: '2027-09-30' };
  const summary = (await as.get('/reports/summary', period)).body.data;
  const dashboard = (await as.get('/dashboard/summary', period)).body.data;
  const byCategory = (await as.get('/reports/by-category', period)).body.data as Array<{
    name: string;
    type: string;
    total: number;
  }>;
  return {
    receitas: summary.receitas,
    despesas: summary.despesas,
    savings_rate: summary.savings_rate,
    dashboard: [dashboard.receitas, dashboard.despesas],
    categories: byCategory.map((r) => [r.name, r.type, r.total]),
  };
}

/** Every row of the person's card, as the list shows them. */
async function cardRows(as: As, accountId: number) {
  const res = await as.get('/transactions', { accountId, limit: 200 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items as Array<Record<string, unknown>>;
}

describe('anticipating installments', () => {
  it('lists what can be anticipated; the preview figures are exactly what the anticipation writes', async () => {
    const { as, card, group } = await tvInTenTimes();
    const options = await as.get('/cards/installments/anticipation', { installment_group: group });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect(options.body.data.bill_month).toBe('2026-12');
    expect(
      options.body.data.installments.map((i: { installment_number: number; amount: number }) => [
        i.installment_number,
        i.amount,
      ]),
    ).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [n, 349.99]));

    const plan = planAnticipation(
      options.body.data.installments.map((i: { amount: number }) => reaisToCents(i.amount)),
      9,
      3000,
    );
    expect(plan && anticipationSummary(plan, options.body.data.bill_month)).toBe(
      '9 parcelas, R$ 3.149,91 na fatura de dezembro; desconto R$ 30,00 (a fatura recebe R$ 3.119,91)',
    );

    const moved = await as.post('/cards/installments/anticipate', {
      installment_group: group,
      count: 9,
      discount: 30,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.moved).toHaveLength(9);
    const december = await bill(as, card.id, '2026-12');
    // The first installment, then the nine at the plan's amounts: 3.149,91 - 30,00 spread over them.
    expect(december.items.map((i) => i.amount)).toEqual([349.99, ...plan!.amounts.map((c) => c / 100)]);
    expect(december.total).toBe(3469.9);
    expect((await bill(as, card.id, '2027-01')).total).toBe(0);
  });

  it('requires a count, and refuses a discount that leaves an installment without a cent, writing nothing', async () => {
    const { as, card, group } = await tvInTenTimes();
    const none = await as.post('/cards/installments/anticipate', { installment_group: group });
    expect([none.status, none.body.error.message]).toEqual([400, 'Informe quantas parcelas antecipar']);
    const tooMuch = await as.post('/cards/installments/anticipate', {
      installment_group: group,
      count: 1,
      discount: 349.99,
    });
    expect([tooMuch.status, tooMuch.body.error.message]).toEqual([
      400,
      'O desconto deve ser menor que o valor antecipado',
    ]);
    expect((await bill(as, card.id, '2026-12')).total).toBe(349.99);
    // Another person's purchase offers nothing, as one that does not exist, and cannot be anticipated.
    const stranger = actingAs(ctx, await createUser(ctx));
    const foreign = await stranger.get('/cards/installments/anticipation', { installment_group: group });
    expect([foreign.status, foreign.body.data]).toEqual([200, { bill_month: null, installments: [] }]);
    const foreignPost = await stranger.post('/cards/installments/anticipate', {
      installment_group: group,
      count: 1,
    });
    expect(foreignPost.status).toBe(404);
  });

  it('a discount lowers the purchase’s expense in its category, never income', async () => {
    const { as, group } = await tvInTenTimes();
    const before = await figures(as);
    expect(before).toMatchObject({ receitas: 0, despesas: 3499.9 });
    await as.post('/cards/installments/anticipate', { installment_group: group, count: 9, discount: 30 });
    expect(await figures(as)).toEqual({
      ...before,
      despesas: 3469.9,
      dashboard: [0, 3469.9],
      categories: [['Eletrônicos', 'despesa', 3469.9]],
    });
  });

  it('Desfazer puts the installments back exactly, once', async () => {
    const { user, as, card, group } = await tvInTenTimes();
    const rowsBefore = await cardRows(as, card.id);
    const billsBefore = await as.get('/cards/bills', { account_id: card.id });
    const figuresBefore = await figures(as);
    const moved = await as.post('/cards/installments/anticipate', {
      installment_group: group,
      count: 3,
      discount: 10,
    });
    expect((await bill(as, card.id, '2026-12')).total).toBe(1389.96);

    const undone = await as.post('/undo', { token: moved.body.data.undo });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await cardRows(as, card.id)).toEqual(rowsBefore);
    expect((await as.get('/cards/bills', { account_id: card.id })).body).toEqual(billsBefore.body);
    expect(await figures(as)).toEqual(figuresBefore);
    await expectLedgerConsistent(ctx, [user]);

    const again = await as.post('/undo', { token: moved.body.data.undo });
    expect([again.status, again.body.error.message]).toEqual([404, UNDO_GONE_MESSAGE]);
  });

  it('Excluir a compra inteira takes the discount with it; the anticipation’s undo then brings nothing back', async () => {
    const { user, as, card, group, firstId } = await tvInTenTimes();
    const moved = await as.post('/cards/installments/anticipate', {
      installment_group: group,
      count: 9,
      discount: 30,
    });
    const deleted = await as.delete('/transactions', { id: firstId, scope: 'purchase' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data.deleted).toHaveLength(10);
    expect(await cardRows(as, card.id)).toEqual([]);
    expect(await bill(as, card.id, '2026-12')).toMatchObject({ total: 0, items: [] });
    expect(await figures(as)).toMatchObject({ receitas: 0, despesas: 0, categories: [] });

    const undone = await as.post('/undo', { token: moved.body.data.undo });
    expect([undone.status, undone.body.error.message]).toEqual([409, UNDO_ROWS_GONE_MESSAGE]);
    expect(await cardRows(as, card.id)).toEqual([]);
    await expectLedgerConsistent(ctx, [user]);
  });

  it('Excluir a compra inteira also takes a discount an earlier version booked as a Receita, and its undo brings it back', async () => {
    const { user, as, card, group, firstId } = await tvInTenTimes();
    await as.post('/cards/installments/anticipate', { installment_group: group, count: 9 });
    // What the earlier version wrote with the anticipation: a credit in the open bill, dated as the moved ones.
    const legacy = {
      accountId: card.id,
      type: 'RECEITA',
      amount: 30,
      date: '2026-11-20',
      bill_month: '2026-12',
    };
    const discount = await as.post('/transactions', {
      ...legacy,
      description: 'Desconto da antecipação: Televisão',
    });
    expect(discount.status, JSON.stringify(discount.body)).toBe(201);
    const refund = await as.post('/transactions', { ...legacy, description: 'Estorno' });
    expect((await bill(as, card.id, '2026-12')).total).toBe(3499.9 - 60);

    const deleted = await as.delete('/transactions', { id: firstId, scope: 'purchase' });
    expect(deleted.body.data.deleted).toHaveLength(11);
    expect((await cardRows(as, card.id)).map((r) => r.id)).toEqual([refund.body.data.id]);
    expect((await bill(as, card.id, '2026-12')).total).toBe(-30);

    await as.post('/undo', { token: deleted.body.data.undo });
    expect((await bill(as, card.id, '2026-12')).total).toBe(3499.9 - 60);
    await expectLedgerConsistent(ctx, [user]);
  });
});
