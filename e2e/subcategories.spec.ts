import { expect, type Page, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiGet, apiPost, axeViolationsInBothThemes, normalise, signedInPerson } from './helpers';
import { newAccount, openNewTransaction, openNewTransactionOnPhone } from './transaction-steps';

/** Subcategories on the web: made in Categorias by keyboard, chosen by typing, rolled up and opened in Relatórios. */

const today = () => todayIn('America/Sao_Paulo');

async function categoryId(page: Page, name: string): Promise<number> {
  const list = await apiGet<Array<{ id: number; name: string }>>(page, '/categories');
  const found = list.find((c) => c.name === name);
  expect(found, `no category ${name}`).toBeDefined();
  return (found as { id: number }).id;
}

/** Types into the focused control, as a person at the keyboard does. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

async function journey(page: Page, phone: boolean) {
  // One person's whole walk, with four axe passes (two pages, two themes): longer than a screen's test.
  test.setTimeout(150_000);
  await signedInPerson(page, 'Pessoa das Subcategorias');
  const account = await newAccount(page, 'Conta Itaú');

  // Categorias: a parent, then a child under it, all by keyboard.
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  await typeInto(page, 'Nome da categoria', 'Alimentação');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Categoria adicionada' })).toBeVisible();
  const parentId = await categoryId(page, 'Alimentação');

  // The parent's select offers only top-level expense categories; typing picks one as in any select.
  const parentSelect = page.getByLabel('Categoria pai (opcional)');
  await expect(parentSelect.locator('option', { hasText: 'Salário' })).toHaveCount(0);
  await parentSelect.focus();
  await page.keyboard.type('Alim');
  await expect(parentSelect).toHaveValue(String(parentId));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nome da categoria')).toBeFocused();
  await page.keyboard.type('Padaria');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Categoria adicionada' }).first()).toBeVisible();

  const expenses = page.getByRole('list', { name: 'Despesas' });
  const children = expenses.getByRole('list', { name: 'Subcategorias de Alimentação' });
  await expect(children.getByRole('listitem')).toHaveText(['Padaria']);
  // The child is indented under its parent, on a phone too.
  const parentBox = (await expenses.getByText('Alimentação', { exact: true }).boundingBox())!;
  const childBox = (await children.getByText('Padaria', { exact: true }).boundingBox())!;
  expect(childBox.x).toBeGreaterThan(parentBox.x + 8);
  expect(childBox.y).toBeGreaterThan(parentBox.y);

  // The API's refusals show in Portuguese: the same name again under the parent, and deleting a parent.
  await typeInto(page, 'Nome da categoria', 'Padaria');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Já existe uma categoria com este nome e tipo' }),
  ).toBeVisible();
  await page.getByLabel('Nome da categoria').fill('');
  await expenses.getByRole('button', { name: 'Excluir Alimentação', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Deseja excluir a categoria "Alimentação"?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText(
      'Esta categoria tem subcategorias: mova-as para outra categoria ou exclua-as antes de excluir esta',
    ),
  ).toBeVisible();

  // Editing moves a top-level category under the parent, by keyboard.
  await expenses.getByRole('button', { name: 'Editar Mercado', exact: true }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Editar categoria' });
  await expect(edit.getByLabel('Nome da categoria')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(edit.getByLabel('Categoria pai')).toBeFocused();
  await page.keyboard.type('Alim');
  await expect(edit.getByLabel('Categoria pai')).toHaveValue(String(parentId));
  // Enter on a select may open its list: the dialog's Salvar, reached as the keyboard reaches it.
  await edit.getByRole('button', { name: 'Salvar' }).focus();
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  await expect(children.getByRole('listitem')).toHaveText(['Mercado', 'Padaria']);
  // A parent is not offered a parent: one level only.
  await expenses.getByRole('button', { name: 'Editar Alimentação', exact: true }).click();
  await expect(
    edit.getByText('Esta categoria tem subcategorias, então continua como categoria principal.'),
  ).toBeVisible();
  await expect(edit.getByLabel('Categoria pai')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  const themes = await axeViolationsInBothThemes(page);
  expect(themes.light).toEqual([]);
  expect(themes.dark).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // A new expense in the child, chosen by typing part of its name in the select.
  const padariaId = await categoryId(page, 'Padaria');
  const dialog = phone ? await openNewTransactionOnPhone(page) : await openNewTransaction(page);
  await dialog.getByLabel('Valor', { exact: true }).fill('45,90');
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Conta Itaú' });
  await dialog.getByLabel('Descrição', { exact: true }).fill('Pão de sexta');
  const category = dialog.getByLabel('Categoria', { exact: true });
  // The child is described as 'Pai › Filho', right under its parent.
  const underParent = category.locator(
    'xpath=.//option[normalize-space(.)="Alimentação"]/following-sibling::option[position() <= 2]',
  );
  await expect(underParent).toHaveText([/^\s+Mercado$/, /^\s+Padaria$/]);
  await expect(underParent.nth(1)).toHaveAttribute('title', 'Alimentação › Padaria');
  await category.focus();
  await page.keyboard.type('pada');
  await expect(category).toHaveValue(String(padariaId));
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();

  // And money kept in the parent itself.
  await apiPost(page, '/transactions', {
    amount: 100,
    description: 'Feira',
    date: today(),
    type: 'DESPESA',
    accountId: account.id,
    categoryId: parentId,
  });

  // Relatórios: the child's money is in its parent's row; the parent opens to its children.
  await page.goto('/reports');
  const table = page.getByTestId('breakdown-table');
  const opener = { name: 'Alimentação: ver subcategorias' };
  const open = table.getByRole('button', opener);
  await expect(open).toBeVisible();
  await expect(table.getByRole('row').filter({ has: page.getByRole('button', opener) })).toContainText(
    'R$ 145,90',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Padaria' })).toHaveCount(0);
  await open.focus();
  await page.keyboard.press('Enter');
  const back = page.getByRole('button', { name: 'Voltar para todas as categorias' });
  await expect(back).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Subcategorias de Alimentação' })).toBeVisible();
  const padariaRow = table.getByRole('row').filter({ hasText: 'Padaria' });
  await expect(padariaRow).toHaveCount(1);
  expect(normalise(await padariaRow.textContent())).toContain('R$ 45,90');
  await expect(page.getByTestId('breakdown-total')).toHaveText('R$ 145,90');

  const drilled = await axeViolationsInBothThemes(page);
  expect(drilled.light).toEqual([]);
  expect(drilled.dark).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await back.click();
  await expect(open).toBeFocused();
  await expect(table.getByRole('row').filter({ hasText: 'Padaria' })).toHaveCount(0);

  // The transactions list names the child with its parent where there is room.
  await page.goto('/transactions');
  await expect(
    page.getByRole('button', { name: 'Categoria de Pão de sexta: Alimentação › Padaria' }),
  ).toBeVisible();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('a parent and a child made by keyboard, the child chosen by typing, the report opened to it', async ({
    page,
  }) => {
    await journey(page, false);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same on a phone: the tree indented, the select and the report drill-down', async ({ page }) => {
    await journey(page, true);
  });
});
