import { expect, test } from '@playwright/test';
import { apiPost, signedInPerson } from './helpers';

test('a goal keeps its money in accounts that hold savings: no card to choose, and no strategy that means nothing', async ({
  page,
}) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 3000 });
  await apiPost(page, '/accounts', { name: 'Reserva', type: 'savings', opening_balance: 0 });
  await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 5000,
  });
  await apiPost(page, '/goals', { name: 'Viagem', target_amount: 2000 });

  await page.goto('/goals');
  await page.getByRole('article', { name: 'Viagem' }).getByRole('button', { name: 'Aportar' }).click();
  const aporte = page.getByRole('dialog', { name: 'Novo aporte' });
  await expect(aporte.getByLabel('Conta destino').locator('option')).toHaveText([
    'Selecione a conta destino',
    'Itaú',
    'Reserva',
  ]);
  // Nor is money taken from the card: it would be borrowed.
  await aporte.getByLabel('Conta destino').selectOption({ label: 'Reserva' });
  await expect(aporte.getByLabel('Conta origem').locator('option')).toHaveText([
    'Selecione a conta origem',
    'Itaú',
  ]);
  await expect(aporte).not.toContainText('cadastre em Contas pelo menos duas contas');
  await aporte.getByRole('button', { name: 'Cancelar' }).click();
  await expect(aporte).toBeHidden();

  await page.getByRole('button', { name: 'Nova Meta' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nova Meta' });
  await expect(form.getByLabel('Conta', { exact: true }).locator('option')).toHaveText([
    'Nenhuma',
    'Itaú',
    'Reserva',
  ]);
  await expect(form.getByLabel('Estratégia')).toHaveCount(0);
});

test('with one account that holds money, Aportar says what is missing (a card does not count)', async ({
  page,
}) => {
  await signedInPerson(page);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 3000 });
  await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 5000,
    payment_account_id: itau.id,
  });
  await apiPost(page, '/goals', { name: 'Viagem', target_amount: 2000 });
  await page.goto('/goals');
  await page.getByRole('article', { name: 'Viagem' }).getByRole('button', { name: 'Aportar' }).click();
  const aporte = page.getByRole('dialog', { name: 'Novo aporte' });
  await expect(aporte).toContainText(
    'O aporte move dinheiro de uma conta para outra: cadastre em Contas pelo menos duas contas que guardam dinheiro',
  );
});
