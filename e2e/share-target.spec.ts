import { expect, type Page, test } from '@playwright/test';
import { signedInPerson } from './helpers';
import { activeWorker, isController } from './service-worker';

/** The phone, where a bank app's comprovante is shared from. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PIX_PDF = {
  name: 'Comprovante Pix – Padaria.pdf',
  type: 'application/pdf',
  text: '%PDF-1.4 comprovante',
};

/**
 * What the phone's share sheet does with the installed app's share_target: a navigation that POSTs the file as
 * multipart/form-data to /compartilhar (a form with the file in its input stands in for the system).
 */
async function shareFromAnotherApp(page: Page, file = PIX_PDF): Promise<void> {
  await page.evaluate((shared) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/compartilhar';
    form.enctype = 'multipart/form-data';
    const title = Object.assign(document.createElement('input'), { name: 'title', value: 'Comprovante' });
    const input = Object.assign(document.createElement('input'), { type: 'file', name: 'comprovante' });
    const files = new DataTransfer();
    files.items.add(new File([shared.text], shared.name, { type: shared.type }));
    input.files = files.files;
    form.append(title, input);
    document.body.append(form);
    form.submit();
  }, file);
}

const newTransaction = (page: Page) => page.getByRole('dialog', { name: 'Nova transação' });

/** The shared file stands in the dialog as a comprovante to send when the transaction is saved. */
const expectPending = (page: Page, name: string) =>
  expect(newTransaction(page).getByTestId('pending-attachment')).toHaveText([
    new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*enviado ao salvar`),
  ]);

test('the manifest declares Grana a target for comprovantes shared by other apps', async ({ page }) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.share_target).toEqual({
    action: '/compartilhar',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [
        {
          name: 'comprovante',
          accept: [
            'image/jpeg',
            'image/png',
            'image/heic',
            'image/heif',
            'application/pdf',
            '.heic',
            '.heif',
            '.pdf',
            '.jpg',
            '.png',
          ],
        },
      ],
    },
  });
});

test.describe('the installed app', () => {
  // The worker answers the share (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('a shared Pix comprovante opens Nova transação with the file, once', async ({ page }) => {
    await signedInPerson(page);
    await activeWorker(page);
    await page.reload();
    expect(await isController(page)).toBe(true);

    await shareFromAnotherApp(page);
    await expect(newTransaction(page)).toBeVisible();
    // The mark is gone from the address: a reload does not open the dialog again.
    await expect(page).toHaveURL(/\/transactions$/);
    await expectPending(page, PIX_PDF.name);

    await newTransaction(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(newTransaction(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Transações' })).toBeVisible();
    await expect(newTransaction(page)).toHaveCount(0);
  });

  test('shared while signed out, the newest share waits and opens once the person has signed in', async ({
    page,
  }) => {
    const person = await signedInPerson(page);
    await activeWorker(page);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);

    const signInAgain = /\/login\?next=%2Ftransactions%3Fcompartilhado%3D1$/;
    await shareFromAnotherApp(page);
    await expect(page).toHaveURL(signInAgain);
    // A second share before signing in replaces the first: one comprovante waits, the newer.
    const photo = { name: 'IMG_2041.jpg', type: 'image/jpeg', text: 'jpeg' };
    // From a plain address, so that arriving at the sign-in page again is seen.
    await page.goto('/login');
    await shareFromAnotherApp(page, photo);
    await expect(page).toHaveURL(signInAgain);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Senha', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(newTransaction(page)).toBeVisible();
    await expectPending(page, photo.name);
  });
});

test('without the installed app the share cannot be kept, and the page says so plainly', async ({ page }) => {
  await signedInPerson(page);
  await shareFromAnotherApp(page);
  await expect(page.getByText('O comprovante compartilhado não chegou.')).toBeVisible();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(newTransaction(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByText('O comprovante compartilhado não chegou.')).toHaveCount(0);

  // Where the installed app's worker could not keep the file (a full device), it says that instead.
  await page.goto('/transactions?compartilhado=falhou');
  await expect(
    page.getByText('Não foi possível guardar o comprovante compartilhado neste aparelho.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/transactions$/);
});
