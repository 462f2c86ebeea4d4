import { expect, type Page, test } from '@playwright/test';
import { addMonths, formatMonthLabel, todayIn } from '../common/dates';
import { apiPost, axeViolations, normalise, signedInPerson } from './helpers';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Itaú (5.000,00 opening) with a salary of 3.000,00 two months ago and a 100,00 bakery today, an investment account
 * that got 1.000,00 from Itaú two months ago, and a card with a 400,00 purchase last month: today 7.500,00 (caixa
 * 6.900,00, renda fixa 1.000,00, dívidas -400,00), 7.600,00 at the end of last month.
 */
async function someAccounts(page: Page) {
  const today = todayIn('America/Sao_Paulo');
  const twoMonthsAgo = addMonths(today, -2);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  const xp = await apiPost(page, '/accounts', { name: 'XP', type: 'investment', opening_balance: 0 });
  const card = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 5000,
  });
  await apiPost(page, '/transactions', {
    accountId: itau.id,
    type: 'RECEITA',
    amount: 3000,
    date: twoMonthsAgo,
    description: 'Salário',
  });
  await apiPost(page, '/transfers', {
    date: twoMonthsAgo,
    amount: 1000,
    fromAccountId: itau.id,
    toAccountId: xp.id,
  });
  await apiPost(page, '/transactions', {
    accountId: card.id,
    type: 'DESPESA',
    amount: 400,
    date: addMonths(today, -1),
    description: 'Mercado',
  });
  await apiPost(page, '/transactions', {
    accountId: itau.id,
    type: 'DESPESA',
    amount: 100,
    date: today,
    description: 'Padaria',
  });
  return {
    previousMonth: formatMonthLabel(addMonths(today, -1)),
    firstMonth: formatMonthLabel(twoMonthsAgo),
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.name === 'phone';

    test(`Patrimônio shows today's net worth, its change, the chart and the months (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      const { previousMonth, firstMonth } = await someAccounts(page);

      // The dashboard's card, and its link to the page.
      await page.reload();
      const card = page.getByTestId('card-patrimonio');
      await expect(card).toContainText('Patrimônio líquido');
      await expect(card).toContainText('R$ 7.500,00');
      await expect(card).toContainText(`-R$ 100,00 desde o fim de ${previousMonth}`);
      await card.getByRole('link', { name: 'Ver patrimônio' }).click();
      await expect(page).toHaveURL(/\/patrimonio$/);

      await expect(page.getByRole('heading', { level: 1, name: 'Patrimônio' })).toBeVisible();
      expect(normalise(await page.getByTestId('net-worth-total').textContent())).toBe('R$ 7.500,00');
      expect(normalise(await page.getByTestId('net-worth-change').textContent())).toBe(
        `-R$ 100,00 desde o fim de ${previousMonth}`,
      );
      await expect(page.getByTestId('net-worth-caixa')).toContainText('R$ 6.900,00');
      await expect(page.getByTestId('net-worth-rendaFixa')).toContainText('R$ 1.000,00');
      await expect(page.getByTestId('net-worth-dividas')).toContainText('-R$ 400,00');

      // The chart: bars of the classes, the total's line.
      const chart = page.getByTestId('net-worth-chart');
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(chart.locator('.recharts-line')).toHaveCount(1);

      // The table, newest first, read as a table: the period is 24 months back, but the history begins two months ago
      // with Itaú's first row (its opening balance counts from then), and the page says so.
      const history = `Seu histórico no Grana começa em ${firstMonth}: antes disso, não há contas, bens nem dívidas registrados.`;
      await expect(page.getByTestId('net-worth-history-start')).toHaveText(history);
      const table = page.getByRole('table', { name: /Patrimônio no fim de cada mês/ });
      await expect(table.getByRole('row')).toHaveCount(4);
      await expect(table.getByRole('row').last()).toContainText(firstMonth, { ignoreCase: true });
      const newest = table.getByRole('row').nth(1);
      await expect(newest).toContainText('R$ 7.500,00');
      await expect(newest).toContainText('-R$ 100,00');
      // The month and the total lead each row.
      await expect(newest.getByRole('cell').first()).toHaveText('R$ 7.500,00');
      if (phone) {
        // On a phone both are in sight at once, and the month stays at the left while the rest scrolls sideways.
        const month = newest.getByRole('rowheader');
        await month.scrollIntoViewIfNeeded();
        const total = await newest.getByRole('cell').first().boundingBox();
        expect((total?.x ?? 0) + (total?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        const before = await month.boundingBox();
        await page.getByRole('region', { name: 'Mês a mês' }).evaluate((region) => {
          region.scrollLeft = region.scrollWidth;
        });
        await expect(newest.getByRole('cell').last()).toBeInViewport();
        const after = await month.boundingBox();
        expect(after?.x).toBe(before?.x);
        await expect(month).toBeInViewport();
      }

      // Another period, kept in the address.
      await page.getByLabel('Período').selectOption('12');
      await expect(page).toHaveURL(/meses=12/);
      await expect(page.getByTestId('net-worth-history-start')).toHaveText(history);
      await expect(table.getByRole('row')).toHaveCount(4);

      // Nothing wider than the screen but the table's own scrolling region.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      // In the navigation: the sidebar, or on a phone the Mais sheet.
      await page.goto('/');
      if (phone) {
        await page
          .getByRole('navigation', { name: 'Navegação inferior' })
          .getByRole('button', { name: 'Mais' })
          .click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Patrimônio' }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Menu principal' })
          .getByRole('link', { name: 'Patrimônio' })
          .click();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Patrimônio' })).toBeVisible();
      expect(normalise(await page.getByTestId('net-worth-total').textContent())).toBe('R$ 7.500,00');
    });
  });
}

test('a book without accounts is told how to start, and the dashboard has no net worth card', async ({
  page,
}) => {
  await signedInPerson(page);
  await page.goto('/patrimonio');
  await expect(page.getByText('Nenhuma conta cadastrada.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadastrar conta' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Sem dados disponíveis.')).toBeVisible();
  await expect(page.getByTestId('card-patrimonio')).toHaveCount(0);
});

test('a failed load says so and asks again', async ({ page }) => {
  await signedInPerson(page);
  let fail = true;
  await page.route('**/api/v1/net-worth*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: { message: 'Erro interno. Tente novamente.' } } })
      : route.continue(),
  );
  await page.goto('/patrimonio');
  await expect(page.getByText('Erro interno. Tente novamente.')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Nenhuma conta cadastrada.')).toBeVisible();
});
