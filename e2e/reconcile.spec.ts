import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { formatDateBR, todayIn } from '../common/dates';
import { apiPost, axeViolations, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/** Banco opened with R$ 1.000,00, a salary of R$ 500,00 and a bakery of R$ 45,90, both today. */
async function accountWithRows(page: Page) {
  const account = await apiPost(page, '/accounts', {
    name: 'Banco',
    type: 'checking',
    opening_balance: 1000,
  });
  const row = (type: string, amount: number, description: string) =>
    apiPost(page, '/transactions', { accountId: account.id, type, amount, date: today(), description });
  await row('RECEITA', 500, 'Salário');
  await row('DESPESA', 45.9, 'Padaria');
  return account;
}

async function reconcileJourney(page: Page) {
  await signedInPerson(page);
  await accountWithRows(page);
  await page.goto('/accounts');

  // Reached with the keyboard: focused and opened with Enter.
  const action = page.getByRole('button', { name: 'Conferir saldo de Banco' });
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Conferir saldo: Banco' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Saldo no Grana em ${formatDateBR(today())}`);
  await expect(dialog).toContainText('R$ 1.454,10');
  await expect(dialog).toContainText('2 lançamentos a conferir');
  const rows = dialog.getByRole('list', { name: 'Lançamentos a conferir' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Padaria' })).toContainText('Compensada');

  const confirm = dialog.getByRole('button', { name: 'Confirmar conferência' });
  const bank = dialog.getByLabel('Saldo no banco');
  await bank.fill('1.450,00');
  await expect(dialog.getByRole('status')).toHaveText(
    'Diferença: -R$ 4,10 (o banco mostra menos que o Grana)',
  );
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Criar ajuste e confirmar' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await bank.fill('1.454,10');
  await expect(dialog.getByRole('status')).toHaveText('Saldos conferem');
  await expect(dialog.getByRole('button', { name: 'Criar ajuste e confirmar' })).toBeHidden();
  await confirm.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saldo conferido: 2 lançamentos marcados como conferidos' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again: nothing left to reconcile, and the last confirmation is today's.
  await action.click();
  await expect(dialog).toContainText('Nenhum lançamento a conferir');
  await expect(dialog).toContainText(`${formatDateBR(today())} (R$ 1.454,10)`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // The rows are Conferida, and editing one asks first.
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Editar Padaria' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  await expect(edit.getByLabel('Status')).toHaveValue('RECONCILED');
  await expect(edit.getByLabel('Status').locator('option:checked')).toHaveText('Conferida');
  await edit.getByLabel('Valor', { exact: true }).fill('50,00');
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Transação conferida' });
  await expect(question).toContainText(
    'Esta transação já foi conferida com o extrato do banco. Alterar mesmo assim?',
  );
  await expect(question.getByRole('button', { name: 'Alterar' })).toBeVisible();
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(edit.getByLabel('Valor', { exact: true })).toHaveValue('50,00');
}

test("a first confirmation finds the money from before Grana's first row: the opening balance takes it, no month's income does", async ({
  page,
}) => {
  await signedInPerson(page);
  await accountWithRows(page);
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Conferir saldo de Banco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferir saldo: Banco' });
  await dialog.getByLabel('Saldo no banco').fill('6.454,10');
  await expect(dialog.getByRole('status')).toHaveText(
    'Diferença: R$ 5.000,00 (o banco mostra mais que o Grana)',
  );
  await expect(dialog).toContainText('Primeira conferência desta conta');
  await expect(dialog).toContainText(`O ajuste entra como receita ou despesa em ${formatDateBR(today())}`);
  await dialog.getByRole('button', { name: 'Corrigir saldo inicial e confirmar' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Saldo inicial corrigido para R$ 6.000,00 e saldo conferido: 2 lançamentos marcados como conferidos',
    }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // Contas: the bank's balance; the month's income is still the salary alone.
  await expect(page.getByRole('main')).toContainText('R$ 6.454,10');
  await page.goto('/transactions');
  await expect(page.getByRole('main')).toContainText('R$ 500,00');
  await expect(page.getByRole('main')).not.toContainText('Ajuste de conferência');
});

test('Conferir saldo: the difference, the confirmation and the rows Conferida', async ({ page }) => {
  await reconcileJourney(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Conferir saldo: the difference, the confirmation and the rows Conferida', async ({ page }) => {
    await reconcileJourney(page);
  });
});

test("an OFX statement's balance after its import: Conferir saldo prefilled with it", async ({ page }) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Banco OFX', type: 'checking' });
  await page.goto('/import');
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'extrato-exemplo.ofx');
  await page.getByLabel('Arquivo do extrato').setInputFiles(file);
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible();

  // The statement's LEDGERBAL: R$ 1.382,70 on 30/09/2026, what its three rows add up to.
  const line = page.getByTestId('statement-balance');
  await expect(line).toContainText('Saldo do extrato em 30/09/2026: R$ 1.382,70');
  await line.getByRole('button', { name: 'Conferir saldo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferir saldo: Banco OFX' });
  await expect(dialog.getByLabel('Data')).toHaveValue('30/09/2026');
  await expect(dialog.getByLabel('Saldo no banco')).toHaveValue('1.382,70');
  await expect(dialog.getByRole('status')).toHaveText('Saldos conferem');
  await expect(dialog).toContainText('3 lançamentos a conferir');
  await dialog.getByRole('button', { name: 'Confirmar conferência' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saldo conferido: 3 lançamentos marcados como conferidos' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});
