import { expect, type Page, test } from '@playwright/test';
import { BOOK_HEADER, type BookView } from '../common/contract/books';
import { apiPost, authHeader, signedInPerson } from './helpers';
import { newAccount, openNewTransaction, openNewTransactionOnPhone } from './transaction-steps';

/**
 * A transfer between two books (issue 35): Ana moves money from her personal Nubank into Casa's joint account from
 * 'Nova transação', and each book shows its leg, named by the other book.
 */

/** An account in a shared book, through the API. */
async function accountIn(page: Page, bookId: number, name: string) {
  const res = await page.request.post('/api/v1/accounts', {
    data: { name, type: 'checking', opening_balance: 0 },
    headers: { ...(await authHeader(page)), [BOOK_HEADER]: String(bookId) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Switches the current book: the top bar's switcher on a desktop, the 'Mais' sheet on a phone. */
async function switchTo(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page
      .getByRole('navigation', { name: 'Navegação inferior' })
      .getByRole('button', { name: 'Mais' })
      .click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name }).click();
    await expect(page.getByTestId('current-book-line')).toHaveText(`Livro ${name}`);
    return;
  }
  await page.getByTestId('book-switcher').click();
  await page.getByRole('dialog', { name: 'Trocar de livro' }).getByRole('button', { name }).click();
  await expect(page.getByTestId('book-switcher')).toContainText(name);
}

for (const phone of [false, true]) {
  test(`Ana's money into Casa, recorded in her book, shows in both (${phone ? 'phone' : 'desktop'})`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await signedInPerson(page, 'Ana');
    await newAccount(page, 'Nubank', { opening: 1000 });
    const casa = await apiPost<BookView>(page, '/books', { name: 'Casa' });
    await accountIn(page, casa.id, 'Conjunta');
    await page.goto('/transactions');

    const dialog = phone ? await openNewTransactionOnPhone(page) : await openNewTransaction(page);
    await dialog.getByText('Transferência', { exact: true }).click();
    await dialog.getByLabel('Valor', { exact: true }).fill('250,40');
    await dialog.getByLabel('Conta de origem').selectOption({ label: 'Nubank' });
    const destination = dialog.getByLabel('Conta de destino');
    // Casa's accounts are offered under its name; this book has no other account left to offer (no empty group).
    await expect(destination.locator('optgroup')).toHaveCount(1);
    await expect(destination.locator('optgroup[label="Casa"] option')).toHaveText(['Conjunta']);
    await destination.selectOption({ label: 'Conjunta' });
    await dialog.getByLabel('Descrição', { exact: true }).fill('Minha parte');
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transferência salva' })).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Nubank → Casa').first()).toBeVisible();
    await expect(page.getByText('R$ 250,40').first()).toBeVisible();

    await switchTo(page, 'Casa', phone);
    await expect(page.getByText('Pessoal de Ana → Conjunta').first()).toBeVisible();
    await expect(page.getByText('R$ 250,40').first()).toBeVisible();
    // Casa's joint account holds the money (a phone lists the accounts its own way: the one shown is read).
    await page.goto('/accounts');
    await expect(page.getByText('Conjunta').locator('visible=true').first()).toBeVisible();
    await expect(page.getByText('R$ 250,40').locator('visible=true').first()).toBeVisible();
  });
}
