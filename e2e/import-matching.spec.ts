import { expect, type Locator, type Page, test } from '@playwright/test';
import type { RecurringItem } from '../common/contract/recurring';
import type { TransactionPage } from '../common/contract/transactions';
import { addDays, formatDateBR, monthNames, splitIsoDate, todayIn } from '../common/dates';
import { overdueItem } from './fixed-items';
import { apiGet, apiPost, axeViolationsInBothThemes, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** 'dd/mm/aaaa' and '-1.234,56' as a bank's CSV writes them. */
const csvDate = (iso: string) => formatDateBR(iso);
const csvMoney = (reais: number) =>
  reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Setting {
  accountId: number;
  /** The rent's due date: the statement pays that occurrence. */
  rentDue: string;
  csv: string;
}

/**
 * A person with an account and what they recorded there: a salary received ('Recebido' through the API), the
 * rent due and unpaid, the internet paid automatically, an expense typed by hand. The bank's statement holds those
 * same lines with the bank's texts, 1–2 days off, and two lines the person never recorded.
 */
async function recordedMonth(page: Page): Promise<Setting> {
  await signedInPerson(page);
  const t = today();
  const { id: accountId } = await apiPost(page, '/accounts', {
    name: 'Conta Combinação',
    type: 'checking',
    opening_balance: 1000,
  });

  const salaryDue = addDays(t, -10);
  const salary = await overdueItem(
    page,
    { account_id: accountId, type: 'RECEITA', amount: 5000, description: 'Salário' },
    salaryDue,
  );
  await apiPost(page, '/fixed-expenses/confirm', { id: salary.id, date: salaryDue });

  const rentDue = addDays(t, -6);
  await overdueItem(page, { account_id: accountId, amount: 1500, description: 'Aluguel' }, rentDue);

  await overdueItem(
    page,
    { account_id: accountId, amount: 120, description: 'Internet', mode: 'automatic' },
    addDays(t, -8),
  );
  await apiPost(page, '/recurring/run', {});

  await apiPost(page, '/transactions', {
    accountId,
    type: 'DESPESA',
    amount: 250.3,
    date: addDays(t, -4),
    description: 'Mercado da semana',
  });

  const lines: Array<[string, string, number]> = [
    [addDays(t, -9), 'PIX RECEBIDO EMPRESA SALARIO', 5000],
    [addDays(t, -7), 'DEBITO AUT VIVO FIBRA', -120],
    [addDays(t, -5), 'PIX ENVIADO IMOBILIARIA CENTRO', -1500],
    [addDays(t, -2), 'COMPRA CARTAO SUPERMERCADO BOM', -250.3],
    [addDays(t, -3), 'PADARIA PAO QUENTE', -18.5],
    [addDays(t, -1), 'FARMACIA SAUDE', -42.9],
  ];
  const csv = [
    'Data;Descrição;Valor',
    ...lines.map(([date, text, amount]) => `${csvDate(date)};${text};${csvMoney(amount)}`),
  ].join('\n');
  return { accountId, rentDue, csv };
}

/** A preview line (row of the table, or block of the phone's list), by its bank text. */
function previewLine(page: Page, phone: boolean, text: string): Locator {
  return phone
    ? page
        .getByRole('list', { name: 'Pré-visualização das linhas do arquivo' })
        .getByRole('listitem')
        .filter({ hasText: text })
    : page.getByRole('table').getByRole('row').filter({ hasText: text });
}

/** The list's rows (table rows on a desktop, cards on a phone) holding text. */
function ledgerRows(page: Page, phone: boolean, text: string): Locator {
  return phone
    ? page.getByRole('main').getByRole('listitem').filter({ hasText: text })
    : page.getByRole('row').filter({ hasText: text });
}

/**
 * The walk: the statement through the wizard, its marks, one line left out by the person, and the import's
 * counts on the result.
 */
async function importStatement(
  page: Page,
  phone: boolean,
  setting: Setting,
  { bankDates = false } = {},
): Promise<void> {
  const { rentDue, csv } = setting;
  await page.goto('/import');
  await page.getByLabel('Arquivo do extrato').setInputFiles({
    name: 'extrato-banco.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await expect(page.getByTestId('rows-to-read')).toHaveText('6 lançamentos serão lidos');

  const rentMonth = monthNames[splitIsoDate(rentDue).month - 1];
  await expect(previewLine(page, phone, 'IMOBILIARIA')).toContainText(
    `Paga o gasto fixo Aluguel (${rentMonth})`,
  );
  await expect(previewLine(page, phone, 'SUPERMERCADO')).toContainText('Já registrado');
  // The matched row, by its date and text, links to it in the list.
  await expect(previewLine(page, phone, 'SUPERMERCADO').getByRole('link')).toHaveText(
    `${formatDateBR(addDays(today(), -4))} · Mercado da semana`,
  );
  await expect(previewLine(page, phone, 'VIVO FIBRA')).toContainText('Já registrado');
  await expect(previewLine(page, phone, 'SALARIO')).toContainText('Já registrado');
  await expect(previewLine(page, phone, 'PADARIA')).toContainText('Novo');
  await expect(previewLine(page, phone, 'FARMACIA')).toContainText('Novo');
  await expect(page.getByTestId('match-summary')).toHaveText(
    '2 novos · 3 já registrados · 1 paga gasto fixo',
  );

  // On a phone the marks and choices sit under each line, inside the screen.
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The person leaves the pharmacy out; the summary follows.
  const choice = previewLine(page, phone, 'FARMACIA').getByRole('combobox', {
    name: /O que fazer com a linha/,
  });
  await choice.selectOption({ label: 'Não importar' });
  await expect(page.getByTestId('match-summary')).toHaveText(
    '1 novo · 3 já registrados · 1 paga gasto fixo · 1 não será importado',
  );

  // The marks' colours and the choices' labels hold WCAG A and AA, in light and dark.
  expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // The recorded rows keep the person's dates unless the person asks for the bank's.
  const takeBankDates = page.getByLabel('Usar a data do extrato nos lançamentos já registrados', {
    exact: false,
  });
  await expect(takeBankDates).not.toBeChecked();
  if (bankDates) await takeBankDates.check();

  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible();
  await expect(page.getByTestId('match-counts')).toContainText(
    '3 já registrados · 1 gasto fixo pago · 1 não importado por sua escolha',
  );
}

/** The account's rows over the statement's days, as the list shows them. */
const monthPath = (accountId: number) =>
  `/transactions?accountId=${accountId}&from=${addDays(today(), -12)}&to=${today()}`;

/** The month has one row per line (the left-out one none), and every fixed item is paid. */
async function expectNoDuplicates(page: Page, phone: boolean, accountId: number) {
  await page.goto(monthPath(accountId));
  await expect(ledgerRows(page, phone, 'Mercado da semana')).toHaveCount(1);
  for (const amount of ['5.000,00', '120,00', '1.500,00', '250,30', '18,50']) {
    await expect(ledgerRows(page, phone, amount)).toHaveCount(1);
  }
  await expect(ledgerRows(page, phone, '42,90')).toHaveCount(0);
  const items = await apiGet<RecurringItem[]>(page, '/recurring');
  for (const item of items) expect(item.next_run > today(), item.description).toBe(true);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a statement matched with what was recorded; Separar da linha do extrato makes two rows', async ({
    page,
  }) => {
    const setting = await recordedMonth(page);
    await importStatement(page, false, setting, { bankDates: true });
    await expectNoDuplicates(page, false, setting.accountId);

    // Asked for, the bank's dates: the expense typed on day −4 now reads the bank's day −2.
    const row = ledgerRows(page, false, 'Mercado da semana');
    await expect(row).toContainText(formatDateBR(addDays(today(), -2)));
    await expect(row.getByTitle('Combinado com a linha do extrato')).toBeVisible();
    await row.getByRole('button', { name: 'Editar Mercado da semana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Transação' });
    await expect(dialog.getByTestId('bank-line')).toHaveText(
      `Linha do extrato: ${formatDateBR(addDays(today(), -2))} · COMPRA CARTAO SUPERMERCADO BOM`,
    );
    await dialog.getByRole('button', { name: 'Separar da linha do extrato' }).click();
    const question = page.getByRole('dialog', { name: 'Separar da linha do extrato?' });
    await expect(question).toContainText('Os dois passam a contar no saldo');
    await question.getByRole('button', { name: 'Separar', exact: true }).click();
    await expect(toast(page, 'Linha do extrato separada')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.goto(monthPath(setting.accountId));
    await expect(ledgerRows(page, false, '250,30')).toHaveCount(2);
    // Apart again, the expense is back on the day the person gave it.
    await expect(ledgerRows(page, false, 'Mercado da semana')).toContainText(
      formatDateBR(addDays(today(), -4)),
    );
    await expect(
      ledgerRows(page, false, 'Mercado da semana').getByTitle('Combinado com a linha do extrato'),
    ).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the marks read on a phone; Desfazer combinações after the import makes two rows of each match', async ({
    page,
  }) => {
    const setting = await recordedMonth(page);
    await importStatement(page, true, setting);

    // Matched: the account holds one row per line, the left-out one none.
    const query = monthPath(setting.accountId).replace('/transactions?', '');
    const before = await apiGet<TransactionPage>(page, `/transactions?${query}`);
    expect(before.items.map((t) => t.amount).sort((a, b) => a - b)).toEqual([18.5, 120, 250.3, 1500, 5000]);

    await page.getByRole('button', { name: 'Desfazer combinações' }).click();
    await expect(toast(page, /\d+ combinaç(ão desfeita|ões desfeitas)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desfazer combinações' })).toHaveCount(0);

    // Each recorded row and its bank line are two rows again.
    await page.goto(monthPath(setting.accountId));
    await expect(ledgerRows(page, true, '250,30')).toHaveCount(2);
    await expect(ledgerRows(page, true, '120,00')).toHaveCount(2);
    await expect(ledgerRows(page, true, '42,90')).toHaveCount(0);
  });
});
