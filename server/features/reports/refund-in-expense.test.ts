import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createCategory, createTransaction, createUser } from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
const OCT = { from: '2026-10-01', to: '2026-10-31' };

/**
 * A R$ 200,00 expense in Vestuário and a R$ 50,00 credit (an estorno, type receita) in Vestuário in October; a
 * R$ 30,00 credit with no category and a R$ 1.000,00 salary stay income. Issue 74 point 15: a credit in an
 * expense category lowers that category, as Actual and YNAB count an inflow in an expense category.
 */
async function seed() {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const account = await createAccount(ctx, user, { opening_balance: 0 });
  const clothes = await createCategory(ctx, user, { nome: 'Vestuário' });
  const tx = (overrides: Record<string, unknown>) => createTransaction(ctx, user, account.id, overrides);
  await tx({ categoryId: clothes.id, amount: 200, date: '2026-10-05', description: 'LOJA X' });
  await tx({
    categoryId: clothes.id,
    amount: 50,
    date: '2026-10-12',
    description: 'ESTORNO LOJA X',
    type: 'RECEITA',
  });
  return { user, as, account, clothes };
}

describe('a credit in an expense category lowers that category (issue 74 point 15)', () => {
  it('reports count Vestuário at 150 and no income, for whole months and for a month cut short', async () => {
    const s = await seed();
    const byCategory = await s.as.get('/reports/by-category', OCT);
    expect(byCategory.status).toBe(200);
    expect(byCategory.body.data).toEqual([
      { id: s.clothes.id, name: 'Vestuário', type: 'despesa', total: 150, percent: 100 },
    ]);
    // Days of a partial month are read from the lines, not the month rollup: the same rule.
    const partial = await s.as.get('/reports/by-category', { from: '2026-10-02', to: '2026-10-31' });
    expect(partial.body.data).toEqual(byCategory.body.data);

    const summary = await s.as.get('/reports/summary', OCT);
    expect(summary.body.data).toMatchObject({ receitas: 0, despesas: 150, resultado: -150 });

    const monthly = await s.as.get('/reports/monthly', { from: '2026-09-01', to: '2026-10-31' });
    expect(monthly.body.data).toEqual([
      { month: '2026-09-01', receitas: 0, despesas: 0 },
      { month: '2026-10-01', receitas: 0, despesas: 150 },
    ]);
    const partialMonthly = await s.as.get('/reports/monthly', { from: '2026-10-02', to: '2026-10-31' });
    expect(partialMonthly.body.data).toEqual([{ month: '2026-10-01', receitas: 0, despesas: 150 }]);

    // The estorno is no income among the largest either; the expense it lowers is listed as it was spent.
    const topIncomes = await s.as.get('/reports/top-incomes', { ...OCT, limit: 5 });
    expect(topIncomes.status).toBe(200);
    expect(JSON.stringify(topIncomes.body)).not.toContain('ESTORNO');
    const topExpenses = await s.as.get('/reports/top-expenses', { ...OCT, limit: 5 });
    expect(JSON.stringify(topExpenses.body)).toContain('LOJA X');
    expect(JSON.stringify(topExpenses.body)).not.toContain('ESTORNO');

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/reports/pdf?from=${OCT.from}&to=${OCT.to}`,
      headers: { authorization: `Bearer ${s.user.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).flat;
    expect(text).toContain('1 Vestuário R$ 150,00 100,0%');
  });

  it('the dashboard counts 150 of expenses and no income; the balance is what the account holds', async () => {
    const s = await seed();
    const res = await s.as.get('/dashboard/summary', OCT);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ receitas: 0, despesas: 150, totalReceitas: 0, totalDespesas: 150 });
    expect(res.body.data.top_categories).toEqual([{ id: s.clothes.id, name: 'Vestuário', total: 150 }]);
    const accounts = await s.as.get('/accounts');
    expect(accounts.body.data.find((a: { id: number }) => a.id === s.account.id)).toMatchObject({
      balance: -150,
    });
  });

  it('the budget for Vestuário shows R$ 150,00 spent', async () => {
    const s = await seed();
    expect(
      (await s.as.post('/budgets', { categoryId: s.clothes.id, month: '2026-10-01', amount: 300 })).status,
    ).toBe(201);
    const res = await s.as.get('/budgets', { month: '2026-10-01' });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      category_id: s.clothes.id,
      spent: 150,
      remaining: 150,
      percent: 50,
    });
  });

  it('a credit with no category or in an income category stays income', async () => {
    const s = await seed();
    const salary = await createCategory(ctx, s.user, { nome: 'Salário', tipo: 'receita' });
    const tx = (overrides: Record<string, unknown>) =>
      createTransaction(ctx, s.user, s.account.id, overrides);
    await tx({
      categoryId: salary.id,
      amount: 1000,
      date: '2026-10-05',
      description: 'SALARIO',
      type: 'RECEITA',
    });
    await tx({ amount: 30, date: '2026-10-06', description: 'PIX RECEBIDO', type: 'RECEITA' });
    const summary = await s.as.get('/reports/summary', OCT);
    expect(summary.body.data).toMatchObject({ receitas: 1030, despesas: 150 });
    const dashboard = await s.as.get('/dashboard/summary', OCT);
    expect(dashboard.body.data).toMatchObject({ receitas: 1030, despesas: 150 });
  });
});
