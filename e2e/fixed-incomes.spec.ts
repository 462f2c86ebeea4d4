import { expect, type Locator, type Page, test } from '@playwright/test';
import { nthBusinessDay } from '../common/business-days';
import { addDays, formatDateBR, splitIsoDate, todayIn } from '../common/dates';
import { fixedItem, overdueItem } from './fixed-items';
import { apiGet, apiPost, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const fixed = fixedItem;

test('a fixed income through the form: its own words, its own section, received with "Recebido"', async ({
  page,
}) => {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', { name: 'Conta Salário', type: 'checking' });
  await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 4000,
    payment_account_id: account.id,
  });
  // Salário and Moradia come with the starter categories.
  await page.goto('/gastos-fixos');
  // An expense may go on the card.
  const expenseForm = page.getByRole('form', { name: 'Novo gasto fixo' });
  await expect(expenseForm.getByLabel('Conta').locator('option', { hasText: 'Nubank' })).toHaveCount(1);
  await expect(section(page, 'Receitas fixas')).toContainText('Nenhuma receita fixa cadastrada.');

  await page
    .getByRole('form', { name: 'Novo gasto fixo' })
    .getByLabel('Tipo', { exact: true })
    .selectOption({ label: 'Receita fixa' });
  // The form speaks of what is being created.
  const form = page.getByRole('form', { name: 'Nova receita fixa' });
  await expect(form.getByLabel('Descrição')).toHaveAttribute('placeholder', 'Receita Fixa');
  await expect(form).toContainText('Manual: você confirma cada recebimento com “Recebido”.');
  // An income takes income categories only, and comes into an account that holds money, never a card.
  await expect(form.getByLabel('Categoria').locator('option', { hasText: 'Moradia' })).toHaveCount(0);
  await expect(form.getByLabel('Conta').locator('option', { hasText: 'Nubank' })).toHaveCount(0);
  await form.getByLabel('Categoria').selectOption({ label: 'Salário' });
  await form.getByLabel('Conta').selectOption({ label: 'Conta Salário' });
  await form.getByLabel('Valor', { exact: true }).fill('4.321,09');
  await form.getByLabel('Descrição').fill('Salário');
  // The 5th business day: this month's date is shown before saving.
  // An income is received, not due: its words say so everywhere.
  await form.getByLabel('Recebe no').selectOption({ label: 'Dia útil do mês' });
  await form.getByLabel('Dia útil').fill('19');
  await form.getByRole('button', { name: 'Adicionar receita fixa' }).click();
  await expect(form.getByText('O dia útil deve ser entre 1 e 18')).toBeVisible();
  await form.getByLabel('Dia útil').fill('5');
  const fifth = nthBusinessDay(today(), 5);
  await expect(form.getByText(`Recebimento neste mês: ${formatDateBR(fifth)}`)).toBeVisible();
  // When this month's has passed, the form asks whether it came in; not yet: this month's stays expected.
  // Each answer says, in an income's words, what it will do before saving.
  if (fifth < today()) {
    const question = form.getByLabel('Já recebido este mês?');
    await question.selectOption({ label: 'Sim: registrar o recebimento' });
    await expect(
      form.getByText(`Será registrada em ${formatDateBR(fifth)} na conta escolhida.`),
    ).toBeVisible();
    await question.selectOption({ label: 'Sim, já está no saldo' });
    await expect(form.getByText('Nada é registrado: conta como recebido neste mês.')).toBeVisible();
    await expect(form.getByLabel('Primeiro recebimento')).toBeVisible();
    await question.selectOption({ label: 'Não, ainda vou receber' });
    await expect(form.getByText(`O recebimento de ${formatDateBR(fifth)} fica em aberto.`)).toBeVisible();
  }
  await form.getByRole('button', { name: 'Adicionar receita fixa' }).click();
  await expect(toast(page, 'Receita fixa criada')).toBeVisible();
  // The form is back to an expense for the next one.
  await expect(page.getByRole('form', { name: 'Novo gasto fixo' })).toBeVisible();

  const incomes = section(page, 'Receitas fixas');
  const salary = incomes.getByRole('row').filter({ hasText: 'Salário' });
  await expect(salary).toContainText('R$ 4.321,09');
  await expect(salary).toContainText(formatDateBR(fifth));
  await expect(salary).toContainText('Recebe no 5º dia útil');
  await expect(salary).not.toContainText('Vence');
  await expect(page.getByTestId('income-count')).toHaveText('1 receita fixa');
  await expect(page.getByTestId('income-expected')).toHaveText('R$ 4.321,09');
  await expect(page.getByTestId('income-received')).toHaveText('R$ 0,00');
  // Not among the expenses, nor in their figures.
  await expect(section(page, 'Gastos fixos')).toContainText('Nenhum gasto fixo cadastrado');
  await expect(page.getByTestId('summary-previsto')).toHaveText('R$ 0,00');

  // 'Recebido' asks the amount and date first, in an income's words.
  await salary.getByRole('button', { name: 'Recebido' }).click();
  const receive = page.getByRole('dialog', { name: /^Registrar recebimento de / });
  await expect(receive.getByLabel('Valor')).toHaveValue('4.321,09');
  await receive.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Receita registrada')).toBeVisible();
  await expect(receive).toHaveCount(0);
  await expect(salary.getByTestId('status-chip')).toHaveText('Recebida');
  await expect(salary.getByRole('button', { name: 'Recebido' })).toHaveCount(0);
  await expect(page.getByTestId('income-received')).toHaveText('R$ 4.321,09');

  const accounts = await apiGet<Array<{ id: number; balance: number }>>(page, '/accounts');
  expect(accounts.find((a) => a.id === account.id)?.balance).toBe(4321.09);
});

test('expenses and incomes in their own sections on both pages and the dashboard, filtered together', async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await apiPost(page, '/accounts', { name: 'Corrente', type: 'checking' });
  const day = splitIsoDate(today()).day;
  await fixed(page, { account_id: conta.id, amount: 450, description: 'Condomínio', due_day: day });
  await fixed(page, { account_id: conta.id, amount: 99.9, description: 'Internet', due_day: day });
  await fixed(page, {
    account_id: conta.id,
    type: 'RECEITA',
    amount: 5000,
    description: 'Salário',
    due_day: day,
  });
  await overdueItem(
    page,
    { account_id: conta.id, type: 'RECEITA', amount: 1200, description: 'Aluguel da sala' },
    addDays(today(), -5),
  );

  await page.goto('/gastos-fixos');
  const expenses = section(page, 'Gastos fixos');
  const incomes = section(page, 'Receitas fixas');
  await expect(expenses.getByRole('heading', { level: 2, name: 'Gastos fixos' })).toBeVisible();
  await expect(incomes.getByRole('heading', { level: 2, name: 'Receitas fixas' })).toBeVisible();
  // Each section holds its own rows (a header row and the items).
  await expect(expenses.getByRole('row')).toHaveCount(3);
  await expect(expenses.getByRole('row').filter({ hasText: 'Condomínio' })).toBeVisible();
  await expect(expenses.getByRole('row').filter({ hasText: 'Internet' })).toBeVisible();
  await expect(incomes.getByRole('row')).toHaveCount(3);
  const salary = incomes.getByRole('row').filter({ hasText: 'Salário' });
  const rent = incomes.getByRole('row').filter({ hasText: 'Aluguel da sala' });
  await expect(salary.getByTestId('status-chip')).toHaveText('Pendente');
  await expect(rent.getByTestId('status-chip')).toHaveText('Atrasada');
  await expect(salary.getByRole('button', { name: 'Recebido' })).toBeVisible();
  await expect(incomes.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  await expect(expenses.getByRole('button', { name: 'Pagar' })).toHaveCount(2);
  await expect(expenses.getByRole('button', { name: 'Recebido' })).toHaveCount(0);
  await expect(page.getByTestId('fixed-count')).toHaveText('2 gastos fixos');
  await expect(page.getByTestId('income-count')).toHaveText('2 receitas fixas');
  // The expenses' figures are theirs alone; the incomes' expected total is theirs.
  await expect(page.getByTestId('summary-previsto')).toHaveText('R$ 549,90');
  await expect(page.getByTestId('summary-atrasados')).toHaveText('0');
  await expect(page.getByTestId('income-expected')).toHaveText('R$ 6.200,00');
  await expect(page.getByRole('list', { name: 'Próximos Vencimentos' })).not.toContainText('Salário');

  // The status filter applies to both sections.
  await page
    .getByRole('search', { name: 'Filtros' })
    .getByLabel('Status')
    .selectOption({ label: 'Atrasado' });
  await expect(expenses).toContainText('Nenhum gasto fixo encontrado');
  await expect(incomes.getByRole('row')).toHaveCount(2);
  await expect(rent).toBeVisible();
  await expect(page.getByTestId('income-count')).toHaveText('1 de 2 receitas fixas');
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(incomes.getByRole('row')).toHaveCount(3);

  // An income's edit and deletion speak of an income.
  await rent.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Dias de aviso de Aluguel da sala').fill('1');
  await rent.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Receita fixa atualizada')).toBeVisible();
  await expect(rent).toContainText('1 dia antes');
  await rent.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir receita fixa' });
  await expect(dialog).toContainText('As receitas já registradas continuam nas transações.');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Receita fixa excluída')).toBeVisible();
  await expect(rent).toHaveCount(0);
  await expect(page.getByTestId('income-expected')).toHaveText('R$ 5.000,00');

  // Dashboard Gastos Fixos: the expenses' cards and table, the incomes under their own heading.
  await page.goto('/dashboard-gastos-fixos');
  await expect(page.getByTestId('card-total')).toHaveText('R$ 549,90');
  await expect(page.getByTestId('card-pendente')).toHaveText('2');
  await expect(page.getByRole('list', { name: 'Pendentes' })).not.toContainText('Salário');
  await expect(page.getByRole('list', { name: 'Vencendo nos próximos 7 dias' })).not.toContainText('Salário');
  const allExpenses = section(page, 'Todos os gastos fixos');
  const dashboardIncomes = section(page, 'Receitas fixas');
  await expect(allExpenses.getByRole('row')).toHaveCount(3);
  await expect(allExpenses).not.toContainText('Salário');
  await expect(dashboardIncomes.getByRole('row')).toHaveCount(2);
  await expect(dashboardIncomes.getByRole('row').filter({ hasText: 'Salário' })).toContainText('R$ 5.000,00');
  await expect(page.getByTestId('income-expected')).toHaveText('R$ 5.000,00');
  await page.getByLabel('Buscar', { exact: true }).fill('sal');
  await expect(allExpenses).toContainText('Nenhum gasto fixo encontrado');
  await expect(dashboardIncomes.getByRole('row')).toHaveCount(2);

  // The dashboard's panel: the expenses' figures as before, the incomes in their own block.
  await page.goto('/');
  const panel = page.getByTestId('fixed-panel');
  await expect(panel.getByTestId('fixed-total')).toHaveText('R$ 549,90');
  await expect(panel.getByTestId('fixed-pending')).toContainText('Pendentes: 2');
  const incomeBlock = panel.getByRole('region', { name: 'Receitas fixas' });
  await expect(incomeBlock.getByRole('heading', { name: 'Receitas fixas' })).toBeVisible();
  await expect(incomeBlock.getByTestId('fixed-income-to_receive')).toContainText('A receber: 1');
  await expect(incomeBlock.getByTestId('fixed-income-to_receive')).toContainText('R$ 5.000,00');
  await expect(incomeBlock.getByTestId('fixed-income-received')).toContainText('Recebidas: 0');
  await expect(incomeBlock.getByTestId('fixed-income-total')).toHaveText('R$ 5.000,00');
});

test('on a phone the incomes are cards of their own, and Recebido works there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPerson(page);
  const conta = await apiPost(page, '/accounts', { name: 'Corrente', type: 'checking' });
  const day = splitIsoDate(today()).day;
  await fixed(page, { account_id: conta.id, amount: 150, description: 'Plano de saúde', due_day: day });
  await fixed(page, {
    account_id: conta.id,
    type: 'RECEITA',
    amount: 800,
    description: 'Freela',
    due_day: day,
  });
  await page.goto('/gastos-fixos');
  const incomes = page.getByRole('list', { name: 'Receitas fixas' });
  const card = incomes.getByTestId('fixed-income-card').filter({ hasText: 'Freela' });
  await expect(card).toContainText('R$ 800,00');
  await expect(page.getByRole('list', { name: 'Gastos fixos' })).not.toContainText('Freela');
  await expect(page.getByRole('list', { name: 'Gastos fixos' })).toContainText('Plano de saúde');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: 'Recebido' }).click();
  await page
    .getByRole('dialog', { name: 'Registrar recebimento de Freela' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(card.getByTestId('status-chip')).toHaveText('Recebida');

  await page.goto('/dashboard-gastos-fixos');
  await expect(page.getByRole('list', { name: 'Receitas fixas' })).toContainText('Freela');
  await expect(page.getByRole('list', { name: 'Todos os gastos fixos' })).not.toContainText('Freela');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
