import { expect, test } from '@playwright/test';
import { billDates, billMonthFor } from '../common/card-bills';
import { formatDateBR, formatMonthLabel, todayIn } from '../common/dates';
import { apiGet, apiPost, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

test('a purchase in 10x on a card, through the dialog: the preview, then each installment in its own bill', async ({
  page,
}) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking' });
  const card = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 5000,
  });
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Nova transação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });

  // The choice appears for a card's expense only.
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Itaú' });
  await expect(dialog.getByLabel('Parcelas')).toHaveCount(0);
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Nubank' });
  await dialog.getByLabel('Valor', { exact: true }).fill('1.234,50');
  await dialog.getByLabel('Parcelas').selectOption({ label: '10x' });
  await dialog.getByLabel('Descrição').fill('Geladeira');

  const datesOf = (month: string) => billDates(month, 3, 10);
  const first = billMonthFor(today(), datesOf);
  await expect(dialog.getByTestId('installment-preview')).toHaveText('10x de R$ 123,45');
  await expect(dialog.getByTestId('bill-line')).toHaveText(
    `Fatura de ${formatMonthLabel(`${first}-01`)} · vence ${formatDateBR(datesOf(first).due_date)}`,
  );
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Today's installment is in the month's list with its place in the purchase.
  const row = page.getByRole('row').filter({ hasText: 'Geladeira' });
  await expect(row).toContainText('1/10');
  await expect(row).toContainText('R$ 123,45');

  const bills = await apiGet<Array<{ month: string; total: number }>>(
    page,
    `/cards/bills?account_id=${card.id}`,
  );
  expect(bills).toHaveLength(10);
  expect(bills.every((b) => b.total === 123.45)).toBe(true);
  const cards = await apiGet<Array<{ used: number; available: number }>>(page, '/cards');
  expect(cards[0]).toMatchObject({ used: 1234.5, available: 3765.5 });

  // The dashboard's card panel: the open bill and how much of the limit is used.
  await page.goto('/dashboard');
  const panel = page.getByTestId('cards-panel');
  await expect(panel.getByTestId('dashboard-card')).toContainText('Nubank');
  await expect(panel).toContainText('Aberta');
  await expect(panel).toContainText('R$ 123,45');
  await expect(panel).toContainText('Disponível R$ 3.765,50 de R$ 5.000,00');
  await page.goto('/transactions');

  // Editing one installment says so, and offers deleting the whole purchase.
  await row.getByRole('button', { name: 'Editar Geladeira' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  await expect(edit).toContainText('Parcela 1 de 10 de uma compra');
  await edit.getByRole('button', { name: 'Excluir a compra inteira' }).click();
  const ask = page.getByRole('dialog', { name: 'Excluir compra parcelada' });
  await expect(ask).toContainText('Excluir as 10 parcelas desta compra?');
  await ask.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Compra excluída')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Geladeira' })).toHaveCount(0);
  expect(await apiGet(page, `/cards/bills?account_id=${card.id}`)).toHaveLength(1);
});
