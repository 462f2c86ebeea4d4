import { expect, test } from '@playwright/test';
import { addDays, formatDateBR, splitIsoDate, todayIn } from '../common/dates';
import { apiPost, expectDate, fillDate, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

test('the bank moved a closing date: the bill takes the purchases of the new dates', async ({ page }) => {
  await signedInPerson(page);
  const card = await apiPost(page, '/accounts', {
    name: 'Inter',
    type: 'credit_card',
    closing_day: splitIsoDate(addDays(today(), -2)).day,
    due_day: splitIsoDate(addDays(today(), 5)).day,
    credit_limit: 3000,
  });
  for (const [days, amount] of [
    [-3, 500],
    [-1, 80],
  ] as const) {
    await apiPost(page, '/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      amount,
      date: addDays(today(), days),
      description: `Compra ${amount}`,
    });
  }
  await page.goto('/cards');
  // The view opens on the open bill (yesterday's purchase); the closed one is before it.
  const bill = page.getByTestId('bill-view');
  await expect(bill.getByTestId('bill-total')).toHaveText('R$ 80,00');
  await page.getByRole('button', { name: 'Fatura anterior' }).click();
  await expect(bill.getByTestId('bill-total')).toHaveText('R$ 500,00');
  await expect(bill.getByTestId('bill-closing')).toHaveText(`Fecha em ${formatDateBR(addDays(today(), -2))}`);

  await bill.getByRole('button', { name: 'Alterar datas desta fatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar datas da fatura' });
  await expectDate(dialog.getByLabel('Fechamento'), addDays(today(), -2));
  await expectDate(dialog.getByLabel('Vencimento'), addDays(today(), 5));

  // A closing date after the due date is refused in the form.
  await fillDate(dialog.getByLabel('Fechamento'), addDays(today(), 6));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toContainText('O fechamento deve ser antes do vencimento');

  await fillDate(dialog.getByLabel('Fechamento'), today());
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Datas da fatura alteradas')).toBeVisible();
  await expect(bill.getByTestId('bill-closing')).toHaveText(`Fecha em ${formatDateBR(today())}`);
  await expect(bill.getByTestId('bill-total')).toHaveText('R$ 580,00');
  await expect(bill.getByRole('list', { name: 'Compras da fatura' }).getByRole('listitem')).toHaveCount(2);
});
