import { afterEach, describe, expect, it } from 'vitest';
import { moveClockTo, personAt, realClock } from '../../test/clock';
import { createAccount, createCategory, succeeded } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

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
    expect(summary).toMatchObject({ count: 1, total_monthly: 80, predicted_month: 80, to_pay: 80 });
    // The salary has its own figures: what is expected this month and what came in.
    expect(summary.incomes).toEqual({
      count: 1,
      total_monthly: 5432.1,
      expected_month: 5432.1,
      expected_count: 1,
      received: { count: 0, total: 0 },
      received_in_balance: { count: 0, total: 0 },
      to_receive: { count: 1, total: 5432.1 },
    });

    // 'Recebido': an income of the salary's amount, once this month.
    const received = await as.post('/fixed-expenses/confirm', { id: salary.body.data.id });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({ payment_status: 'pago', next_run: '2026-12-05' });
    const again = await as.post('/fixed-expenses/confirm', { id: salary.body.data.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta receita fixa já foi recebida neste mês');
    expect((await as.get('/recurring/summary')).body.data).toMatchObject({
      to_pay: 80,
      incomes: {
        expected_month: 5432.1,
        received: { count: 1, total: 5432.1 },
        to_receive: { count: 0, total: 0 },
      },
    });
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

  it("an income created without a description is called 'Receita Fixa', an expense 'Gasto Fixo'", async () => {
    const { user, as } = await personAt(ctx, '2026-11-05T15:00:00Z');
    const account = await createAccount(ctx, user);
    const income = await as.post('/recurring', {
      account_id: account.id,
      type: 'RECEITA',
      amount: 10,
      due_day: 5,
    });
    const expense = await as.post('/recurring', {
      account_id: account.id,
      amount: 10,
      description: '  ',
      due_day: 5,
    });
    expect(income.body.data).toMatchObject({ type: 'RECEITA', description: 'Receita Fixa' });
    expect(expense.body.data).toMatchObject({ type: 'DESPESA', description: 'Gasto Fixo' });
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

describe('due on the n-th business day', () => {
  it('a salary on the 5th business day skips weekends and holidays (Finados, Ano Novo), month after month', async () => {
    const { user, as } = await personAt(ctx, '2026-11-02T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Corrente' });
    const created = await as.post('/recurring', {
      account_id: account.id,
      type: 'RECEITA',
      amount: 3000,
      description: 'Salário',
      due_business_day: 5,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // November 2026: the 2nd is Finados; 3, 4, 5, 6 and 9.
    expect(created.body.data).toMatchObject({ next_run: '2026-11-09', due_business_day: 5 });

    let at = await moveClockTo(ctx, '2026-11-09T15:00:00Z', user);
    const received = (await at.post('/fixed-expenses/confirm', { id: created.body.data.id })).body.data;
    // December: 1, 2, 3, 4 and 7.
    expect(received.next_run).toBe('2026-12-07');

    await succeeded(at.put('/recurring', { id: created.body.data.id, mode: 'automatic' }));
    at = await moveClockTo(ctx, '2027-01-10T15:00:00Z', user);
    await succeeded(at.post('/recurring/run'));
    const dates = (
      await at.get('/transactions', { from: '2026-12-01', to: '2027-01-31' })
    ).body.data.items.map((t: { date: string }) => t.date);
    // January 2027: the 1st is Ano Novo (a Friday); 4, 5, 6, 7 and 8.
    expect(dates).toEqual(['2027-01-08', '2026-12-07']);
    expect((await at.get('/recurring')).body.data[0].next_run).toBe('2027-02-05');
  });

  it('refuses a business day out of range, and both a day of the month and a business day', async () => {
    const { user, as } = await personAt(ctx, '2026-11-02T15:00:00Z');
    const account = await createAccount(ctx, user);
    const bad = async (body: Record<string, unknown>, message: string) => {
      const res = await as.post('/recurring', { account_id: account.id, amount: 10, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    };
    await bad({ due_business_day: 0 }, 'O dia útil deve ser entre 1 e 18');
    await bad({ due_business_day: 19 }, 'O dia útil deve ser entre 1 e 18');
    await bad({ due_business_day: 5, due_day: 10 }, 'Escolha o dia do mês ou o dia útil, não os dois');
    expect((await as.get('/recurring')).body.data).toEqual([]);
  });
});

describe('a receita fixa suggested from three months of an income', () => {
  it('the salary that came in September, October and November is suggested until a receita fixa covers it', async () => {
    const { user, as } = await personAt(ctx, '2026-11-27T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const work = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
    const income = (date: string, amount: number, description: string, payeeName?: string) =>
      succeeded(
        as.post('/transactions', {
          accountId: account.id,
          type: 'RECEITA',
          amount,
          date,
          description,
          categoryId: description.startsWith('SALARIO') ? work.id : undefined,
          payeeName,
        }),
      );
    // The salary, by the bank's words, each month a little different; a Pix from a friend twice; a refund that
    // doubled in the third month (beyond the 30% a valor variável allows); a rent received in August and October only.
    await income('2026-09-05', 5432.1, 'SALARIO ACME LTDA 09/2026');
    await income('2026-10-05', 5432.1, 'SALARIO ACME LTDA 10/2026');
    await income('2026-11-05', 5610.4, 'SALARIO ACME LTDA 11/2026');
    await income('2026-10-12', 50, 'Pix Bia', 'Bia');
    await income('2026-11-12', 50, 'Pix Bia', 'Bia');
    await income('2026-09-20', 100, 'Reembolso plano', 'Unimed');
    await income('2026-10-20', 100, 'Reembolso plano', 'Unimed');
    await income('2026-11-20', 200, 'Reembolso plano', 'Unimed');
    await income('2026-08-10', 1500, 'Aluguel recebido');
    await income('2026-10-10', 1500, 'Aluguel recebido');

    const suggested = await as.get('/recurring/income-suggestions');
    expect(suggested.status).toBe(200);
    expect(suggested.body.data).toEqual([
      {
        description: 'SALARIO ACME LTDA 11/2026',
        accountId: account.id,
        amount: 5610.4,
        categoryId: work.id,
        payeeId: null,
        payeeName: null,
        dueDay: 5,
        months: ['2026-09', '2026-10', '2026-11'],
        receivedThisMonth: true,
      },
    ]);

    // Made a receita fixa (received this month already, not recorded again): no longer suggested.
    await succeeded(
      as.post('/recurring', {
        account_id: account.id,
        type: 'RECEITA',
        amount: 5610.4,
        description: 'Salário ACME',
        category_id: work.id,
        due_day: 5,
        paid_this_month: true,
        record_payment: false,
      }),
    );
    expect((await as.get('/recurring/income-suggestions')).body.data).toEqual([]);
  });

  it('an income of the three months before this one is suggested before this month’s has come', async () => {
    const { user, as } = await personAt(ctx, '2026-11-27T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Nubank' });
    for (const date of ['2026-08-30', '2026-09-30', '2026-10-30'])
      await succeeded(
        as.post('/transactions', {
          accountId: account.id,
          type: 'RECEITA',
          amount: 3200,
          date,
          description: 'Pagamento',
          payeeName: 'Empresa X',
        }),
      );
    const [suggestion] = (await as.get('/recurring/income-suggestions')).body.data;
    expect(suggestion).toMatchObject({
      description: 'Pagamento',
      payeeName: 'Empresa X',
      amount: 3200,
      dueDay: 30,
      months: ['2026-08', '2026-09', '2026-10'],
      receivedThisMonth: false,
    });
  });
});
