import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { lastDayOfMonth, todayIn } from '../common/dates';
import { readPdfText } from '../server/test/pdf-text';
import { apiPost, holdApi, normalise, openWhileLoading, signedInPerson, starterCategory } from './helpers';

/** Every date in the month the pages show by default. */
const today = () => todayIn('America/Sao_Paulo');

/**
 * A small ledger in the current month: two accounts, a salary, rent and groceries (with payees and tags), a
 * transfer (which counts in no total) and a fixed expense due at the month's end.
 */
async function seed(page: Page) {
  const corrente = await apiPost(page, '/accounts', {
    name: 'Conta Corrente',
    type: 'checking',
    opening_balance: 1000,
  });
  const poupanca = await apiPost(page, '/accounts', {
    name: 'Poupança',
    type: 'savings',
    opening_balance: 234.56,
  });
  const salario = await starterCategory(page, 'Salário');
  // Not 'Aluguel': the starter set has it, under Moradia.
  const aluguel = await apiPost(page, '/categories', { nome: 'Imóvel', tipo: 'despesa' });
  const mercado = await starterCategory(page, 'Mercado');
  const date = today();
  await apiPost(page, '/transactions', {
    description: 'Salário do mês',
    type: 'RECEITA',
    amount: 5000,
    date,
    accountId: corrente.id,
    categoryId: salario.id,
    payeeName: 'Empresa Ltda',
  });
  await apiPost(page, '/transactions', {
    description: 'Aluguel',
    type: 'DESPESA',
    amount: 1200,
    date,
    accountId: corrente.id,
    categoryId: aluguel.id,
    payeeName: 'Imobiliária Sol',
    tagNames: ['Casa'],
  });
  await apiPost(page, '/transactions', {
    description: 'Compras da semana',
    type: 'DESPESA',
    amount: 345.67,
    date,
    accountId: corrente.id,
    categoryId: mercado.id,
    tagNames: ['Casa', 'Mensal'],
  });
  await apiPost(page, '/transfers', {
    date,
    amount: 100,
    fromAccountId: corrente.id,
    toAccountId: poupanca.id,
  });
  await apiPost(page, '/recurring', {
    account_id: corrente.id,
    description: 'Internet',
    amount: 99.9,
    next_run: lastDayOfMonth(date),
  });
  return { aluguel, mercado };
}

const cardValue = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('card-value');

test('the dashboard shows the month in its cards, tables and chart; a slice opens its transactions', async ({
  page,
}) => {
  await signedInPerson(page);
  const { aluguel } = await seed(page);
  await page.goto('/');

  // 1.000,00 + 234,56 + 5.000,00 - 1.200,00 - 345,67; the transfer only moves money between the two.
  await expect(cardValue(page, 'card-saldo')).toHaveText('R$ 4.688,89');
  await expect(cardValue(page, 'card-receitas')).toHaveText('R$ 5.000,00');
  await expect(cardValue(page, 'card-despesas')).toHaveText('R$ 1.545,67');
  await expect(cardValue(page, 'card-fixos')).toHaveText('R$ 99,90');
  await expect(page.getByTestId('card-fixos')).toContainText('1 vencimento no mês');

  const accounts = page.getByTestId('accounts-panel');
  // What the row shows: name, type label, the month's movement (the transfer included) and the balance.
  const rowText = async (name: string) =>
    normalise(await accounts.getByRole('row').filter({ hasText: name }).first().innerText());
  await expect(accounts.getByRole('row')).toHaveCount(4);
  expect(await rowText('Conta Corrente')).toBe('Conta Corrente Conta Corrente R$ 3.354,33 R$ 4.354,33');
  expect(await rowText('Poupança')).toBe('Poupança Poupança R$ 100,00 R$ 334,56');
  await expect(accounts.getByTestId('accounts-total')).toHaveText('R$ 4.688,89');

  await expect(page.getByTestId('fixed-panel')).toContainText('Pendentes: 1');
  await expect(page.getByTestId('fixed-total')).toHaveText('R$ 99,90');
  await expect(page.getByTestId('goals-panel')).toContainText('Nenhuma meta cadastrada');
  await expect(page.getByTestId('trend-panel').getByTestId('income-expense-bars')).toBeVisible();
  // The money axis reads 'R$ 1,5 mil', each label on one line (a label broken over two lines has two tspans).
  const ticks = page
    .getByTestId('trend-panel')
    .locator('.recharts-cartesian-axis-tick-value')
    .filter({ hasText: 'R$' });
  await expect(ticks.first()).toBeVisible();
  for (const tick of await ticks.all()) {
    expect(normalise(await tick.textContent())).toMatch(/^R\$ \d+(,\d)?( mil)?$/);
    await expect(tick.locator('tspan')).toHaveCount(1);
  }

  const donut = page.getByTestId('top-categories-panel');
  await expect(donut.getByTestId('donut-percent')).toHaveText(['77,6%', '22,4%']);
  // A click on the chart's largest slice (Imóvel) opens its transactions.
  await donut.locator('.recharts-pie-sector path').first().dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`/transactions\\?categoryId=${aluguel.id}$`));
});

test('each report tab shows the figures of the month, and the PDF carries the totals', async ({ page }) => {
  await signedInPerson(page);
  await seed(page);
  await page.goto('/reports');

  const summary = page.getByTestId('period-summary');
  await expect(summary.getByTestId('summary-receitas')).toHaveText('R$ 5.000,00');
  await expect(summary.getByTestId('summary-despesas')).toHaveText('R$ 1.545,67');
  await expect(summary.getByTestId('summary-resultado')).toHaveText('R$ 3.454,33');
  await expect(summary.getByTestId('summary-count')).toHaveText('3');
  await expect(summary.getByTestId('summary-taxa')).toHaveText('69,1%');

  const rows = (testId: string) =>
    page
      .getByTestId(testId)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

  // Categorias (expenses by default, then incomes).
  await expect(page.getByRole('tab', { name: 'Categorias' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('breakdown-total')).toHaveText('R$ 1.545,67');
  expect(await rows('breakdown-table')).toEqual(['Imóvel R$ 1.200,00 77,6%', 'Mercado R$ 345,67 22,4%']);
  await page.getByRole('button', { name: 'Receitas', exact: true }).click();
  expect(await rows('breakdown-table')).toEqual(['Salário R$ 5.000,00 100,0%']);

  await page.getByRole('tab', { name: 'Favorecidos' }).click();
  await expect(page.getByTestId('breakdown-total')).toHaveText('R$ 1.545,67');
  expect(await rows('breakdown-table')).toEqual([
    'Imobiliária Sol R$ 1.200,00 77,6%',
    'Sem favorecido R$ 345,67 22,4%',
  ]);

  await page.getByRole('tab', { name: 'Tags' }).click();
  await expect(page.getByText('Uma transação com várias tags conta em cada uma delas')).toBeVisible();
  // Both expenses carry 'Casa'; only the groceries carry 'Mensal'.
  await expect(page.getByTestId('breakdown-total')).toHaveText('R$ 1.891,34');
  expect(await rows('breakdown-table')).toEqual(['Casa R$ 1.545,67 81,7%', 'Mensal R$ 345,67 18,3%']);

  await page.getByRole('tab', { name: 'Tendências' }).click();
  await expect(page.getByTestId('trends-total-receitas')).toHaveText('R$ 5.000,00');
  await expect(page.getByTestId('trends-total-despesas')).toHaveText('R$ 1.545,67');
  expect((await rows('trends-table')).length).toBe(12);

  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByTestId('top-expenses').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('top-expenses').locator('li').first()).toContainText('Aluguel');
  await expect(page.getByTestId('top-expenses').locator('li').first()).toContainText('R$ 1.200,00');
  await expect(page.getByTestId('top-incomes').locator('li').first()).toContainText('Salário do mês');
  await expect(page.getByTestId('fact-top-category')).toContainText('Imóvel');
  await expect(page.getByTestId('fact-top-category')).toContainText('77,6% das despesas do período');

  // The real PDF, downloaded through the page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`grana-relatorio-${today().slice(0, 7)}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await readPdfText(pdf)).flat;
  expect(text).toContain('Relatório financeiro');
  expect(text).toContain('Receitas R$ 5.000,00');
  expect(text).toContain('Despesas R$ 1.545,67');
  expect(text).toContain('Resultado R$ 3.454,33');
  expect(text).toContain('Imóvel R$ 1.200,00 77,6%');

  // When the server cannot make it, the page says so in the catalogue's words.
  await page.route('**/api/v1/reports/pdf**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  await expect(page.getByText('Erro ao carregar dados: Não foi possível gerar o PDF agora')).toBeVisible();
  await page.unroute('**/api/v1/reports/pdf**');

  // The printable page.
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const printable = page.getByTestId('printable-report');
  await expect(printable.getByRole('heading', { name: 'Relatório financeiro' })).toBeVisible();
  await expect(printable).toContainText('R$ 1.545,67');
  await expect(printable).toContainText('Compras da semana');
});

test('while a report loads, blocks stand where its summary and charts come, read as Carregando dados...', async ({
  page,
}) => {
  await signedInPerson(page);
  const { loading, blocks, release } = await openWhileLoading(
    page,
    '/reports',
    '/reports/summary',
    'Carregando dados...',
  );
  // Not a line of text: the summary's and the donut's blocks, as tall as what replaces them.
  expect(blocks.height).toBeGreaterThan(300);
  release();
  await expect(page.getByTestId('period-summary')).toBeVisible();
  await expect(loading).toHaveCount(0);
  expect(Math.abs((await page.getByTestId('period-summary').boundingBox())!.y - blocks.y)).toBeLessThan(8);

  // A tab's own figures load under its controls the same way.
  const monthly = await holdApi(page, '/reports/monthly');
  await page.getByRole('tab', { name: 'Tendências' }).click();
  const tabLoading = page
    .getByRole('tabpanel')
    .getByRole('status')
    .filter({ hasText: 'Carregando dados...' });
  await expect(tabLoading).toHaveAttribute('aria-busy', 'true');
  expect((await tabLoading.boundingBox())!.height).toBeGreaterThan(300);
  monthly();
  await expect(page.getByText('Sem dados de tendência disponíveis')).toBeVisible();
  await expect(tabLoading).toHaveCount(0);
});

test('a report that cannot load says so in the catalogue words', async ({ page }) => {
  await signedInPerson(page);
  await page.route('**/api/v1/reports/monthly**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/reports?tab=tendencias');
  // Failed loads are asked again twice (the app's rule for server errors) before the message shows.
  const slow = { timeout: 20_000 };
  await expect(
    page.getByText('Erro ao carregar dados: Não foi possível carregar tendências no momento'),
  ).toBeVisible(slow);
  await page.route('**/api/v1/reports/top-*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByText('Erro ao carregar dados: Falha ao carregar dados de top itens')).toBeVisible(
    slow,
  );
  await page.route('**/api/v1/reports/by-category**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('tab', { name: 'Categorias' }).click();
  await expect(page.getByText('Erro ao carregar dados: Falha ao carregar dados do relatório')).toBeVisible(
    slow,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the screen with figures in the millions, none cut short', async ({ page }) => {
    await signedInPerson(page);
    // A checking account: "Saldo em contas" counts it (an investment account's would stay out of the card).
    const itau = await apiPost(page, '/accounts', {
      name: 'Itaú',
      type: 'checking',
      opening_balance: 1234567.89,
    });
    const aluguel = await apiPost(page, '/categories', { nome: 'Imóvel', tipo: 'despesa' });
    await apiPost(page, '/transactions', {
      description: 'Aluguel do escritório',
      type: 'DESPESA',
      amount: 54321.98,
      date: today(),
      accountId: itau.id,
      categoryId: aluguel.id,
    });
    await apiPost(page, '/budgets', {
      categoryId: aluguel.id,
      month: `${today().slice(0, 7)}-01`,
      amount: 60000,
    });
    await page.goto('/');

    await expect(cardValue(page, 'card-saldo')).toHaveText('R$ 1.180.245,91');
    // The balance card shows the whole figure: its text is as wide as it needs, inside the card.
    const card = await page.getByTestId('card-saldo').boundingBox();
    const value = await cardValue(page, 'card-saldo').evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      right: el.getBoundingClientRect().right,
    }));
    expect(value.scroll).toBeLessThanOrEqual(value.client);
    expect(value.right).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));

    // Balance with the month's movement under it; the budget under what was spent, what is left under the percent.
    const account = page.getByTestId('accounts-panel').getByRole('row').filter({ hasText: 'Itaú' });
    expect(normalise(await account.innerText())).toBe(
      'Itaú Conta Corrente R$ 1.180.245,91 -R$ 54.321,98 no mês',
    );
    const budget = page.getByTestId('budgets-panel').getByRole('row').filter({ hasText: 'Imóvel' });
    expect(normalise(await budget.innerText())).toBe(
      'Imóvel R$ 54.321,98 de R$ 60.000,00 90,5% Restam R$ 5.678,02',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
