import { expect, type Page, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { phonePhoto, pixPdf } from '../server/test/attachment-files';
import {
  apiPost,
  axeViolations,
  axeViolationsInBothThemes,
  settledTheme,
  signedInPerson,
  starterCategory,
} from './helpers';
import { newAccount, openNewTransaction } from './transaction-steps';

/** Comprovantes: photos and PDFs kept with a transaction, in its dialog, the list, the filter and the viewer. */

const today = () => todayIn('America/Sao_Paulo');

async function twoExpenses(page: Page) {
  const account = await newAccount(page, 'Itaú');
  const mercado = await starterCategory(page, 'Mercado');
  for (const description of ['Padaria', 'Farmácia'])
    await apiPost(page, '/transactions', {
      description,
      amount: 12.5,
      date: today(),
      type: 'DESPESA',
      accountId: account.id,
      categoryId: mercado.id,
    });
}

/** Chooses files in the dialog's 'Adicionar comprovante', as the file chooser would. */
async function attach(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Adicionar comprovante' }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

const noViolations = async (page: Page) => expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

/** The dialog in both themes, each once its colours have settled; back to light after. */
async function noViolationsInBothThemes(page: Page) {
  expect(await axeViolationsInBothThemes(page, '[role="dialog"]')).toEqual({ light: [], dark: [] });
  await settledTheme(page, 'light');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('attach a photo and a PDF, see them in the dialog and the row, open, remove with Desfazer, filter', async ({
    page,
  }) => {
    await signedInPerson(page);
    await twoExpenses(page);
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Editar Padaria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Transação' });
    await expect(dialog).toBeVisible();

    await attach(page, 'nota.jpg', 'image/jpeg', await phonePhoto());
    const photo = dialog.getByRole('button', { name: 'Abrir nota.jpg' });
    await expect(photo.locator('img')).toBeVisible();
    await attach(page, 'pix.pdf', 'application/pdf', pixPdf());
    await expect(dialog.getByRole('button', { name: 'Abrir pix.pdf' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Comprovantes (2)' })).toBeVisible();
    await noViolationsInBothThemes(page);

    await photo.click();
    const viewer = page.getByRole('dialog', { name: 'nota.jpg' });
    await expect(viewer.getByRole('img', { name: 'nota.jpg' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Ampliar' }).click();
    await expect(viewer.getByRole('button', { name: 'Reduzir' })).toBeEnabled();
    await viewer.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(viewer).toBeHidden();

    // The PDF opens under its own name: the browser reader's toolbar, titled with the blob's id, is hidden.
    await dialog.getByRole('button', { name: 'Abrir pix.pdf' }).click();
    const pdf = page.getByRole('dialog', { name: 'pix.pdf' });
    await expect(pdf.locator('iframe[title="pix.pdf"]')).toHaveAttribute('src', /^blob:.*#toolbar=0/);
    await pdf.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(pdf).toBeHidden();

    // Escape in the name field gives up the new name, not the dialog.
    await dialog.getByRole('button', { name: 'Renomear nota.jpg' }).click();
    await dialog.getByLabel('Nome do comprovante').fill('Recibo da Padaria São João');
    await dialog.getByLabel('Nome do comprovante').press('Escape');
    await expect(dialog.getByRole('button', { name: 'Abrir nota.jpg' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Remover nota.jpg' }).click();
    await expect(dialog.getByRole('button', { name: 'Abrir nota.jpg' })).toBeHidden();
    // The keyboard goes on from the section, not from the page's top.
    await expect(dialog.getByRole('heading', { name: /^Comprovantes/ })).toBeFocused();
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(dialog.getByRole('button', { name: 'Abrir nota.jpg' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Padaria' });
    await expect(row.getByTestId('row-attachments').locator('img')).toBeVisible();
    await expect(row.getByTestId('row-attachments')).toContainText('2 comprovantes');

    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByLabel('Comprovante').selectOption({ label: 'Com comprovante' });
    await expect(page).toHaveURL(/comprovante=com/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Padaria' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Farmácia' })).toHaveCount(0);
  });
});

test('on a desktop, a comprovante chosen in Nova transação is sent once the transaction is saved', async ({
  page,
}) => {
  await signedInPerson(page);
  await newAccount(page, 'Itaú');
  await page.goto('/transactions');
  const dialog = await openNewTransaction(page);
  await dialog.getByLabel('Valor').fill('45,90');
  await dialog.getByLabel('Descrição').fill('Pix do aluguel');
  await attach(page, 'pix.pdf', 'application/pdf', pixPdf());
  await expect(dialog.getByTestId('pending-attachment')).toContainText('pix.pdf');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Pix do aluguel' });
  await expect(row.getByTestId('row-attachments')).toContainText('1 comprovante');
  await row.getByRole('button', { name: 'Editar Pix do aluguel' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  await expect(edit.getByRole('button', { name: 'Abrir pix.pdf' })).toBeVisible();
  await settledTheme(page, 'dark');
  await noViolations(page);
});
