import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { signedInPerson } from './helpers';

const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);

/** Setting up an account beside the screen, with the token the page keeps. */
async function createAccount(page: Page, name: string, openingBalance = 0): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const res = await page.request.post('/api/v1/accounts', {
    data: { name, type: 'checking', opening_balance: openingBalance },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The number under a label of the result ('Inseridos', 'Ignorados'). */
const stat = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

async function chooseFile(page: Page, name: string) {
  await page.getByLabel('Arquivo do extrato').setInputFiles(fixture(name));
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
}

test('a CSV through the three steps: preview with a repeated row, import, then the imported rows', async ({
  page,
}) => {
  await signedInPerson(page);
  const accountId = await createAccount(page, 'Conta Importação');
  // Typed by hand in the file's period and account: not one of the imported rows.
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const typed = await page.request.post('/api/v1/transactions', {
    data: { accountId, type: 'DESPESA', amount: 9.9, date: '2026-10-03', description: 'Digitada à mão' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(typed.ok(), await typed.text()).toBe(true);
  await page.goto('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Importação' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próximo: Mapear colunas' })).toBeDisabled();
  // What a CSV needs is said before a file is chosen.
  await expect(page.getByTestId('csv-columns-hint')).toHaveText(
    'Num CSV, uma linha por lançamento com a data, a descrição e o valor (ou colunas de débito e crédito); os cabeçalhos mais comuns são reconhecidos, e no passo seguinte você confere ou escolhe as colunas.',
  );

  await chooseFile(page, 'extrato-exemplo.csv');
  await expect(page.getByRole('heading', { name: 'Pré-visualização' })).toBeVisible();
  await expect(page.getByTestId('rows-to-read')).toHaveText('5 lançamentos serão lidos');
  // The only account is the default one; the columns were matched by their header.
  await expect(page.getByLabel('Conta padrão')).toHaveValue(String(accountId));
  await expect(page.getByLabel('Categoria', { exact: true })).toHaveValue('Categoria');
  await expect(page.getByLabel('Favorecido', { exact: true })).toHaveValue('Favorecido');

  const duplicate = page.locator('tr[data-duplicate]');
  await expect(duplicate).toHaveCount(1);
  await expect(duplicate).toContainText('Café da Esquina');
  await expect(duplicate).toContainText('Possível duplicado');
  await expect(page.getByText('1 possível duplicado')).toBeVisible();
  await expect(page.getByText('Linha 7: valor ausente.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Supermercado Bom Preço' })).toContainText(
    '-R$ 312,45',
  );

  // 'Voltar' returns to the file, still chosen.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByText('extrato-exemplo.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await expect(page.getByTestId('rows-to-read')).toHaveText('5 lançamentos serão lidos');

  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible();
  await expect(stat(page, 'Inseridos')).toHaveText('5');
  await expect(stat(page, 'Ignorados')).toHaveText('1');

  await page.getByRole('button', { name: 'Ver Transações Importadas' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/transactions\\?importId=[0-9a-f-]{36}&from=2026-10-01&to=2026-10-07&accountId=${accountId}$`,
    ),
  );
  await expect(page.getByText('Mostrando só as transações desta importação.')).toBeVisible();
  for (const description of ['Salário Outubro', 'Supermercado Bom Preço', 'Conta de luz']) {
    await expect(page.getByRole('row').filter({ hasText: description })).toHaveCount(1);
  }
  await expect(page.getByRole('row').filter({ hasText: 'Café da Esquina' })).toHaveCount(2);
  await expect(page.getByText('Linha sem valor')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Digitada à mão' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver todas do período' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Digitada à mão' })).toHaveCount(1);
});

test('an OFX file: no columns to map; importing it again inserts nothing', async ({ page }) => {
  await signedInPerson(page);
  const accountId = await createAccount(page, 'Banco OFX', 1000);
  await createAccount(page, 'Outra Conta');
  await page.goto('/import');

  await chooseFile(page, 'extrato-exemplo.ofx');
  await expect(
    page.getByText('Extrato OFX: datas, valores e descrições vêm do próprio arquivo'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mapeamento de colunas' })).toHaveCount(0);
  await expect(page.getByTestId('rows-to-read')).toHaveText('3 lançamentos serão lidos');
  await expect(page.getByRole('row').filter({ hasText: 'FARMACIA EXEMPLO' })).toContainText('-R$ 75,30');

  // Two accounts: the default must be chosen.
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByText('Selecione a conta padrão')).toBeVisible();
  await page.getByLabel('Conta padrão').selectOption(String(accountId));
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible();
  await expect(stat(page, 'Inseridos')).toHaveText('3');
  await expect(stat(page, 'Ignorados')).toHaveText('0');
  // The account had an opening balance: its balance now (1.000,00 + 1.500,00 − 75,30 − 42,00), and where to fix
  // an opening balance that already held these rows.
  await expect(page.getByTestId('opening-balance-note')).toHaveText(
    'Saldo de Banco OFX hoje: R$ 2.382,70. Se o banco mostra outro valor, confira o saldo inicial (R$ 1.000,00) em Contas: ele é o saldo antes de todas as transações da conta e não deve incluir as linhas importadas. Ir para Contas',
  );

  await page.getByRole('button', { name: 'Nova Importação' }).click();
  await expect(page.getByRole('button', { name: 'Próximo: Mapear colunas' })).toBeDisabled();
  await chooseFile(page, 'extrato-exemplo.ofx');
  await page.getByLabel('Conta padrão').selectOption(String(accountId));
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(stat(page, 'Inseridos')).toHaveText('0');
  await expect(stat(page, 'Ignorados')).toHaveText('3');
  await expect(page.getByText('3 já estavam na conta.')).toBeVisible();
  await expect(page.getByTestId('opening-balance-note')).toHaveCount(0);

  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a file that is not a statement, or holds too many rows, stays on the first step with the reason', async ({
  page,
}) => {
  await signedInPerson(page);
  await page.goto('/import');
  await expect(page.getByText('Até 200.000 lançamentos por arquivo (20 MB).')).toBeVisible();
  await page.getByLabel('Arquivo do extrato').setInputFiles({
    name: 'foto.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]),
  });
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await expect(page.getByText('O arquivo não parece ser um CSV ou OFX de texto.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pré-visualização' })).toHaveCount(0);

  await page.getByLabel('Arquivo do extrato').setInputFiles({
    name: 'planilha.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByText('Escolha um arquivo .csv ou .ofx.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próximo: Mapear colunas' })).toBeDisabled();

  await page.getByLabel('Arquivo do extrato').setInputFiles({
    name: 'extrato-longo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Data;Valor\n${'01/10/2026;-1,00\n'.repeat(200_001)}`),
  });
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await expect(
    page.getByText('O arquivo tem mais de 200.000 linhas. Divida o extrato em arquivos menores.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pré-visualização' })).toHaveCount(0);
});

test('a bank file with a preamble and Débito/Crédito columns: mapped by hand, then imported', async ({
  page,
}) => {
  await signedInPerson(page);
  const accountId = await createAccount(page, 'Banco Exemplo');
  await page.goto('/import');
  await chooseFile(page, 'extrato-debito-credito.csv');
  // The header is unknown: its columns are offered, and the file says what is missing.
  await expect(page.getByText(/Não encontramos o cabeçalho nas primeiras 30 linhas/)).toBeVisible();
  await page.getByLabel('Conta padrão').selectOption(String(accountId));
  await page.getByLabel('Data *').selectOption('Dia');
  await expect(
    page.getByText('Escolha a coluna de data e a de valor (ou as de débito e crédito).'),
  ).toBeVisible();
  await page.getByLabel('Débito', { exact: true }).selectOption('Débito');
  await page.getByLabel('Crédito', { exact: true }).selectOption('Crédito');
  await page.getByLabel('Descrição', { exact: true }).selectOption('Lançamento');
  await expect(page.getByTestId('rows-to-read')).toHaveText('4 lançamentos serão lidos');
  await expect(
    page.getByText('Escolha a coluna de data e a de valor (ou as de débito e crédito).'),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible();
  await expect(stat(page, 'Inseridos')).toHaveText('4');
});

/** The sample OFX moved to another month: the same bank account's next statement (other lines, other FITIDs). */
const nextMonthOfx = () => ({
  name: 'extrato-outubro.ofx',
  mimeType: 'application/x-ofx',
  buffer: Buffer.from(
    readFileSync(fixture('extrato-exemplo.ofx'), 'latin1').replaceAll('202609', '202610'),
    'latin1',
  ),
});

test("an OFX goes where the same bank account's earlier OFX went: the next one pre-selects Itaú", async ({
  page,
}) => {
  await signedInPerson(page);
  await createAccount(page, 'Nubank');
  const itau = await createAccount(page, 'Itaú');
  await page.goto('/import');

  // The first statement of this account: nothing known yet, the person chooses.
  await chooseFile(page, 'extrato-exemplo.ofx');
  await expect(page.getByLabel('Conta padrão')).toHaveValue('');
  await page.getByLabel('Conta padrão').selectOption({ label: 'Itaú' });
  // The preview reads the lines again for the account chosen; the person imports what it then shows.
  await expect(page.getByRole('row', { name: /PIX RECEBIDO JOANA LIMA.*Itaú/ })).toBeVisible();
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  // The import waits its turn on the one embedded database behind the other workers' writes: on a loaded CI
  // machine that took longer than the 10 s default once (29/11), with nothing wrong in the import.
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible({ timeout: 30_000 });
  await expect(stat(page, 'Inseridos')).toHaveText('3');

  // The same bank account's next statement, another day (a new visit of the page): Itaú is chosen already.
  await page.goto('/import');
  await page.getByLabel('Arquivo do extrato').setInputFiles(nextMonthOfx());
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await expect(page.getByTestId('rows-to-read')).toHaveText('3 lançamentos serão lidos');
  await expect(page.getByLabel('Conta padrão')).toHaveValue(String(itau));
  await expect(page.getByLabel('Conta padrão').locator('option:checked')).toHaveText('Itaú');
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(stat(page, 'Inseridos')).toHaveText('3');

  // Another person with an account of the same name is offered nothing of the first one's.
  await signedInPerson(page);
  await createAccount(page, 'Nubank');
  await createAccount(page, 'Itaú');
  await page.goto('/import');
  await chooseFile(page, 'extrato-exemplo.ofx');
  await expect(page.getByTestId('rows-to-read')).toHaveText('3 lançamentos serão lidos');
  await expect(page.getByLabel('Conta padrão')).toHaveValue('');
});

test('with a mouse the picker offers a click or dragging the file', async ({ page }) => {
  await signedInPerson(page);
  await page.goto('/import');
  await expect(page.getByText('Clique para escolher ou arraste o arquivo aqui')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the picker says to tap, and nothing of dragging', async ({ page }) => {
    await signedInPerson(page);
    await page.goto('/import');
    const picker = page.locator('label').filter({ has: page.getByLabel('Arquivo do extrato') });
    await expect(picker).toContainText('Toque para escolher o arquivo');
    await expect(picker).not.toContainText(/arraste|clique/i);
    await page.getByLabel('Arquivo do extrato').setInputFiles(fixture('extrato-exemplo.ofx'));
    await expect(picker).toContainText('toque para trocar');
    await expect(picker).not.toContainText(/arraste|clique/i);
  });
});
