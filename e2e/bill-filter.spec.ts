import { expect, type Page, test } from '@playwright/test';
import { addBillMonths, billDates, billMonthFor } from '../common/card-bills';
import { formatDateBR, formatMonthLabel, todayIn } from '../common/dates';
import { apiPost, normalise, signedInPerson } from './helpers';
import { saveEdit } from './transaction-steps';

const today = () => todayIn('America/Sao_Paulo');
// Closing on the 3rd, due on the 10th: whatever day the test runs, these are the card's bills.
const datesOf = (month: string) => billDates(month, 3, 10);
const monthName = (month: string) => formatMonthLabel(`${month}-01`);
const dueText = (month: string) => `vence ${formatDateBR(datesOf(month).due_date)}`;

async function expectSummary(page: Page, receitas: string, despesas: string, saldo: string) {
  for (const [id, text] of [
    ['summary-receitas', receitas],
    ['summary-despesas', despesas],
    ['summary-saldo', saldo],
  ] as const) {
    await expect.poll(async () => normalise(await page.getByTestId(id).textContent())).toBe(text);
  }
}

/** The descriptions of the list's rows, in order. */
async function rowDescriptions(page: Page): Promise<string[]> {
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Editar / }) });
  const names = await rows
    .getByRole('button', { name: /^Editar / })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Editar /, '')),
    );
  return names.sort();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a purchase placed by hand in the next bill, Transações filtered by each bill, and the purchase moved back by editing it', async ({
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
  const open = billMonthFor(today(), datesOf);
  const next = addBillMonths(open, 1);
  // The open bill: two purchases of today. The next one: a purchase on the open bill's closing day (the next
  // calendar month, mostly), and a refund placed there by hand.
  const purchase = (description: string, amount: number, extra: Record<string, unknown> = {}) =>
    apiPost(page, '/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      amount,
      date: today(),
      description,
      ...extra,
    });
  await purchase('Mercado', 100);
  await purchase('Padaria', 40.5);
  await purchase('Hotel', 300, { date: datesOf(open).closing_date });
  await purchase('Estorno', 20, { type: 'RECEITA', bill_month: next });

  // Through the dialog: a purchase of today the bank put in the next bill.
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Nova transação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Nubank' });
  await dialog.getByLabel('Valor', { exact: true }).fill('1.234,56');
  await dialog.getByLabel('Descrição').fill('Passagem');
  const billLine = dialog.getByTestId('bill-line');
  await expect(billLine).toHaveText(`Fatura de ${monthName(open)} · ${dueText(open)}`);
  await dialog.getByRole('button', { name: 'Alterar a fatura' }).click();
  const billSelect = dialog.getByLabel('Fatura', { exact: true });
  await expect(billSelect).toBeFocused();
  await expect(billSelect.getByRole('option')).toHaveText([
    'Automática (pela data)',
    `Fatura de ${monthName(addBillMonths(open, -1))} · ${dueText(addBillMonths(open, -1))}`,
    `Fatura de ${monthName(open)} · ${dueText(open)}`,
    `Fatura de ${monthName(next)} · ${dueText(next)}`,
    `Fatura de ${monthName(addBillMonths(open, 2))} · ${dueText(addBillMonths(open, 2))}`,
  ]);
  await billSelect.selectOption({ label: `Fatura de ${monthName(next)} · ${dueText(next)}` });
  await expect(billLine).toHaveText(`Fatura de ${monthName(next)} · ${dueText(next)} (escolhida)`);
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Filtering by the next bill: exactly its rows, across two calendar months, with its totals.
  await page.getByLabel('Conta', { exact: true }).selectOption({ label: 'Nubank' });
  await page.getByLabel('Fatura', { exact: true }).selectOption({ label: `Fatura de ${monthName(next)}` });
  await expect(page).toHaveURL(new RegExp(`accountId=${card.id}&billMonth=${next}`));
  await expect(page.getByTestId('bill-filter-line')).toContainText(
    `Mostrando a fatura de ${monthName(next)} · ${dueText(next)}`,
  );
  await expect(page.getByText(`Receitas e despesas da fatura de ${monthName(next)}`)).toBeVisible();
  await expect.poll(() => rowDescriptions(page)).toEqual(['Estorno', 'Hotel', 'Passagem']);
  await expectSummary(page, 'R$ 20,00', 'R$ 1.534,56', '-R$ 1.514,56');
  await expect(page.getByText('3 receitas e despesas na fatura.')).toBeVisible();
  const hotel = page.getByRole('row').filter({ hasText: 'Hotel' });
  await expect(hotel).toContainText(formatDateBR(datesOf(open).closing_date));
  await expect(hotel).toContainText('-R$ 300,00');

  // Editing it: the bill chosen shows at once; 'Automática' puts it back in the bill of its date.
  await page.getByRole('button', { name: 'Editar Passagem' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  await expect(edit.getByLabel('Fatura', { exact: true })).toHaveValue(next);
  await edit.getByLabel('Fatura', { exact: true }).selectOption({ label: 'Automática (pela data)' });
  await expect(edit.getByTestId('bill-line')).toHaveText(`Fatura de ${monthName(open)} · ${dueText(open)}`);
  await saveEdit(edit);
  await expect(edit).toBeHidden();
  await expect.poll(() => rowDescriptions(page)).toEqual(['Estorno', 'Hotel']);
  await expectSummary(page, 'R$ 20,00', 'R$ 300,00', '-R$ 280,00');

  // The address the Cartões bill view links to, opened directly: the open bill.
  await page.goto(`/transactions?accountId=${card.id}&billMonth=${open}`);
  await expect(page.getByLabel('Fatura', { exact: true })).toHaveValue(open);
  await expect(page.getByTestId('bill-filter-line')).toContainText(
    `Mostrando a fatura de ${monthName(open)} · ${dueText(open)}`,
  );
  await expect.poll(() => rowDescriptions(page)).toEqual(['Mercado', 'Padaria', 'Passagem']);
  await expectSummary(page, 'R$ 0,00', 'R$ 1.375,06', '-R$ 1.375,06');
  await expect(page.getByText('3 receitas e despesas na fatura.')).toBeVisible();

  // Choosing a month asks for that month: the bill ends, the card stays.
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page).not.toHaveURL(/billMonth=/);
  await expect(page.getByLabel('Fatura', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('bill-filter-line')).toHaveCount(0);
  await expect(page.getByText('Receitas e despesas de ')).toBeVisible();

  // Back to a bill; another account ends it: the month's rows of that account, and no 'Fatura'.
  await page.getByLabel('Fatura', { exact: true }).selectOption({ label: `Fatura de ${monthName(open)}` });
  await expect(page).toHaveURL(new RegExp(`billMonth=${open}`));
  await page.getByLabel('Conta', { exact: true }).selectOption({ label: 'Itaú' });
  await expect(page).not.toHaveURL(/billMonth=/);
  await expect(page.getByLabel('Fatura', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('bill-filter-line')).toHaveCount(0);
  await expect(page.getByText('Nenhuma transação encontrada')).toBeVisible();
});
