import { expect, type Page, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiGet, apiPost, signedInPerson, starterCategory } from './helpers';
import { listRow, newAccount, openNewTransaction } from './transaction-steps';

/** Issue 31, items 4, 5, 6 and the phone's rows: categorising fast, from the list and from a transaction. */

const today = () => todayIn('America/Sao_Paulo');

/** A person with an account and uncategorised expenses of today, as a first import leaves them. */
async function uncategorised(page: Page, descriptions: string[]) {
  await signedInPerson(page);
  const account = await newAccount(page, 'Itaú');
  const ids: Record<string, number> = {};
  for (const [i, description] of descriptions.entries()) {
    const tx = await apiPost(page, '/transactions', {
      description,
      amount: 10 + i,
      date: today(),
      type: 'DESPESA',
      accountId: account.id,
    });
    ids[description] = tx.id;
  }
  return { account, ids };
}

/** The category each listed row has, by its description (the API's view of what the screen changed). */
async function categoriesOf(page: Page) {
  const list = await apiGet<{ items: { description: string; categoria_name: string | null }[] }>(
    page,
    `/transactions?from=${today()}&to=${today()}&limit=100`,
  );
  return Object.fromEntries(list.items.map((t) => [t.description, t.categoria_name]));
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("'Criar uma regra' after an edit saves it first and fills the rule with it and the description's stem", async ({
    page,
  }) => {
    await uncategorised(page, ['UBER *TRIP HELP.UBER.COM']);
    const transport = await starterCategory(page, 'Transporte');
    await page.goto('/transactions');
    await listRow(page, 'UBER *TRIP HELP.UBER.COM')
      .getByRole('button', { name: /^Editar/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar Transação' });
    await edit.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Transporte' });
    await edit.getByLabel('Favorecido').fill('Uber');
    await edit.getByRole('link', { name: 'Criar uma regra a partir desta transação' }).click();

    // Asked before leaving; saying yes saves the edit.
    await page
      .getByRole('dialog', { name: 'Criar regra' })
      .getByRole('button', { name: 'Salvar e criar regra' })
      .click();
    const rule = page.getByRole('dialog', { name: 'Nova regra' });
    await expect(rule.getByRole('group', { name: 'Condição 1' }).getByLabel('Texto')).toHaveValue('uber');
    await expect(rule.getByLabel('Categoria')).toHaveValue(String(transport.id));
    await expect(rule.getByLabel('Favorecido')).toHaveValue('Uber');
    expect((await categoriesOf(page))['UBER *TRIP HELP.UBER.COM']).toBe('Transporte');
  });

  test('choosing the first category by keyboard keeps the focus on the field', async ({ page }) => {
    await signedInPerson(page);
    await newAccount(page, 'Itaú');
    await page.goto('/transactions');
    const dialog = await openNewTransaction(page);
    const category = dialog.getByLabel('Categoria', { exact: true });
    await category.focus();
    await page.keyboard.press('ArrowDown');
    await expect(category).not.toHaveValue('');
    await expect(category).toBeFocused();
    // What is typed next goes on in the form, not to the page.
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).not.toBeFocused();
    await expect(dialog.locator(':focus')).toHaveCount(1);
  });

  test("a row's category changes in the row, without a question, with Desfazer; then its similar rows and a rule", async ({
    page,
  }) => {
    await uncategorised(page, ['UBER *TRIP 1', 'UBER *TRIP 2', 'UBER *TRIP 3', 'IFOOD *PEDIDO']);
    await page.goto('/transactions');
    // By keyboard: the row's category is a button that opens a select in the row, focused.
    await page.getByRole('button', { name: 'Categoria de UBER *TRIP 1: Sem categoria' }).focus();
    await page.keyboard.press('Enter');
    const select = page.getByLabel('Categoria de UBER *TRIP 1', { exact: true });
    await expect(select).toBeFocused();
    await select.selectOption({ label: 'Transporte' });
    await expect(page.getByText('Categoria alterada')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const changed = page.getByRole('button', { name: 'Categoria de UBER *TRIP 1: Transporte' });
    await expect(changed).toBeFocused();

    // The other two Uber rows (not iFood) are offered, with the rule.
    const apply = page.getByRole('button', { name: 'Aplicar às outras 2 parecidas e criar regra' });
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 transações categorizadas e regra criada')).toBeVisible();
    expect(await categoriesOf(page)).toEqual({
      'UBER *TRIP 1': 'Transporte',
      'UBER *TRIP 2': 'Transporte',
      'UBER *TRIP 3': 'Transporte',
      'IFOOD *PEDIDO': null,
    });
    const rules = await apiGet<
      { conditions: { field: string; value: string }[]; actions: { category_name: string } }[]
    >(page, '/rules');
    expect(rules).toHaveLength(1);
    expect(rules[0]!.conditions[0]).toMatchObject({ field: 'description', value: 'uber' });
    expect(rules[0]!.actions.category_name).toBe('Transporte');

    // Desfazer takes the two back; the first stays as chosen.
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(page.getByText('Alteração desfeita')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Categoria de UBER *TRIP 2: Sem categoria' }),
    ).toBeVisible();
    expect((await categoriesOf(page))['UBER *TRIP 1']).toBe('Transporte');
  });

  test("selected rows are categorised at once with 'Categorizar'", async ({ page }) => {
    await uncategorised(page, ['IFOOD *PEDIDO', 'RAPPI BRASIL', 'DROGASIL 123']);
    await page.goto('/transactions');
    await page.getByLabel('Selecionar IFOOD *PEDIDO').check();
    await page.getByLabel('Selecionar RAPPI BRASIL').check();
    const bar = page.getByRole('region', { name: 'Transações selecionadas' });
    await expect(bar).toContainText('2 selecionadas');
    await bar.getByLabel('Categoria das selecionadas').selectOption({ label: 'Restaurantes' });
    await bar.getByRole('button', { name: 'Categorizar' }).click();
    await expect(page.getByText('2 transações categorizadas')).toBeVisible();
    await expect(bar).toBeHidden();
    expect(await categoriesOf(page)).toEqual({
      'IFOOD *PEDIDO': 'Restaurantes',
      'RAPPI BRASIL': 'Restaurantes',
      'DROGASIL 123': null,
    });

    // 'Selecionar todas' ticks every row of the list.
    await page.getByLabel('Selecionar todas').check();
    await expect(bar).toContainText('3 selecionadas');
  });

  test('the edit dialog saves a new category at once, and asks "Confirmar alterações?" for a new value', async ({
    page,
  }) => {
    await uncategorised(page, ['PADARIA']);
    await page.goto('/transactions');
    const edit = page.getByRole('dialog', { name: 'Editar Transação' });
    const openEdit = () =>
      listRow(page, 'PADARIA')
        .getByRole('button', { name: /^Editar/ })
        .click();
    await openEdit();
    await edit.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Restaurantes' });
    await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Salvar alterações' })).toHaveCount(0);
    await expect(listRow(page, 'PADARIA')).toContainText('Restaurantes');

    await openEdit();
    await edit.getByLabel('Valor', { exact: true }).fill('99,00');
    await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Salvar alterações' })).toContainText(
      'Confirmar alterações?',
    );
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a row's category changes from a sheet", async ({ page }) => {
    await uncategorised(page, ['UBER *TRIP 1']);
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Categoria de UBER *TRIP 1: Sem categoria' }).click();
    const sheet = page.getByRole('dialog', { name: 'Categoria de UBER *TRIP 1' });
    await sheet.getByRole('button', { name: 'Transporte', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Categoria de UBER *TRIP 1: Transporte' })).toBeVisible();
    await expect(page.getByText('Categoria alterada')).toBeVisible();
    expect((await categoriesOf(page))['UBER *TRIP 1']).toBe('Transporte');
  });

  test('at least six rows fit a 390 × 844 screen above the bottom navigation', async ({ page }) => {
    const descriptions = Array.from({ length: 9 }, (_, i) => `Compra número ${i + 1}`);
    await uncategorised(page, descriptions);
    await page.goto('/transactions');
    const rows = page.getByRole('list', { name: 'Transações de hoje', exact: true }).getByRole('listitem');
    await expect(rows).toHaveCount(9);
    const nav = (await page.getByRole('navigation', { name: 'Navegação inferior' }).boundingBox())!;
    let whole = 0;
    for (let i = 0; i < 9; i++) {
      const box = (await rows.nth(i).boundingBox())!;
      if (box.y >= 0 && box.y + box.height <= nav.y) whole++;
    }
    expect(whole).toBeGreaterThanOrEqual(6);
  });
});
