import { expect, type Page, test } from '@playwright/test';
import type { Account } from '../common/contract/accounts';
import { formatDateBR, todayIn } from '../common/dates';
import { apiGet, apiPost, authHeader, signedInPerson } from './helpers';
import { openNewTransaction } from './transaction-steps';

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
  // The button that opened the choice is gone: the focus is on the account to choose, not lost.
  await expect(dialog.getByLabel('Conta de destino')).toBeFocused();
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

test('typing the transfer a statement already brought: the dialog offers that row, and nothing counts twice', async ({
  page,
}) => {
  await signedInPerson(page);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  await apiPost(page, '/accounts', { name: 'Nubank', type: 'checking', opening_balance: 0 });
  const today = todayIn('America/Sao_Paulo');
  const imported = await page.request.post('/api/v1/transactions/import-csv', {
    headers: await authHeader(page),
    multipart: {
      settings: JSON.stringify({ defaultAccountId: itau.id }),
      file: {
        name: 'extrato.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `Data;Descrição;Valor\n${formatDateBR(today)};PIX ENVIADO NUBANK;-500,00\n`,
          'utf8',
        ),
      },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  await page.goto('/transactions');
  const dialog = await openNewTransaction(page);
  await dialog.getByText('Transferência', { exact: true }).click();
  await dialog.getByLabel('Valor', { exact: true }).fill('500');
  await dialog.getByLabel('Conta de origem').selectOption({ label: 'Itaú' });
  const hint = dialog.getByTestId('recorded-transfer-leg');
  await expect(hint).toBeHidden();
  await dialog.getByLabel('Conta de destino').selectOption({ label: 'Nubank' });
  await expect(hint).toContainText(
    `Este dinheiro já veio do extrato na conta Itaú: “PIX ENVIADO NUBANK”, ${formatDateBR(today)}, R$ 500,00.`,
  );
  // Another amount is other money: the hint goes.
  await dialog.getByLabel('Valor', { exact: true }).fill('501');
  await expect(hint).toBeHidden();
  await dialog.getByLabel('Valor', { exact: true }).fill('500');
  await hint.getByRole('button', { name: 'Usar este lançamento como a transferência' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transformada em transferência')).toBeVisible();
  const accounts = await apiGet<Account[]>(page, '/accounts');
  expect(accounts.map((a) => [a.name, a.balance])).toEqual([
    ['Itaú', 500],
    ['Nubank', 500],
  ]);
});
