import { expect, type Page, test } from '@playwright/test';
import { addMonths, formatMonthLabel, todayIn } from '../common/dates';
import { apiPost, signedInPerson, starterCategory } from './helpers';

const thisMonth = () => `${todayIn('America/Sao_Paulo').slice(0, 7)}-01`;

/** The budget's row of the desktop table. */
const budgetRow = (page: Page, category: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: category }) });

/** A person with an account and the starter category Farmácia, this month and the next. */
async function personWithFarmacia(page: Page) {
  await signedInPerson(page);
  const month = thisMonth();
  const next = addMonths(month, 1);
  const conta = await apiPost(page, '/accounts', { name: 'Conta', type: 'checking', opening_balance: 5000 });
  const farmacia = await starterCategory(page, 'Farmácia');
  return { month, next, conta, farmacia };
}

const amountButton = (page: Page, category: string) =>
  budgetRow(page, category).getByRole('button', { name: `Editar valor orçado de ${category}` });

test('budgets say what is left or exceeded, repeat in later months, and copy from the month before', async ({
  page,
}) => {
  const { month, next, conta, farmacia } = await personWithFarmacia(page);
  const cinema = await apiPost(page, '/categories', { nome: 'Cinema', tipo: 'despesa' });
  await apiPost(page, '/budgets', { categoryId: farmacia.id, month, amount: 100 });
  await apiPost(page, '/budgets', { categoryId: cinema.id, month, amount: 200 });
  for (const [categoryId, amount] of [
    [farmacia.id, 120],
    [farmacia.id, 61.67],
    [cinema.id, 148],
  ] as const) {
    await apiPost(page, '/transactions', {
      description: 'Compra',
      amount,
      type: 'DESPESA',
      date: `${month.slice(0, 8)}01`,
      accountId: conta.id,
      categoryId,
    });
  }

  // The dashboard's panel says it too.
  await page.goto('/');
  const panel = page.getByTestId('budgets-panel');
  await expect(
    panel.getByRole('row').filter({ hasText: 'Farmácia' }).getByTestId('budget-remaining'),
  ).toHaveText('Excedeu R$ 81,67');

  await page.goto('/budgets');
  const farmaciaRow = budgetRow(page, 'Farmácia');
  await expect(farmaciaRow.getByTestId('budget-percent')).toHaveText('181,7%');
  await expect(farmaciaRow.getByTestId('budget-remaining')).toHaveText('Excedeu R$ 81,67');
  await expect(budgetRow(page, 'Cinema').getByTestId('budget-remaining')).toHaveText('Restam R$ 52,00');
  await expect(page.getByTestId('budgets-repeated')).toHaveCount(0);
  await expect(
    page.getByText(
      'Acumular saldo: o que sobrar (ou faltar) de uma categoria num mês passa para o mês seguinte.',
    ),
  ).toBeVisible();

  // Next month repeats the list, with nothing spent yet.
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page.getByTestId('budgets-repeated')).toContainText(
    `Orçamentos repetidos de ${formatMonthLabel(month)}`,
  );
  await expect(budgetRow(page, 'Farmácia').getByTestId('budget-repeated')).toBeVisible();
  await expect(budgetRow(page, 'Farmácia').getByTestId('budget-remaining')).toHaveText('Restam R$ 100,00');
  await expect(budgetRow(page, 'Cinema').getByTestId('budget-remaining')).toHaveText('Restam R$ 200,00');

  // Editing one repeated budget makes the list next month's own; Cinema stays.
  await amountButton(page, 'Farmácia').click();
  await budgetRow(page, 'Farmácia').getByLabel('Valor orçado de Farmácia').fill('150');
  await budgetRow(page, 'Farmácia').getByLabel('Valor orçado de Farmácia').press('Enter');
  await expect(amountButton(page, 'Farmácia')).toHaveText('R$ 150,00');
  await expect(page.getByTestId('budgets-repeated')).toHaveCount(0);
  await expect(page.getByTestId('budget-repeated')).toHaveCount(0);
  await expect(amountButton(page, 'Cinema')).toHaveText('R$ 200,00');

  // This month keeps its own amount.
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(amountButton(page, 'Farmácia')).toHaveText('R$ 100,00');

  // The month after next repeats next month's list; copying makes it its own.
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  const notice = page.getByTestId('budgets-repeated');
  await expect(notice).toContainText(`Orçamentos repetidos de ${formatMonthLabel(next)}`);
  await expect(amountButton(page, 'Farmácia')).toHaveText('R$ 150,00');
  await page.getByRole('button', { name: 'Copiar do mês anterior' }).click();
  await expect(
    page.getByText(
      `Orçamentos de ${formatMonthLabel(next)} copiados para ${formatMonthLabel(addMonths(next, 1))}`,
    ),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(amountButton(page, 'Farmácia')).toHaveText('R$ 150,00');
  await expect(amountButton(page, 'Cinema')).toHaveText('R$ 200,00');

  // Before the first budgets there is nothing to copy, and the page says so.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(page.getByText('Nenhum orçamento para este mês')).toBeVisible();
  await page.getByRole('button', { name: 'Copiar do mês anterior' }).click();
  await expect(page.getByText('O mês anterior não tem orçamentos para copiar.')).toBeVisible();
});

test("the dashboard's budgets panel marks a month's repeated budgets, with that month's own spending", async ({
  page,
}) => {
  const { month, next, conta, farmacia } = await personWithFarmacia(page);
  await apiPost(page, '/budgets', { categoryId: farmacia.id, month, amount: 100 });
  for (const [date, amount] of [
    [month, 60],
    [next, 30],
  ] as const) {
    await apiPost(page, '/transactions', {
      description: 'Remédios',
      amount,
      type: 'DESPESA',
      date,
      accountId: conta.id,
      categoryId: farmacia.id,
    });
  }

  await page.goto('/');
  const panel = page.getByTestId('budgets-panel');
  const farmaciaRow = panel
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Farmácia' }) });
  // The month with its own budget: no mark.
  await expect(farmaciaRow.getByTestId('budget-remaining')).toHaveText('Restam R$ 40,00');
  await expect(panel.getByTestId('budgets-repeated')).toHaveCount(0);

  // The next month has none of its own: this month's repeated, against the next month's spending.
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page.getByText(`Visão geral de ${formatMonthLabel(next)}`, { exact: false })).toBeVisible();
  await expect(panel.getByTestId('budgets-repeated')).toHaveText(`Repetidos de ${formatMonthLabel(month)}`);
  await expect(farmaciaRow).toContainText('R$ 100,00');
  await expect(farmaciaRow).toContainText('R$ 30,00');
  await expect(farmaciaRow.getByTestId('budget-percent')).toContainText('30,0%');
  await expect(farmaciaRow.getByTestId('budget-remaining')).toHaveText('Restam R$ 70,00');

  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(panel.getByTestId('budgets-repeated')).toHaveCount(0);
});
