import { expect, type Locator, type Page, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiPost, normalise, signedInPerson } from './helpers';

/** Dates in the month Transações shows by default. */
const today = () => todayIn('America/Sao_Paulo');

const expense = (page: Page, accountId: number, description: string, amount: number) =>
  apiPost<{ id: number; categoria_name: string | null }>(page, '/transactions', {
    description,
    amount,
    type: 'DESPESA',
    date: today(),
    accountId,
  });

/** The transaction's row on Transações: the table's row on a desktop, the list's card on a phone. */
function transactionRow(page: Page, phone: boolean, description: string): Locator {
  const rows = phone
    ? page.getByRole('list', { name: 'Transações' }).getByRole('listitem')
    : page.getByRole('row');
  return rows.filter({ hasText: description });
}

const ruleCards = (page: Page) => page.getByTestId('rule-card');
const ruleCard = (page: Page, name: string) =>
  ruleCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Creates, applies, reorders, opens from a link and deletes rules, as a person would on this screen size. */
async function rulesJourney(page: Page, phone: boolean) {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', {
    name: 'Conta Corrente',
    type: 'checking',
    opening_balance: 0,
  });
  // Transporte comes with the starter categories.
  const padaria = await apiPost(page, '/categories', { nome: 'Padaria', tipo: 'despesa' });
  // Typed before any rule existed: they stay without a category until the rules are applied.
  await expense(page, account.id, 'UBER *TRIP 1', 23.9);
  await expense(page, account.id, 'Uber viagem', 15);
  await expense(page, account.id, 'Mercado do bairro', 80);

  // Regras is reached as a person reaches it: the phone's Mais sheet, or the tab beside Categorias.
  await page.goto('/');
  if (phone) {
    await page
      .getByRole('navigation', { name: 'Navegação inferior' })
      .getByRole('button', { name: 'Mais' })
      .click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Regras' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Categorias' })
      .click();
    await page
      .getByRole('navigation', { name: 'Classificações' })
      .getByRole('link', { name: 'Regras' })
      .click();
  }
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regras' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Classificações' }).getByRole('link', { name: 'Regras' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Nenhuma regra')).toBeVisible();

  // 'Nova regra': the contract's messages first, then a rule on the description with a category and a tag.
  await page.getByRole('button', { name: 'Nova regra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova regra' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe um nome para a regra')).toBeVisible();
  await expect(dialog.getByText('Informe o texto da condição')).toBeVisible();
  await expect(
    dialog.getByText('Escolha ao menos uma ação: categoria, favorecido, tags ou descrição'),
  ).toBeVisible();
  await dialog.getByLabel('Nome').fill('Corridas');
  const condition = dialog.getByRole('group', { name: 'Condição 1' });
  await expect(condition.getByLabel('Campo')).toHaveValue('description');
  await expect(condition.getByLabel('Comparação')).toHaveValue('contains');
  await condition.getByLabel('Texto').fill('uber');
  // A second row can be added and removed; the only row left has no remove button.
  await dialog.getByRole('button', { name: 'Adicionar condição' }).click();
  await dialog
    .getByRole('group', { name: 'Condição 2' })
    .getByLabel('Campo')
    .selectOption({ label: 'Valor' });
  await expect(dialog.getByRole('group', { name: 'Condição 2' }).getByLabel('Mínimo')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remover condição 2' }).click();
  await expect(dialog.getByRole('group', { name: 'Condição 2' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Remover condição 1' })).toHaveCount(0);
  await dialog.getByLabel('Categoria').selectOption({ label: 'Transporte' });
  await dialog.getByLabel('Tags').fill('app');
  await dialog.getByLabel('Tags').press('Enter');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Regra criada')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const corridas = ruleCard(page, 'Corridas');
  await expect(corridas.getByTestId('rule-sentence')).toHaveText(
    'Se a descrição contém “uber” → categoria Transporte, tag app',
  );
  await expect(corridas.getByTestId('rule-position')).toHaveText('1');

  // A transaction typed without a category now gets the rule's.
  const typed = await expense(page, account.id, 'Uber centro', 31.5);
  expect(typed.categoria_name).toBe('Transporte');
  await page.goto('/transactions');
  await expect(transactionRow(page, phone, 'Uber centro')).toContainText('Transporte');
  await expect(transactionRow(page, phone, 'Uber centro')).toContainText('app');
  await expect(transactionRow(page, phone, 'UBER *TRIP 1')).toContainText('Sem categoria');

  // 'Aplicar regras' over the history: the preview, then the change.
  await page.goto('/rules');
  await page.getByRole('button', { name: 'Aplicar regras' }).click();
  const apply = page.getByRole('dialog', { name: 'Aplicar regras' });
  await expect(apply.getByLabel('Todo o histórico')).toBeChecked();
  await expect(apply.getByLabel('Incluir transações que já têm categoria')).not.toBeChecked();
  await expect(apply.getByRole('button', { name: 'Aplicar alterações' })).toHaveCount(0);
  await apply.getByRole('button', { name: 'Ver prévia' }).click();
  await expect(apply.getByTestId('apply-count')).toHaveText('2 transações serão alteradas');
  const changes = apply.getByRole('list', { name: 'Alterações' }).locator(':scope > li');
  await expect(changes).toHaveCount(2);
  const trip = changes.filter({ hasText: 'UBER *TRIP 1' });
  expect(normalise(await trip.textContent())).toContain('-R$ 23,90');
  await expect(trip).toContainText('Conta Corrente');
  await expect(trip).toContainText('Categoria: Sem categoria → Transporte');
  await expect(trip).toContainText('+ tags: app');
  await expect(changes.filter({ hasText: 'Mercado do bairro' })).toHaveCount(0);
  await apply.getByRole('button', { name: 'Aplicar alterações' }).click();
  await expect(page.getByText('2 transações atualizadas')).toBeVisible();
  await expect(apply).toHaveCount(0);
  await page.goto('/transactions');
  for (const description of ['UBER *TRIP 1', 'Uber viagem'])
    await expect(transactionRow(page, phone, description)).toContainText('Transporte');
  await expect(transactionRow(page, phone, 'Mercado do bairro')).toContainText('Sem categoria');

  // A second rule, then moved above the first: the whole order is saved.
  await apiPost(page, '/rules', {
    name: 'Pão',
    conditions: [{ field: 'description', operator: 'starts_with', value: 'padaria' }],
    actions: { category_id: padaria.id },
  });
  await page.goto('/rules');
  await expect(ruleCards(page).getByRole('heading')).toHaveText(['Corridas', 'Pão']);
  await expect(ruleCard(page, 'Pão').getByTestId('rule-sentence')).toHaveText(
    'Se a descrição começa com “padaria” → categoria Padaria',
  );
  await expect(ruleCard(page, 'Pão').getByRole('button', { name: 'Descer Pão' })).toBeDisabled();
  await ruleCard(page, 'Pão').getByRole('button', { name: 'Subir Pão' }).click();
  await expect(ruleCards(page).getByRole('heading')).toHaveText(['Pão', 'Corridas']);
  await expect(ruleCards(page).getByTestId('rule-position')).toHaveText(['1', '2']);
  await page.reload();
  await expect(ruleCards(page).getByRole('heading')).toHaveText(['Pão', 'Corridas']);

  // One rule's 'Aplicar' with nothing to change: no button to apply.
  await ruleCard(page, 'Pão').getByRole('button', { name: 'Aplicar Pão' }).click();
  const applyOne = page.getByRole('dialog', { name: 'Aplicar regra “Pão”' });
  await applyOne.getByRole('button', { name: 'Ver prévia' }).click();
  await expect(applyOne.getByTestId('apply-count')).toHaveText('Nenhuma transação seria alterada.');
  await expect(applyOne.getByRole('button', { name: 'Aplicar alterações' })).toHaveCount(0);
  await applyOne.getByRole('button', { name: 'Cancelar' }).click();

  // The transaction dialog's link opens 'Nova regra' filled in; closing it cleans the address.
  await page.goto(`/rules?nova=1&descricao=Padaria&categoria=${padaria.id}`);
  const linked = page.getByRole('dialog', { name: 'Nova regra' });
  await expect(linked.getByLabel('Nome')).toHaveValue('Padaria');
  const first = linked.getByRole('group', { name: 'Condição 1' });
  await expect(first.getByLabel('Campo')).toHaveValue('description');
  await expect(first.getByLabel('Comparação')).toHaveValue('contains');
  await expect(first.getByLabel('Texto')).toHaveValue('Padaria');
  await expect(linked.getByLabel('Categoria')).toHaveValue(String(padaria.id));
  await linked.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linked).toHaveCount(0);
  await expect(page).toHaveURL(/\/rules$/);

  // 'Excluir' asks first.
  await ruleCard(page, 'Corridas').getByRole('button', { name: 'Excluir Corridas' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir regra' });
  await expect(confirm).toContainText('Deseja excluir a regra "Corridas"?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Regra excluída')).toBeVisible();
  await expect(ruleCards(page).getByRole('heading')).toHaveText(['Pão']);
  await expect(ruleCards(page).getByTestId('rule-position')).toHaveText(['1']);
}

test('rules: create through the dialog, run on a new transaction, apply to old ones, reorder, open from a link, delete', async ({
  page,
}) => {
  await rulesJourney(page, false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('rules: the same journey, reached from the Mais sheet', async ({ page }) => {
    await rulesJourney(page, true);
  });
});
