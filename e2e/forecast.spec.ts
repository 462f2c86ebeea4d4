import { expect, test } from '@playwright/test';
import { addDays, formatDateBR, lastDayOfMonth, todayIn } from '../common/dates';
import { formatReais } from '../common/money';
import { apiPost, normalise, openWhileLoading, signedInPerson } from './helpers';

test('the forecast shows the day the balance goes below zero and the items that take it there', async ({
  page,
}) => {
  await signedInPerson(page);
  const today = todayIn('America/Sao_Paulo');
  const refundDay = addDays(today, 3);
  const rentDay = addDays(today, 10);
  const account = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  await apiPost(page, '/transactions', {
    accountId: account.id,
    type: 'RECEITA',
    amount: 200,
    date: refundDay,
    description: 'Reembolso',
  });
  await apiPost(page, '/recurring', {
    account_id: account.id,
    amount: 1500,
    description: 'Aluguel',
    next_run: rentDay,
  });

  await page.goto('/forecast');
  await expect(page.getByRole('heading', { level: 1, name: 'Previsão' })).toBeVisible();
  // 1.000,00 + 200,00 - 1.500,00 on the rent's day.
  const negative = page.getByTestId('first-negative');
  await expect(negative).toBeVisible();
  expect(normalise(await negative.textContent())).toBe(
    `Fica negativo em ${formatDateBR(rentDay)} (-R$ 300,00)`,
  );
  // The chart marks that day too, and says so.
  await expect(page.getByTestId('forecast-chart').locator('.recharts-reference-dot')).toHaveCount(1);
  await expect(
    page.getByText(`Ponto vermelho: o primeiro dia abaixo de zero (${formatDateBR(rentDay)}).`),
  ).toBeVisible();

  const items = page.getByRole('list', { name: 'Próximos lançamentos' }).getByRole('listitem');
  // The refund and the rent of this month and of the two after it, within the 90 days.
  await expect(items).toHaveCount(4);
  expect(normalise(await items.nth(0).textContent())).toBe(
    `${formatDateBR(refundDay)}ReembolsoAgendada+R$ 200,00`,
  );
  expect(normalise(await items.nth(1).textContent())).toBe(`${formatDateBR(rentDay)}AluguelFixo-R$ 1.500,00`);
  await expect(page.getByTestId('forecast-chart').locator('.recharts-line')).toHaveCount(1);

  // 30 days and the account unticked are choices of the address too.
  await page.getByLabel('Período').selectOption('30');
  await expect(page).toHaveURL(/dias=30/);
  await expect(page.getByText(`Em ${formatDateBR(addDays(today, 30))}`)).toBeVisible();
});

test('while the forecast loads, blocks stand where its figures and chart come', async ({ page }) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  const { loading, blocks, release } = await openWhileLoading(
    page,
    '/forecast',
    '/forecast',
    'Carregando a previsão...',
  );
  expect(blocks.height).toBeGreaterThan(400);
  release();
  await expect(page.getByText('Saldo em contas hoje')).toBeVisible();
  await expect(loading).toHaveCount(0);
  // The accounts' choice, the first thing that arrives, stands where the first block stood.
  expect(
    Math.abs((await page.getByRole('group', { name: 'Contas' }).boundingBox())!.y - blocks.y),
  ).toBeLessThan(8);
});

test('the dashboard card shows the balance expected at the month end', async ({ page }) => {
  await signedInPerson(page);
  const today = todayIn('America/Sao_Paulo');
  const monthEnd = lastDayOfMonth(today);
  const billDay = addDays(today, 5);
  const account = await apiPost(page, '/accounts', {
    name: 'Nubank Conta',
    type: 'checking',
    opening_balance: 800,
  });
  await apiPost(page, '/recurring', {
    account_id: account.id,
    amount: 250.5,
    description: 'Luz',
    next_run: billDay,
  });

  await page.goto('/');
  const card = page.getByTestId('card-previsao');
  // The electricity bill counts only when it falls due by the month end.
  const expected = billDay <= monthEnd ? 549.5 : 800;
  await expect(card).toContainText(`Saldo previsto em ${formatDateBR(monthEnd)}`);
  expect(normalise(await card.textContent())).toContain(formatReais(expected).replace(/\u00a0/g, ' '));
  expect(normalise(await card.textContent())).toContain('Fim do mês: o saldo em contas de hoje');
  await card.getByRole('link', { name: 'Ver previsão' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Previsão' })).toBeVisible();
});
