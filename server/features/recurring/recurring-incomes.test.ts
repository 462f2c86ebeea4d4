import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveClockTo, personAt } from '../../test/clock';
import { createAccount, createCategory, succeeded } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => {
  vi.useRealTimers();
});

describe('fixed incomes', () => {
  it('a salary: listed as an income, received once a month (manual or automatic), never in what is to pay', async () => {
    const { user, as } = await personAt(ctx, '2026-11-05T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Corrente', opening_balance: 100 });
    const work = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
    const salary = await as.post('/recurring', {
      account_id: account.id,
      type: 'RECEITA',
      amount: 5432.1,
      description: 'Salário',
      category_id: work.id,
      due_day: 5,
    });
    expect(salary.status, JSON.stringify(salary.body)).toBe(201);
    expect(salary.body.data).toMatchObject({
      type: 'RECEITA',
      next_run: '2026-11-05',
      payment_status: 'pendente',
    });
    await succeeded(
      as.post('/recurring', { account_id: account.id, amount: 80, description: 'Internet', due_day: 6 }),
    );

    // 'Avisos' and the pages' figures are of what is to pay: the internet bill, not the salary.
    expect((await as.get('/recurring/upcoming', { days: 7 })).body.data).toEqual({ count: 1 });
    const summary = (await as.get('/recurring/summary')).body.data;
    expect(summary).toMatchObject({ count: 1, total_monthly: 80, to_pay: 80 });

    // 'Recebido': an income of the salary's amount, once this month.
    const received = await as.post('/fixed-expenses/confirm', { id: salary.body.data.id });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({ payment_status: 'pago', next_run: '2026-12-05' });
    const again = await as.post('/fixed-expenses/confirm', { id: salary.body.data.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta receita fixa já foi recebida neste mês');
    const rows = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    expect(rows.items).toEqual([
      expect.objectContaining({
        type: 'RECEITA',
        amount: 5432.1,
        description: 'Salário',
        categoria_name: 'Salário',
      }),
    ]);
    expect(rows.totals).toMatchObject({ receitas: 5432.1, despesas: 0 });

    // Automatic: December's arrives by itself.
    await succeeded(as.put('/recurring', { id: salary.body.data.id, mode: 'automatic' }));
    const later = await moveClockTo(ctx, '2026-12-07T15:00:00Z', user);
    await succeeded(later.post('/recurring/run'));
    const december = (await later.get('/transactions', { from: '2026-12-01', to: '2026-12-31' })).body.data;
    expect(december.items).toEqual([
      expect.objectContaining({ type: 'RECEITA', amount: 5432.1, date: '2026-12-05' }),
    ]);
    const accounts = (await later.get('/accounts')).body.data as Array<{ id: number; balance: number }>;
    expect(accounts.find((a) => a.id === account.id)?.balance).toBe(100 + 5432.1 * 2);
  });

  it('refuses a type that is neither', async () => {
    const { user, as } = await personAt(ctx, '2026-11-05T15:00:00Z');
    const account = await createAccount(ctx, user);
    const res = await as.post('/recurring', {
      account_id: account.id,
      type: 'OUTRO',
      amount: 10,
      due_day: 5,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Tipo inválido: use RECEITA ou DESPESA');
    expect((await as.get('/recurring')).body.data).toEqual([]);
  });
});
