import { expect, type Page, test } from '@playwright/test';
import { addDays, formatDateBR, splitIsoDate, todayIn } from '../common/dates';
import { apiPost, fillDate, normalise, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/**
 * A person's first month with a card, all on screen: the card made in Contas (its bill closed two days ago and
 * due in five, whatever day the test runs), a purchase in 10x three days ago through the dialog, each installment
 * in its own bill on Cartões, then the closed bill paid in part and in full, with its statuses and the limit.
 */
async function cardJourney(page: Page, phone: boolean) {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 3000 });

  await page.goto('/accounts');
  const form = page.getByRole('form', { name: 'Nova conta' });
  await form.getByLabel('Nome da conta').fill('Nubank');
  await form.getByLabel('Tipo').selectOption({ label: 'Cartão de Crédito' });
  await form.getByLabel('Dia de fechamento').fill(String(splitIsoDate(addDays(today(), -2)).day));
  await form.getByLabel('Dia de vencimento').fill(String(splitIsoDate(addDays(today(), 5)).day));
  await form.getByLabel('Limite').fill('5.000,00');
  await form.getByLabel('Conta que paga a fatura').selectOption({ label: 'Itaú' });
  await form.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(form.getByLabel('Nome da conta')).toHaveValue('');

  await page.goto('/transactions');
  const opener = phone
    ? page.getByRole('navigation', { name: 'Navegação inferior' }).getByRole('button', { name: 'Nova' })
    : page.getByRole('button', { name: 'Nova transação' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Nubank' });
  await dialog.getByLabel('Valor', { exact: true }).fill('1.234,50');
  await fillDate(dialog.getByLabel('Data'), addDays(today(), -3));
  await dialog.getByLabel('Parcelas').selectOption({ label: '10x' });
  await dialog.getByLabel('Descrição', { exact: true }).fill('Geladeira');
  await expect(dialog.getByTestId('installment-preview')).toHaveText('10x de R$ 123,45');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/cards');
  const limit = page.getByTestId('card-limit');
  await expect
    .poll(async () => normalise(await limit.textContent()))
    .toBe('Usado R$ 1.234,50 · Disponível R$ 3.765,50 de R$ 5.000,00');
  const toPay = page.getByTestId('card-bill').filter({ hasText: 'A pagar' });
  await expect(toPay).toContainText('Fechada');
  await expect(toPay).toContainText(`vence ${formatDateBR(addDays(today(), 5))}`);
  await expect(toPay).toContainText('R$ 123,45');

  // The bill view opens on the open bill with the 2nd installment; each later bill holds the next one.
  const bill = page.getByTestId('bill-view');
  const items = bill.getByRole('list', { name: 'Compras da fatura' }).getByRole('listitem');
  for (let k = 2; k <= 10; k++) {
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`Geladeira${k}/10`);
    await expect(bill.getByTestId('bill-total')).toHaveText('R$ 123,45');
    await expect(bill).toContainText(k === 2 ? 'Aberta' : 'Prevista');
    if (k < 10) await page.getByRole('button', { name: 'Próxima fatura' }).click();
  }
  await page.getByRole('button', { name: 'Próxima fatura' }).click();
  await expect(bill).toContainText('Nenhuma compra nesta fatura.');

  // Paying the closed bill: part of it, then the rest.
  await toPay.locator('..').getByRole('button', { name: 'Pagar fatura' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagar fatura' });
  await expect(pay.getByLabel('Conta de pagamento')).toHaveValue(/\d+/);
  await expect(pay.getByLabel('Valor')).toHaveValue('123,45');
  await pay.getByLabel('Valor').fill('100,00');
  await pay.getByRole('button', { name: 'Pagar' }).click();
  await expect(pay).toBeHidden();
  await expect(toPay).toContainText('Paga em parte');
  await expect
    .poll(async () => normalise(await limit.textContent()))
    .toBe('Usado R$ 1.134,50 · Disponível R$ 3.865,50 de R$ 5.000,00');

  await page.getByRole('button', { name: 'Ver faturas' }).click();
  await page.getByRole('button', { name: 'Fatura anterior' }).click();
  await expect(bill).toContainText('Geladeira1/10');
  await expect(bill.getByTestId('bill-remaining')).toHaveText('R$ 23,45');
  await bill.getByRole('button', { name: 'Pagar esta fatura' }).click();
  await expect(pay.getByLabel('Valor')).toHaveValue('23,45');
  await pay.getByRole('button', { name: 'Pagar' }).click();
  await expect(bill).toContainText('Paga');
  await expect(bill.getByTestId('bill-remaining')).toHaveText('R$ 0,00');
  await expect(bill.getByRole('list', { name: 'Pagamentos' }).getByRole('listitem')).toHaveCount(2);
  await expect
    .poll(async () => normalise(await limit.textContent()))
    .toBe('Usado R$ 1.111,05 · Disponível R$ 3.888,95 de R$ 5.000,00');
  // Nothing left to pay: the card offers the open bill, and nothing is due in 'Avisos'.
  await expect(page.getByTestId('card-bill').filter({ hasText: 'A pagar' })).toHaveCount(0);
  await expect(page.getByTestId('avisos-badge')).toHaveCount(0);
}

test('a card made in Contas, a purchase in 10x, its ten bills, and paying the first in two parts', async ({
  page,
}) => {
  await cardJourney(page, false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same month with a card, on a 390 px screen', async ({ page }) => {
    await cardJourney(page, true);
  });
});
