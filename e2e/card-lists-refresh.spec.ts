import { expect, type Page, test } from '@playwright/test';
import { apiPost, normalise, signedInPerson } from './helpers';

/** Moves within the app as its links do (no reload): every list shown comes from the app's own cache. */
async function goWithin(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Issue 74 point 13: Cartões seen once (no card yet), a card made in Contas, and back in Cartões without a reload:
 * the card is there, with its limit, and so is it in the dashboard's cards.
 */
async function cardMadeInContas(page: Page) {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 3000 });
  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cartões' })).toBeVisible();
  await expect(page.getByTestId('card-limit')).toHaveCount(0);

  await goWithin(page, '/accounts');
  const form = page.getByRole('form', { name: 'Nova conta' });
  await form.getByLabel('Nome da conta').fill('Nubank');
  await form.getByLabel('Tipo').selectOption({ label: 'Cartão de Crédito' });
  await form.getByLabel('Dia de fechamento').fill('3');
  await form.getByLabel('Dia de vencimento').fill('10');
  await form.getByLabel('Limite').fill('5.000,00');
  await form.getByLabel('Conta que paga a fatura').selectOption({ label: 'Itaú' });
  await form.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(form.getByLabel('Nome da conta')).toHaveValue('');

  await goWithin(page, '/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cartões' })).toBeVisible();
  await expect
    .poll(async () => normalise(await page.getByTestId('card-limit').textContent()))
    .toBe('Usado R$ 0,00 · Disponível R$ 5.000,00 de R$ 5.000,00');
}

test('a card made in Contas is in Cartões without a reload (desktop)', async ({ page }) => {
  await cardMadeInContas(page);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a card made in Contas is in Cartões without a reload (phone)', async ({ page }) => {
    await cardMadeInContas(page);
  });
});
