import { expect, type Locator, type Page, test } from '@playwright/test';
import type { RecurringItem } from '../common/contract/recurring';
import { addDays, addMonths, formatDateBR, splitIsoDate, todayIn } from '../common/dates';
import { fixedItem, overdueItem } from './fixed-items';
import { apiGet, apiPost, authHeader, expectDate, fillDate, signedInPerson } from './helpers';

const account = (page: Page, name: string, opening = 0) =>
  apiPost(page, '/accounts', { name, type: 'checking', opening_balance: opening });
const fixed = fixedItem;

async function balanceOf(page: Page, id: number): Promise<number> {
  const accounts = await apiGet<{ id: number; balance: number }[]>(page, '/accounts');
  return accounts.find((a) => a.id === id)!.balance;
}

const today = () => todayIn('America/Sao_Paulo');
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
/** The management table's row (desktop) that holds the text. */
const row = (page: Page, text: string | RegExp): Locator => page.getByRole('row').filter({ hasText: text });
const badge = (page: Page) => page.getByTestId('avisos-badge');
const filtersBox = (page: Page) => page.getByRole('search', { name: 'Filtros' });

test('create a fixed expense with a new payee, see it on both pages, then pay it', async ({ page }) => {
  await signedInPerson(page);
  const conta = await account(page, 'Conta Corrente', 5000);
  // Moradia comes with the starter categories.
  await page.goto('/gastos-fixos');
  await expect(page.getByRole('heading', { level: 1, name: 'Gastos Fixos' })).toBeVisible();
  await expect(page.getByText('Nenhum gasto fixo cadastrado', { exact: true })).toBeVisible();
  // No income either: a short line says how to add one.
  await expect(page.getByRole('region', { name: 'Receitas fixas' })).toContainText(
    'Nenhuma receita fixa cadastrada.',
  );
  await expect(badge(page)).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Novo gasto fixo' });
  await expect(form.getByLabel('Descrição')).toHaveAttribute('placeholder', 'Gasto Fixo');
  await expect(form.getByLabel('Avisar (dias antes)')).toHaveValue('3');
  // 'Valor variável' says how far a statement's line may be from the amount to pay the due date.
  await expect(form.getByLabel('Valor variável')).not.toBeChecked();
  await expect(form.getByLabel('Valor variável')).toHaveAccessibleDescription(
    'O valor muda todo mês (luz, água): uma linha do extrato que cite a conta ou o favorecido, até 30% acima ou abaixo, paga o vencimento.',
  );
  await form.getByRole('button', { name: 'Adicionar gasto fixo' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Selecione uma conta' })).toBeVisible();
  await expect(form.getByText('Informe um valor')).toBeVisible();
  await expect(form.getByText('Informe o dia de vencimento')).toBeVisible();

  await form.getByLabel('Usar favorecido existente').check();
  await form.getByRole('button', { name: 'Adicionar gasto fixo' }).click();
  await expect(form.getByText('Selecione um favorecido existente válido.')).toBeVisible();
  await form.getByLabel('Usar favorecido existente').uncheck();

  const day = splitIsoDate(today()).day;
  await form.getByLabel('Conta').selectOption({ label: 'Conta Corrente' });
  await form.getByLabel('Valor', { exact: true }).fill('1250');
  await form.getByLabel('Descrição').fill('Aluguel');
  await form.getByLabel('Categoria').selectOption({ label: 'Moradia' });
  await form.getByLabel('Favorecido', { exact: true }).fill('Imobiliária Sol');
  await form.getByLabel('Dia de vencimento').fill('32');
  await form.getByRole('button', { name: 'Adicionar gasto fixo' }).click();
  await expect(form.getByText('O dia de vencimento deve ser entre 1 e 31')).toBeVisible();
  await form.getByLabel('Dia de vencimento').fill(String(day));
  await expect(form.getByText(`Vencimento neste mês: ${formatDateBR(today())}`)).toBeVisible();
  await form.getByLabel('Modo').selectOption({ label: 'Manual' });
  // Added with the keyboard, the focus goes back to the form's first field for the next one, not to the page.
  await form.getByRole('button', { name: 'Adicionar gasto fixo' }).press('Enter');
  await expect(toast(page, 'Gasto fixo criado')).toBeVisible();
  await expect(form.getByLabel('Tipo', { exact: true })).toBeFocused();
  // The toast goes away after 3.5 s.
  await expect(toast(page, 'Gasto fixo criado')).toHaveCount(0, { timeout: 6000 });

  const aluguel = row(page, 'Aluguel');
  await expect(aluguel).toContainText('Conta Corrente');
  await expect(aluguel).toContainText('R$ 1.250,00');
  await expect(aluguel).toContainText('Manual');
  await expect(aluguel).toContainText('3 dias antes');
  await expect(aluguel).toContainText(formatDateBR(today()));
  await expect(aluguel).toContainText('Imobiliária Sol');
  await expect(aluguel.getByTestId('status-chip')).toHaveText('Pendente');
  await expect(page.getByTestId('summary-previsto')).toHaveText('R$ 1.250,00');
  // The figure is the expenses': the card says so, the incomes' is in their section.
  await expect(page.getByRole('group', { name: 'Previsto do mês' })).toContainText(
    'Dos gastos fixos; o das receitas fixas está na seção delas',
  );
  await expect(page.getByTestId('summary-pendentes')).toHaveText('1');
  await expect(page.getByTestId('summary-atrasados')).toHaveText('0');
  await expect(page.getByRole('list', { name: 'Próximos Vencimentos' })).toContainText('Aluguel');
  await expect(page.getByRole('list', { name: 'Maiores categorias' })).toContainText('Moradia');
  // Due today and unpaid: the top bar's 'Avisos' counts it.
  await expect(badge(page)).toHaveText('1');
  const payees = await apiGet<{ name: string }[]>(page, '/payees');
  expect(payees.map((p) => p.name)).toContain('Imobiliária Sol');

  // The dashboard shows it too.
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Dashboard Gastos Fixos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Gastos Fixos' })).toBeVisible();
  await expect(page.getByTestId('card-total')).toHaveText('R$ 1.250,00');
  await expect(page.getByTestId('card-pendente')).toHaveText('1');
  await expect(page.getByTestId('card-pago')).toHaveText('0');
  await expect(page.getByRole('list', { name: 'Pendentes' })).toContainText('Aluguel');
  await expect(page.getByRole('list', { name: 'Vencendo nos próximos 7 dias' })).toContainText('Aluguel');
  await expect(page.getByRole('list', { name: 'Distribuição por categoria' })).toContainText('Moradia');
  await expect(row(page, 'Aluguel')).toContainText('Pendente');
  await page.getByLabel('Buscar', { exact: true }).fill('luz');
  await expect(page.getByText('Nenhum gasto fixo encontrado')).toBeVisible();
  await page.getByLabel('Buscar', { exact: true }).fill('ALUG');
  await expect(row(page, 'Aluguel')).toBeVisible();
  await page.getByRole('link', { name: 'Gerenciar Gastos' }).click();
  await expect(page).toHaveURL(/\/gastos-fixos$/);

  // 'Pagar': the button waits for the server, then the row is paid and the notice is gone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/fixed-expenses/confirm', async (route) => {
    await held;
    await route.continue();
  });
  await row(page, 'Aluguel').getByRole('button', { name: 'Pagar' }).click();
  // It asks first, with the stored amount and today.
  const payDialog = page.getByRole('dialog', { name: 'Pagar Aluguel' });
  await expect(payDialog.getByLabel('Valor')).toHaveValue('1.250,00');
  await expectDate(payDialog.getByLabel('Data'), today());
  await payDialog.getByRole('button', { name: 'Confirmar' }).click();
  const confirming = payDialog.getByRole('button', { name: 'Confirmando…' });
  await expect(confirming).toBeVisible();
  await expect(confirming).toBeDisabled();
  release();
  await expect(toast(page, 'Pagamento registrado')).toBeVisible();
  await expect(payDialog).toHaveCount(0);
  await expect(row(page, 'Aluguel').getByTestId('status-chip')).toHaveText('Pago');
  await expect(row(page, 'Aluguel').getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  await expect(row(page, 'Aluguel')).toContainText(formatDateBR(addMonths(today(), 1, day)));
  await expect(page.getByTestId('summary-pendentes')).toHaveText('0');
  await expect(badge(page)).toHaveCount(0);
  expect(await balanceOf(page, conta.id)).toBe(3750);

  // A second payment in the same month is refused by the server.
  const [item] = await apiGet<RecurringItem[]>(page, '/recurring');
  const again = await page.request.post('/api/v1/fixed-expenses/confirm', {
    data: { id: item!.id },
    headers: await authHeader(page),
  });
  expect(again.status()).toBe(409);

  await page.goto('/transactions');
  const expense = page.getByRole('row').filter({ hasText: 'Aluguel' });
  await expect(expense).toContainText('-R$ 1.250,00');
  await expect(expense).toContainText('Imobiliária Sol');
});

test('edit a row, filter by status and account, delete one', async ({ page }) => {
  await signedInPerson(page);
  const nubank = await account(page, 'Nubank');
  const itau = await account(page, 'Itaú');
  const day = splitIsoDate(today()).day;
  await fixed(page, { account_id: nubank.id, amount: 120, description: 'Internet', due_day: day });
  await overdueItem(page, { account_id: itau.id, amount: 90, description: 'Academia' }, addDays(today(), -5));
  const streaming = await fixed(page, {
    account_id: nubank.id,
    amount: 39.9,
    description: 'Streaming',
    due_day: day,
  });
  await apiPost(page, '/fixed-expenses/confirm', { id: streaming.id });

  await page.goto('/gastos-fixos');
  await expect(row(page, 'Internet').getByTestId('status-chip')).toHaveText('Pendente');
  await expect(row(page, 'Academia').getByTestId('status-chip')).toHaveText('Atrasado');
  await expect(row(page, 'Streaming').getByTestId('status-chip')).toHaveText('Pago');
  await expect(page.getByTestId('summary-pendentes')).toHaveText('1');
  await expect(page.getByTestId('summary-atrasados')).toHaveText('1');
  await expect(page.getByTestId('summary-previsto')).toHaveText('R$ 249,90');
  // Overdue first, then the one due today; the paid one is not among the upcoming.
  await expect(page.getByRole('list', { name: 'Próximos Vencimentos' }).getByRole('listitem')).toHaveCount(2);
  await expect(
    page.getByRole('list', { name: 'Próximos Vencimentos' }).getByRole('listitem').first(),
  ).toContainText('Academia');

  // Editar, change, Cancelar: nothing changes.
  await row(page, 'Internet').getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Dias de aviso de Internet').fill('9');
  await row(page, 'Internet').getByRole('button', { name: 'Cancelar' }).click();
  await expect(row(page, 'Internet')).toContainText('3 dias antes');

  // Editar, Salvar: notice days, mode and due date change.
  await row(page, 'Internet').getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Dias de aviso de Internet').fill('5');
  await page.getByLabel('Modo de Internet').selectOption({ label: 'Automático' });
  const nextWeek = addDays(today(), 7);
  await fillDate(page.getByLabel('Vencimento de Internet', { exact: true }), nextWeek);
  await row(page, 'Internet').getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Gasto fixo atualizado')).toBeVisible();
  await expect(row(page, 'Internet')).toContainText('5 dias antes');
  await expect(row(page, 'Internet')).toContainText('Automático');
  await expect(row(page, 'Internet')).toContainText(formatDateBR(nextWeek));
  await expect(row(page, 'Internet').getByRole('button', { name: 'Pagar' })).toHaveCount(0);

  // A failed edit says so in the row and in a toast.
  await row(page, 'Internet').getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Dias de aviso de Internet').fill('61');
  await row(page, 'Internet').getByRole('button', { name: 'Salvar' }).click();
  await expect(row(page, 'Internet').getByRole('alert')).toHaveText(
    'Os dias de aviso devem ser um número de 0 a 60',
  );
  await page.route('**/api/v1/recurring', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { message: 'Erro interno' } } })
      : route.continue(),
  );
  await page.getByLabel('Dias de aviso de Internet').fill('4');
  await row(page, 'Internet').getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Falha ao salvar')).toBeVisible();
  await expect(row(page, 'Internet').getByRole('alert')).toHaveText('Falha ao salvar');
  await page.unroute('**/api/v1/recurring');
  await row(page, 'Internet').getByRole('button', { name: 'Cancelar' }).click();

  // Filters.
  const status = filtersBox(page).getByLabel('Status');
  await status.selectOption({ label: 'Atrasado' });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, 'Academia')).toBeVisible();
  await expect(page.getByTestId('fixed-count')).toHaveText('1 de 3 gastos fixos');
  await status.selectOption({ label: 'Pago' });
  await expect(row(page, 'Streaming')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await status.selectOption({ label: 'Todos' });
  await filtersBox(page).getByLabel('Conta').selectOption({ label: 'Nubank' });
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(row(page, 'Academia')).toHaveCount(0);
  await filtersBox(page).getByLabel('Conta').selectOption({ label: 'Itaú' });
  await status.selectOption({ label: 'Pago' });
  await expect(page.getByText('Nenhum gasto fixo encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByRole('row')).toHaveCount(4);

  // Excluir asks first.
  await row(page, 'Academia').getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir gasto fixo' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row(page, 'Academia')).toBeVisible();
  await row(page, 'Academia').getByRole('button', { name: 'Excluir' }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Gasto fixo excluído')).toBeVisible();
  await expect(row(page, 'Academia')).toHaveCount(0);
  await expect(page.getByTestId('summary-atrasados')).toHaveText('0');

  // The dashboard filters by status and category.
  await page.goto('/dashboard-gastos-fixos');
  await expect(page.getByTestId('card-pago')).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Pagos' })).toContainText('Streaming');
  await filtersBox(page).getByLabel('Status').selectOption({ label: 'Pago' });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, 'Streaming')).toBeVisible();
  await filtersBox(page).getByLabel('Status').selectOption({ label: 'Todos' });
  await filtersBox(page).getByLabel('Categoria').selectOption({ label: 'Sem categoria' });
  await expect(page.getByRole('row')).toHaveCount(3);
});

test('Processar automáticos records an automatic item that fell due', async ({ page }) => {
  await signedInPerson(page);
  const conta = await account(page, 'Conta Corrente', 1000);
  const due = addDays(today(), -3);
  const seguro = await overdueItem(
    page,
    { account_id: conta.id, amount: 89.9, description: 'Seguro do carro', mode: 'automatic' },
    due,
  );
  await page.goto('/gastos-fixos');
  const seguroRow = row(page, 'Seguro do carro');
  await expect(seguroRow).toContainText('Automático');
  await expect(seguroRow.getByTestId('status-chip')).toHaveText('Atrasado');
  await expect(seguroRow.getByRole('button', { name: 'Pagar' })).toHaveCount(0);

  // The server's own scheduler runs every few minutes; if it got there first there is nothing left to record.
  const [before] = await apiGet<RecurringItem[]>(page, '/recurring');
  await page.getByRole('button', { name: 'Processar automáticos' }).click();
  await expect(
    toast(page, before?.last_run ? 'Nada a registrar automaticamente' : '1 gasto automático registrado'),
  ).toBeVisible();
  await expect(seguroRow).toContainText(formatDateBR(addMonths(due, 1, seguro.due_day)));
  await expect(seguroRow.getByTestId('status-chip')).not.toHaveText('Atrasado');
  expect(await balanceOf(page, conta.id)).toBe(910.1);

  await page.getByRole('button', { name: 'Processar automáticos' }).click();
  await expect(toast(page, 'Nada a registrar automaticamente')).toBeVisible();
  expect(await balanceOf(page, conta.id)).toBe(910.1);
});

test('on a phone the list is cards, and Pagar works there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPerson(page);
  const conta = await account(page, 'Conta Corrente', 500);
  await fixed(page, {
    account_id: conta.id,
    amount: 150,
    description: 'Plano de saúde',
    due_day: splitIsoDate(today()).day,
  });
  await page.goto('/gastos-fixos');
  const card = page.getByTestId('fixed-expense-card').filter({ hasText: 'Plano de saúde' });
  await expect(card).toContainText('R$ 150,00');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: 'Pagar' }).click();
  await page
    .getByRole('dialog', { name: 'Pagar Plano de saúde' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(card.getByTestId('status-chip')).toHaveText('Pago');
  expect(await balanceOf(page, conta.id)).toBe(350);

  await page.goto('/dashboard-gastos-fixos');
  await expect(page.getByRole('list', { name: 'Todos os gastos fixos' })).toContainText('Plano de saúde');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the dashboard shows an empty state, and an error state instead of sample data', async ({ page }) => {
  await signedInPerson(page);
  await page.goto('/dashboard-gastos-fixos');
  await expect(page.getByText('Nenhum gasto fixo cadastrado', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Cadastrar gasto fixo' }).click();
  await expect(page).toHaveURL(/\/gastos-fixos$/);

  let fail = true;
  await page.route('**/api/v1/recurring', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { error: { message: 'Serviço indisponível' } } })
      : route.continue(),
  );
  await page.goto('/dashboard-gastos-fixos');
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar' })).toContainText(
    'Serviço indisponível',
  );
  await expect(toast(page, 'Serviço indisponível')).toBeVisible();
  await expect(page.getByTestId('card-total')).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Nenhum gasto fixo cadastrado', { exact: true })).toBeVisible();

  fail = true;
  await page.goto('/gastos-fixos');
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar' })).toBeVisible();
});

test('a new Aluguel whose day has passed this month: asked "Já pago este mês?", never "Atrasado" unless said so, the bell at 0', async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await account(page, 'Conta Corrente', 5000);
  await page.goto('/gastos-fixos');
  // Yesterday's day of the month has passed (on the 1st, yesterday was last month: then nothing is asked).
  const passed = addDays(today(), -1);
  const asked = passed.slice(0, 7) === today().slice(0, 7);
  const day = splitIsoDate(passed).day;
  const nextOne = asked ? addMonths(passed, 1, day) : passed;
  const form = page.getByRole('form', { name: 'Novo gasto fixo' });
  const create = async (description: string, answer: string) => {
    await form.getByLabel('Conta').selectOption({ label: 'Conta Corrente' });
    await form.getByLabel('Valor', { exact: true }).fill('1800');
    await form.getByLabel('Descrição').fill(description);
    await form.getByLabel('Dia de vencimento').fill(String(day));
    // The first due date is the next one from today, never a past one.
    if (asked) await expectDate(form.getByLabel('Primeiro vencimento'), nextOne);
    await expect(form.getByLabel('Já pago este mês?')).toHaveCount(asked ? 1 : 0);
    if (asked) {
      await form.getByRole('button', { name: 'Adicionar gasto fixo' }).click();
      await expect(form.getByText('Diga se já pagou este mês')).toBeVisible();
      await form.getByLabel('Já pago este mês?').selectOption({ label: answer });
      // What the answer will do is said before saving: only 'registrar' writes a transaction, on the due date.
      if (answer.includes('registrar'))
        await expect(form.getByText(`Será registrado em ${formatDateBR(passed)}`)).toBeVisible();
    }
    await form.getByRole('button', { name: 'Adicionar gasto fixo' }).click();
    await expect(toast(page, 'Gasto fixo criado')).toBeVisible();
  };

  // Paid already: this month's is recorded on its due date, as 'Pagar' does, and the next one is next month's.
  await create('Aluguel', 'Sim: registrar o pagamento');
  const aluguel = row(page, 'Aluguel');
  await expect(aluguel).toContainText(`Vence dia ${day}`);
  await expect(aluguel.getByTestId('status-chip')).not.toHaveText('Atrasado');
  await expect(page.getByTestId('summary-atrasados')).toHaveText('0');
  await expect(badge(page)).toHaveCount(0);
  if (asked) {
    await expect(aluguel.getByTestId('status-chip')).toHaveText('Pago');
    await expect(aluguel).toContainText(formatDateBR(nextOne));
    expect(await balanceOf(page, conta.id)).toBe(3200);
  }

  // Paid and already in the balance (typed as the opening balance): counted paid, nothing recorded.
  if (asked) {
    await create('Condomínio', 'Sim, já está no saldo');
    await expect(row(page, 'Condomínio').getByTestId('status-chip')).toHaveText('Pago');
    expect(await balanceOf(page, conta.id)).toBe(3200);
  }

  // Not paid yet: the person says this month's is still owed, and only then is it overdue and on the bell.
  if (asked) {
    await create('Internet', 'Não, ainda vou pagar');
    await expect(row(page, 'Internet').getByTestId('status-chip')).toHaveText('Atrasado');
    await expect(row(page, 'Internet')).toContainText(formatDateBR(passed));
    await expect(badge(page)).toHaveText('1');
  }
});

test('an automatic item says when it is recorded, with no one pressing anything', async ({ page }) => {
  await signedInPerson(page);
  const conta = await account(page, 'Conta Corrente', 1000);
  const next = addDays(today(), 3);
  await fixed(page, {
    account_id: conta.id,
    amount: 59.9,
    description: 'Streaming',
    next_run: next,
    mode: 'automatic',
  });
  await fixed(page, {
    account_id: conta.id,
    type: 'RECEITA',
    amount: 3000,
    description: 'Salário',
    next_run: next,
    mode: 'automatic',
  });
  await page.goto('/gastos-fixos');
  await expect(row(page, 'Streaming')).toContainText(
    `Será registrado automaticamente em ${formatDateBR(next)}`,
  );
  await expect(row(page, 'Salário')).toContainText(
    `Será registrada automaticamente em ${formatDateBR(next)}`,
  );
  await expect(row(page, 'Salário')).toContainText(`Recebe dia ${splitIsoDate(next).day}`);
});
