import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiPost, signedInPerson } from './helpers';

/** Clicks the button (inside `where`) and answers the downloaded file's name and text. */
async function downloadFrom(page: Page, where: Locator, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    where.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test('Transações exports what the filters show as a CSV, and the filtered account as an OFX', async ({
  page,
}) => {
  await signedInPerson(page, 'Pessoa que Exporta');
  const account = await apiPost(page, '/accounts', { name: 'Conta Itaú', type: 'checking' });
  const other = await apiPost(page, '/accounts', { name: 'Carteira', type: 'wallet' });
  const expense = (accountId: number, description: string, amount: number, date: string) =>
    apiPost(page, '/transactions', { amount, description, date, type: 'DESPESA', accountId });
  const market = await expense(account.id, 'Supermercado', 450.3, '2026-10-05');
  await expense(account.id, 'Farmácia', 45.9, '2026-10-20');
  await expense(other.id, 'Pipoca no supermercado', 12, '2026-10-06');

  // The list filtered by the address: one account, a period, a text.
  await page.goto(`/transactions?accountId=${account.id}&from=2026-10-01&to=2026-10-31&q=mercado`);
  await expect(page.getByText('Supermercado').first()).toBeVisible();
  await page.getByRole('button', { name: 'Exportar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar transações' });

  const csv = await downloadFrom(page, dialog, 'Baixar planilha (CSV)');
  expect(csv.name).toMatch(/^grana-transacoes-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(/^05\/10\/2026;Supermercado;-450,30;Despesa;Conta Itaú;/);

  // The statement of the filtered account, in the list's period (the text is the CSV's business).
  await expect(dialog.getByLabel('Conta do extrato')).toHaveValue(String(account.id));
  const ofx = await downloadFrom(page, dialog, 'Baixar extrato (OFX)');
  expect(ofx.name).toMatch(/^grana-conta-itau-\d{4}-\d{2}-\d{2}\.ofx$/);
  expect(ofx.text).toContain('<OFX>');
  expect(ofx.text).toContain(`<FITID>${market.id}`);
  expect(ofx.text).toContain('<TRNAMT>-450.30');
  expect(ofx.text).toContain('<TRNAMT>-45.90');
  expect(ofx.text).not.toContain('Pipoca');
});

test('Perfil → Seus dados downloads the chosen account’s statement as QIF', async ({ page }) => {
  await signedInPerson(page, 'Pessoa que Sai');
  await apiPost(page, '/accounts', { name: 'Conta Itaú', type: 'checking' });
  const wallet = await apiPost(page, '/accounts', { name: 'Carteira', type: 'wallet' });
  await apiPost(page, '/transactions', {
    amount: 12,
    description: 'Pipoca',
    date: '2026-10-06',
    type: 'DESPESA',
    accountId: wallet.id,
  });

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Seus dados' });
  await section.getByLabel('Conta do extrato').selectOption({ label: 'Carteira' });
  const qif = await downloadFrom(page, section, 'Baixar extrato (QIF)');
  expect(qif.name).toMatch(/^grana-carteira-\d{4}-\d{2}-\d{2}\.qif$/);
  expect(qif.text.split('\r\n')).toEqual(['!Type:Cash', 'D06/10/2026', 'T-12.00', 'MPipoca', '^', '']);
});
