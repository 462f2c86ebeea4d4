import { expect, type Locator, type Page, test } from '@playwright/test';
import { NETWORK_ERROR_MESSAGE } from '../common/contract/errors';
import { todayIn } from '../common/dates';
import { apiPost, signedInPerson } from './helpers';
import { newAccount, openNewTransaction, openNewTransactionOnPhone } from './transaction-steps';

/** A person with one account, 'Conta Corrente', on the transactions page. */
async function onTransactionsWithAccount(page: Page) {
  await signedInPerson(page);
  await newAccount(page, 'Conta Corrente');
  await page.goto('/transactions');
}

/**
 * 'Nova transação' with its only account chosen. The dialog chooses it once the accounts have arrived; a Salvar
 * pressed before that is (rightly) answered by the field's own message, not by the save the test is about.
 */
async function openWithTheAccount(page: Page): Promise<Locator> {
  const dialog = await openNewTransaction(page);
  await expect(dialog.getByLabel('Conta', { exact: true })).toHaveValue(/\d+/);
  return dialog;
}

/** Whether the focused element is inside the dialog named title. */
const focusInside = (page: Page, title: string) =>
  page.evaluate((name) => {
    const dialog = [...document.querySelectorAll('[role="dialog"]')].find(
      (d) =>
        d.getAttribute('aria-labelledby') &&
        document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent === name,
    );
    return !!dialog && dialog !== document.activeElement && dialog.contains(document.activeElement);
  }, title);

async function tabAround(page: Page, title: string, key: 'Tab' | 'Shift+Tab', times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    expect(await focusInside(page, title), `${key} number ${i + 1}`).toBe(true);
  }
}

const boxesOverlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast covers none of the dialog's buttons named. */
async function expectClearOfButtons(toast: Locator, dialog: Locator, names: string[]) {
  const toastBox = (await toast.boundingBox())!;
  for (const name of names) {
    const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(boxesOverlap(toastBox, button), name).toBe(false);
  }
}

test('the new-transaction dialog opens on Valor, keeps Tab inside and gives the focus back', async ({
  page,
}) => {
  await onTransactionsWithAccount(page);
  const opener = page.getByRole('button', { name: 'Nova transação' });
  const dialog = await openNewTransaction(page);
  const valor = dialog.getByLabel('Valor', { exact: true });
  await expect(valor).toBeFocused();
  // Space on the focused field types, it does not switch the type to 'Receita'.
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Despesa' })).toBeChecked();
  await valor.fill('');

  await tabAround(page, 'Nova transação', 'Tab', 25);
  await tabAround(page, 'Nova transação', 'Shift+Tab', 25);
  await expect(valor).toBeFocused();

  // Nothing typed: Escape closes at once, and the focus is back on the button that opened the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Escape, the overlay and Fechar ask before throwing typed work away', async ({ page }) => {
  await onTransactionsWithAccount(page);
  let dialog = await openNewTransaction(page);
  await dialog.getByLabel('Valor', { exact: true }).fill('87,90');
  await dialog.getByLabel('Descrição', { exact: true }).fill('Farmácia');

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(ask).toContainText('As alterações feitas neste formulário serão perdidas.');
  await expect(ask.getByRole('button', { name: 'Continuar editando' })).toBeFocused();
  // The question holds the focus itself while it is open.
  await tabAround(page, 'Descartar alterações?', 'Tab', 4);
  // Escape on the question answers 'Continuar editando': the form is there with what was typed.
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('87,90');
  await expect(dialog.getByLabel('Descrição', { exact: true })).toHaveValue('Farmácia');
  await expect(dialog.getByLabel('Descrição', { exact: true })).toBeFocused();

  // A tap on the overlay asks too; 'Continuar editando' keeps the text.
  await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(dialog.getByLabel('Descrição', { exact: true })).toHaveValue('Farmácia');

  // 'Fechar' asks as well; 'Descartar' throws the work away and closes the dialog.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next opening starts clean, and a clean dialog closes from the overlay without a question.
  dialog = await openNewTransaction(page);
  await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('');
  await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Salvar e adicionar outra goes back to Valor, and quick saves show one toast clear of the buttons', async ({
  page,
}) => {
  await onTransactionsWithAccount(page);
  const dialog = await openWithTheAccount(page);
  const valor = dialog.getByLabel('Valor', { exact: true });
  const again = dialog.getByRole('button', { name: 'Salvar e adicionar outra' });

  await valor.fill('12,00');
  await dialog.getByLabel('Descrição', { exact: true }).fill('Café');
  await again.click();
  const toast = page.getByRole('status').filter({ hasText: 'Transação salva' });
  await expect(toast).toBeVisible();
  await expect(valor).toBeFocused();
  await expect(valor).toHaveValue('');

  await page.keyboard.type('8,50');
  await again.click();
  await expect(valor).toBeFocused();
  await expect(valor).toHaveValue('');
  // The second toast replaced the first: one message on screen, not two piled up.
  await expect(toast).toHaveText('Transação salva');
  await expectClearOfButtons(toast, dialog, ['Cancelar', 'Salvar e adicionar outra', 'Salvar']);
  await expect(page.getByRole('row').filter({ hasText: 'Café' })).toBeVisible();
});

test('on a phone the toast stays clear of the dialog buttons too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await onTransactionsWithAccount(page);
  const dialog = await openNewTransactionOnPhone(page);
  await expect(dialog.getByLabel('Valor', { exact: true })).toBeFocused();
  await page.keyboard.type('5,00');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: 'Transação salva' });
  await expect(toast).toBeVisible();
  // Open the dialog again while the toast is on screen: its buttons sit at the bottom, the toast at the top.
  await openNewTransactionOnPhone(page);
  await expectClearOfButtons(toast, dialog, ['Cancelar', 'Salvar']);
});

test('a skip link leads past the menu, and n opens Nova transação unless one is typing', async ({ page }) => {
  await signedInPerson(page);
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'Contas', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab is inside the page, not in the menu or the top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(
    true,
  );

  // Typed in the search box, n is a letter.
  const search = page.getByRole('searchbox', { name: 'Buscar transações' });
  await search.fill('pão');
  await search.press('n');
  await expect(search).toHaveValue('pãon');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.locator('main').focus();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Valor', { exact: true })).toBeFocused();
  await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('');
  // With the dialog open, n is only a key again.
  await dialog.getByRole('radio', { name: 'Despesa' }).focus();
  await page.keyboard.press('n');
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('cents typed after a dot are read as cents, a dot before three digits as thousands', async ({
  page,
}) => {
  await onTransactionsWithAccount(page);
  let dialog = await openWithTheAccount(page);
  const valor = dialog.getByLabel('Valor', { exact: true });
  await valor.fill('45.90');
  await valor.blur();
  await expect(valor).toHaveValue('45,90');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'R$ 45,90' })).toBeVisible();
  // A dot before three digits is a thousands dot: 1.234 is one thousand two hundred thirty-four reais.
  dialog = await openNewTransaction(page);
  await dialog.getByLabel('Valor', { exact: true }).fill('1.234');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'R$ 1.234,00' })).toBeVisible();
});

test('without network a save says so, and a page that did not load offers Tentar novamente', async ({
  page,
}) => {
  await onTransactionsWithAccount(page);
  const dialog = await openWithTheAccount(page);
  await dialog.getByLabel('Valor', { exact: true }).fill('40,00');
  await page.route('**/api/v1/transactions', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(NETWORK_ERROR_MESSAGE);
  await expect(dialog.getByText(/Verifique os dados/)).toHaveCount(0);
  // The form kept everything: with the network back, the same Salvar works.
  await page.unroute('**/api/v1/transactions');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'R$ 40,00' })).toBeVisible();

  await page.route('**/api/v1/accounts?*', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/v1/accounts', (route) => route.abort('internetdisconnected'));
  await page.goto('/accounts');
  const failed = page.getByRole('alert').filter({ hasText: NETWORK_ERROR_MESSAGE });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  // Every part of the page has asked (and failed) before the network comes back: one mounting later would ask the
  // accounts again itself, and its answer would take the alert away before 'Tentar novamente' is pressed.
  await page.waitForLoadState('networkidle');
  await expect(failed).toBeVisible();
  await page.unrouteAll();
  await failed.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(failed).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Conta Corrente' })).toBeVisible();
});

test('a confirmation over a dialog holds the focus and gives it back', async ({ page }) => {
  await signedInPerson(page);
  const conta = await newAccount(page, 'Conta Corrente');
  await apiPost(page, '/transactions', {
    // The person's today (São Paulo), in the month the list opens on: UTC's is tomorrow from 21:00 there.
    date: todayIn('America/Sao_Paulo'),
    description: 'Padaria',
    amount: 15,
    type: 'DESPESA',
    accountId: conta.id,
  });
  await page.goto('/transactions');
  await page
    .getByRole('row')
    .filter({ hasText: 'Padaria' })
    .getByRole('button', { name: /Editar/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Editar Transação' });
  await expect(dialog.getByLabel('Valor', { exact: true })).toBeFocused();
  // A new value: an edit that moves money, which asks before saving.
  await dialog.getByLabel('Valor', { exact: true }).fill('16,50');
  const save = dialog.getByRole('button', { name: 'Salvar', exact: true });
  await save.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Salvar alterações' });
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await tabAround(page, 'Salvar alterações', 'Tab', 4);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(save).toBeFocused();
  // The edit is still there, and Escape on the edited form asks before throwing it away.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Descartar alterações?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('16,50');
});
