import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { apiPost, signedInPerson } from './helpers';

const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);

async function importInto(page: Page, file: string, cardId: number) {
  await page.goto('/import');
  await page.getByLabel('Arquivo do extrato').setInputFiles(fixture(file));
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await page.getByLabel('Conta padrão').selectOption(String(cardId));
}

test('a Nubank card bill with installments, then a rule made from a transaction categorises the next import', async ({
  page,
}) => {
  await signedInPerson(page);
  const card = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 8000,
  });
  await apiPost(page, '/categories', { nome: 'Alimentação', tipo: 'despesa' });
  await apiPost(page, '/categories', { nome: 'Esporte', tipo: 'despesa' });
  // The refrigerator was typed in Grana in 10x: its 3rd installment is on this bill.
  await apiPost(page, '/transactions', {
    accountId: card.id,
    type: 'DESPESA',
    amount: 1234.5,
    installments: 10,
    date: '2026-09-15',
    description: 'Geladeira',
  });

  await importInto(page, 'nubank-fatura-parcelas.csv', card.id);
  await expect(page.getByTestId('rows-to-read')).toHaveText('3 lançamentos serão lidos');
  await expect(page.getByTestId('installment-lines')).toContainText('2 lançamentos são parcelas');
  // The preview says which installment is recorded already.
  await expect(
    page.getByRole('row').filter({ hasText: 'Geladeira' }).getByText('Parcela 3/10 · já registrada'),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Tênis Corrida' })).not.toContainText('já registrada');
  // A category chosen for a line of the preview.
  await page.getByLabel('Categoria do lançamento 2').selectOption({ label: 'Esporte' });
  await page
    .getByLabel('Criar também as parcelas seguintes das compras que ainda não estão registradas')
    .check();
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible();
  // Tênis 2/6 and its 3rd to 6th, and the bakery; the refrigerator's installment was there already.
  await expect(
    page.locator('dt', { hasText: 'Inseridos' }).locator('xpath=following-sibling::dd'),
  ).toHaveText('6');
  await expect(page.getByText('1 já estava na conta (1 parcela já registrada).')).toBeVisible();

  // The January bill holds the 4th of the refrigerator and the 3rd of the shoes.
  await page.goto(`/transactions?accountId=${card.id}&billMonth=2027-01`);
  await expect(page.getByRole('row').filter({ hasText: 'Geladeira' })).toContainText('4/10');
  await expect(page.getByRole('row').filter({ hasText: 'Tênis Corrida' })).toContainText('3/6');
  await expect(page.getByRole('row').filter({ hasText: 'Tênis Corrida' })).toContainText('Esporte');
  await expect(page.getByRole('row').filter({ hasText: 'R$' })).toHaveCount(2);

  // A rule from the bakery's transaction, with its category chosen in the rule.
  await page.goto('/transactions?from=2026-11-01&to=2026-11-30');
  const bakery = page.getByRole('row').filter({ hasText: 'Padaria Ipê' });
  await bakery.getByRole('button', { name: /^Editar/ }).click();
  await page.getByRole('link', { name: 'Criar uma regra a partir desta transação' }).click();
  const rule = page.getByRole('dialog', { name: 'Nova regra' });
  await rule.getByLabel('Categoria').selectOption({ label: 'Alimentação' });
  await rule.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Regra criada')).toBeVisible();

  // The next bill's bakery line arrives categorised.
  await importInto(page, 'nubank-fatura-padaria.csv', card.id);
  // The preview says the rule will set the category.
  await expect(page.getByLabel('Categoria do lançamento 1').locator('option:checked')).toHaveText(
    'Alimentação',
  );
  await expect(page.getByRole('row').filter({ hasText: 'Padaria Ipê' })).toContainText('sugerida: regra');
  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByTestId('categorised')).toHaveText('Categorizadas: 1 por regras.');
  await expect(page.getByRole('heading', { name: 'Importação Concluída' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver Transações Importadas' }).click();
  const imported = page.getByRole('row').filter({ hasText: 'Padaria Ipê' });
  await expect(imported).toHaveCount(1);
  await expect(imported).toContainText('Alimentação');
  await expect(imported).toContainText('R$ 8,50');
});
