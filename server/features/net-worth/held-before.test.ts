// Patrimônio a person can believe (issue 54): what a newcomer already owns when they arrive — investments held at a
// broker, a financing years into its instalments — counts at once and never as a history Grana does not have.
import { afterEach, describe, expect, it } from 'vitest';
import { personAt, realClock } from '../../test/clock';
import { createAccount, createTransaction, succeeded } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/** Reais added as integer cents, so each expected figure is an exact sum the test makes itself. */
const total = (...reais: number[]) => reais.reduce((sum, r) => sum + Math.round(r * 100), 0) / 100;

interface Month {
  month: string;
  caixa: number;
  rendaFixa: number;
  rendaVariavel: number;
  bens: number;
  dividas: number;
  total: number;
}

describe('investments registered as already held', () => {
  it('count at once at their value, the broker never below zero, and "Aplicado (custo)" is one figure on every screen', async () => {
    // The walk: on 27/11/2026 an investment account at R$ 0,00, then what the person already has at the broker, each
    // with the default "Já está na conta de investimentos" (no account the money came from), applied today.
    const { user, as } = await personAt(ctx, '2026-11-27T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 5000 });
    // Itaú's statement begins in October: a salary on 05/10.
    await createTransaction(ctx, user, itau.id, {
      amount: 3000,
      date: '2026-10-05',
      type: 'RECEITA',
      description: 'Salário',
    });
    const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
    // R$ 25,00 sent to the broker: money at hand there, which the assets below more than use up.
    await succeeded(
      as.post('/transfers', {
        date: '2026-11-20',
        amount: 25,
        fromAccountId: itau.id,
        toAccountId: broker.id,
      }),
    );
    const held = { accountId: broker.id, sourceAccountId: null, date: '2026-11-27' };
    for (const position of [
      { name: 'CDB Banco Azul', product: 'cdb', indexing: 'cdi', rate: '110', amount: 10000 },
      { name: 'Tesouro IPCA+ 2035', product: 'tesouro_ipca', indexing: 'ipca', rate: '6,5', amount: 5000 },
      { name: 'Poupança', product: 'poupanca', indexing: 'poupanca', amount: 3000 },
    ])
      await succeeded(as.post('/investments', { ...held, ...position }));
    // 200 ITSA4 at R$ 14,75 and R$ 10,00 of fees: R$ 2.960,00, no price typed yet (counted at its cost).
    await succeeded(
      as.post('/variable-income/trades', {
        accountId: broker.id,
        ticker: 'ITSA4',
        kind: 'acao',
        name: 'Itaúsa',
        side: 'compra',
        date: '2026-11-27',
        quantity: 200,
        price: '14,75',
        fees: 10,
        cashAccountId: null,
      }),
    );

    // Patrimônio: applied today, the positions are worth what was applied (no day of yield, no tax); the shares
    // their cost. The broker's R$ 25,00 paid part of them; the R$ 20.935,00 Grana never saw come in is never counted
    // as renda fixa below zero: it was the person's before Grana, credited from the book's first month as an opening
    // balance is, so October holds it at hand at the broker and November, registering what it bought, gains nothing.
    const netWorth = (await as.get('/net-worth', { meses: 12 })).body.data;
    expect(netWorth.months).toEqual([
      {
        month: '2026-10',
        date: '2026-10-31',
        caixa: 8000,
        rendaFixa: 20935,
        rendaVariavel: 0,
        bens: 0,
        dividas: 0,
        total: total(8000, 20935),
        real: total(8000, 20935),
      },
      {
        month: '2026-11',
        date: '2026-11-27',
        caixa: 7975,
        rendaFixa: 18000,
        rendaVariavel: 2960,
        bens: 0,
        dividas: 0,
        total: total(7975, 18000, 2960),
        real: total(7975, 18000, 2960),
      },
    ]);
    expect(netWorth.change).toEqual({ month: 0 });

    // "Aplicado (custo)": the same figure and parts from Contas, the dashboard, Investimentos and renda variável.
    const invested = { applied: 18000, cost: 2960, cash: 0, total: 20960 };
    const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; invested: unknown }>;
    expect(accounts.find((a) => a.id === broker.id)?.invested).toEqual(invested);
    expect(accounts.find((a) => a.id === itau.id)?.invested).toBeNull();
    const dashboard = (await as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' })).body
      .data;
    expect(
      (dashboard.accounts as Array<{ id: number; invested: unknown }>).find((a) => a.id === broker.id)
        ?.invested,
    ).toEqual(invested);
    const positions = (await as.get('/investments')).body.data;
    expect(positions.totals.applied).toBe(invested.applied);
    const variable = (await as.get('/variable-income')).body.data;
    expect(variable.totals).toMatchObject({ cost: invested.cost, value: invested.cost, unpriced: 1 });
    // Patrimônio's renda fixa and renda variável are that figure at their value (today: at cost).
    expect(total(netWorth.months[1].rendaFixa, netWorth.months[1].rendaVariavel)).toBe(invested.total);
    // "Saldo em contas" leaves the broker out, as before.
    expect((await as.get('/accounts/balances')).body.data.accounts).toBe(7975);
  });

  it('count the money at hand in the broker beside them once the assets are paid for', async () => {
    const { user, as } = await personAt(ctx, '2026-11-27T15:00:00Z');
    const broker = await createAccount(ctx, user, { name: 'XP', type: 'investment', opening_balance: 12000 });
    // R$ 12.000,00 at the broker, R$ 10.000,00 of it applied from there: R$ 2.000,00 left at hand.
    await succeeded(
      as.post('/investments', {
        accountId: broker.id,
        sourceAccountId: null,
        name: 'CDB',
        product: 'cdb',
        indexing: 'cdi',
        rate: '100',
        amount: 10000,
        date: '2026-11-27',
      }),
    );
    const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; invested: unknown }>;
    expect(accounts.find((a) => a.id === broker.id)?.invested).toEqual({
      applied: 10000,
      cost: 0,
      cash: 2000,
      total: 12000,
    });
    const [today] = (await as.get('/net-worth', { meses: 1 })).body.data.months as Month[];
    expect(today).toMatchObject({ caixa: 0, rendaFixa: 12000, total: 12000 });
  });
});

describe('a history Grana does not have', () => {
  it('leaves out the months before the statements begin, and a financing paid for years makes no month a gain', async () => {
    const { user, as } = await personAt(ctx, '2026-11-27T15:00:00Z');
    // Itaú's statements begin in September: R$ 12.899,91 before them, a salary on 05/09 and 05/11, the rent on
    // 10/10. Nubank, registered today with R$ 2.000,00, had them all along: its opening balance is no gain of
    // November.
    const itau = await createAccount(ctx, user, {
      name: 'Itaú',
      type: 'checking',
      opening_balance: 12899.91,
    });
    await createAccount(ctx, user, { name: 'Nubank conta', type: 'checking', opening_balance: 2000 });
    const row = (amount: number, date: string, type: 'RECEITA' | 'DESPESA', description: string) =>
      createTransaction(ctx, user, itau.id, { amount, date, type, description });
    await row(3000, '2026-09-05', 'RECEITA', 'Salário');
    await row(1500, '2026-10-10', 'DESPESA', 'Aluguel');
    await row(3000, '2026-11-05', 'RECEITA', 'Salário');
    // A car financing of R$ 48.000,00 in 48 by SAC (R$ 1.000,00 of principal an instalment), the first due on
    // 20/03/2024, entered with 32 "já pagas" (the 32nd due 20/10/2026) and no expense of them: R$ 16.000,00 left.
    // The 33rd (20/11) is overdue and unpaid, so its R$ 1.000,00 is still owed: R$ 16.000,00 today too.
    const debt = await as.post('/debts', {
      name: 'Financiamento do carro',
      kind: 'financiamento_veiculo',
      lender: 'Banco Azul',
      principal: 48000,
      rate: '1',
      ratePeriod: 'mes',
      installments: 48,
      system: 'SAC',
      contractDate: '2024-02-20',
      firstDueDate: '2024-03-20',
      paidBefore: 32,
    });
    expect(debt.status, JSON.stringify(debt.body)).toBe(201);
    expect(debt.body.data.balanceToday).toBe(16000);

    const answer = (await as.get('/net-worth', { meses: 24 })).body.data;
    const months = answer.months as Month[];
    // From September, the first month Grana has a figure of money for, not from the financing's contract in 2024.
    expect(months.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    // Every account's opening balance from that first month; each month's change is only what the rows moved.
    expect(months.map((m) => m.caixa)).toEqual([
      total(12899.91, 2000, 3000),
      total(12899.91, 2000, 3000, -1500),
      total(12899.91, 2000, 3000, -1500, 3000),
    ]);
    // The instalments paid before Grana count as paid from the contract: the 31st's and 32nd's R$ 1.000,00 each are
    // no gain of September or October (the walk: R$ 800 to R$ 1.100 a month from nov/24).
    expect(months.map((m) => m.dividas)).toEqual([-16000, -16000, -16000]);
    expect(months.map((m) => m.total)).toEqual([
      total(12899.91, 2000, 3000, -16000),
      total(12899.91, 2000, 3000, -1500, -16000),
      total(12899.91, 2000, 3000, -1500, 3000, -16000),
    ]);
    expect(answer.change).toEqual({ month: 3000 });
  });
});
