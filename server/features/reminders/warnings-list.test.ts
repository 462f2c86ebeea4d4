import { afterEach, describe, expect, it } from 'vitest';
import { moveClockTo, personAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createCard, createTransaction } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

/**
 * Issue 74 point 16: a person on Friday 20/11/2026 with an aluguel due today, a card bill overdue (November's, due
 * 10/11, never paid) and a loan whose first instalment falls due on 23/11, in 3 days.
 */
async function personWithWarnings(instant = '2026-11-20T15:00:00Z') {
  const { user, as } = await personAt(ctx, instant);
  const checking = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10_000 });
  const fixed = await as.post('/recurring', {
    account_id: checking.id,
    amount: 1800,
    description: 'Aluguel',
    due_day: 20,
  });
  expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
  const card = await createCard(ctx, user, { name: 'Nubank', payment_account_id: checking.id });
  await createTransaction(ctx, user, card.id, { date: '2026-10-15', amount: 250, description: 'Mercado' });
  const debt = await as.post('/debts', {
    name: 'Empréstimo pessoal',
    kind: 'emprestimo',
    lender: 'Banco Azul',
    principal: 6000,
    rate: '1',
    ratePeriod: 'mes',
    installments: 12,
    system: 'PRICE',
    contractDate: '2026-10-23',
    firstDueDate: '2026-11-23',
    paidBefore: 0,
  });
  expect(debt.status, JSON.stringify(debt.body)).toBe(201);
  return {
    user,
    as,
    fixedId: fixed.body.data.id as number,
    cardId: card.id,
    debtId: debt.body.data.id as number,
  };
}

async function warnings(as: Api) {
  const res = await as.get('/reminders');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: Array<Record<string, unknown>>; count: number };
}

/** What the three count-only endpoints the badge read before say, summed. */
async function countsOfTheThree(as: Api) {
  let total = 0;
  for (const path of ['/recurring/upcoming', '/cards/upcoming', '/debts/upcoming'])
    total += (await as.get(path, { days: 7 })).body.data.count as number;
  return total;
}

describe("'Avisos' lists the warnings it counts", () => {
  it('names the fixed item due today, the overdue card bill and the instalment due in 3 days, with their figures', async () => {
    const { as, fixedId, cardId, debtId } = await personWithWarnings();
    const answer = await warnings(as);
    expect(answer.items).toEqual([
      {
        kind: 'fatura',
        id: cardId,
        name: 'Fatura Nubank de novembro',
        due_date: '2026-11-10',
        amount: 250,
        days_left: -10,
      },
      {
        kind: 'gasto_fixo',
        id: fixedId,
        name: 'Aluguel',
        due_date: '2026-11-20',
        amount: 1800,
        days_left: 0,
      },
      {
        kind: 'parcela',
        id: debtId,
        name: 'Empréstimo pessoal · parcela 1/12',
        due_date: '2026-11-23',
        amount: 533.09,
        days_left: 3,
      },
    ]);
    expect(answer.count).toBe(3);
    // The same number the three features count on their own.
    expect(await countsOfTheThree(as)).toBe(3);
  });

  it("leaves out another person's items, and what was paid", async () => {
    const first = await personWithWarnings();
    const other = await personWithWarnings();
    const mine = await warnings(first.as);
    const theirs = await warnings(other.as);
    expect(mine.count).toBe(3);
    expect(theirs.count).toBe(3);
    const ids = (w: { items: Array<Record<string, unknown>> }) => w.items.map((i) => `${i.kind} ${i.id}`);
    for (const id of ids(theirs)) expect(ids(mine)).not.toContain(id);

    // The aluguel paid this month is no longer a warning.
    const paid = await first.as.post('/fixed-expenses/confirm', { id: first.fixedId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = await warnings(first.as);
    expect(after.items.map((i) => i.kind)).toEqual(['fatura', 'parcela']);
    expect(after.count).toBe(2);
  });

  it("names renda variável's DARF due this week, and leaves it out once its day has passed", async () => {
    // Thursday 26/11/2026: October's sale of 1.000 ITUB4 (R$ 35.000,00, gain R$ 5.000,00): 15% less the broker's
    // 0,005% = R$ 748,25, due Monday 30/11. On 01/12 it is past: Grana cannot see whether it was paid.
    const { user } = await personAt(ctx, '2026-11-26T15:00:00Z');
    let as = actingAs(ctx, user);
    const broker = await as.post('/accounts', { name: 'Corretora', type: 'investment' });
    const base = { accountId: broker.body.data.id, ticker: 'ITUB4' };
    for (const trade of [
      { ...base, kind: 'acao', side: 'compra', date: '2026-09-15', quantity: 1000, price: 30 },
      { ...base, side: 'venda', date: '2026-10-14', quantity: 1000, price: 35 },
    ]) {
      const res = await as.post('/variable-income/trades', trade);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect((await warnings(as)).items).toEqual([
      {
        kind: 'darf_renda_variavel',
        id: expect.any(Number),
        name: 'DARF 6015 da renda variável de outubro de 2026',
        due_date: '2026-11-30',
        amount: 748.25,
        days_left: 4,
      },
    ]);
    as = await moveClockTo(ctx, '2026-12-01T15:00:00Z', user);
    expect((await warnings(as)).count).toBe(0);
  });
});
