import { expect, type Page, test } from '@playwright/test';
import { formatDateBR, todayIn } from '../common/dates';
import {
  apiPost,
  axeViolationsInBothThemes,
  overflowingParts,
  signedInPerson,
  starterCategory,
} from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/**
 * A person whose month so far (all of it today, so the 1st of a month works too) holds a salary of 5.000,00, rent
 * of 1.500,00 and a condomínio of 400,00 under Moradia, and 600,00 of Mercado: 2.500,00 left, of which 1.000,00
 * went to the savings account.
 */
async function personWithAMonth(page: Page) {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  const row = async (category: string, amount: number, description: string, type = 'DESPESA') =>
    apiPost(page, '/transactions', {
      accountId: account.id,
      categoryId: (await starterCategory(page, category)).id,
      type,
      amount,
      date: today(),
      description,
    });
  await row('Salário', 5000, 'Salário ACME', 'RECEITA');
  await row('Aluguel', 1500, 'Aluguel do apartamento');
  await row('Condomínio', 400, 'Condomínio');
  await row('Mercado', 600, 'Supermercado');
  const savings = await apiPost(page, '/accounts', { name: 'Poupança', type: 'savings' });
  await apiPost(page, '/transfers', {
    date: today(),
    amount: 1000,
    fromAccountId: account.id,
    toAccountId: savings.id,
  });
}

const theRow = (page: Page, name: string) =>
  page
    .getByTestId('flow-table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

for (const [name, viewport] of [
  ['a desktop', { width: 1280, height: 900 }],
  ['a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });
    const wide = viewport.width >= 640;

    test('the month’s flow opened to a subcategory and to its transactions by keyboard', async ({ page }) => {
      test.setTimeout(120_000);
      await personWithAMonth(page);
      await page.goto('/reports?tab=fluxo');
      await expect(page.getByRole('heading', { name: 'O fluxo do mês' })).toBeVisible();
      await expect(theRow(page, 'Salário')).toContainText('R$ 5.000,00');
      await expect(theRow(page, 'Moradia')).toContainText('R$ 1.900,00');
      await expect(theRow(page, 'Mercado')).toContainText('R$ 600,00');
      await expect(page.getByTestId('flow-result')).toHaveText('R$ 2.500,00');
      await expect(theRow(page, 'Guardado')).toContainText('R$ 1.000,00');
      await expect(theRow(page, 'Ficou nas contas')).toContainText('R$ 1.500,00');
      await expect(theRow(page, 'Aluguel')).toHaveCount(0);

      // Enter on Moradia opens its subcategories (the chart's node on a desktop, the table's arrow on a phone,
      // where the table is the view); Enter on one leads to its transactions of the month.
      const chart = page.getByTestId('flow-chart');
      const opener = wide
        ? chart.getByRole('button', { name: 'Moradia, R$ 1.900,00: abrir as subcategorias' })
        : page.getByRole('button', { name: 'Subcategorias de Moradia' });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(theRow(page, 'Aluguel')).toContainText('R$ 1.500,00');
      await expect(theRow(page, 'Condomínio')).toContainText('R$ 400,00');
      await expect(page.getByRole('button', { name: 'Subcategorias de Moradia' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
      expect(await overflowingParts(page)).toEqual([]);

      const aluguel = wide
        ? chart.getByRole('button', { name: 'Aluguel, R$ 1.500,00: ver as transações' })
        : theRow(page, 'Aluguel').getByRole('link', { name: 'Aluguel' });
      await aluguel.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/transactions\?categoryId=\d+&from=\d{4}-\d\d-01&to=\d{4}-\d\d-\d\d/);
      await expect(page.getByText('Aluguel do apartamento').first()).toBeVisible();
      await expect(page.getByText('Supermercado')).toHaveCount(0);
    });

    test('the calendar’s day opened shows its figures and leads to its transactions', async ({ page }) => {
      test.setTimeout(120_000);
      await personWithAMonth(page);
      await page.goto('/reports?tab=calendario');
      await expect(page.getByRole('heading', { name: 'Calendário de gastos' })).toBeVisible();
      const day = page.getByRole('button', {
        name: `${formatDateBR(today())}: gastos R$ 2.500,00. Entrou R$ 5.000,00`,
      });
      await expect(day).toBeVisible();
      await expect(page.getByTestId('calendar-legend')).toContainText('R$');

      expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
      expect(await overflowingParts(page)).toEqual([]);

      await day.focus();
      await page.keyboard.press('Enter');
      const details = page.getByTestId('calendar-day-details');
      await expect(details).toContainText('R$ 2.500,00');
      await expect(details).toContainText('R$ 5.000,00');
      await details.getByRole('link', { name: 'Ver transações do dia' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/transactions\\?from=${today()}&to=${today()}`));
      await expect(page.getByText('Supermercado').first()).toBeVisible();
    });
  });
}
