import { expect, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiPost, signedInPerson, starterCategory } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

test('the dialog pre-fills what history suggests, says why, and keeps the person’s own choice', async ({
  page,
}) => {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking' });
  const transport = await starterCategory(page, 'Transporte');
  const food = await apiPost(page, '/categories', { nome: 'Alimentação', tipo: 'despesa' });
  for (const description of ['UBER *TRIP 1111', 'UBER *TRIP 2222', 'Uber trip']) {
    await apiPost(page, '/transactions', {
      accountId: account.id,
      type: 'DESPESA',
      amount: 20,
      date: today(),
      description,
      categoryId: transport.id,
      payeeName: 'Uber',
      tagNames: ['app'],
    });
  }

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Nova transação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await dialog.getByLabel('Valor', { exact: true }).fill('12,00');
  await dialog.getByLabel('Descrição', { exact: true }).fill('UBER *TRIP 5555');
  await expect(dialog).toContainText('Sugerida pelo histórico: 3 de 3 transações de Uber');
  // Saved, the next one starts blank: the last line's suggestion does not come back once the save has refreshed
  // the history (the dialog waited for that answer while the description was already empty). The refresh is asked
  // while the old description is still the settled one; on a busy machine it may be cancelled once the empty one
  // settles (React Query aborts a query nobody watches), so the wait is for the request to end either way.
  const refreshed = page.waitForRequest((r) => r.url().includes('/suggestions'));
  await dialog.getByRole('button', { name: 'Salvar e adicionar outra' }).click();
  await expect(dialog.getByLabel('Descrição', { exact: true })).toHaveValue('');
  await (await refreshed).response();
  await expect(dialog.getByLabel('Categoria', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Favorecido')).toHaveValue('');
  await expect(dialog).not.toContainText('Sugerida pelo histórico');

  await dialog.getByLabel('Valor', { exact: true }).fill('31,90');
  await dialog.getByLabel('Descrição', { exact: true }).fill('UBER *TRIP 9876');
  const category = dialog.getByLabel('Categoria', { exact: true });
  await expect(category).toHaveValue(String(transport.id));
  await expect(dialog.getByLabel('Favorecido')).toHaveValue('Uber');
  await expect(dialog).toContainText('Sugerida pelo histórico: 4 de 4 transações de Uber');

  // The person's choice stands: another description does not take it back.
  await category.selectOption({ label: 'Alimentação' });
  await expect(dialog).not.toContainText('Sugerida pelo histórico');
  // The history's answer for 'Padaria' (none) arrives and is rendered; the person's category is still there.
  const padaria = page.waitForResponse(
    (r) => r.url().includes('/suggestions') && r.url().includes('Padaria'),
  );
  await dialog.getByLabel('Descrição', { exact: true }).fill('Padaria');
  await padaria;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(category).toHaveValue(String(food.id));
  await category.selectOption({ label: 'Transporte' });
  await dialog.getByLabel('Descrição', { exact: true }).fill('UBER *TRIP 9876');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'UBER *TRIP 9876' });
  await expect(row).toContainText('Transporte');
  await expect(row).toContainText('app');

  // From the saved transaction, a rule can be started.
  await row.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  const link = edit.getByRole('link', { name: 'Criar uma regra a partir desta transação' });
  await expect(link).toHaveAttribute(
    'href',
    `/rules?nova=1&descricao=uber&categoria=${transport.id}&favorecido=Uber&tipo=DESPESA`,
  );
  await link.click();
  const rule = page.getByRole('dialog', { name: 'Nova regra' });
  // The rule looks for the description's stem, not the one line.
  await expect(rule.getByRole('group', { name: 'Condição 1' }).getByLabel('Texto')).toHaveValue('uber');
  await expect(rule.getByLabel('Categoria')).toHaveValue(String(transport.id));
  await rule.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Regra criada')).toBeVisible();
});
