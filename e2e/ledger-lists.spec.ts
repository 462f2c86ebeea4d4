import { expect, type Page, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiPost, authHeader, signedInPerson } from './helpers';

/** The id of the named row of a list the API answers. */
async function idOf(page: Page, path: string, name: string): Promise<number> {
  const res = await page.request.get(`/api/v1${path}`, { headers: await authHeader(page) });
  const rows = ((await res.json()) as { data: { id: number; name: string }[] }).data;
  return rows.find((row) => row.name === name)!.id;
}

/** The transaction's date falls in the month the page shows by default. */
const today = () => todayIn('America/Sao_Paulo');

async function addAccount(
  page: Page,
  name: string,
  type: string | null,
  opening: string,
  card?: { closing: string; due: string; limit: string },
) {
  const form = page.getByRole('form', { name: 'Nova conta' });
  await form.getByLabel('Nome da conta').fill(name);
  if (type) await form.getByLabel('Tipo').selectOption({ label: type });
  await form.getByLabel('Saldo inicial').fill(opening);
  if (card) {
    await form.getByLabel('Dia de fechamento').fill(card.closing);
    await form.getByLabel('Dia de vencimento').fill(card.due);
    await form.getByLabel('Limite').fill(card.limit);
  }
  await form.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(form.getByLabel('Nome da conta')).toHaveValue('');
}

async function confirmDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
}

test('accounts: create, edit, archive, restore, and delete only an account without transactions', async ({
  page,
}) => {
  await signedInPerson(page);
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contas' })).toBeVisible();
  await expect(page.getByText('Nenhuma conta cadastrada')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nova conta' }).getByLabel('Tipo')).toHaveValue('checking');

  await addAccount(page, 'Conta Nubank', null, '1.234,56');
  // A card asks for its bill's days and limit before it is saved.
  const form = page.getByRole('form', { name: 'Nova conta' });
  await form.getByLabel('Tipo').selectOption({ label: 'Cartão de Crédito' });
  await form.getByLabel('Nome da conta').fill('Cartão Visa');
  await form.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(form.getByText('Informe o dia de fechamento da fatura')).toBeVisible();
  await expect(form.getByText('Informe o limite do cartão')).toBeVisible();
  await addAccount(page, 'Cartão Visa', 'Cartão de Crédito', '-150,75', {
    closing: '28',
    due: '5',
    limit: '2.000,00',
  });

  const nubank = page.getByRole('row', { name: /Conta Nubank/ });
  await expect(nubank).toContainText('Conta Corrente');
  await expect(nubank).toContainText('R$ 1.234,56');
  const visa = page.getByRole('row', { name: /Cartão Visa/ });
  await expect(visa).toContainText('Cartão de Crédito');
  await expect(visa.getByText('-R$ 150,75').first()).toHaveClass(/text-red/);
  await expect(
    page.getByText('Saldo em contas R$ 1.234,56 em 1 conta ativa, fora cartões e investimentos'),
  ).toBeVisible();

  // Edit: the warning, the required name, then the new name and opening balance.
  await visa.getByRole('button', { name: 'Editar Cartão Visa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Conta' });
  await expect(
    dialog.getByText('Alterar o saldo inicial pode afetar o histórico de transações'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Saldo inicial')).toHaveValue('-150,75');
  await expect(dialog.getByLabel('Dia de fechamento')).toHaveValue('28');
  await expect(dialog.getByLabel('Dia de vencimento')).toHaveValue('5');
  await expect(dialog.getByLabel('Limite')).toHaveValue('2.000,00');
  await dialog.getByLabel('Nome da conta').fill('  ');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
  await dialog.getByLabel('Nome da conta').fill('Cartão Black');
  await dialog.getByLabel('Saldo inicial').fill('-2.000,10');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const black = page.getByRole('row', { name: /Cartão Black/ });
  await expect(black).toContainText('-R$ 2.000,10');
  await expect(page.getByRole('row', { name: /Cartão Visa/ })).toHaveCount(0);

  // Archive hides it; 'Mostrar arquivadas' shows it marked, and 'Restaurar' brings it back.
  await black.getByRole('button', { name: 'Arquivar Cartão Black' }).click();
  await expect(page.getByText('Conta arquivada')).toBeVisible();
  await expect(black).toHaveCount(0);
  await expect(
    page.getByText('Saldo em contas R$ 1.234,56 em 1 conta ativa, fora cartões e investimentos'),
  ).toBeVisible();
  await page.getByLabel('Mostrar arquivadas').check();
  await expect(black).toContainText('Arquivada');
  await black.getByRole('button', { name: 'Restaurar Cartão Black' }).click();
  await expect(page.getByText('Conta restaurada')).toBeVisible();
  await expect(black).not.toContainText('Arquivada');
  await page.getByLabel('Mostrar arquivadas').uncheck();
  await expect(black).toBeVisible();

  // An account with a transaction cannot be deleted; the server says why.
  await apiPost(page, '/transactions', {
    amount: 34.5,
    description: 'Padaria',
    date: today(),
    type: 'DESPESA',
    accountId: await idOf(page, '/accounts', 'Conta Nubank'),
  });
  await page.reload();
  await expect(nubank).toContainText('-R$ 34,50');
  await expect(nubank).toContainText('R$ 1.200,06');

  await nubank.getByRole('button', { name: 'Excluir Conta Nubank' }).click();
  await confirmDialog(page, 'Deseja excluir esta conta? Se houver transações, a exclusão será bloqueada.');
  await expect(page.getByText(/Esta conta possui transações/)).toBeVisible();
  await expect(nubank).toBeVisible();

  await black.getByRole('button', { name: 'Excluir Cartão Black' }).click();
  await confirmDialog(page, 'Deseja excluir esta conta?');
  await expect(page.getByText('Conta excluída')).toBeVisible();
  await expect(black).toHaveCount(0);
});

test('categories: a new person starts with the starter set, adds, is refused a short name, deletes', async ({
  page,
}) => {
  await signedInPerson(page);
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Classificações' });
  await expect(tabs.getByRole('link', { name: 'Categorias' })).toHaveAttribute('aria-current', 'page');

  const income = page.getByRole('list', { name: 'Receitas' });
  const expense = page.getByRole('list', { name: 'Despesas' });
  await expect(income.getByRole('listitem')).toHaveText(['Outras receitas', 'Rendimentos', 'Salário']);
  // 16 top-level expense categories and 7 subcategories, each in a list under its parent.
  await expect(expense.getByRole('listitem')).toHaveCount(23);
  await expect(
    expense.getByRole('list', { name: 'Subcategorias de Assinaturas' }).getByRole('listitem'),
  ).toHaveText(['Streaming']);

  const add = page.getByRole('button', { name: 'Adicionar' });
  await expect(add).toBeDisabled();
  await page.getByLabel('Tipo').selectOption({ label: 'Receita' });
  await page.getByLabel('Nome da categoria').fill('Freelas');
  await add.click();
  await expect(page.getByText('Categoria adicionada')).toBeVisible();
  await expect(income.getByRole('listitem')).toHaveText([
    'Freelas',
    'Outras receitas',
    'Rendimentos',
    'Salário',
  ]);

  await page.getByLabel('Nome da categoria').fill('M');
  await add.click();
  await expect(page.getByText('O nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(income.getByRole('listitem')).toHaveCount(4);

  // A category used by a transaction is refused with the catalogue's message.
  const account = await apiPost(page, '/accounts', { name: 'Carteira', type: 'wallet', opening_balance: 0 });
  await apiPost(page, '/transactions', {
    amount: 10,
    description: 'Salário parcial',
    date: today(),
    type: 'RECEITA',
    accountId: account.id,
    categoryId: await idOf(page, '/categories', 'Salário'),
  });
  await income.getByRole('button', { name: 'Excluir Salário' }).click();
  await confirmDialog(page, 'Deseja excluir a categoria "Salário"?');
  await expect(
    page.getByText('Erro ao excluir categoria. Verifique se não há transações vinculadas.'),
  ).toBeVisible();
  await expect(income.getByRole('listitem')).toHaveCount(4);

  await expense.getByRole('button', { name: 'Excluir Viagens' }).click();
  await confirmDialog(page, 'Deseja excluir a categoria "Viagens"?');
  await expect(page.getByText('Categoria excluída')).toBeVisible();
  await expect(expense.getByRole('listitem')).toHaveCount(22);
  await expect(expense.getByRole('listitem').filter({ hasText: 'Viagens' })).toHaveCount(0);
});

test('categories: renamed from the keyboard, refused on a name in use, the new name shown on its transactions', async ({
  page,
}) => {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', { name: 'Nubank', type: 'checking', opening_balance: 0 });
  await apiPost(page, '/transactions', {
    amount: 250.4,
    description: 'Compras da semana',
    date: today(),
    type: 'DESPESA',
    accountId: account.id,
    categoryId: await idOf(page, '/categories', 'Mercado'),
  });
  await page.goto('/categories');
  const expense = page.getByRole('list', { name: 'Despesas' });

  const renameButton = expense.getByRole('button', { name: 'Editar Mercado' });
  await renameButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Editar categoria' });
  const field = dialog.getByLabel('Nome da categoria');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Mercado');

  // The current name is selected: typing replaces it. A name of the same type already used is refused.
  await page.keyboard.type('moradia');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Já existe uma categoria com este nome e tipo');
  await expect(expense.getByRole('listitem').filter({ hasText: 'Mercado' })).toHaveCount(1);

  await field.fill('Supermercado');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Categoria salva' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(expense.getByRole('button', { name: 'Editar Supermercado' })).toBeFocused();
  await expect(expense.getByRole('listitem').filter({ hasText: /^Mercado$/ })).toHaveCount(0);
  await expect(expense.getByRole('listitem').filter({ hasText: 'Supermercado' })).toHaveCount(1);

  // Escape leaves a name as it was.
  await expense.getByRole('button', { name: 'Editar Lazer' }).click();
  await dialog.getByLabel('Nome da categoria').fill('Diversão');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(expense.getByRole('listitem').filter({ hasText: 'Lazer' })).toHaveCount(1);

  await page.goto('/transactions');
  await expect(page.getByText('Compras da semana').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Supermercado');
});

test('tags and payees: add, refuse a duplicate with the server message, rename, delete', async ({ page }) => {
  await signedInPerson(page);
  await page.goto('/categories');
  const tabs = page.getByRole('navigation', { name: 'Classificações' });

  for (const area of [
    {
      tab: 'Tags',
      field: 'Nome da tag',
      name: 'Viagem',
      list: 'Suas tags',
      added: 'Tag adicionada',
      edit: 'Renomear',
      renameTitle: 'Renomear tag',
      renamed: 'Tag renomeada',
    },
    {
      tab: 'Favorecidos',
      field: 'Nome do favorecido',
      name: 'Padaria Central',
      list: 'Seus favorecidos',
      added: 'Favorecido adicionado',
      edit: 'Editar',
      renameTitle: 'Editar favorecido',
      renamed: 'Favorecido salvo',
    },
  ]) {
    await tabs.getByRole('link', { name: area.tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: area.tab })).toBeVisible();
    await expect(tabs.getByRole('link', { name: area.tab })).toHaveAttribute('aria-current', 'page');

    await page.getByLabel(area.field).fill('X ');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('O nome deve ter pelo menos 2 caracteres')).toBeVisible();

    await page.getByLabel(area.field).fill(`  ${area.name}  `);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText(area.added)).toBeVisible();
    const list = page.getByRole('list', { name: area.list });
    await expect(list.getByRole('listitem')).toHaveText([area.name]);

    await page.getByLabel(area.field).fill(area.name);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Já existe um/);
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await list.getByRole('button', { name: `${area.edit} ${area.name}` }).click();
    const dialog = page.getByRole('dialog', { name: area.renameTitle });
    await dialog.getByLabel(area.field).fill(`${area.name} 2`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: area.renamed })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveText([`${area.name} 2`]);

    await list.getByRole('button', { name: `Excluir ${area.name} 2` }).click();
    await confirmDialog(page, area.name);
    await expect(
      page.getByText(area.tab === 'Tags' ? 'Nenhuma tag cadastrada.' : 'Nenhum favorecido cadastrado.'),
    ).toBeVisible();
  }
});

test("a payee's CPF: refused when its digits fail, kept and shown masked, then removed", async ({ page }) => {
  await signedInPerson(page);
  await apiPost(page, '/payees', { name: 'Dra. Ana Souza' });
  await page.goto('/payees');
  const list = page.getByRole('list', { name: 'Seus favorecidos' });
  await list.getByRole('button', { name: 'Editar Dra. Ana Souza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar favorecido' });
  const field = dialog.getByLabel('CPF ou CNPJ');
  await field.fill('123.456.789-00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('CPF ou CNPJ inválido: confira os números.')).toBeVisible();
  await field.fill('123.456.789-09');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Favorecido salvo' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveText(['Dra. Ana Souza***.456.789-**']);

  await list.getByRole('button', { name: 'Editar Dra. Ana Souza' }).click();
  await expect(dialog.getByText('Guardado: ***.456.789-**. Escreva outro para trocar.')).toBeVisible();
  await dialog.getByLabel('Remover o CPF/CNPJ').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveText(['Dra. Ana Souza']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the accounts list shows as cards', async ({ page }) => {
    await signedInPerson(page);
    await apiPost(page, '/accounts', { name: 'Poupança Caixa', type: 'savings', opening_balance: 2500 });
    await apiPost(page, '/accounts', { name: 'Cheque Especial', type: 'checking', opening_balance: -80.5 });
    await page.goto('/accounts');

    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: 'Contas' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const savings = cards.filter({ hasText: 'Poupança Caixa' });
    await expect(savings).toContainText('Poupança');
    await expect(savings).toContainText('R$ 2.500,00');
    await expect(savings.getByRole('button', { name: 'Editar Poupança Caixa' })).toHaveText('Editar');
    await expect(cards.filter({ hasText: 'Cheque Especial' })).toContainText('-R$ 80,50');

    // Nothing spills sideways at 390 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
