import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiPost, signedInPerson } from './helpers';

/** Clicks the button and answers the downloaded file's name and text. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(saved, 'utf8') };
}

test('the profile downloads the backup and the spreadsheet, and the backup restores into a new account', async ({
  page,
  browser,
}) => {
  await signedInPerson(page, 'Pessoa do Backup');
  const account = await apiPost(page, '/accounts', { name: 'Conta do Backup', type: 'checking' });
  await apiPost(page, '/transactions', {
    amount: 1234.56,
    description: 'Feira de domingo',
    date: '2026-11-08',
    type: 'DESPESA',
    accountId: account.id,
  });

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Seus dados' });
  await expect(section).toBeVisible();

  const backup = await download(page, 'Baixar backup (JSON)');
  expect(backup.name).toMatch(/^grana-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(backup.text) as { format: string; transactions: Array<{ description: string }> };
  expect(doc.format).toBe('grana-export');
  expect(doc.transactions.map((t) => t.description)).toEqual(['Feira de domingo']);
  await expect(page.getByText(`Arquivo baixado: ${backup.name}`)).toBeVisible();

  const csv = await download(page, 'Baixar transações (CSV)');
  expect(csv.name).toMatch(/^grana-transacoes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text).toContain('08/11/2026;Feira de domingo;-1.234,56;Despesa;Conta do Backup;');

  // A second person, in a browser of their own, restores the file into their new account (only the starter
  // categories in it).
  const other = await browser.newPage();
  try {
    await signedInPerson(other, 'Pessoa Nova');
    await other.goto('/profile');
    const restoreButton = other.getByRole('button', { name: 'Restaurar backup' });
    await expect(restoreButton).toBeDisabled();
    await other.getByLabel('Arquivo de backup (.json)').setInputFiles({
      name: backup.name,
      mimeType: 'application/json',
      buffer: Buffer.from(backup.text),
    });
    await expect(other.getByText(backup.name)).toBeVisible();
    await restoreButton.click();
    // The first person's starter categories came in the backup; they replace the new person's. Another test's
    // restore may hold the server's one place: the app then waits its turn, a few seconds at a time.
    await expect(other.getByText('Backup restaurado: 1 conta, 1 lançamento e 26 categorias.')).toBeVisible({
      timeout: 30_000,
    });

    // The account now has data: a second restore is refused with the server's message.
    await restoreButton.click();
    await expect(other.getByRole('alert')).toContainText(
      'A restauração só pode ser feita em uma conta vazia, e esta conta já tem dados.',
    );

    // The row's own month, whatever month today is (the list opens on the current one).
    await other.goto('/transactions?from=2026-11-01&to=2026-11-30');
    await expect(other.getByText('Feira de domingo')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a file that is not a backup is refused with the server’s message', async ({ page }) => {
  await signedInPerson(page);
  await page.goto('/profile');
  await page.getByLabel('Arquivo de backup (.json)').setInputFiles({
    name: 'extrato.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"banco":"outro"}'),
  });
  await page.getByRole('button', { name: 'Restaurar backup' }).click();
  await expect(page.getByRole('alert')).toHaveText('O arquivo não é um backup do Grana.');
});
