/**
 * Every money field of the app, typed into the way a person does: a tap at its left, centre or right on a phone, a
 * click on a desktop, over a value already there. What is typed is what the field holds ('1500' never becomes
 * '15.000,00' by landing before a '0,00'), and leaving it writes the amount in full. A field a dialog focuses when
 * it opens has its whole value selected, so typing at once replaces it.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiGet, apiPost, signedInPerson, starterCategory } from './helpers';
import { openNewTransaction, openNewTransactionOnPhone } from './transaction-steps';

const today = () => todayIn('America/Sao_Paulo');

const TYPED = [
  { text: '1500', shown: '1.500,00' },
  { text: '3.250,40', shown: '3.250,40' },
] as const;

type Way = 'tap' | 'click';
const SPOTS = { phone: ['left', 'centre', 'right'], desktop: ['centre'] } as const;

/** Taps or clicks the field at a spot of its width, as a finger or a mouse would. */
async function press(field: Locator, way: Way, spot: 'left' | 'centre' | 'right') {
  // In the middle of the screen: at its bottom edge a phone's bottom navigation would take the tap.
  await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await field.boundingBox();
  if (!box) throw new Error('The money field is not on screen');
  const x = spot === 'left' ? 6 : spot === 'centre' ? box.width / 2 : box.width - 6;
  const position = { x, y: box.height / 2 };
  if (way === 'tap') await field.tap({ position });
  else await field.click({ position });
}

/**
 * Over a pre-filled value, at each spot: press, type, and the field holds what was typed; leaving writes it in
 * full. Leaves the field holding the last amount typed (3.250,40).
 */
async function typeOver(field: Locator, way: Way, spots: readonly ('left' | 'centre' | 'right')[]) {
  await field.scrollIntoViewIfNeeded();
  for (const spot of spots) {
    for (const { text, shown } of TYPED) {
      await field.fill('987,65');
      await field.evaluate((el) => (el as HTMLInputElement).blur());
      await expect(field).toHaveValue('987,65');
      await press(field, way, spot);
      await expect(field).toBeFocused();
      await field.page().keyboard.type(text);
      await expect(field, `${way} at the ${spot}, typing ${text}`).toHaveValue(text);
      await field.evaluate((el) => (el as HTMLInputElement).blur());
      await expect(field).toHaveValue(shown);
    }
  }
}

/** Every money field in the scope (a form, a dialog, a row), typed over; answers how many there were. */
async function typeOverAll(scope: Locator, way: Way, spots: readonly ('left' | 'centre' | 'right')[]) {
  const fields = scope.locator('input[inputmode="decimal"]');
  await expect(fields.first()).toBeVisible();
  const count = await fields.count();
  for (let i = 0; i < count; i++) await typeOver(fields.nth(i), way, spots);
  return count;
}

/** A field the dialog focused on opening: its value is wholly selected, so typing replaces it. */
async function typeIntoFocused(field: Locator, text: string) {
  await expect(field).toBeFocused();
  await expect(field).not.toHaveValue('');
  await field.page().keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function person(page: Page) {
  await signedInPerson(page);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  const nubank = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 5000,
    payment_account_id: itau.id,
  });
  await apiPost(page, '/transactions', {
    accountId: nubank.id,
    type: 'DESPESA',
    amount: 1200,
    installments: 4,
    date: today(),
    description: 'Televisão',
  });
  await apiPost(page, '/transactions', {
    accountId: itau.id,
    type: 'DESPESA',
    amount: 250,
    date: today(),
    description: 'Compras do mês',
  });
  await apiPost(page, '/recurring', {
    account_id: itau.id,
    amount: 180,
    description: 'Conta de luz',
    due_day: 10,
  });
  const mercado = await starterCategory(page, 'Mercado');
  await apiPost(page, '/budgets', {
    categoryId: mercado.id,
    month: `${today().slice(0, 7)}-01`,
    amount: 600,
  });
  await apiPost(page, '/goals', { name: 'Viagem', target_amount: 2000, account_id: itau.id });
  return { itau, nubank };
}

async function everyMoneyField(page: Page, way: Way, spots: readonly ('left' | 'centre' | 'right')[]) {
  await person(page);

  // Contas: Nova conta (Saldo inicial, and a card's Limite), typed, saved, and the saved figure is the typed one.
  await page.goto('/accounts');
  const newAccount = page.getByRole('form', { name: 'Nova conta' });
  await expect(newAccount.getByLabel('Saldo inicial')).toHaveValue('');
  await expect(newAccount.getByLabel('Saldo inicial')).toHaveAttribute('placeholder', '0,00');
  await newAccount.getByLabel('Tipo').selectOption({ label: 'Cartão de Crédito' });
  expect(await typeOverAll(newAccount, way, spots)).toBe(2);
  await newAccount.getByLabel('Tipo').selectOption({ label: 'Poupança' });
  await newAccount.getByLabel('Nome da conta').fill('Reserva');
  await newAccount.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect
    .poll(async () =>
      (await apiGet<{ name: string; opening_balance: number }[]>(page, '/accounts')).find(
        (a) => a.name === 'Reserva',
      ),
    )
    .toMatchObject({ opening_balance: 3250.4 });
  await page.getByRole('button', { name: 'Editar Itaú' }).locator('visible=true').first().click();
  const editAccount = page.getByRole('dialog', { name: 'Editar Conta' });
  expect(await typeOverAll(editAccount, way, spots)).toBe(1);
  await editAccount.getByRole('button', { name: 'Cancelar' }).click();

  // Transações: Nova transação (Valor, and the split editor's parts), Editar Transação.
  await page.goto('/transactions');
  const create = way === 'tap' ? await openNewTransactionOnPhone(page) : await openNewTransaction(page);
  expect(await typeOverAll(create, way, spots)).toBe(1);
  await create.getByRole('button', { name: 'Dividir em categorias' }).click();
  expect(await typeOverAll(create, way, spots)).toBeGreaterThan(1);
  await create.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Editar Compras do mês' }).locator('visible=true').first().click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  expect(await typeOverAll(edit, way, spots)).toBe(1);
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  // Metas: Nova Meta (Valor alvo, Valor inicial, Valor mensal planejado) and Aportar.
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Nova Meta' }).locator('visible=true').first().click();
  const goal = page.getByRole('dialog', { name: 'Nova Meta' });
  await expect(goal.getByLabel('Valor inicial')).toHaveValue('');
  await expect(goal.getByLabel('Valor inicial')).toHaveAttribute('placeholder', '0,00');
  expect(await typeOverAll(goal, way, spots)).toBe(3);
  await goal.getByLabel('Nome').fill('Reforma');
  await goal.getByRole('button', { name: 'Salvar' }).click();
  await expect(goal).toBeHidden();
  await expect
    .poll(async () =>
      (await apiGet<{ name: string; initial_amount: number }[]>(page, '/goals')).find(
        (g) => g.name === 'Reforma',
      ),
    )
    .toMatchObject({ initial_amount: 3250.4, target_amount: 3250.4 });
  await page.getByRole('article', { name: 'Viagem' }).getByRole('button', { name: 'Aportar' }).click();
  const aporte = page.getByRole('dialog', { name: 'Novo aporte' });
  expect(await typeOverAll(aporte, way, spots)).toBe(1);
  await aporte.getByRole('button', { name: 'Cancelar' }).click();

  // Orçamentos: the new budget's value, and a budget's value edited in its row (focused on opening).
  await page.goto('/budgets');
  expect(await typeOverAll(page.getByRole('form', { name: 'Novo orçamento' }), way, spots)).toBe(1);
  await page
    .getByRole('button', { name: 'Editar valor orçado de Mercado' })
    .locator('visible=true')
    .first()
    .click();
  await typeIntoFocused(page.getByLabel('Valor orçado de Mercado'), '3.250,40');
  await page.getByLabel('Valor orçado de Mercado').press('Enter');
  await expect(page.getByText('R$ 3.250,40').first()).toBeVisible();

  // Gastos fixos: the new item's value, a row's value edited in place (focused on opening), and Pagar.
  await page.goto('/gastos-fixos');
  expect(await typeOverAll(page.getByRole('form', { name: 'Novo gasto fixo' }), way, spots)).toBe(1);
  await page.getByRole('button', { name: 'Editar' }).locator('visible=true').first().click();
  await typeIntoFocused(page.getByLabel('Valor de Conta de luz'), '1500');
  await page.getByLabel('Valor de Conta de luz').press('Escape');
  await page.getByRole('button', { name: 'Pagar' }).locator('visible=true').first().click();
  const pay = page.getByRole('dialog', { name: 'Pagar Conta de luz' });
  await typeIntoFocused(pay.getByLabel('Valor'), '1500');
  expect(await typeOverAll(pay, way, spots)).toBe(1);
  await pay.getByRole('button', { name: 'Cancelar' }).click();

  // Cartões: Pagar fatura and Antecipar parcelas.
  await page.goto('/cards');
  await page.getByRole('button', { name: 'Pagar fatura' }).locator('visible=true').first().click();
  const payBill = page.getByRole('dialog', { name: 'Pagar fatura' });
  expect(await typeOverAll(payBill, way, spots)).toBe(1);
  await payBill.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('button', { name: 'Antecipar parcelas de Televisão' })
    .locator('visible=true')
    .first()
    .click();
  const anticipate = page.getByRole('dialog', { name: 'Antecipar parcelas' });
  expect(await typeOverAll(anticipate, way, spots)).toBeGreaterThan(0);
  await anticipate.getByRole('button', { name: 'Cancelar' }).click();

  // Regras: a condition on the amount (Mínimo, Máximo).
  await page.goto('/rules');
  await page.getByRole('button', { name: 'Nova regra' }).locator('visible=true').first().click();
  const rule = page.getByRole('dialog', { name: 'Nova regra' });
  await rule.getByRole('group', { name: 'Condição 1' }).getByLabel('Campo').selectOption({ label: 'Valor' });
  expect(await typeOverAll(rule.getByRole('group', { name: 'Condição 1' }), way, spots)).toBe(2);
}

test.describe('on a phone, by taps', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every money field holds what is typed over its value, tapped at its left, centre or right', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await everyMoneyField(page, 'tap', SPOTS.phone);
  });
});

test('every money field holds what is typed over its value, clicked on a desktop', async ({ page }) => {
  // Every money field of the app, one after another: 50 s on a quiet machine, past a minute on a loaded one.
  test.setTimeout(120_000);
  await everyMoneyField(page, 'click', SPOTS.desktop);
});
