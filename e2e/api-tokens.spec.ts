import { expect, type Page, test } from '@playwright/test';
import { axeViolations, signedInPerson } from './helpers';

/** GET /api/v1/accounts as a person's tool does it: the token as the bearer, no session. */
async function accountsWith(page: Page, secret: string): Promise<number> {
  const res = await page.request.get('/api/v1/accounts', { headers: { authorization: `Bearer ${secret}` } });
  return res.status();
}

/** The page's own sideways scroll, if any (a phone must not have one). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Perfil → Tokens de acesso: a token made by keyboard and click, its secret shown once and working as a bearer,
 * then revoked, after which the same call is refused.
 */
async function makeUseAndRevoke(page: Page) {
  await signedInPerson(page, 'Tina Token');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Tokens de acesso' });
  await expect(card.getByText('Nenhum token criado.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Referência da API' })).toHaveAttribute('href', '/api/docs');
  await expect(card.getByRole('link', { name: 'Webhooks do livro' })).toHaveAttribute('href', '/webhooks');

  await card.getByRole('button', { name: 'Novo token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo token de acesso' });
  // The name takes the focus: typed at once.
  await expect(dialog.getByLabel('Nome')).toBeFocused();
  await page.keyboard.type('Planilha de gastos');
  // The current book (the personal one) comes ticked; read-only and 90 days are the first choices.
  await expect(dialog.getByRole('checkbox', { name: 'Pessoal' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Somente leitura/ })).toBeChecked();
  await dialog.getByRole('radio', { name: '30 dias' }).check();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Criar token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token criado' });
  await expect(shown).toContainText('ele não será mostrado novamente');
  const secret = await shown.getByRole('textbox', { name: 'Token de acesso' }).inputValue();
  expect(secret).toMatch(/^grana_pat_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole('button', { name: 'Copiar' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await shown.getByRole('button', { name: 'Já copiei' }).click();
  await expect(shown).toBeHidden();
  // Shown once: nowhere on the page any more.
  await expect(page.locator('body')).not.toContainText(secret.slice(10));

  const listed = card.getByRole('listitem').filter({ hasText: 'Planilha de gastos' });
  await expect(listed).toContainText('Somente leitura');
  await expect(listed).toContainText('Pessoal');
  await expect(listed).toContainText('Nunca usado');

  expect(await accountsWith(page, secret)).toBe(200);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Tokens de acesso' })
      .getByRole('listitem')
      .filter({ hasText: 'Planilha' }),
  ).toContainText(/Último uso:\s*\d{2}\/\d{2}\/\d{4} de 127\.0\.0\.1/);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  // The card and its token read in both themes (contrast, names, roles): each theme once its colours have settled.
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length),
      )
      .toBe(0);
    expect(await axeViolations(page), scheme).toEqual([]);
  }

  const revoke = page.getByRole('button', { name: 'Revogar Planilha de gastos' });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Revogar token' });
  await question.getByRole('button', { name: 'Revogar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Token revogado' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tokens de acesso' }).getByText('Nenhum token criado.'),
  ).toBeVisible();
  expect(await accountsWith(page, secret)).toBe(401);
}

test('a personal access token: made in Perfil, its secret shown once, used as a bearer, revoked', async ({
  page,
}) => {
  await makeUseAndRevoke(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same on a phone, nothing wider than the screen', async ({ page }) => {
    await makeUseAndRevoke(page);
  });
});
