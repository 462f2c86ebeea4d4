import { expect, type Page, test } from '@playwright/test';
import type { Account } from '../common/contract/accounts';
import { todayIn } from '../common/dates';
import { apiGet, apiPost, signedInPerson } from './helpers';

/**
 * The walk's case: the statement's 'PIX ENVIADO NUBANK' came in as an expense, and the money went to the person's
 * own Nubank. 'Transformar em transferência' makes it the transfer it was (the Nubank's balance gets the money, the
 * month's Despesas lose it), and Desfazer gives the expense back.
 */
async function transformTheTransfer(page: Page) {
  await signedInPerson(page);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  await apiPost(page, '/accounts', { name: 'Nubank', type: 'checking', opening_balance: 0 });
  await apiPost(page, '/transactions', {
    accountId: itau.id,
    type: 'DESPESA',
    amount: 500,
    date: todayIn('America/Sao_Paulo'),
    description: 'PIX ENVIADO NUBANK',
  });
  const balance = async (name: string) =>
    (await apiGet<Account[]>(page, '/accounts')).find((a) => a.name === name)?.balance;

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Editar PIX ENVIADO NUBANK' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Transação' });
  await dialog.getByRole('button', { name: 'Transformar em transferência' }).click();
  const convert = dialog.getByRole('button', { name: 'Transformar', exact: true });
  await expect(convert).toBeDisabled();
  await dialog.getByLabel('Conta de destino').selectOption({ label: 'Nubank' });
  await convert.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transformada em transferência')).toBeVisible();
  await expect(page.getByText('Itaú → Nubank')).toBeVisible();
  await expect(page.getByTestId('summary-despesas')).toContainText('R$ 0,00');
  expect(await balance('Nubank')).toBe(500);
  expect(await balance('Itaú')).toBe(500);

  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Transferência desfeita')).toBeVisible();
  await expect(page.getByText('Itaú → Nubank')).toBeHidden();
  await expect(page.getByTestId('summary-despesas')).toContainText('R$ 500,00');
  expect(await balance('Nubank')).toBe(0);
}

test('an expense that was money to another own account becomes that transfer, and Desfazer gives it back', async ({
  page,
}) => {
  await transformTheTransfer(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the same, in the phone’s list and dialog', async ({ page }) => {
    await transformTheTransfer(page);
  });
});
