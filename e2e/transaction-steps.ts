import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost } from './helpers';

/** An account made through the API (a checking account with nothing in it unless told). */
export function newAccount(
  page: Page,
  name: string,
  { opening = 0, type = 'checking' }: { opening?: number; type?: string } = {},
) {
  return apiPost(page, '/accounts', { name, type, opening_balance: opening });
}

/** Opens 'Nova transação' from the top bar's button and answers the dialog. */
export async function openNewTransaction(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Nova transação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await expect(dialog).toBeVisible();
  // Its accounts have arrived (an only one is chosen then): a Salvar before would answer 'Selecione uma conta'.
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true');
  return dialog;
}

/** The list's row (desktop table) that holds the text. */
export const listRow = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('row').filter({ hasText: text });

/**
 * 'Salvar' in 'Editar Transação', then 'Confirmar' in the question it asks of an edit that moves money (the value,
 * the date, the account, the type, the bill); `asks: false` for one that does not (a category, its parts).
 */
export async function saveEdit(edit: Locator, { asks = true } = {}): Promise<void> {
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  if (!asks) return;
  await edit
    .page()
    .getByRole('dialog', { name: 'Salvar alterações' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
}

/** Opens 'Nova transação' from the phone's bottom navigation ('Nova') and answers the dialog. */
export async function openNewTransactionOnPhone(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Navegação inferior' })
    .getByRole('button', { name: 'Nova' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await expect(dialog).toBeVisible();
  // Its accounts have arrived (an only one is chosen then): a Salvar before would answer 'Selecione uma conta'.
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true');
  return dialog;
}
