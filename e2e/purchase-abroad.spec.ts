import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, splitIsoDate, todayIn } from '../common/dates';
import { iofRateOn } from '../common/iof-exchange';
import { apiPost, axeViolationsInBothThemes, normalise, signedInPerson } from './helpers';

/**
 * A purchase abroad on a phone, typed with the keyboard alone: US$ 100,00 on a card, the reais of the bill typed
 * (the e2e server fetches no PTAX), the IOF left to the day's rate; the bill then shows the dollars under the
 * purchase and the IOF as its own line.
 */
test.use({ viewport: { width: 390, height: 844 } });

const today = () => todayIn('America/Sao_Paulo');

/** Tab forward until `target` has the focus, as a person walks a form with the keyboard. */
async function tabTo(page: Page, target: Locator, most = 25): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a purchase in dollars on a card, typed by keyboard, shows its dollars and its IOF on the bill', async ({
  page,
}) => {
  // The IOF of a card abroad is 3,5% from 17/07/2025: the test's day must be in that period.
  expect(iofRateOn('card_abroad', today())?.text).toBe('3,5%');
  await signedInPerson(page);
  await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: splitIsoDate(addDays(today(), -2)).day,
    due_day: splitIsoDate(addDays(today(), 5)).day,
    credit_limit: 5000,
  });
  await page.goto('/transactions');

  const opener = page
    .getByRole('navigation', { name: 'Navegação inferior' })
    .getByRole('button', { name: 'Nova' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  // The card, the only account, is chosen; the dialog opens on the amount.
  await expect(dialog.getByLabel('Conta', { exact: true })).toHaveValue(/\d+/);
  const reais = dialog.getByLabel('Valor', { exact: true });
  await expect(reais).toBeFocused();
  await page.keyboard.type('581,23');

  const toggle = dialog.getByRole('checkbox', { name: 'Compra em outra moeda' });
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(dialog.getByLabel('Valor (R$)')).toHaveValue('581,23');
  await expect(dialog).toContainText(
    'Deixe em branco para estimar pela PTAX do dia; troque pelo valor da fatura quando ela fechar.',
  );
  // A purchase abroad comes whole on the bill: no installments.
  await expect(dialog.getByLabel('Parcelas')).toHaveCount(0);

  await page.keyboard.press('Tab');
  const currency = dialog.getByLabel('Moeda', { exact: true });
  await expect(currency).toBeFocused();
  await expect(currency.locator('option:checked')).toHaveText('Dólar americano (USD)');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Valor em USD')).toBeFocused();
  await page.keyboard.type('100,00');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('IOF (R$)')).toBeFocused();
  await expect(dialog).toContainText('Em branco: o IOF do dia (3,5%)');

  const description = dialog.getByLabel('Descrição', { exact: true });
  await tabTo(page, description);
  await page.keyboard.type('Amazon.com');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolationsInBothThemes(page, '[role="dialog"]')).toEqual({ light: [], dark: [] });

  await tabTo(page, dialog.getByRole('button', { name: 'Salvar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transação salva')).toBeVisible();

  await page.goto('/cards');
  const bill = page.getByTestId('bill-view');
  const items = bill.getByRole('list', { name: 'Compras da fatura' }).getByRole('listitem');
  const purchase = items.filter({ hasText: /^Amazon\.com/ });
  await expect(purchase).toContainText('R$ 581,23');
  await expect(purchase.getByTestId('foreign-line')).toHaveText('US$ 100,00 · R$ 5,8123');
  const iof = items.filter({ hasText: 'IOF compra no exterior: Amazon.com' });
  await expect(iof).toContainText('R$ 20,34');
  // Grana worked it on the bill's reais: an estimate until the bill's own IOF line (imported or synced) replaces it.
  await expect(iof.getByTestId('foreign-line')).toHaveText('estimativa até a fatura');
  await expect
    .poll(async () => normalise(await bill.getByTestId('bill-total').textContent()))
    .toBe('R$ 601,57');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});
