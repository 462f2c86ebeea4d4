import { expect, type Page, test } from '@playwright/test';
import { pixPdf } from '../server/test/attachment-files';
import { apiPost, authHeader, axeViolations, normalise, signedInPerson } from './helpers';
import { newAccount } from './transaction-steps';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The year of the walk: an ended year the declaration has figures for. */
const YEAR = 2025;

/** A comprovante kept with the row through the API, as 'Adicionar comprovante' keeps it. */
async function attachReceipt(page: Page, transactionId: number) {
  const res = await page.request.post(`/api/v1/transactions/${transactionId}/attachments`, {
    headers: await authHeader(page),
    multipart: { file: { name: 'recibo.pdf', mimeType: 'application/pdf', buffer: pixPdf() } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * A consultation paid in 2025 to a doctor whose CPF the book does not have, with its receipt kept: the declaration
 * would ask for the CPF, and nothing else is missing.
 */
async function consultationWithoutCpf(page: Page) {
  const account = await newAccount(page, 'Itaú', { opening: 5000 });
  const category = await apiPost(page, '/categories', { nome: 'Consultas médicas', tipo: 'despesa' });
  const row = await apiPost(page, '/transactions', {
    accountId: account.id,
    type: 'DESPESA',
    amount: 350,
    description: 'Consulta dermatologista',
    date: `${YEAR}-03-12`,
    categoryId: category.id,
    payeeName: 'Dra. Ana Lima',
  });
  await attachReceipt(page, row.id);
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`a consultation without the doctor's CPF: mapped to código 10, its pendência fixed on Favorecidos (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      await consultationWithoutCpf(page);

      // The page is in the menu (on a phone, behind 'Mais').
      if (viewport.name === 'phone') {
        await page
          .getByRole('navigation', { name: 'Navegação inferior' })
          .getByRole('button', { name: 'Mais' })
          .click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('link', { name: 'Imposto de Renda' })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Menu principal' })
          .getByRole('link', { name: 'Imposto de Renda' })
          .click();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Imposto de Renda' })).toBeVisible();
      await page.getByLabel('Ano-calendário').selectOption(String(YEAR));
      await expect(page.getByText(`Declaração de ${YEAR + 1}, ano-calendário ${YEAR}`)).toBeVisible();
      // 2025 has its figures: no notice, and the source at the end.
      await expect(page.getByText(/Ainda não temos os limites/)).toHaveCount(0);
      await expect(page.getByTestId('tax-source')).toContainText('Receita Federal');

      const payments = page.getByRole('region', { name: 'Pagamentos efetuados' });
      await expect(payments).toContainText(
        `Nenhum pagamento dedutível em ${YEAR}. Associe categorias aos códigos da declaração abaixo.`,
      );

      // The category becomes Médicos no Brasil, by keyboard.
      const categories = page.getByRole('region', { name: 'Categorias na declaração' });
      const select = categories.getByLabel('Consultas médicas');
      await expect(select).toHaveValue('');
      await select.focus();
      await select.selectOption({ label: '10 · Médicos no Brasil' });
      await expect(page.getByText('Categoria associada')).toBeVisible();
      await expect(select).toHaveValue('10');
      await expect(select).toBeFocused();

      const group = payments.getByTestId('tax-payment-group');
      await expect(group.getByRole('heading', { name: '10 · Médicos no Brasil' })).toBeVisible();
      const line = group.getByTestId('tax-payment-line');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('Dra. Ana Lima');
      await expect(line).toContainText('sem CPF/CNPJ');
      await expect(line).toContainText('R$ 350,00');
      // Health deducts all of it.
      await expect(group.getByTestId('tax-deductible')).toHaveText('R$ 350,00');

      // The pendência: the receipt is kept, the doctor's CPF is not.
      const pending = page.getByRole('region', { name: 'Pendências' });
      await expect(pending.getByTestId('tax-pending-count')).toHaveText('1 pendência');
      const row = pending.getByTestId('tax-pending-row');
      await expect(row).toHaveCount(1);
      expect(normalise(await row.textContent())).toContain('Consulta dermatologista');
      expect(normalise(await row.textContent())).toContain('R$ 350,00');
      expect(normalise(await row.textContent())).toContain(`12/03/${YEAR}`);
      await expect(row.getByRole('link')).toHaveCount(1);

      expect(await axeViolations(page)).toEqual([]);

      // Its link leads to Favorecidos, where the CPF is given.
      const fix = row.getByRole('link', { name: /favorecido sem CPF\/CNPJ/ });
      await fix.focus();
      await page.keyboard.press('Enter');
      // The payee's dialog opens by itself.
      const dialog = page.getByRole('dialog', { name: 'Editar favorecido' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/payees$/);
      await expect(dialog.getByLabel('Nome do favorecido')).toHaveValue('Dra. Ana Lima');
      await dialog.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Favorecido salvo')).toBeVisible();

      // Back on the page: the CPF masked, the pendência gone.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/imposto-de-renda(\\?ano=${YEAR})?$`));
      await expect(line).toContainText('***.982.247-**');
      await expect(line).not.toContainText('sem CPF/CNPJ');
      await expect(pending).toContainText(`Nenhuma pendência em ${YEAR}.`);
      await expect(pending.getByTestId('tax-pending-row')).toHaveCount(0);

      // The year's comprovantes arrive as a .zip under their year's name.
      const exports = page.getByRole('region', { name: 'Exportar' });
      const arriving = page.waitForEvent('download');
      await exports.getByRole('button', { name: 'Comprovantes (.zip)' }).click();
      expect((await arriving).suggestedFilename()).toBe(`grana-ir-${YEAR}-comprovantes.zip`);
      await expect(page.getByText(`Arquivo baixado: grana-ir-${YEAR}-comprovantes.zip`)).toBeVisible();

      // Nothing past the phone's edges.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  });
}
