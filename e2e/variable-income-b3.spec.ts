import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { VARIABLE_INCOME_MESSAGES as M } from '../common/contract/variable-income';
import { B3_IMPORT_MESSAGES as B } from '../common/contract/variable-income-b3';
import { BROKER, NEGOCIACAO, POSICAO_ACOES, xlsx } from '../server/test/b3-sheets';
import { apiPost, axeViolations, fillDate, signedInPerson } from './helpers';

/**
 * A Negociação spreadsheet as B3's Área do Investidor writes it (its real headers; invented lines): compras of
 * PETR4 and of a FII whose code does not tell its kind, a venda, and an option Grana does not import.
 */
const negociacao = async () => ({
  name: 'negociacao-2026-06-01-10-00-00.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(
    await xlsx({
      Negociação: [
        NEGOCIACAO,
        ['05/01/2026', 'Venda', 'Mercado à Vista', '-', BROKER, 'PETR4', 50, 40, 2000],
        ['03/01/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'HGLG11', 10, '160,10', '1.601,00'],
        ['02/01/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'PETR4', 100, 38.5, 3850],
        ['02/01/2026', 'Compra', 'Opção de Compra', '-', BROKER, 'PETRA400', 100, 0.5, 50],
      ],
    }),
  ),
});

/** A Posição of the day in its name: B3 holds 60 PETR4 (Grana 50 once the Negociação is in), closing at R$ 41,20. */
const posicao = async () => ({
  name: 'posicao-2026-06-01-18-00-00.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(
    await xlsx({
      Acoes: [
        POSICAO_ACOES,
        [
          'PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS',
          BROKER,
          '000000001',
          'PETR4',
          '00000000000000',
          'BRXXXXACNOR0',
          'PN',
          'ESCRITURADOR INVENTADO',
          60,
          60,
          '-',
          '-',
          '41,20',
          '-',
        ],
      ],
    }),
  ),
});

/** With B3_SHOTS_DIR set, the dialog (or `what`) as it looks, light and dark, for a person to look at (not an assertion). */
async function shots(page: Page, name: string, what?: Locator) {
  const dir = process.env.B3_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const target = what ?? page.getByRole('dialog', { name: 'Importar da B3' });
    await target.screenshot({ path: `${dir}/${name}-${scheme}.png` });
  }
}

/** The figure of a status in the preview's summary. */
const count = (page: Page, status: 'new' | 'recorded' | 'problem') =>
  page.getByRole('dialog', { name: 'Importar da B3' }).getByTestId(`b3-count-${status}`).locator('dd');

const line = (page: Page, text: RegExp) =>
  page.getByRole('list', { name: 'Linhas da planilha' }).getByTestId('b3-line').filter({ hasText: text });

async function journey(page: Page, width: number) {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Corretora XP', type: 'investment', opening_balance: 0 });
  await page.goto('/investimentos?aba=renda-variavel');
  await expect(page.getByText('Nenhum ativo de renda variável')).toBeVisible();

  await page.getByRole('button', { name: 'Importar da B3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar da B3' });
  // The only investment account comes chosen.
  await expect(dialog.getByLabel('Conta de investimentos')).toHaveValue(/\d+/);
  const picker = dialog.getByLabel('Planilha da B3 (.xlsx)');

  // A file that is not a spreadsheet is refused before it is sent, and one that is not an .xlsx by the server.
  await picker.setInputFiles({
    name: 'extrato.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a;b\n1;2\n'),
  });
  await expect(dialog.getByText('Escolha a planilha .xlsx baixada em Extratos')).toBeVisible();
  await picker.setInputFiles({
    name: 'negociacao.xlsx',
    mimeType: 'text/plain',
    buffer: Buffer.from('nada'),
  });
  await dialog.getByRole('button', { name: 'Ver prévia' }).click();
  await expect(dialog.getByText('O arquivo não é uma planilha .xlsx.')).toBeVisible();

  // The spreadsheet, previewed by keyboard alone.
  const file = await negociacao();
  await picker.setInputFiles(file);
  await expect(dialog.getByTestId('b3-file')).toHaveText(file.name);
  await dialog.getByRole('button', { name: 'Ver prévia' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('b3-file-label')).toHaveText('Planilha de Negociação');
  await expect(dialog.getByTestId('b3-kind-counts')).toHaveText('3 negociações · 1 linha ignorada');
  await expect(count(page, 'new')).toHaveText('2');
  await expect(count(page, 'recorded')).toHaveText('0');
  await expect(count(page, 'problem')).toHaveText('1');
  await expect(line(page, /02\/01\/2026 · PETR4 · Compra/)).toContainText('Quantidade: 100');
  await expect(line(page, /02\/01\/2026 · PETR4 · Compra/)).toContainText('R$ 3.850,00');
  await expect(line(page, /05\/01\/2026 · PETR4 · Venda/)).toContainText('R$ 2.000,00');
  await expect(line(page, /HGLG11/)).toContainText('Com problema');
  await expect(line(page, /HGLG11/)).toContainText(M.kindMissing('HGLG11'));
  await dialog.getByText('Linhas que o Grana não importa (1)').click();
  await expect(dialog.getByTestId('b3-skipped')).toContainText('Negociação, linha 5:');
  await shots(page, `preview-${width}`);
  expect(await axeViolations(page)).toEqual([]);

  // Its kind unchosen, the import is refused before anything is sent.
  await dialog.getByRole('button', { name: 'Importar 2 linhas' }).click();
  await expect(dialog.getByText(B.kindsMissing(['HGLG11']))).toBeVisible();

  // The FII's kind chosen, its compra is new too.
  await dialog.getByLabel('Tipo de HGLG11').selectOption({ label: 'FII' });
  await expect(count(page, 'new')).toHaveText('3');
  await expect(count(page, 'problem')).toHaveText('0');
  await dialog.getByRole('button', { name: 'Importar 3 linhas' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Importado da B3: 3 negociações')).toBeVisible();
  await expect(page.getByRole('article', { name: 'PETR4' }).getByTestId('holding-quantity')).toHaveText('50');
  const fii = page.getByRole('article', { name: 'HGLG11' });
  await expect(fii.getByTestId('holding-kind')).toHaveText('FII');
  await expect(fii.getByTestId('holding-quantity')).toHaveText('10');
  await shots(page, `page-${width}`, page.locator('main'));

  // The same spreadsheet again: every line is already recorded, nothing to import.
  await page.getByRole('button', { name: 'Importar da B3' }).click();
  await picker.setInputFiles(file);
  await dialog.getByRole('button', { name: 'Ver prévia' }).click();
  await expect(count(page, 'recorded')).toHaveText('3');
  await expect(count(page, 'new')).toHaveText('0');
  await expect(dialog.getByTestId('b3-line')).toHaveCount(3);
  for (const item of await dialog.getByTestId('b3-line').all())
    await expect(item).toContainText('Já registrada');
  await expect(dialog.getByRole('button', { name: 'Nada novo para importar' })).toBeDisabled();
  await shots(page, `again-${width}`);

  // A Posição: its prices' day comes from the file's name; another day asks for the preview again.
  await picker.setInputFiles(await posicao());
  await dialog.getByRole('button', { name: 'Ver prévia' }).click();
  await expect(dialog.getByTestId('b3-file-label')).toHaveText('Planilha de Posição');
  await expect(dialog.getByLabel('Data das cotações')).toHaveValue('01/06/2026');
  await expect(line(page, /01\/06\/2026 · PETR4 · Cotação/)).toContainText('R$ 41,20');
  await expect(dialog.getByText('PETR4: a B3 tem 60 e a conta tem 50')).toBeVisible();
  await fillDate(dialog.getByLabel('Data das cotações'), '2026-06-02');
  await expect(dialog.getByText('As opções mudaram: veja a prévia de novo antes de importar.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ver prévia' }).click();
  await expect(line(page, /02\/06\/2026 · PETR4 · Cotação/)).toContainText('Nova');
  await shots(page, `posicao-${width}`);
  await dialog.getByRole('button', { name: 'Importar 1 linha' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Importado da B3: 1 cotação')).toBeVisible();
  await expect(page.getByRole('article', { name: 'PETR4' }).getByTestId('holding-price')).toHaveText(
    'R$ 41,20 em 02/06/2026',
  );
}

test('Importar da B3: a Negociação spreadsheet previewed, a kind chosen, imported once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await journey(page, 1280);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the same import on a phone', async ({ page }) => {
    test.setTimeout(120_000);
    await journey(page, 390);
  });
});
