import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { generateBoleto, getBoletoInfo, isValidBoleto, isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createStaticPix, hasError } from 'pix-utils';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { addDays, daysBetween, formatDateBR, todayIn } from '../common/dates';
import { authHeader, axeViolationsInBothThemes, expectDate, pasteInto, signedInPerson } from './helpers';
import { newAccount, openNewTransaction } from './transaction-steps';

/**
 * Capture without typing (issue 58): a Pix copia e cola and a boleto's linha digitável pasted into 'Nova
 * transação', a receipt's photo read and reviewed; on a phone ('Capturar' on the bottom bar) and on a desktop.
 * Every code here is made by the team with the libraries (no real person's key or boleto).
 */

const today = () => todayIn('America/Sao_Paulo');

/** A static BR Code to an invented recebedor with an e-mail key, its CRC computed by pix-utils. */
function pixCode(amount: number): string {
  const pix = createStaticPix({
    merchantName: 'Fulano de Tal',
    merchantCity: 'Sao Paulo',
    pixKey: 'fulano.de.tal@example.com',
    infoAdicional: '',
    transactionAmount: amount,
    txid: '',
  });
  if (hasError(pix)) throw new Error('pix-utils refused the test code');
  return pix.toBRCode();
}

/**
 * A bank boleto's linha digitável due on `due` for `cents`: a random valid one from brazilian-utils with its last
 * field (fator de vencimento, amount) replaced, and the one general check digit brazilian-utils accepts. The factor
 * restarted at 1000 on 22/02/2025 (FEBRABAN; brazilian-utils' getBoletoInfo documents the cycle).
 */
function boletoLine(due: string, cents: number): string {
  const factor = 1000 + daysBetween('2025-02-22', due);
  const last = `${String(factor).padStart(4, '0')}${String(cents).padStart(10, '0')}`;
  const base = generateBoleto();
  for (let digit = 1; digit <= 9; digit++) {
    const line = `${base.slice(0, 32)}${digit}${last}`;
    if (isValidBoleto(line)) {
      const info = getBoletoInfo(line);
      expect(info?.amount).toBe(cents);
      return line;
    }
  }
  throw new Error('no general check digit made the boleto valid');
}

/** A QR code's picture of the text, drawn by zxing-wasm's writer (its WebAssembly read from the package, no CDN). */
async function qrPicture(text: string): Promise<Buffer> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
  prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
    },
  });
  const written = await writeBarcode(text, { format: 'QRCode', scale: 6 });
  if (!written.image) throw new Error(written.error);
  return Buffer.from(await written.image.arrayBuffer());
}

const RECEIPT = {
  merchant: 'MERCADO BOM PRECO LTDA',
  cnpj: '11.222.333/0001-81',
  date: '2026-11-21',
  total: '87,90',
};

/**
 * A printed receipt's photo, drawn by sharp with known contents (invented shop; a CNPJ whose check digits hold), so
 * the test knows what a correct reading is.
 */
async function receiptPhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  expect(isValidCnpj(RECEIPT.cnpj)).toBe(true);
  const lines = [
    RECEIPT.merchant,
    `CNPJ ${RECEIPT.cnpj}`,
    'CUPOM FISCAL ELETRONICO',
    `${formatDateBR(RECEIPT.date)} 10:32`,
    'ARROZ 5KG          29,90',
    'FEIJAO 1KG          8,00',
    'CAFE 500G          50,00',
    `VALOR TOTAL R$     ${RECEIPT.total}`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="${80 + lines.length * 48}"><rect width="100%" height="100%" fill="white"/>${lines
    .map(
      (line, i) =>
        `<text x="32" y="${64 + i * 48}" font-family="DejaVu Sans Mono, monospace" font-size="30" fill="black">${line}</text>`,
    )
    .join('')}</svg>`;
  return {
    name: 'recibo.png',
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    test.use({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 } });

    /** 'Nova transação' in capture mode: 'Capturar' on the phone's bar (the code field focused), the top bar's button elsewhere. */
    async function openCapture(page: Page): Promise<Locator> {
      if (!phone) return openNewTransaction(page);
      await page
        .getByRole('navigation', { name: 'Navegação inferior' })
        .getByRole('button', { name: 'Capturar' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Nova transação' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Colar código Pix ou boleto')).toBeFocused();
      return dialog;
    }

    test('a Pix copia e cola pasted fills the fields, is saved as a row, and is recognised when pasted again', async ({
      page,
    }) => {
      await signedInPerson(page);
      await newAccount(page, 'Itaú');
      await page.reload();
      const code = pixCode(42.5);

      let dialog = await openCapture(page);
      await pasteInto(dialog.getByLabel('Colar código Pix ou boleto'), code);
      await expect(dialog.getByTestId('captured-code')).toHaveText('Pix para FULANO DE TAL · chave e-mail');
      await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('42,50');
      await expectDate(dialog.getByLabel('Data', { exact: true }), today());
      await expect(dialog.getByLabel('Favorecido')).toHaveValue(/fulano de tal/i);
      await expect(dialog.getByText('lido do código').first()).toBeVisible();
      expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
      // Nothing was saved by the reading itself.
      await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Transação salva' })).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.goto('/transactions');
      await expect(page.getByText(/42,50/).first()).toBeVisible();

      dialog = await openCapture(page);
      await pasteInto(dialog.getByLabel('Colar código Pix ou boleto'), code);
      await expect(dialog.getByText(/^Este Pix já foi registrado: .*R\$ 42,50/)).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Abrir o registro' })).toBeVisible();
      // Salvar past the notice asks once more; Cancelar saves nothing.
      await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
      const question = page.getByRole('dialog', { name: 'Registrar de novo?' });
      await expect(question).toContainText('Este Pix já foi registrado');
      await question.getByRole('button', { name: 'Cancelar' }).click();
      await expect(question).toBeHidden();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Registrar mesmo assim' }).click();
      await expect(dialog.getByText(/^Este Pix já foi registrado/)).toBeHidden();
    });

    test("'Ler imagem' reads a Pix QR code from a picture with the app's own reader", async ({ page }) => {
      await signedInPerson(page);
      const dialog = await openCapture(page);
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Ler imagem' }).click();
      await (await chooser).setFiles({
        name: 'qr.png',
        mimeType: 'image/png',
        buffer: await qrPicture(pixCode(19.9)),
      });
      await expect(dialog.getByTestId('captured-code')).toHaveText('Pix para FULANO DE TAL · chave e-mail', {
        timeout: 20_000,
      });
      await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('19,90');
    });

    test("'Escanear' without a camera says so, and the paste field stays", async ({ page }) => {
      await signedInPerson(page);
      const dialog = await openCapture(page);
      await dialog.getByRole('button', { name: 'Escanear' }).click();
      const scan = page.getByRole('dialog', { name: 'Escanear código' });
      // Headless Chromium has no camera (or is refused one): either way the words send back to the field.
      await expect(scan.getByRole('alert')).toContainText(/cole o código no campo/i);
      await scan.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(scan).toBeHidden();
      await expect(dialog.getByLabel('Colar código Pix ou boleto')).toBeVisible();
    });

    test('a bad code is refused under the field, in Portuguese', async ({ page }) => {
      await signedInPerson(page);
      const dialog = await openCapture(page);
      const field = dialog.getByLabel('Colar código Pix ou boleto');
      // One digit of a valid linha changed: its check digits fail.
      const line = boletoLine(addDays(today(), 10), 5000);
      const wrong = `${line.slice(0, 40)}${line[40] === '9' ? '8' : '9'}${line.slice(41)}`;
      await pasteInto(field, wrong);
      await expect(dialog.getByRole('alert')).toHaveText(/linha digitável|código/i);
      await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('');
    });

    test('a linha digitável due later is saved as a conta a pagar and shows on the fixed items page', async ({
      page,
    }) => {
      await signedInPerson(page);
      await newAccount(page, 'Itaú');
      await page.reload();
      const due = addDays(today(), 15);
      const line = boletoLine(due, 12345);

      const dialog = await openCapture(page);
      await pasteInto(dialog.getByLabel('Colar código Pix ou boleto'), line);
      await expect(dialog.getByTestId('captured-code')).toContainText(`vence ${formatDateBR(due)}`);
      await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('123,45');
      await expectDate(dialog.getByLabel('Data', { exact: true }), due);
      await dialog.getByLabel('Descrição').fill('Boleto da escola');
      await dialog.getByRole('button', { name: 'Salvar como conta a pagar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Conta a pagar salva' })).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.goto('/gastos-fixos');
      const bills = page.getByRole('region', { name: 'Contas a pagar' });
      await expect(bills.getByText('Boleto da escola').first()).toBeVisible();
      await expect(bills.getByText('R$ 123,45').first()).toBeVisible();
      await expect(bills.getByTestId('bills-count')).toHaveText('1 conta · 1 em aberto');
      // Not a transaction: nothing was paid yet.
      await page.goto('/transactions');
      await expect(page.getByText('Boleto da escola')).toHaveCount(0);
    });

    test('a receipt photo is read, reviewed, applied by the person and saved', async ({ page }) => {
      test.setTimeout(90_000);
      await signedInPerson(page);
      await newAccount(page, 'Itaú');
      await page.reload();
      const photo = await receiptPhoto();

      const dialog = await openCapture(page);
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Adicionar comprovante' }).click();
      await (await chooser).setFiles(photo);
      await dialog.getByRole('button', { name: `Ler comprovante ${photo.name}` }).click();
      const review = dialog.getByRole('region', { name: `Dados lidos de ${photo.name}` });
      await expect(review).toBeVisible({ timeout: 30_000 });
      await expect(review).toContainText(`R$ ${RECEIPT.total}`);
      await expect(review).toContainText(RECEIPT.cnpj);
      await expect(review).toContainText(formatDateBR(RECEIPT.date));
      await expect(review.getByText('lido do comprovante').first()).toBeVisible();
      // Shown only: the form is untouched until 'Usar estes dados'.
      await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('');
      await review.getByRole('button', { name: 'Usar estes dados' }).click();
      await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue(RECEIPT.total);
      await expectDate(dialog.getByLabel('Data', { exact: true }), RECEIPT.date);
      await expect(dialog.getByText('lido do comprovante').first()).toBeVisible();

      await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Transação salva' })).toBeVisible();
      // The receipt's day, whatever month today is (the list opens on the current one).
      await page.goto(`/transactions?from=${RECEIPT.date}&to=${RECEIPT.date}`);
      await expect(page.getByText(new RegExp(RECEIPT.total)).first()).toBeVisible();
      // The business became the payee by its trade name, with the CNPJ the receipt printed.
      await page.goto('/payees');
      await expect(page.getByRole('list', { name: 'Seus favorecidos' }).getByRole('listitem')).toHaveText([
        `Mercado Bom Preco${RECEIPT.cnpj}`,
      ]);
    });
  });
}

test('the statement came first: the pasted Pix finds its line, keeps the code there, and nothing is doubled', async ({
  page,
}) => {
  await signedInPerson(page);
  const account = await newAccount(page, 'Nubank');
  const yesterday = formatDateBR(addDays(today(), -1));
  const upload = await page.request.post('/api/v1/transactions/import-csv', {
    headers: await authHeader(page),
    multipart: {
      settings: JSON.stringify({ defaultAccountId: account.id }),
      file: {
        name: 'extrato.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Data;Descrição;Valor\n${yesterday};PIX ENVIADO FULANO DE TAL;-42,50\n`),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  // Yesterday and today: on the 1st, yesterday is last month's, which the list's current month would not show.
  await page.goto(`/transactions?from=${addDays(today(), -1)}&to=${today()}`);

  const dialog = await openNewTransaction(page);
  await pasteInto(dialog.getByLabel('Colar código Pix ou boleto'), pixCode(42.5));
  await expect(
    dialog.getByText(
      `Parece já estar no extrato: PIX ENVIADO FULANO DE TAL, R$ 42,50, em ${yesterday}, Nubank.`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'É este: guardar o código nele' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Código guardado no lançamento' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: /42,50/ })).toHaveCount(1);

  // Pasted again: the line is the record of this Pix.
  const again = await openNewTransaction(page);
  await pasteInto(again.getByLabel('Colar código Pix ou boleto'), pixCode(42.5));
  await expect(
    again.getByText(/^Este Pix já foi registrado: PIX ENVIADO FULANO DE TAL, R\$ 42,50/),
  ).toBeVisible();
});
