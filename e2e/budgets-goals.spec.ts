import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, addMonths, formatMonthLabel, todayIn } from '../common/dates';
import { apiGet, apiPost, expectDate, fillDate, normalise, signedInPerson, starterCategory } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

const account = (page: Page, name: string, opening = 0) =>
  apiPost(page, '/accounts', { name, type: 'checking', opening_balance: opening });

const expense = (page: Page, accountId: number, categoryId: number, amount: number) =>
  apiPost(page, '/transactions', {
    description: `Compra de ${amount}`,
    amount,
    type: 'DESPESA',
    date: today(),
    accountId,
    categoryId,
  });

async function balanceOf(page: Page, id: number): Promise<number> {
  const accounts = await apiGet<{ id: number; balance: number }[]>(page, '/accounts');
  return accounts.find((a) => a.id === id)!.balance;
}

/** The budget's row of the desktop table. */
const budgetRow = (page: Page, category: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: category }) });

async function expectUsage(row: Locator, percent: string, tone: 'green' | 'yellow' | 'red') {
  const usage = row.getByTestId('budget-usage');
  await expect(usage).toHaveAttribute('data-tone', tone);
  await expect(usage.getByTestId('budget-percent')).toHaveText(percent);
}

test('budgets: add, follow the spending colours, edit inline, roll over into next month, delete', async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await account(page, 'Conta Corrente', 10_000);
  const mercado = await starterCategory(page, 'Mercado');

  await page.goto('/budgets');
  await expect(page.getByRole('heading', { name: 'Orçamentos', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum orçamento para este mês')).toBeVisible();

  const form = page.getByRole('form', { name: 'Novo orçamento' });
  // Only expense categories can have a budget: the starter set's, not Salário.
  const options = form.getByLabel('Categoria').locator('option');
  await expect(options.first()).toHaveText('Selecione uma categoria');
  await expect(options.filter({ hasText: 'Mercado' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Lazer' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Salário' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form.getByText('Selecione uma categoria', { exact: true }).last()).toBeVisible();
  await expect(form.getByText('Informe um valor')).toBeVisible();

  await form.getByLabel('Categoria').selectOption({ label: 'Mercado' });
  await form.getByLabel('Valor do orçamento').fill('1000');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  const row = budgetRow(page, 'Mercado');
  await expect(row).toBeVisible();
  await expectUsage(row, '0,0%', 'green');
  await expect(
    page.getByText('Orçado R$ 1.000,00 · Gasto R$ 0,00 · Restam R$ 1.000,00 · 0,0% usado'),
  ).toBeVisible();

  await expense(page, conta.id, mercado.id, 500);
  await page.reload();
  await expectUsage(row, '50,0%', 'green');
  await expect(row.getByRole('cell').nth(1)).toHaveText('R$ 500,00');
  await expect(row.getByTestId('budget-remaining')).toHaveText('Restam R$ 500,00');

  await expense(page, conta.id, mercado.id, 350);
  await page.reload();
  await expectUsage(row, '85,0%', 'yellow');
  await expect(
    page.getByText('Orçado R$ 1.000,00 · Gasto R$ 850,00 · Restam R$ 150,00 · 85,0% usado'),
  ).toBeVisible();

  await expense(page, conta.id, mercado.id, 200);
  await page.reload();
  await expectUsage(row, '105,0%', 'red');
  await expect(row.getByTestId('budget-remaining')).toHaveText('Excedeu R$ 50,00');

  // Inline edit: Escape puts the old value back; Enter saves.
  await row.getByRole('button', { name: 'Editar valor orçado de Mercado' }).click();
  const input = row.getByLabel('Valor orçado de Mercado');
  await input.fill('5');
  await input.press('Escape');
  await expect(row.getByRole('button', { name: 'Editar valor orçado de Mercado' })).toHaveText('R$ 1.000,00');
  await row.getByRole('button', { name: 'Editar valor orçado de Mercado' }).click();
  await input.fill('1.500,00');
  await input.press('Enter');
  await expect(row.getByRole('button', { name: 'Editar valor orçado de Mercado' })).toHaveText('R$ 1.500,00');
  await expectUsage(row, '70,0%', 'green');
  await page.reload();
  await expectUsage(row, '70,0%', 'green');

  // Adding the same category again updates its budget for the month.
  await form.getByLabel('Categoria').selectOption({ label: 'Mercado' });
  await expect(form.getByRole('button', { name: 'Atualizar' })).toBeVisible();
  await form.getByLabel('Valor do orçamento').fill('1400');
  await form.getByRole('button', { name: 'Atualizar' }).click();
  await expect(row.getByRole('button', { name: 'Editar valor orçado de Mercado' })).toHaveText('R$ 1.400,00');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectUsage(row, '75,0%', 'green');

  // Rollover: what was left this month (R$ 350,00) carries into next month's budget.
  const rollover = row.getByRole('checkbox', { name: 'Acumular saldo de Mercado' });
  await expect(rollover).not.toBeChecked();
  await rollover.check();
  await expect(page.getByRole('status').filter({ hasText: 'saldo acumulado' })).toBeVisible();
  await expect(rollover).toBeChecked();

  // Next month repeats this month's budget until it is changed there.
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page.getByTestId('month-picker')).toHaveText(formatMonthLabel(addMonths(today(), 1)));
  const next = budgetRow(page, 'Mercado');
  await expect(next.getByTestId('budget-repeated')).toBeVisible();
  await expect(next.getByRole('button', { name: 'Editar valor orçado de Mercado' })).toHaveText(
    'R$ 1.400,00',
  );
  await form.getByLabel('Categoria').selectOption({ label: 'Mercado' });
  await form.getByLabel('Valor do orçamento').fill('500');
  await form.getByRole('button', { name: 'Atualizar' }).click();
  await expect(next.getByRole('button', { name: 'Editar valor orçado de Mercado' })).toHaveText('R$ 500,00');
  await expect(next.getByTestId('budget-repeated')).toHaveCount(0);
  await expect(next.getByTestId('budget-carried')).toContainText('Disponível R$ 850,00');
  await expect(next.getByTestId('budget-carried')).toContainText('inclui R$ 350,00 do mês anterior');
  await expect(next.getByTestId('budget-remaining')).toHaveText('Restam R$ 850,00');
  await expect(next.getByRole('checkbox', { name: 'Acumular saldo de Mercado' })).toBeChecked();
  await expect(
    page.getByText('Orçado R$ 500,00 · Disponível R$ 850,00 · Gasto R$ 0,00 · Restam R$ 850,00 · 0,0% usado'),
  ).toBeVisible();

  // Turned off, nothing is carried.
  await next.getByRole('checkbox', { name: 'Acumular saldo de Mercado' }).uncheck();
  await expect(next.getByTestId('budget-carried')).toHaveCount(0);

  // Delete asks first.
  await next.getByRole('button', { name: 'Excluir orçamento de Mercado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir orçamento' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum orçamento para este mês')).toBeVisible();
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(budgetRow(page, 'Mercado')).toBeVisible();
});

test('budgets on a phone are cards with the same controls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPerson(page);
  const conta = await account(page, 'Conta', 1000);
  const lazer = await starterCategory(page, 'Lazer');
  await apiPost(page, '/budgets', { categoryId: lazer.id, month: `${today().slice(0, 7)}-01`, amount: 100 });
  await expense(page, conta.id, lazer.id, 90);
  await page.goto('/budgets');
  const card = page.getByTestId('budget-card').filter({ hasText: 'Lazer' });
  await expect(card.getByTestId('budget-usage')).toHaveAttribute('data-tone', 'yellow');
  await expect(card.getByTestId('budget-percent')).toHaveText('90,0%');
  await expect(card.getByText('Acumular saldo')).toBeVisible();
  await card.getByRole('button', { name: 'Editar valor orçado de Lazer' }).click();
  await card.getByLabel('Valor orçado de Lazer').fill('80');
  // Leaving the field saves too.
  await card.getByLabel('Valor orçado de Lazer').blur();
  await expect(card.getByTestId('budget-usage')).toHaveAttribute('data-tone', 'red');
  await expect(card.getByTestId('budget-percent')).toHaveText('112,5%');
});

test('goals: create through Nova Meta, contribute, open from ?contribute, archive and delete', async ({
  page,
}) => {
  await signedInPerson(page);
  const corrente = await account(page, 'Conta Corrente', 3000);
  const reserva = await account(page, 'Reserva');

  await page.goto('/goals');
  await expect(page.getByText('Nenhuma meta cadastrada')).toBeVisible();
  await page.getByRole('button', { name: 'Nova Meta' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nova Meta' });
  await expect(form.getByLabel('Tipo')).toHaveValue('poupanca');
  // The strategy meant nothing the person could see (docs/PRODUCT.md): the form no longer asks it.
  await expect(form.getByLabel('Estratégia')).toHaveCount(0);
  await expect(form.getByLabel('Prioridade')).toHaveValue('media');
  await expect(form.getByLabel('Valor inicial')).toHaveValue('');
  await expect(form.getByLabel('Valor inicial')).toHaveAttribute('placeholder', '0,00');

  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe um nome e um valor de alvo válido').first()).toBeVisible();

  await form.getByLabel('Nome').fill('Viagem');
  await form.getByLabel('Valor alvo').fill('2.000,00');
  await fillDate(form.getByLabel('Data limite'), addDays(today(), -1));
  await form.getByLabel('Dia recorrente').fill('32');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('A data limite não pode estar no passado')).toBeVisible();
  await expect(form.getByText('O dia recorrente deve ser entre 1 e 31')).toBeVisible();

  const targetDate = addMonths(today(), 12);
  await fillDate(form.getByLabel('Data limite'), targetDate);
  await form.getByLabel('Dia recorrente').fill('5');
  await form.getByLabel('Prioridade').selectOption('alta');
  await form.getByLabel('Conta', { exact: true }).selectOption({ label: 'Reserva' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();

  await expect(page.getByText('1 meta ativa')).toBeVisible();
  const card = page.getByRole('article', { name: 'Viagem' });
  await expect(card.getByText('Poupança')).toBeVisible();
  await expect(card.getByText('Prioridade alta')).toBeVisible();
  await expect(card.getByTestId('goal-status')).toHaveText('Em andamento');
  await expect(card.getByTestId('goal-percent')).toHaveText('0,0%');
  const [y, m, d] = targetDate.split('-');
  await expect(card.getByText(`${d}/${m}/${y}`)).toBeVisible();
  await expect(card.getByText('12 meses')).toBeVisible();
  expect(normalise(await card.getByText(/^Sugestão:/).textContent())).toBe('Sugestão: R$ 166,67/mês');

  // Contribution: validated on the page first, then moves money from Conta Corrente to Reserva.
  await card.getByRole('button', { name: 'Aportar' }).click();
  const aporte = page.getByRole('dialog', { name: 'Novo aporte' });
  await expectDate(aporte.getByLabel('Data'), today());
  await expect(aporte.getByLabel('Conta destino')).toHaveValue(String(reserva.id));
  await expect(aporte.getByLabel('Conta origem').locator('option')).toHaveText([
    'Selecione a conta origem',
    'Conta Corrente',
  ]);
  await aporte.getByRole('button', { name: 'Aportar' }).click();
  await expect(aporte.getByText('Informe um valor positivo para o aporte')).toBeVisible();
  await expect(aporte.getByText('Selecione uma conta origem para o aporte')).toBeVisible();
  await aporte.getByLabel('Valor do aporte').fill('500');
  await aporte.getByLabel('Conta origem').selectOption({ label: 'Conta Corrente' });
  await aporte.getByRole('button', { name: 'Aportar' }).click();
  await expect(aporte).toBeHidden();
  await expect(card.getByTestId('goal-percent')).toHaveText('25,0%');
  await expect(card.getByTestId('goal-current')).toHaveText('R$ 500,00');
  expect(await balanceOf(page, corrente.id)).toBe(2500);
  expect(await balanceOf(page, reserva.id)).toBe(500);

  // A link with ?contribute= opens the dialog for that goal and leaves the address clean.
  const goals = await apiGet<{ id: number; name: string }[]>(page, '/goals');
  const viagem = goals.find((g) => g.name === 'Viagem')!;
  await page.goto(`/goals?contribute=${viagem.id}`);
  await expect(page.getByRole('dialog', { name: 'Novo aporte' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Novo aporte' }).getByText('Viagem')).toBeVisible();
  await expect(page).toHaveURL(/\/goals$/);
  await page.getByRole('dialog', { name: 'Novo aporte' }).getByRole('button', { name: 'Cancelar' }).click();

  // Edit.
  await card.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Meta' });
  await expect(edit.getByLabel('Nome')).toHaveValue('Viagem');
  await expect(edit.getByLabel('Valor alvo')).toHaveValue('2.000,00');
  await edit.getByLabel('Valor alvo').fill('500');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByTestId('goal-status')).toHaveText('Concluída');
  await expect(card.getByRole('button', { name: 'Aportar' })).toHaveCount(0);

  // Archive: out of the active count, into the collapsed section, and back.
  await card.getByRole('button', { name: 'Arquivar Viagem' }).click();
  await expect(page.getByText('Nenhuma meta ativa').first()).toBeVisible();
  const archivedSection = page.getByText('Arquivadas (1)');
  await expect(archivedSection).toBeVisible();
  await expect(page.getByRole('article', { name: 'Viagem' })).toBeHidden();
  await archivedSection.click();
  await page.getByRole('article', { name: 'Viagem' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('1 meta ativa')).toBeVisible();

  // Delete asks with docs/PRODUCT.md's words.
  await page.getByRole('article', { name: 'Viagem' }).getByRole('button', { name: 'Excluir Viagem' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir meta' });
  await expect(confirm).toContainText(
    'Deseja excluir esta meta? Esta ação é irreversível e removerá permanentemente todos os dados relacionados.',
  );
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhuma meta cadastrada')).toBeVisible();
});
