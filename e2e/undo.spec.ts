import { expect, type Page, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiPost, signedInPerson } from './helpers';

/** The list's row (desktop table) that holds the text. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('Desfazer after deleting a transaction brings the row back with the same figures and month totals', async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  const date = todayIn('America/Sao_Paulo');
  await apiPost(page, '/transactions', {
    date,
    description: 'Salário',
    amount: 3000,
    type: 'RECEITA',
    accountId: conta.id,
  });
  await apiPost(page, '/transactions', {
    date,
    description: 'Supermercado',
    amount: 245.9,
    type: 'DESPESA',
    accountId: conta.id,
    tagNames: ['casa'],
  });
  await page.goto('/transactions');
  const figures = async () => ({
    row: await row(page, 'Supermercado').innerText(),
    despesas: await page.getByTestId('summary-despesas').innerText(),
    saldo: await page.getByTestId('summary-saldo').innerText(),
  });
  await expect(page.getByTestId('summary-despesas')).toContainText('R$ 245,90');
  const before = await figures();

  await row(page, 'Supermercado').getByRole('button', { name: 'Excluir Supermercado' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir transação' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  const toast = page.getByRole('status').filter({ hasText: 'Transação excluída' });
  await expect(toast).toBeVisible();
  await expect(row(page, 'Supermercado')).toHaveCount(0);
  await expect(page.getByTestId('summary-despesas')).toContainText('R$ 0,00');

  await toast.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exclusão desfeita' })).toBeVisible();
  await expect(row(page, 'Supermercado')).toHaveCount(1);
  await expect(page.getByTestId('summary-despesas')).toContainText('R$ 245,90');
  expect(await figures()).toEqual(before);

  // A used Desfazer is gone: the toast that said so was replaced.
  await expect(page.getByRole('button', { name: 'Desfazer' })).toHaveCount(0);
});

test('Desfazer after deleting a fixed expense brings it back; the button takes no focus and goes with the toast', async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking' });
  await apiPost(page, '/recurring', {
    account_id: conta.id,
    amount: 89.9,
    due_day: 10,
    description: 'Academia',
  });
  await page.goto('/gastos-fixos');
  const before = await row(page, 'Academia').innerText();

  await row(page, 'Academia').getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir gasto fixo' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  const toast = page.getByRole('status').filter({ hasText: 'Gasto fixo excluído' });
  const undo = toast.getByRole('button', { name: 'Desfazer' });
  await expect(undo).toBeVisible();
  await expect(row(page, 'Academia')).toHaveCount(0);
  await expect(undo).not.toBeFocused();

  // Reached from the keyboard like any button.
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(row(page, 'Academia')).toHaveCount(1);
  expect(await row(page, 'Academia').innerText()).toBe(before);
  await expect(page.getByRole('button', { name: 'Desfazer' })).toHaveCount(0);
});

test('the Desfazer toast waits while it is pointed at or focused, and goes 10 s after it is left', async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking' });
  await apiPost(page, '/recurring', {
    account_id: conta.id,
    amount: 50,
    due_day: 10,
    description: 'Academia',
  });
  // The page's timers are the test's: seconds pass when it says so.
  await page.clock.install();
  await page.goto('/gastos-fixos');
  await row(page, 'Academia').getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir gasto fixo' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  const toast = page.getByRole('status').filter({ hasText: 'Gasto fixo excluído' });
  await expect(toast).toBeVisible();

  await toast.hover();
  await page.clock.runFor(30_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(9_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toHaveCount(0);
});
