import { expect, type Page, test } from '@playwright/test';
import {
  apiGet,
  apiPost,
  authHeader,
  axeViolations,
  normalise,
  signedInPerson,
  starterCategory,
} from './helpers';
import { newAccount } from './transaction-steps';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const YEAR = 2025;

/** Two salaries of 2025 from Acme (its CNPJ on the payee), under the starter 'Salário' (tributável PJ). */
async function salaries(page: Page) {
  const account = await newAccount(page, 'Itaú', { opening: 1000 });
  const salario = await starterCategory(page, 'Salário');
  for (const date of [`${YEAR}-01-05`, `${YEAR}-02-05`]) {
    await apiPost(page, '/transactions', {
      accountId: account.id,
      type: 'RECEITA',
      amount: 8000,
      date,
      categoryId: salario.id,
      payeeName: 'Acme Ltda',
    });
  }
  const [acme] = await apiGet<Array<{ id: number }>>(page, '/payees?q=Acme');
  const saved = await page.request.put('/api/v1/payees', {
    headers: await authHeader(page),
    data: { id: acme?.id, name: 'Acme Ltda', document: '11.222.333/0001-81' },
  });
  expect(saved.status()).toBe(200);
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`the informe typed by keyboard gives the result with the better model (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      await salaries(page);
      await page.goto(`/imposto-de-renda?ano=${YEAR}`);
      const result = page.getByRole('region', { name: 'Resultado da declaração' });
      // From the rows alone: what was received, net, with the note that an informe is missing.
      await expect(result.getByTestId('tax-result-rows')).toContainText('R$ 16.000,00');

      // Acme's informe not given is a pendência, whose link leads to the Informes.
      const pending = page.getByRole('region', { name: 'Pendências' });
      await expect(pending.getByTestId('tax-pending-count')).toHaveText('1 pendência');
      const source = pending.getByTestId('tax-pending-source');
      expect(normalise(await source.textContent())).toContain(
        'Sem informe de rendimentos: Acme LtdaR$ 16.000,00',
      );
      expect(await axeViolations(page)).toEqual([]);
      await source.getByRole('link', { name: 'Incluir o informe de Acme Ltda' }).click();
      await expect(page).toHaveURL(/#informes$/);

      const statements = page.getByRole('region', { name: 'Informes de rendimentos' });
      await expect(statements).toContainText(`Nenhum informe de rendimentos de ${YEAR}.`);
      const offer = statements.getByRole('button', { name: 'Informe de Acme Ltda' });
      await offer.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Informe de rendimentos' });
      await expect(dialog.getByLabel('Fonte pagadora')).toHaveValue('Acme Ltda');
      await expect(dialog.getByLabel('CNPJ ou CPF da fonte')).toHaveValue('11.222.333/0001-81');
      await dialog.getByLabel('Rendimentos tributáveis').focus();
      await page.keyboard.type('60000,00');
      await page.keyboard.press('Tab');
      await page.keyboard.type('6000,00');
      await page.keyboard.press('Tab');
      await page.keyboard.type('4000,00');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Informe incluído')).toBeVisible();

      const row = statements.getByTestId('tax-statement');
      await expect(row).toHaveCount(1);
      expect(normalise(await row.textContent())).toContain('R$ 60.000,00');
      await expect(row).toContainText('Substitui R$ 16.000,00 dos lançamentos desta fonte');
      // Completo: 60.000,00 − INSS 6.000,00 = 54.000,00 × 22,5% − 8.054,97 = 4.095,03. Simplificado: 60.000,00 −
      // 20% = 48.000,00 × 22,5% − 8.054,97 = 2.745,03: better by 1.350,00; IRRF 4.000,00, a restituir 1.254,97.
      const headline = result.getByTestId('tax-result-headline');
      await expect(headline).toContainText('Melhor opção: Desconto simplificado');
      await expect(headline).toContainText('(R$ 1.350,00 a menos de imposto)');
      await expect(headline).toContainText('Imposto a restituir');
      await expect(headline).toContainText('R$ 1.254,97');
      const models = result.getByTestId('tax-result-model');
      await expect(models.nth(0)).toContainText('R$ 4.095,03');
      await expect(models.nth(0)).toContainText('Imposto a pagar');
      await expect(models.nth(1)).toContainText('R$ 2.745,03');
      await expect(result.getByTestId('tax-result-rows')).toHaveCount(0);
      await expect(pending).toContainText(`Nenhuma pendência em ${YEAR}.`);

      expect(await axeViolations(page)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  });
}
