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

test("a statement's bill payment the import was not sure of: offered on the result, accepted, the bill paid", async ({
  page,
}) => {
  await signedInPerson(page);
  const checking = await apiPost(page, '/accounts', { name: 'Conta Corrente', type: 'checking' });
  // No paying account set, and the statement's words name no card: the import offers rather than chooses.
  const card = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: splitIsoDate(addDays(today(), -5)).day,
    due_day: splitIsoDate(addDays(today(), 2)).day,
    credit_limit: 5000,
  });
  await apiPost(page, '/transactions', {
    accountId: card.id,
    type: 'DESPESA',
    amount: 1234.56,
    date: addDays(today(), -8),
    description: 'Geladeira',
  });
  const csv = [
    'data;descricao;valor',
    `${formatDateBR(addDays(today(), -2))};Pagamento de fatura;-1234,56`,
    `${formatDateBR(addDays(today(), -1))};PAG BOLETO FATURA ENEL;-180,00`,
  ].join('\n');
  await page.goto('/import');
  await page.getByLabel('Arquivo do extrato').setInputFiles({
    name: 'extrato-conta.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await page.getByLabel('Conta padrão').selectOption(String(checking.id));
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible();

  // Only the card's bill is offered (ENEL's bill is a utility's), with the bill its amount fits.
  const offers = page.getByTestId('bill-payment-offers');
  await expect(offers.getByRole('heading', { name: 'Parece pagamento de fatura' })).toBeVisible();
  await expect(offers.getByTestId('bill-payment-offer')).toHaveCount(1);
  await expect(offers.getByTestId('bill-payment-offer')).toContainText('Pagamento de fatura');
  await expect(offers.getByLabel('Fatura paga')).toHaveValue(new RegExp(`^${card.id}:`));
  await expect(offers.getByLabel('Fatura paga').locator('option:checked')).toContainText(
    'Nubank · fatura de',
  );
  await expect(offers.getByLabel('Fatura paga').locator('option:checked')).toContainText('falta R$ 1.234,56');
  await offers.getByRole('button', { name: 'É pagamento da fatura' }).click();
  await expect(page.getByText(/Pagamento da fatura de .* registrado/)).toBeVisible();
  await expect(offers).toHaveCount(0);

  // The bill is paid by it; nothing left on the Cartões page to offer.
  await page.goto('/cards');
  const bill = page.getByTestId('bill-view');
  await page.getByRole('button', { name: 'Fatura anterior' }).click();
  await expect(bill.getByTestId('bill-total')).toHaveText('R$ 1.234,56');
  await expect(bill.getByTestId('bill-remaining')).toHaveText('R$ 0,00');
  await expect(bill.getByRole('list', { name: 'Pagamentos' })).toContainText(
    `Pagamento em ${formatDateBR(addDays(today(), -2))}`,
  );
  await expect(page.getByTestId('bill-payment-offers')).toHaveCount(0);
});
