import { expect, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiGet, apiPost, axeViolationsInBothThemes, normalise, signedInPerson } from './helpers';

/**
 * An account in another currency on a phone: made with the keyboard in Contas' form, its balance in dollars, and,
 * as the e2e server fetches no PTAX and the book has no rate of its own, said to be out of "Saldo em contas",
 * which stays in reais.
 */
test.use({ viewport: { width: 390, height: 844 } });

const NO_RATE = 'Sem cotação: fora do Saldo em contas';

test('a dollar account made with the keyboard shows its dollars and that it has no rate', async ({
  page,
}) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  await page.goto('/accounts');

  const form = page.getByRole('form', { name: 'Nova conta' });
  await form.getByLabel('Nome da conta').focus();
  await page.keyboard.type('Nomad');
  await page.keyboard.press('Tab'); // Tipo: Conta Corrente stays.
  await page.keyboard.press('Tab');
  const currency = form.getByLabel('Moeda');
  await expect(currency).toBeFocused();
  await expect(currency.locator('option').first()).toHaveText('Real (BRL)');
  // Real, then by name: Coroa dinamarquesa, Coroa norueguesa, Coroa sueca, Dólar americano.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(currency).toHaveValue('USD');
  await expect(currency.locator('option:checked')).toHaveText('Dólar americano (USD)');
  await page.keyboard.press('Tab');
  const opening = form.getByLabel('Saldo inicial (US$)');
  await expect(opening).toBeFocused();
  await expect(form.getByText('US$', { exact: true })).toBeVisible();
  await page.keyboard.type('250,50');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Conta criada')).toBeVisible();

  const nomad = page.getByRole('list', { name: 'Contas' }).getByRole('listitem').filter({ hasText: 'Nomad' });
  await expect(nomad).toContainText('US$ 250,50');
  await expect(nomad).toContainText(NO_RATE);
  // "Saldo em contas" stays in reais, without the dollars, and names the account it left out.
  await expect(page.getByTestId('balance-accounts')).toContainText('R$ 1.000,00');
  await expect(page.getByTestId('rates-note')).toHaveText('Sem cotação, fora do Saldo em contas: Nomad.');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // A fixed item of it is typed in dollars: the form's Valor follows the account chosen.
  await page.goto('/gastos-fixos');
  const fixedForm = page.getByRole('form', { name: 'Novo gasto fixo' });
  await fixedForm.getByLabel('Conta').selectOption({ label: 'Nomad' });
  await expect(fixedForm.getByLabel('Valor (US$)')).toBeVisible();
  await fixedForm.getByLabel('Conta').selectOption({ label: 'Itaú' });
  await expect(fixedForm.getByLabel('Valor', { exact: true })).toBeVisible();

  // A fixed item paid from it cannot be counted in reais either: the fixed items' panel says so.
  const accounts = await apiGet<Array<{ id: number; name: string }>>(page, '/accounts');
  const nomadId = accounts.find((a) => a.name === 'Nomad')?.id;
  await apiPost(page, '/recurring', {
    account_id: nomadId,
    amount: 10,
    description: 'Streaming',
    due_day: 28,
  });

  // The dashboard lists it in dollars and says the same under "Saldo em contas".
  await page.goto('/');
  await expect(page.getByTestId('accounts-panel').getByRole('row', { name: /Nomad/ })).toContainText(
    'US$ 250,50',
  );
  const saldo = page.getByTestId('card-saldo');
  await expect(saldo.getByTestId('card-value')).toHaveText('R$ 1.000,00');
  await expect(saldo.getByTestId('rates-note')).toHaveText('Sem cotação, fora do Saldo em contas: Nomad.');
  const fixed = page.getByTestId('fixed-panel');
  await expect(fixed.getByTestId('rates-note')).toHaveText('Sem cotação, fora dos gastos fixos: Nomad.');
  await expect(fixed).not.toContainText('Nenhum gasto fixo cadastrado');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a card is in reais, and an account with rows keeps its currency, said by the field', async ({
  page,
}) => {
  await signedInPerson(page);
  const nomad = await apiPost(page, '/accounts', { name: 'Nomad', currency: 'USD', opening_balance: 10 });
  await apiPost(page, '/transactions', {
    description: 'Depósito',
    amount: 100,
    type: 'RECEITA',
    date: todayIn('America/Sao_Paulo'),
    accountId: nomad.id,
  });
  await page.goto('/accounts');

  const form = page.getByRole('form', { name: 'Nova conta' });
  await form.getByLabel('Moeda').selectOption('EUR');
  await form.getByLabel('Tipo').selectOption('credit_card');
  await expect(form.getByLabel('Moeda')).toHaveValue('BRL');
  await expect(form.getByLabel('Moeda').locator('option')).toHaveText(['Real (BRL)']);
  await expect(form.getByText('Cartões de crédito ficam em reais')).toBeVisible();

  await page.getByRole('button', { name: 'Editar Nomad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar conta' });
  await expect(dialog.getByLabel('Moeda')).toHaveValue('USD');
  await dialog.getByLabel('Moeda').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const field = dialog.getByLabel('Moeda');
  await expect(field).toHaveAccessibleDescription(
    /Esta conta já tem lançamentos: a moeda não pode mudar\. Crie outra conta na nova moeda\./,
  );
  await expect(field).toBeFocused();
  expect(normalise(await dialog.textContent())).toContain('Esta conta já tem lançamentos');
});
