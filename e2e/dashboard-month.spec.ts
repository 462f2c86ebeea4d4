import { expect, type Page, test } from '@playwright/test';
import {
  addMonths,
  firstDayOfMonth,
  formatDateBR,
  formatMonthLabel,
  lastDayOfMonth,
  todayIn,
} from '../common/dates';
import { formatReais } from '../common/money';
import { fixedItem } from './fixed-items';
import { apiPost, normalise, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/**
 * A person with R$ 3.000,00 in the bank and three fixed items due on the 1st, each answered "Já pago este mês?" yes
 * (the first due date they are given is next month's): the internet (R$ 100,00), recorded as paid; the condominium
 * (R$ 800,00) and the salary (R$ 5.200,00), "Sim, já está no saldo": counted paid, no transaction.
 */
async function seed(page: Page) {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', {
    name: 'Corrente',
    type: 'checking',
    opening_balance: 3000,
  });
  const next = addMonths(firstDayOfMonth(today()), 1);
  const paid = { account_id: account.id, next_run: next, paid_this_month: true };
  await fixedItem(page, { ...paid, description: 'Internet', amount: 100 });
  await fixedItem(page, { ...paid, description: 'Condomínio', amount: 800, record_payment: false });
  await fixedItem(page, {
    ...paid,
    type: 'RECEITA',
    description: 'Salário',
    amount: 5200,
    record_payment: false,
  });
}

const tile = async (page: Page, testId: string) => normalise(await page.getByTestId(testId).innerText());

async function walk(page: Page, phone: boolean) {
  await seed(page);
  const month = firstDayOfMonth(today());
  await page.goto('/');
  const panel = page.getByTestId('fixed-panel');

  // This month: the internet's payment and the condominium already in the balance; the salary received, none of
  // it in "Receitas do mês", as the panel says.
  await expect(panel.getByRole('heading', { name: 'Gastos fixos', exact: true })).toBeVisible();
  await expect(panel.getByTestId('fixed-paid')).toContainText('Pagos: 2');
  expect(await tile(page, 'fixed-paid')).toContain(formatReais(900));
  await expect(panel.getByTestId('fixed-in-balance')).toHaveText('1 já no saldo, sem lançamento');
  expect(await tile(page, 'fixed-income-received')).toContain(`Recebidas: 1 ${formatReais(5200)}`);
  await expect(panel.getByTestId('fixed-income-in-balance')).toHaveText('1 já no saldo, sem lançamento');
  await expect(page.getByTestId('card-receitas').getByTestId('card-value')).toHaveText(formatReais(0));
  const forecast = page.getByTestId('card-previsao');
  await expect(forecast).toContainText(`Saldo previsto em ${formatDateBR(lastDayOfMonth(month))}`);
  expect(normalise(await forecast.innerText())).toContain(formatReais(2900));
  await expect(page.getByTestId('card-saldo')).not.toContainText('hoje');

  // Next month: nothing paid yet, everything to pay and to receive; the forecast at its last day counts the three.
  const next = addMonths(month, 1);
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page.getByText(`Visão geral de ${formatMonthLabel(next)}`, { exact: false })).toBeVisible();
  await expect(
    panel.getByRole('heading', { name: `Gastos fixos de ${formatMonthLabel(next)}` }),
  ).toBeVisible();
  expect(await tile(page, 'fixed-paid')).toBe(`Pagos: 0 ${formatReais(0)}`);
  expect(await tile(page, 'fixed-pending')).toBe(`Pendentes: 2 ${formatReais(900)}`);
  expect(await tile(page, 'fixed-overdue')).toBe(`Vencidos: 0 ${formatReais(0)}`);
  await expect(panel.getByTestId('fixed-in-balance')).toHaveCount(0);
  expect(await tile(page, 'fixed-income-to_receive')).toBe(`A receber: 1 ${formatReais(5200)}`);
  await expect(forecast).toContainText(`Saldo previsto em ${formatDateBR(lastDayOfMonth(next))}`);
  await expect(forecast).toContainText(`Fim de ${formatMonthLabel(next)}`);
  // R$ 2.900,00 today, less the internet and the condominium, plus the salary.
  await expect(forecast.locator('.money')).toHaveText(formatReais(2900 - 100 - 800 + 5200));
  // What stays today's says so, here and on Contas, whose rows follow the month.
  await expect(page.getByTestId('card-saldo')).toContainText('Saldo em contas · hoje');
  if (!phone) {
    await page.getByRole('link', { name: 'Contas', exact: true }).click();
    await expect(page.getByTestId('balance-accounts')).toContainText('Saldo em contas · hoje');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  }

  // Last month: the items were registered this month, so nothing of them; no forecast of what has happened.
  const last = addMonths(month, -1);
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(
    panel.getByRole('heading', { name: `Gastos fixos de ${formatMonthLabel(last)}` }),
  ).toBeVisible();
  await expect(panel.getByTestId('fixed-none')).toHaveText(`Nenhum gasto fixo em ${formatMonthLabel(last)}.`);
  await expect(panel.getByTestId('fixed-total')).toHaveCount(0);
  await expect(forecast).toHaveCount(0);
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The fixed-expense screens say it too: no date the person never typed, and the figure's note.
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await page.goto('/dashboard-gastos-fixos');
  const paidList = page.getByRole('list', { name: 'Pagos' });
  await expect(paidList.getByRole('listitem').filter({ hasText: 'Condomínio' })).toContainText('Já no saldo');
  await expect(paidList.getByRole('listitem').filter({ hasText: 'Internet' })).toContainText('Pago em');
  await page.goto('/gastos-fixos');
  await expect(page.getByTestId('income-in-balance')).toHaveText('1 já no saldo, sem lançamento');
}

test("the dashboard's fixed items and forecast follow the chosen month", async ({ page }) => {
  await walk(page, false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dashboard's fixed items and forecast follow the chosen month", async ({ page }) => {
    await walk(page, true);
  });
});
