import { afterEach, describe, expect, it } from 'vitest';
import { DEBT_MESSAGES } from '../../../common/contract/debts';
import { personAt, realClock } from '../../test/clock';
import { createAccount, createCard, createTransaction } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/**
 * Today is 2026-11-20. Itaú (checking, 20.000,00) applied 10.000,00 in a CDB held at the Corretora (an investment
 * account) on 30/10 and spent 150,35 on 18/11; a Carteira holds 80,10; the Corretora also received 0,55 of
 * interest in cash. A card owes 300,00. "Saldo em contas" is Itaú and the Carteira only: what the Corretora holds
 * is the money applied, at cost, not money at hand (common/money-accounts.ts).
 */
async function investor() {
  const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
  const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 20_000 });
  const carteira = await createAccount(ctx, user, {
    name: 'Carteira',
    type: 'wallet',
    opening_balance: 80.1,
  });
  const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
  const card = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
  const applied = await as.post('/investments', {
    accountId: broker.id,
    sourceAccountId: itau.id,
    name: 'CDB Banco Azul',
    product: 'cdb',
    indexing: 'cdi',
    rate: '110',
    amount: 10_000,
    date: '2026-10-30',
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  await createTransaction(ctx, user, itau.id, { amount: 150.35, date: '2026-11-18' });
  await createTransaction(ctx, user, broker.id, { type: 'RECEITA', amount: 0.55, date: '2026-11-19' });
  await createTransaction(ctx, user, card.id, { amount: 300, date: '2026-11-10' });
  return { user, as, itau, carteira, broker, card };
}

// Itaú: 20.000,00 - 10.000,00 applied - 150,35; the Carteira's 80,10. The Corretora's 10.000,55 is not in it.
const SALDO_EM_CONTAS = (2_000_000 - 1_000_000 - 15_035 + 8_010) / 100;

describe('"Saldo em contas" and the investment accounts', () => {
  it('the Corretora keeps its ledger balance, and the dashboard, Contas and the reports leave it out, to the cent', async () => {
    const { as, broker } = await investor();
    const accounts = (await as.get('/accounts')).body.data;
    // Contas still lists it, with the money applied plus its interest in cash: its ledger, untouched.
    expect(accounts.find((a: { id: number }) => a.id === broker.id).balance_today).toBe(10_000.55);

    const contas = (await as.get('/accounts/balances')).body.data;
    expect(contas).toMatchObject({ accounts: SALDO_EM_CONTAS, account_count: 2 });
    expect(contas.accounts).toBe(9_929.75);
    expect(contas.net).toBe((SALDO_EM_CONTAS * 100 - contas.bills_to_pay * 100) / 100);

    const dashboard = (await as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' })).body
      .data;
    expect(dashboard.saldo).toBe(SALDO_EM_CONTAS);
    expect(dashboard.balances).toEqual(contas);
    // The dashboard's list still shows the Corretora, whose balance the total leaves out.
    expect(dashboard.accounts.map((a: { name: string }) => a.name)).toContain('Corretora');

    const report = (await as.get('/reports/summary', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    expect(report.balances).toEqual(contas);
  });

  it("the forecast starts from it and leaves the Corretora out by default; chosen, the Corretora's ledger counts", async () => {
    const { as, itau, carteira, broker } = await investor();
    const forecast = (await as.get('/forecast', { days: 30 })).body.data;
    expect([...forecast.accounts].sort()).toEqual([itau.id, carteira.id].sort());
    expect(forecast.start_balance).toBe(SALDO_EM_CONTAS);

    const chosen = (await as.get('/forecast', { days: 30, accounts: `${itau.id},${broker.id}` })).body.data;
    expect(chosen.accounts).toEqual([itau.id, broker.id]);
    expect(chosen.start_balance).toBe((2_000_000 - 1_000_000 - 15_035 + 1_000_055) / 100);
  });

  it("a debt's payment account may be the Carteira but not the Corretora", async () => {
    const { as, carteira, broker } = await investor();
    const loan = {
      name: 'Empréstimo',
      kind: 'emprestimo',
      principal: 1200,
      rate: '1',
      ratePeriod: 'mes',
      installments: 12,
      system: 'PRICE',
      contractDate: '2026-11-01',
      firstDueDate: '2026-12-01',
    };
    const refused = await as.post('/debts', { ...loan, paymentAccountId: broker.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(DEBT_MESSAGES.paymentAccountKind);
    const accepted = await as.post('/debts', { ...loan, paymentAccountId: carteira.id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.data.paymentAccountId).toBe(carteira.id);
  });
});
