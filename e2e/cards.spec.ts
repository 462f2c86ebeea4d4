import { expect, type Page, test } from '@playwright/test';
import { addDays, splitIsoDate, todayIn } from '../common/dates';
import { apiPost, normalise, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/**
 * A checking account and a card whose bill closed two days ago and falls due in five, with R$ 500,00 of
 * purchases in it: whatever day the test runs, that bill is closed and not yet due.
 */
async function cardWithClosedBill(page: Page) {
  const checking = await apiPost(page, '/accounts', {
    name: 'Itaú',
    type: 'checking',
    opening_balance: 5000,
  });
  const card = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: splitIsoDate(addDays(today(), -2)).day,
    due_day: splitIsoDate(addDays(today(), 5)).day,
    credit_limit: 2000,
    payment_account_id: checking.id,
  });
  for (const [days, amount] of [
    [-3, 300],
    [-4, 200],
  ] as const) {
    await apiPost(page, '/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      amount,
      date: addDays(today(), days),
      description: `Compra ${amount}`,
    });
  }
  return card;
}

test('a card: its limit, the closed bill, paying it partly and then wholly', async ({ page }) => {
  await signedInPerson(page);
  await cardWithClosedBill(page);
  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cartões' })).toBeVisible();
  const limit = page.getByTestId('card-limit');
  await expect
    .poll(async () => normalise(await limit.textContent()))
    .toBe('Usado R$ 500,00 · Disponível R$ 1.500,00 de R$ 2.000,00');
  const toPay = page.getByTestId('card-bill').filter({ hasText: 'A pagar' });
  await expect(toPay).toContainText('Fechada');
  await expect(toPay).toContainText('R$ 500,00');
  // Due within 7 days and unpaid: 'Avisos' counts it and opens the list of what it counts, which leads back here.
  const notices = page.getByRole('link', { name: /^Avisos/ });
  await expect(page.getByTestId('avisos-badge')).toHaveText('1');
  await expect(notices).toHaveAttribute('href', '/avisos');
  await notices.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
  const warning = page.getByTestId('notice-item');
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText(/^Fatura Nubank de /);
  await expect(warning).toContainText('Vence em 5 dias');
  await expect(warning).toContainText('R$ 500,00');
  await warning.getByRole('link', { name: 'Pagar em Cartões' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cartões' })).toBeVisible();

  await page.getByRole('button', { name: 'Pagar fatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar fatura' });
  await expect(dialog.getByLabel('Conta de pagamento')).toHaveValue(/\d+/);
  await expect(dialog.getByLabel('Valor')).toHaveValue('500,00');
  await dialog.getByLabel('Valor').fill('200,00');
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByText('Pagamento registrado')).toBeVisible();

  // The bill view opens on the open bill; the one paid is the previous one.
  await page.getByRole('button', { name: 'Fatura anterior' }).click();
  const bill = page.getByTestId('bill-view');
  await expect(bill).toContainText('Paga em parte');
  await expect(bill.getByTestId('bill-remaining')).toHaveText('R$ 300,00');
  await expect(bill.getByRole('list', { name: 'Compras da fatura' }).getByRole('listitem')).toHaveCount(2);

  await bill.getByRole('button', { name: 'Pagar esta fatura' }).click();
  await expect(dialog.getByLabel('Valor')).toHaveValue('300,00');
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(bill).toContainText('Paga');
  await expect(bill.getByTestId('bill-remaining')).toHaveText('R$ 0,00');
  await expect
    .poll(async () => normalise(await limit.textContent()))
    .toBe('Usado R$ 0,00 · Disponível R$ 2.000,00 de R$ 2.000,00');
  await expect(page.getByTestId('avisos-badge')).toHaveCount(0);
  await expect(notices).toHaveAttribute('href', '/avisos');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the card and its bill fit, and the payment dialog opens', async ({ page }) => {
    await signedInPerson(page);
    await cardWithClosedBill(page);
    await page.goto('/cards');
    await expect(page.getByRole('list', { name: 'Cartões' })).toContainText('Nubank');
    await page.getByRole('button', { name: 'Pagar fatura' }).click();
    await expect(page.getByRole('dialog', { name: 'Pagar fatura' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
