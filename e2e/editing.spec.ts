import { expect, type Locator, type Page, test } from '@playwright/test';
import type { RecurringItem } from '../common/contract/recurring';
import type { Transaction } from '../common/contract/transactions';
import { addDays, formatDateBR, todayIn } from '../common/dates';
import { apiGet, apiPost, expectDate, fillDate, signedInPerson, starterCategory } from './helpers';
import { listRow, openNewTransaction, saveEdit } from './transaction-steps';

const today = () => todayIn('America/Sao_Paulo');
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const category = (page: Page, nome: string) => apiPost(page, '/categories', { nome, tipo: 'despesa' });

/** The names of a dialog's fields, in the order a person meets them. */
async function fieldOrder(dialog: Locator): Promise<string[]> {
  return dialog.locator('form').evaluate((form) =>
    [...form.querySelectorAll('input, select')]
      .map((el) => {
        const field = el as HTMLInputElement;
        if (field.type === 'radio') return 'Tipo';
        return field.labels?.[0]?.textContent?.trim() ?? field.getAttribute('aria-label') ?? '';
      })
      .filter((name, i, all) => name !== '' && all.indexOf(name) === i),
  );
}

test('editing a split: the edit dialog reads like the new one, and its parts change, grow and go', async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  const mercado = await starterCategory(page, 'Mercado');
  const farmacia = await starterCategory(page, 'Farmácia');
  await category(page, 'Casa');
  await category(page, 'Limpeza');
  await apiPost(page, '/transactions', {
    amount: 300,
    date: today(),
    type: 'DESPESA',
    accountId: conta.id,
    categoryId: mercado.id,
    description: 'Compras do mês',
    splits: [
      { amount: 40, categoryId: farmacia.id, description: 'Remédios' },
      { amount: 20, description: 'Sacolas' },
    ],
  });
  await page.goto('/transactions');
  await expect(listRow(page, 'Compras do mês')).toContainText('+2 divisões');

  // The new dialog's order of fields, for comparison.
  const create = await openNewTransaction(page);
  await create.getByRole('button', { name: 'Dividir em categorias' }).click();
  const newOrder = await fieldOrder(create);
  await create.getByRole('button', { name: 'Cancelar' }).click();
  await expect(create).toBeHidden();

  await listRow(page, 'Compras do mês').getByRole('button', { name: 'Editar Compras do mês' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  // The same fields in the same order; the edit's status comes after them.
  // (The edit has two parts: the second part's fields repeat the first's.)
  const editOrder = (await fieldOrder(edit)).filter((name) => !/divisão 2$/.test(name));
  // 'Compra em outra moeda' is the new dialog's: an edit shows the amount in another currency of a row that has one.
  expect(editOrder.filter((name) => name !== 'Status')).toEqual(
    newOrder.filter((name) => name !== 'Compra em outra moeda'),
  );
  expect(editOrder.indexOf('Status')).toBe(editOrder.indexOf('Tags') + 1);

  // The parts as saved, and what stays in Mercado.
  const parts = edit.getByRole('region', { name: 'Divisões' });
  await expect(parts.getByLabel('Valor da divisão 1')).toHaveValue('40,00');
  await expect(parts.getByLabel('Categoria da divisão 1')).toHaveValue(String(farmacia.id));
  await expect(parts.getByLabel('Descrição da divisão 1')).toHaveValue('Remédios');
  await expect(parts.getByLabel('Valor da divisão 2')).toHaveValue('20,00');
  await expect(edit.getByTestId('split-remainder')).toHaveText('Fica na categoria principal: R$ 240,00');

  // Change one, add one, remove one.
  await parts.getByLabel('Valor da divisão 1').fill('55,50');
  await parts.getByRole('button', { name: 'Remover divisão 2' }).click();
  await parts.getByRole('button', { name: 'Adicionar divisão' }).click();
  await parts.getByLabel('Valor da divisão 2').fill('300');
  await parts.getByLabel('Categoria da divisão 2').selectOption({ label: 'Limpeza' });
  await expect(edit.getByTestId('split-remainder')).toHaveText('As divisões passam do valor em R$ 55,50');
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(
    edit.getByText('A soma das divisões (R$ 355,50) passa do valor da transação (R$ 300,00)'),
  ).toBeVisible();
  await parts.getByLabel('Valor da divisão 2').fill('64,50');
  await parts.getByLabel('Descrição da divisão 2').fill('Detergente');
  await expect(edit.getByTestId('split-remainder')).toHaveText('Fica na categoria principal: R$ 180,00');
  // Parts divide the same money among categories: saved without a question.
  await saveEdit(edit, { asks: false });
  await expect(toast(page, 'Transação atualizada')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(listRow(page, 'Compras do mês')).toContainText('+2 divisões');
  await expect(listRow(page, 'Compras do mês')).toContainText('-R$ 300,00');

  const [saved] = (await apiGet<{ items: Transaction[] }>(page, '/transactions')).items;
  expect(saved!.splits.map((s) => [s.amount, s.categoria_name, s.description])).toEqual([
    [55.5, 'Farmácia', 'Remédios'],
    [64.5, 'Limpeza', 'Detergente'],
  ]);
  // The report by category counts each part under its own category, the rest under Mercado.
  const month = today().slice(0, 7);
  const byCategory = await apiGet<Array<{ name: string; total: number }>>(
    page,
    `/reports/by-category?from=${month}-01&to=${today()}`,
  );
  expect(Object.fromEntries(byCategory.map((r) => [r.name, r.total]))).toEqual({
    Mercado: 180,
    Farmácia: 55.5,
    Limpeza: 64.5,
  });

  // Removing every part puts the whole amount back in Mercado.
  await listRow(page, 'Compras do mês').getByRole('button', { name: 'Editar Compras do mês' }).click();
  await parts.getByRole('button', { name: 'Remover divisão 2' }).click();
  await parts.getByRole('button', { name: 'Remover divisão 1' }).click();
  await expect(edit.getByRole('button', { name: 'Dividir em categorias' })).toBeVisible();
  await saveEdit(edit, { asks: false });
  await expect(edit).toBeHidden();
  await expect(listRow(page, 'Compras do mês')).not.toContainText('divis');
  const [whole] = (await apiGet<{ items: Transaction[] }>(page, '/transactions')).items;
  expect(whole!.splits).toEqual([]);
});

test("a fixed item's value, description, account, category and payee change in its row", async ({ page }) => {
  await signedInPerson(page);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking' });
  await apiPost(page, '/accounts', { name: 'Nubank', type: 'checking' });
  const moradia = await starterCategory(page, 'Moradia');
  await starterCategory(page, 'Contas da casa');
  await apiPost(page, '/recurring', {
    account_id: itau.id,
    amount: 1250,
    description: 'Aluguel',
    category_id: moradia.id,
    payee_name: 'Imobiliária Sol',
    due_day: 10,
    // This month's due date is the first, whether it has passed or not: the month's 'Previsto' counts it.
    paid_this_month: false,
  });
  await page.goto('/gastos-fixos');
  await expect(listRow(page, 'Aluguel')).toContainText('R$ 1.250,00');

  // The edit opens on the value; Escape leaves it as it was, back on 'Editar'.
  await listRow(page, 'Aluguel').getByRole('button', { name: 'Editar' }).click();
  const value = page.getByLabel('Valor de Aluguel');
  await expect(value).toBeFocused();
  await expect(value).toHaveValue('1.250,00');
  await expect(page.getByLabel('Favorecido de Aluguel')).toHaveValue('Imobiliária Sol');
  await value.fill('9');
  await value.press('Escape');
  await expect(value).toHaveCount(0);
  await expect(listRow(page, 'Aluguel').getByRole('button', { name: 'Editar' })).toBeFocused();
  await expect(listRow(page, 'Aluguel')).toContainText('R$ 1.250,00');

  // A rent increase, with a new account, category and landlord; Enter saves.
  await page.keyboard.press('Enter');
  await value.fill('');
  await page.keyboard.press('Enter');
  await expect(listRow(page, 'Aluguel').getByRole('alert')).toHaveText('Informe um valor');
  await value.fill('1.390,00');
  await page.getByLabel('Descrição de Aluguel').fill('Aluguel reajustado');
  await page.getByLabel('Conta de Aluguel').selectOption({ label: 'Nubank' });
  await page.getByLabel('Categoria de Aluguel').selectOption({ label: 'Contas da casa' });
  await page.getByLabel('Favorecido de Aluguel').fill('Imobiliária Lua');
  await page.getByLabel('Favorecido de Aluguel').press('Enter');
  await expect(toast(page, 'Gasto fixo atualizado')).toBeVisible();
  const rent = listRow(page, 'Aluguel reajustado');
  await expect(rent).toContainText('R$ 1.390,00');
  await expect(rent).toContainText('Nubank');
  await expect(rent).toContainText('Contas da casa');
  await expect(rent).toContainText('Imobiliária Lua');
  await expect(page.getByTestId('summary-previsto')).toHaveText('R$ 1.390,00');

  const [item] = await apiGet<RecurringItem[]>(page, '/recurring');
  expect(item).toMatchObject({ amount: 1390, account_name: 'Nubank', category_name: 'Contas da casa' });
});

test('paying a variable electricity bill with another amount and yesterday’s date', async ({ page }) => {
  await signedInPerson(page);
  const conta = await apiPost(page, '/accounts', {
    name: 'Conta Corrente',
    type: 'checking',
    opening_balance: 1000,
  });
  const yesterday = addDays(today(), -1);
  await apiPost(page, '/recurring', {
    account_id: conta.id,
    amount: 180,
    description: 'Conta de luz',
    next_run: yesterday,
  });
  await page.goto('/gastos-fixos');
  // The bill changes every month: 'Valor variável', ticked in the row edit, shows under the amount.
  await expect(listRow(page, 'Conta de luz')).not.toContainText('valor variável');
  await listRow(page, 'Conta de luz').getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Valor variável de Conta de luz').check();
  await listRow(page, 'Conta de luz').getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Gasto fixo atualizado')).toBeVisible();
  await expect(listRow(page, 'Conta de luz')).toContainText('R$ 180,00valor variável');
  expect((await apiGet<RecurringItem[]>(page, '/recurring'))[0]?.variable_amount).toBe(true);

  await listRow(page, 'Conta de luz').getByRole('button', { name: 'Pagar' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagar Conta de luz' });
  await expect(pay.getByLabel('Valor')).toHaveValue('180,00');
  await expect(pay.getByLabel('Valor')).toBeFocused();
  await expectDate(pay.getByLabel('Data'), today());
  await expect(pay).toContainText(`Vencimento: ${formatDateBR(yesterday)}`);

  // Cancelar records nothing.
  await pay.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pay).toBeHidden();
  await expect(listRow(page, 'Conta de luz').getByTestId('status-chip')).toHaveText('Atrasado');

  await listRow(page, 'Conta de luz').getByRole('button', { name: 'Pagar' }).click();
  await pay.getByLabel('Valor').fill('');
  await fillDate(pay.getByLabel('Data'), addDays(today(), 1));
  await pay.getByRole('button', { name: 'Confirmar' }).click();
  await expect(pay.getByText('Informe um valor')).toBeVisible();
  await expect(pay.getByText('A data não pode ser depois de hoje')).toBeVisible();
  await pay.getByLabel('Valor').fill('214,37');
  await fillDate(pay.getByLabel('Data'), yesterday);
  await pay.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pagamento registrado')).toBeVisible();
  await expect(pay).toBeHidden();

  const balance = (await apiGet<Array<{ id: number; balance: number }>>(page, '/accounts')).find(
    (a) => a.id === conta.id,
  )!.balance;
  expect(balance).toBe(785.63);

  // In Transações, dated yesterday with the amount paid.
  await page.goto(`/transactions?from=${yesterday}&to=${today()}`);
  const paid = listRow(page, 'Conta de luz');
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText('-R$ 214,37');
  await expect(paid).toContainText(formatDateBR(yesterday));
});
