import { expect, test } from '@playwright/test';
import { todayIn } from '../common/dates';
import { apiPost, signedInPerson, starterCategory } from './helpers';

/** An Itaú statement of this month, as its CSV export writes it: a new person's first import (issue 31). */
function itauStatement(): string {
  // The 1st of the person's month (São Paulo's, as the dashboard's; the machine's clock may be a day ahead in UTC):
  // never a future date, and inside the dashboard's month.
  const [year, month] = todayIn('America/Sao_Paulo').split('-');
  const day = `01/${month}/${year}`;
  return [
    'data;lançamento;valor',
    `${day};UBER *TRIP HELP.UBER.COM;-23,50`,
    `${day};IFD*IFOOD;-58,90`,
    `${day};PAG*CARREFOUR;-312,45`,
    `${day};DROGASIL 1234;-47,80`,
    `${day};VIVO FIBRA SP;-119,99`,
    `${day};PADARIA IPE 77;-612,00`,
  ].join('\n');
}

test('a first import comes categorised by the well-known merchants, and the donut shows "Sem categoria" in grey', async ({
  page,
}) => {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking' });

  await page.goto('/import');
  await page.getByLabel('Arquivo do extrato').setInputFiles({
    name: 'itau.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(itauStatement()),
  });
  await page.getByRole('button', { name: 'Próximo: Mapear colunas' }).click();
  await page.getByLabel('Conta padrão').selectOption(String(account.id));

  // The preview says each category is the default suggestion, a starter subcategory where the book has it (Uber in
  // Transporte › Aplicativos de transporte); the unknown bakery has none.
  await expect(page.getByLabel('Categoria do lançamento 1').locator('option:checked')).toHaveText(
    /^\s*Aplicativos de transporte$/,
  );
  await expect(page.getByLabel('Categoria do lançamento 4').locator('option:checked')).toHaveText('Farmácia');
  await expect(page.getByRole('row').filter({ hasText: 'UBER *TRIP' })).toContainText('sugestão padrão');
  await expect(page.getByLabel('Categoria do lançamento 6').locator('option:checked')).toHaveText(
    'Sem categoria',
  );

  await page.getByRole('button', { name: 'Importar Dados' }).click();
  await expect(page.getByTestId('categorised')).toHaveText('Categorizadas: 5 pela sugestão padrão.');

  // The dashboard's donut: the bakery's money is 'Sem categoria', in grey, not in a category's colour.
  await page.goto('/');
  const legend = page.getByTestId('top-categories-panel').getByRole('listitem');
  await expect(legend.filter({ hasText: 'Mercado' })).toBeVisible();
  const swatch = (name: string) => legend.filter({ hasText: name }).locator('span').first();
  await expect(swatch('Sem categoria')).toHaveCSS('background-color', 'rgb(100, 116, 139)');
  await expect(swatch('Mercado')).not.toHaveCSS('background-color', 'rgb(100, 116, 139)');
});

test('the new-transaction form offers the default for a well-known merchant, and says so', async ({
  page,
}) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking' });
  const pharmacy = await starterCategory(page, 'Farmácia');

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Nova transação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await dialog.getByLabel('Valor', { exact: true }).fill('47,80');
  await dialog.getByLabel('Descrição', { exact: true }).fill('RAIA DROGASIL 0042');
  await expect(dialog.getByLabel('Categoria', { exact: true })).toHaveValue(String(pharmacy.id));
  await expect(dialog).toContainText('Sugestão padrão para Droga Raia');
});
