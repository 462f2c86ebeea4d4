import { expect } from 'vitest';
import { addMonths, firstDayOfMonth, lastDayOfMonth, todayIn } from '../../../common/dates';
import { actingAs, succeeded, type TestUser } from '../../test/factories';
import type { TestContext } from '../../test/test-app';
import { multipart } from '../../trust/route-inputs';
import { seedLedger } from '../reports/ledger-fixture';

/**
 * A person with some of everything, written through the API: the reports' ledger (four accounts, one archived;
 * incomes and expenses with payees, tags and split parts; transfers; a goal contribution) plus budgets over
 * three months with rollover, a second goal (archived, with every field), fixed expenses (one paid, one paid by
 * the automatic run, one pending), a pending transaction and an imported line carrying the bank's id.
 */
export async function seedRichUser(ctx: TestContext, user: TestUser): Promise<void> {
  const as = actingAs(ctx, user);
  const ledger = await seedLedger(ctx, user);
  const account = ledger.accountIds.corrente;
  const savings = ledger.accountIds.poupanca;
  const category = (name: string) => ledger.categoryIds.get(name) as number;

  for (const month of ['2026-09-01', '2026-10-01', '2026-11-01']) {
    await succeeded(
      as.post('/budgets', { categoryId: category('Mercado'), month, amount: 500, rollover: true }),
    );
    await succeeded(as.post('/budgets', { categoryId: category('Moradia'), month, amount: 1800 }));
  }
  await succeeded(as.post('/budgets', { categoryId: category('Lazer'), month: '2026-11-01', amount: 75.5 }));

  const today = todayIn();
  const debtGoal = {
    name: 'Quitar cartão',
    type: 'quitar_divida',
    target_amount: 2500.5,
    initial_amount: 100.25,
    strategy: 'por_alocacao',
    account_id: savings,
    category_id: category('Lazer'),
    target_date: addMonths(today, 12),
    planned_monthly_amount: 200,
    recurring_day: 10,
    priority: 'alta',
  };
  const debt = await succeeded(as.post('/goals', debtGoal));
  await succeeded(
    as.post('/goals/contribute', {
      id: debt.id,
      amount: 33.33,
      account_id: savings,
      source_account_id: account,
    }),
  );
  await succeeded(as.put('/goals', { ...debtGoal, id: debt.id, archived: true }));

  const rent = await succeeded(
    as.post('/recurring', {
      account_id: account,
      amount: 1200,
      description: 'Aluguel fixo',
      category_id: category('Moradia'),
      payee_name: 'Imobiliária Sol',
      due_day: 31,
      notify_days: 5,
    }),
  );
  await succeeded(as.post('/fixed-expenses/confirm', { id: rent.id }));
  await succeeded(
    as.post('/recurring', {
      account_id: ledger.accountIds.cartao,
      amount: 39.9,
      description: 'Streaming',
      category_id: category('Lazer'),
      next_run: today,
      mode: 'automatic',
      interval_count: 2,
    }),
  );
  await succeeded(as.post('/recurring/run'));
  await succeeded(
    as.post('/recurring', { account_id: account, amount: 89.9, description: 'Internet', due_day: 15 }),
  );

  await succeeded(
    as.post('/transactions', {
      amount: 12.34,
      description: 'Compra pendente; com "aspas"',
      date: firstDayOfMonth(today),
      type: 'DESPESA',
      accountId: account,
      status: 'PENDING',
      tagNames: ['Casa'],
    }),
  );
  const form = multipart([
    { name: 'settings', data: JSON.stringify({ defaultAccountId: account, preset: 'none' }) },
    {
      name: 'file',
      filename: 'extrato.csv',
      contentType: 'text/csv',
      data: `Data;Descrição;Valor;Identificador\n${today.split('-').reverse().join('/')};Pix recebido;150,75;FITID-0042\n`,
    },
  ]);
  const imported = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/import-csv',
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
  expect(imported.json().data?.inserted, imported.body).toBe(1);
}

/** The months the rich user's data spans, and today's when it is later. */
export function richMonths(): string[] {
  const months = ['2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01'];
  const current = firstDayOfMonth(todayIn());
  return months.includes(current) ? months : [...months, current].sort();
}

export const richPeriod = () => {
  const months = richMonths();
  return { from: months[0] as string, to: lastDayOfMonth(months[months.length - 1] as string) };
};
