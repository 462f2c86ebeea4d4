import { expect, type Page, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiGet, apiPost, expectDate, pasteInto, signedInPerson, starterCategory } from './helpers';
import {
  listRow,
  newAccount,
  openNewTransaction,
  openNewTransactionOnPhone,
  saveEdit,
} from './transaction-steps';

const account = (page: Page, name: string, opening = 0) => newAccount(page, name, { opening });
const category = (page: Page, nome: string, tipo: 'receita' | 'despesa') =>
  apiPost(page, '/categories', { nome, tipo });

/** Dates in the month the page shows by default. */
const today = () => todayIn('America/Sao_Paulo');

async function transaction(
  page: Page,
  body: { description: string; amount: number; type: 'RECEITA' | 'DESPESA'; accountId: number } & Record<
    string,
    unknown
  >,
) {
  return apiPost(page, '/transactions', { date: today(), ...body });
}

async function balanceOf(page: Page, id: number): Promise<number> {
  const accounts = await apiGet<{ id: number; balance: number }[]>(page, '/accounts');
  return accounts.find((a) => a.id === id)!.balance;
}

test('an expense with tags, a new payee and a split, through the dialog', async ({ page }) => {
  await signedInPerson(page);
  const conta = await account(page, 'Conta Corrente', 5000);
  await account(page, 'Poupança');
  // Mercado and Salário come with the starter categories.
  await category(page, 'Limpeza', 'despesa');
  for (const name of ['Casa', 'Mensal', 'Viagem']) await apiPost(page, '/tags', { name });
  await page.goto('/transactions');
  await expect(page.getByText('Nenhuma transação encontrada')).toBeVisible();
  await expect(page.getByText('Não há transações para o período selecionado.')).toBeVisible();

  const dialog = await openNewTransaction(page);
  await expect(dialog.getByRole('radio', { name: 'Despesa' })).toBeChecked();
  await expectDate(dialog.getByLabel('Data'), today());
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog.getByText('Selecione uma conta')).toBeVisible();
  await expect(dialog.getByText('Informe um valor')).toBeVisible();

  await dialog.getByLabel('Valor', { exact: true }).fill('1234,56');
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Conta Corrente' });
  // Only the expense categories are offered.
  const options = dialog.getByLabel('Categoria', { exact: true }).locator('option');
  await expect(options.first()).toHaveText('Sem categoria');
  await expect(options.filter({ hasText: 'Limpeza' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Mercado' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Salário' })).toHaveCount(0);
  // The chosen category's icon sits inside its select: Mercado's cart; nothing before one is chosen.
  const categoryBox = dialog.getByLabel('Categoria', { exact: true }).locator('..');
  await expect(categoryBox.locator('svg')).toHaveCount(0);
  await dialog.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Mercado' });
  await expect(categoryBox.locator('svg.lucide-shopping-cart')).toBeVisible();
  await dialog.getByLabel('Descrição', { exact: true }).fill('Compras do mês');
  await dialog.getByLabel('Favorecido').fill('Padaria Nova Era');

  const tags = dialog.getByLabel('Tags');
  await tags.fill('casa');
  await tags.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Remover tag Casa' })).toBeVisible();
  await tags.fill('CASA');
  await tags.press('Enter');
  await expect(dialog.getByRole('button', { name: /Remover tag/ })).toHaveCount(1);
  await tags.fill('mens');
  await dialog.getByRole('option', { name: 'Mensal' }).click();
  await expect(dialog.getByRole('button', { name: 'Remover tag Mensal' })).toBeVisible();
  // Escape closes the suggestions, not the dialog.
  await tags.fill('via');
  await expect(dialog.getByRole('option', { name: 'Viagem' })).toBeVisible();
  await tags.press('Escape');
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await tags.fill('');

  await dialog.getByRole('button', { name: 'Dividir em categorias' }).click();
  await dialog.getByLabel('Valor da divisão 1').fill('2000');
  await dialog.getByLabel('Categoria da divisão 1').selectOption({ label: 'Limpeza' });
  // A category the person typed has the plain tag.
  await expect(
    dialog.getByLabel('Categoria da divisão 1').locator('..').locator('svg.lucide-tag'),
  ).toBeVisible();
  await expect(dialog.getByTestId('split-remainder')).toHaveText('As divisões passam do valor em R$ 765,44');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(
    dialog.getByText('A soma das divisões (R$ 2.000,00) passa do valor da transação'),
  ).toBeVisible();
  await dialog.getByLabel('Valor da divisão 1').fill('234,56');
  await dialog.getByLabel('Descrição da divisão 1').fill('Produtos de limpeza');
  await expect(dialog.getByTestId('split-remainder')).toHaveText('Fica na categoria principal: R$ 1.000,00');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Transação salva' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = listRow(page, 'Compras do mês');
  await expect(saved).toContainText('Padaria Nova Era');
  await expect(saved).toContainText('-R$ 1.234,56');
  await expect(saved).toContainText('Mercado');
  await expect(
    saved.getByRole('cell').filter({ hasText: 'Mercado' }).locator('svg.lucide-shopping-cart'),
  ).toBeVisible();
  await expect(saved).toContainText('+1 divisão');
  await expect(saved.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'Casa',
    'Mensal',
  ]);
  await expect(saved.getByText('-R$ 1.234,56')).toHaveClass(/text-red/);
  await expect(page.getByTestId('summary-despesas')).toHaveText('R$ 1.234,56');

  expect(await balanceOf(page, conta.id)).toBe(3765.44);
  const payees = await apiGet<{ name: string }[]>(page, '/payees');
  expect(payees.map((p) => p.name)).toContain('Padaria Nova Era');
  const tagList = await apiGet<{ name: string }[]>(page, '/tags');
  expect(tagList).toHaveLength(3);

  // The new payee is now suggested, ignoring case and accents.
  const next = await openNewTransaction(page);
  await next.getByLabel('Favorecido').fill('padaria nova e');
  await next.getByLabel('Favorecido').press('ArrowDown');
  await next.getByLabel('Favorecido').press('Enter');
  await expect(next.getByLabel('Favorecido')).toHaveValue('Padaria Nova Era');
  await next.getByRole('button', { name: 'Cancelar' }).click();
  await expect(next).toBeHidden();
});

test('an amount pasted into Valor with both separators is read as meant, whichever way it was written', async ({
  page,
}) => {
  await signedInPerson(page);
  await account(page, 'Conta Corrente');
  await page.goto('/transactions');
  const dialog = await openNewTransaction(page);
  const valor = dialog.getByLabel('Valor', { exact: true });
  for (const text of ['1,234.50', '1.234,50', 'R$ 1.234,50']) {
    await pasteInto(valor, text);
    await expect(valor).toHaveValue('1.234,50');
  }
  // One kind of separator is typed text: the comma is the decimal one.
  await pasteInto(valor, '99,9');
  await expect(valor).toHaveValue('99,9');
  await pasteInto(valor, '1,234.50');
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Conta Corrente' });
  await dialog.getByLabel('Descrição', { exact: true }).fill('Notebook');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(listRow(page, 'Notebook')).toContainText('-R$ 1.234,50');
});

test('an income and a transfer: the transfer one row, Banco A → Banco B, the summary counts only the income', async ({
  page,
}) => {
  await signedInPerson(page);
  const bancoA = await account(page, 'Banco A');
  const bancoB = await account(page, 'Banco B');
  await page.goto('/transactions');

  const income = await openNewTransaction(page);
  await income.getByText('Receita', { exact: true }).click();
  await income.getByLabel('Valor', { exact: true }).fill('5000');
  await income.getByLabel('Conta', { exact: true }).selectOption({ label: 'Banco A' });
  await income.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Salário' });
  await income.getByLabel('Descrição', { exact: true }).fill('Salário de março');
  await income.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Transação salva' })).toBeVisible();
  await expect(income).toBeHidden();
  await expect(listRow(page, 'Salário de março')).toContainText('+R$ 5.000,00');
  await expect(listRow(page, 'Salário de março').getByText('+R$ 5.000,00')).toHaveClass(/text-emerald/);

  const transfer = await openNewTransaction(page);
  await transfer.getByText('Transferência', { exact: true }).click();
  await expect(transfer.getByLabel('Categoria', { exact: true })).toHaveCount(0);
  await transfer.getByLabel('Valor', { exact: true }).fill('300');
  await transfer.getByLabel('Conta de origem').selectOption({ label: 'Banco A' });
  await transfer.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(transfer.getByText('Selecione a conta de destino')).toBeVisible();
  // The source account is not offered as the destination.
  await expect(transfer.getByLabel('Conta de destino').locator('option')).toHaveText([
    'Selecione...',
    'Banco B',
  ]);
  await transfer.getByLabel('Conta de destino').selectOption({ label: 'Banco B' });
  await transfer.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Transferência salva' })).toBeVisible();
  await expect(transfer).toBeHidden();

  // One row for both legs, its amount neither income nor expense.
  const transferRow = listRow(page, 'Banco A → Banco B');
  await expect(transferRow).toHaveCount(1);
  await expect(listRow(page, 'Transferência')).toHaveCount(1);
  await expect(transferRow.getByText('R$ 300,00', { exact: true })).toHaveClass(/text-slate/);
  await expect(page.getByTestId('summary-receitas')).toHaveText('R$ 5.000,00');
  await expect(page.getByTestId('summary-despesas')).toHaveText('R$ 0,00');
  await expect(page.getByTestId('summary-saldo')).toHaveText('R$ 5.000,00');
  expect(await balanceOf(page, bancoA.id)).toBe(4700);
  expect(await balanceOf(page, bancoB.id)).toBe(300);

  // A transfer's type and category cannot change; its value changes on both legs.
  await transferRow.getByRole('button', { name: 'Editar Banco A → Banco B' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  await expect(edit.getByRole('radio', { name: 'Receita' })).toBeDisabled();
  await expect(edit.getByLabel('Categoria', { exact: true })).toBeDisabled();
  await edit.getByLabel('Valor', { exact: true }).fill('350');
  await saveEdit(edit);
  await expect(edit).toBeHidden();
  await expect(transferRow.getByText('R$ 350,00', { exact: true })).toBeVisible();
  expect(await balanceOf(page, bancoA.id)).toBe(4650);
  expect(await balanceOf(page, bancoB.id)).toBe(350);
});

test('edit a transaction from the list, then delete one', async ({ page }) => {
  await signedInPerson(page);
  const conta = await account(page, 'Carteira');
  const contas = await starterCategory(page, 'Contas da casa');
  await transaction(page, {
    description: 'Conta de luz',
    amount: 150,
    type: 'DESPESA',
    accountId: conta.id,
    categoryId: contas.id,
    payeeName: 'Enel',
  });
  await transaction(page, { description: 'Internet', amount: 99.9, type: 'DESPESA', accountId: conta.id });
  await page.goto('/transactions');

  await listRow(page, 'Conta de luz').getByRole('button', { name: 'Editar Conta de luz' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  await expect(edit.getByLabel('Valor', { exact: true })).toHaveValue('150,00');
  await expect(edit.getByLabel('Status')).toHaveValue('CLEARED');
  await expect(edit.getByLabel('Favorecido')).toHaveValue('Enel');
  await edit.getByLabel('Valor', { exact: true }).fill('180,50');
  await edit.getByLabel('Status').selectOption({ label: 'Conferida' });
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Salvar alterações' });
  await expect(confirm).toContainText('Confirmar alterações?');
  // Escape answers the question only; the form stays open with what was typed.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(edit.getByLabel('Valor', { exact: true })).toHaveValue('180,50');
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(edit).toBeHidden();
  await expect(listRow(page, 'Conta de luz')).toContainText('-R$ 180,50');
  expect(await balanceOf(page, conta.id)).toBe(-280.4);

  // A negative value becomes an expense; here an income turned around.
  await listRow(page, 'Internet').getByRole('button', { name: 'Editar Internet' }).click();
  await edit.getByText('Receita', { exact: true }).click();
  await edit.getByLabel('Valor', { exact: true }).fill('-99,90');
  await expect(edit.getByRole('radio', { name: 'Despesa' })).toBeChecked();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();

  await listRow(page, 'Internet').getByRole('button', { name: 'Excluir Internet' }).click();
  const ask = page.getByRole('dialog', { name: 'Excluir transação' });
  await expect(ask).toContainText('Excluir esta transação?');
  await ask.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Transação excluída' })).toBeVisible();
  await expect(listRow(page, 'Internet')).toHaveCount(0);
  await expect(listRow(page, 'Conta de luz')).toHaveCount(1);
});

test('pages of 30: Carregar mais, then Fim da lista', async ({ page }) => {
  await signedInPerson(page);
  const conta = await account(page, 'Banco');
  for (let start = 1; start <= 35; start += 7) {
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        transaction(page, {
          description: `Compra ${start + i}`,
          amount: 10,
          type: 'DESPESA',
          accountId: conta.id,
        }),
      ),
    );
  }
  await page.goto('/transactions');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(30);
  await expect(page.getByText('Fim da lista')).toHaveCount(0);
  // The totals cover everything the filters match, not only the rows loaded.
  await expect(page.getByTestId('summary-despesas')).toHaveText('R$ 350,00');
  await expect(page.getByText('35 receitas e despesas no período')).toBeVisible();
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rows).toHaveCount(35);
  await expect(page.getByText('Fim da lista')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});

test('filters: type, accent-insensitive search, Limpar filtros, and an account from the address', async ({
  page,
}) => {
  await signedInPerson(page);
  const nubank = await account(page, 'Nubank');
  const itau = await account(page, 'Itaú');
  await transaction(page, {
    description: 'Açaí da praia',
    amount: 25,
    type: 'DESPESA',
    accountId: nubank.id,
  });
  await transaction(page, { description: 'Salário', amount: 4000, type: 'RECEITA', accountId: itau.id });
  await transaction(page, {
    description: 'Feira',
    amount: 80,
    type: 'DESPESA',
    accountId: itau.id,
    payeeName: 'Mercado Central',
  });
  await page.goto('/transactions');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);

  await page.getByLabel('Tipo').selectOption({ label: 'Receita' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Salário');
  await expect(page).toHaveURL(/type=receita/);
  await expect(page.getByTestId('summary-despesas')).toHaveText('R$ 0,00');
  await page.getByLabel('Tipo').selectOption({ label: 'Todos' });
  await expect(rows).toHaveCount(3);

  await page.getByLabel('Buscar', { exact: true }).fill('acai');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Açaí da praia');
  await expect(page).toHaveURL(/q=acai/);
  // The payee's name is searched too.
  await page.getByLabel('Buscar', { exact: true }).fill('mercado');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Feira');

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/\/transactions$/);

  await page.goto(`/transactions?accountId=${nubank.id}`);
  await expect(page.getByLabel('Conta', { exact: true })).toHaveValue(String(nubank.id));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Açaí da praia');
  await expect(rows).toContainText('Nubank');

  await page.goto('/transactions?q=sal%C3%A1rio');
  await expect(page.getByLabel('Buscar', { exact: true })).toHaveValue('salário');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Salário');
});

test('a period from the address overrides the month until the month changes', async ({ page }) => {
  await signedInPerson(page);
  const conta = await account(page, 'Banco');
  await transaction(page, {
    description: 'Compra antiga',
    amount: 42,
    type: 'DESPESA',
    accountId: conta.id,
    date: '2024-05-10',
  });
  await page.goto(`/transactions?from=2024-05-01&to=2024-05-31&accountId=${conta.id}`);
  await expect(page.getByText('Período escolhido pelo link')).toBeVisible();
  await expect(listRow(page, 'Compra antiga')).toContainText('10/05/2024');
  await page.getByRole('button', { name: 'Usar o mês selecionado' }).click();
  await expect(page.getByText('Nenhuma transação encontrada')).toBeVisible();

  // A period with a start only lists its rows and says why there are no totals, instead of showing zeros.
  await page.goto(`/transactions?from=2024-05-01&accountId=${conta.id}`);
  await expect(listRow(page, 'Compra antiga')).toContainText('10/05/2024');
  await expect(page.getByText('Os totais aparecem quando o período tem início e fim.')).toBeVisible();
  await expect(page.getByTestId('summary-despesas')).toHaveCount(0);
});

test('on a phone, Nova opens the dialog as a sheet and saves an expense', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPerson(page);
  await account(page, 'Conta única');
  await page.goto('/transactions');

  const dialog = await openNewTransactionOnPhone(page);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  // The only account is chosen already.
  await expect(dialog.getByLabel('Conta', { exact: true })).toHaveValue(/\d+/);
  await dialog.getByLabel('Valor', { exact: true }).fill('45');
  await dialog.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Transporte' });
  await dialog.getByLabel('Descrição', { exact: true }).fill('Corrida de aplicativo');
  await dialog.getByRole('button', { name: 'Dividir em categorias' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Dividir em categorias' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Transação salva' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('list', { name: 'Transações' }).getByRole('listitem').first();
  await expect(card).toContainText('Corrida de aplicativo');
  await expect(card).toContainText('-R$ 45,00');
  await expect(card).toContainText('Transporte');
});
