import { expect, test } from '@playwright/test';
import { nthBusinessDay } from '../common/business-days';
import { formatDateBR, todayIn } from '../common/dates';
import { apiGet, apiPost, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

test('a fixed income through the form: listed as such, received with "Recebido", not counted as something to pay', async ({
  page,
}) => {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', { name: 'Conta Salário', type: 'checking' });
  // Salário and Moradia come with the starter categories.
  await page.goto('/gastos-fixos');

  const form = page.getByRole('form', { name: 'Novo gasto fixo' });
  await form.getByLabel('Tipo').selectOption({ label: 'Receita fixa' });
  // An income takes income categories only.
  await expect(form.getByLabel('Categoria').locator('option', { hasText: 'Moradia' })).toHaveCount(0);
  await form.getByLabel('Categoria').selectOption({ label: 'Salário' });
  await form.getByLabel('Conta').selectOption({ label: 'Conta Salário' });
  await form.getByLabel('Valor').fill('4.321,09');
  await form.getByLabel('Descrição').fill('Salário');
  // The 5th business day: this month's date is shown before saving.
  await form.getByLabel('Vence no').selectOption({ label: 'Dia útil do mês' });
  await form.getByLabel('Dia útil').fill('19');
  await form.getByRole('button', { name: 'Adicionar gasto fixo' }).click();
  await expect(form.getByText('O dia útil deve ser entre 1 e 18')).toBeVisible();
  await form.getByLabel('Dia útil').fill('5');
  const fifth = nthBusinessDay(today(), 5);
  await expect(form.getByText(`Vencimento neste mês: ${formatDateBR(fifth)}`)).toBeVisible();
  await form.getByRole('button', { name: 'Adicionar gasto fixo' }).click();

  const salary = page.getByRole('row').filter({ hasText: 'Salário' }).filter({ hasText: 'Receita fixa' });
  await expect(salary).toContainText('R$ 4.321,09');
  await expect(salary).toContainText(formatDateBR(fifth));
  await expect(page.getByTestId('summary-previsto')).toHaveText('R$ 0,00');
  await salary.getByRole('button', { name: 'Recebido' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recebimento registrado' })).toBeVisible();
  await expect(salary.getByTestId('status-chip')).toHaveText('Pago');

  const accounts = await apiGet<Array<{ id: number; balance: number }>>(page, '/accounts');
  expect(accounts.find((a) => a.id === account.id)?.balance).toBe(4321.09);
});
