import { expect, test } from '@playwright/test';
import { addMonths, formatDateBR, todayIn } from '../common/dates';
import { axeViolations, fillDate, normalise, signedInPerson } from './helpers';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const today = () => todayIn('America/Sao_Paulo');

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`an imóvel bought, valued today, counted in Patrimônio as Bens (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      const bought = addMonths(today(), -6);

      await page.goto('/bens');
      await expect(page.getByRole('heading', { level: 1, name: 'Bens' })).toBeVisible();
      await expect(page.getByText('Nenhum bem cadastrado')).toBeVisible();

      // Novo bem: an imóvel (the first kind) bought six months ago for R$ 450.000,00.
      await page.getByRole('button', { name: 'Novo bem' }).first().click();
      const form = page.getByRole('dialog', { name: 'Novo bem' });
      await form.getByRole('button', { name: 'Cadastrar' }).click();
      await expect(form.getByText('Informe um nome para o bem')).toBeVisible();
      await form.getByLabel('Nome').fill('Apartamento');
      await expect(form.getByLabel('Tipo')).toHaveValue('imovel');
      await fillDate(form.getByLabel('Data da aquisição'), bought);
      await form.getByLabel('Valor pago').fill('450.000,00');
      await form.getByRole('button', { name: 'Cadastrar' }).click();
      await expect(form).toBeHidden();

      const card = page.getByRole('article', { name: 'Apartamento' });
      await expect(card.getByTestId('asset-value')).toHaveText('R$ 450.000,00', { useInnerText: false });
      await expect(card.getByTestId('asset-value-source')).toHaveText('Valor de compra (sem avaliação)');
      await expect(card.getByTestId('asset-change')).toHaveText('Sem variação');

      // Atualizar valor: a date before the purchase is refused at its field, then today's R$ 480.000,00.
      await card.getByRole('button', { name: 'Atualizar valor' }).click();
      const valuation = page.getByRole('dialog', { name: 'Atualizar valor' });
      await fillDate(valuation.getByLabel('Data da avaliação'), addMonths(today(), -7));
      await valuation.getByLabel('Valor nessa data').fill('480.000,00');
      await valuation.getByRole('button', { name: 'Salvar valor' }).click();
      await expect(
        valuation.getByText(`A avaliação deve ser na data da aquisição (${formatDateBR(bought)}) ou depois`),
      ).toBeVisible();
      await fillDate(valuation.getByLabel('Data da avaliação'), today());
      await valuation.getByRole('button', { name: 'Salvar valor' }).click();
      await expect(valuation).toBeHidden();
      await expect(card.getByTestId('asset-value')).toHaveText('R$ 480.000,00', { useInnerText: false });
      await expect(card.getByTestId('asset-value-source')).toHaveText(`Avaliado em ${formatDateBR(today())}`);
      // 30.000 above the price: 30.000 / 450.000 = 6,67%.
      expect(normalise(await card.getByTestId('asset-change').innerText())).toBe('+R$ 30.000,00 +6,7%');
      await card.getByText('Histórico de avaliações (1)').click();
      await expect(card.getByTestId('asset-valuation')).toHaveText([
        new RegExp(`${formatDateBR(today())}\\s*R\\$\\s480\\.000,00`),
      ]);

      // A sale today falls on the valuation's day: the server's refusal is shown at the date.
      await card.getByRole('button', { name: 'Registrar venda' }).click();
      const sale = page.getByRole('dialog', { name: 'Registrar venda' });
      await sale.getByLabel('Valor da venda').fill('490.000,00');
      await sale.getByRole('button', { name: 'Registrar venda' }).click();
      await expect(
        sale.getByText(`Há uma avaliação em ${formatDateBR(today())}: a venda deve ser depois dela`),
      ).toBeVisible();
      await expect(sale.getByLabel('Data da venda')).toHaveAttribute('aria-invalid', 'true');
      // Cancelar closes without asking.
      await sale.getByRole('button', { name: 'Cancelar' }).click();
      await expect(sale).toBeHidden();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      // Patrimônio counts it as Bens, with no account at all.
      await page.goto('/patrimonio');
      await expect(page.getByTestId('net-worth-bens')).toContainText('Bens');
      await expect(page.getByTestId('net-worth-bens')).toContainText('R$ 480.000,00');
      expect(normalise(await page.getByTestId('net-worth-total').textContent())).toBe('R$ 480.000,00');
      await expect(page.getByTestId('net-worth-chart').getByText('Bens')).toBeVisible();
      // The month's figures: a table's row from a tablet up, a block of its own on a phone.
      const newest =
        viewport.name === 'phone'
          ? page.getByRole('list', { name: 'Mês a mês' }).getByRole('listitem').first()
          : page
              .getByRole('table', { name: /Patrimônio no fim de cada mês/ })
              .getByRole('row')
              .nth(1);
      await expect(newest).toContainText('R$ 480.000,00');

      // Excluir asks first; then the page is empty again.
      await page.goto('/bens');
      await page
        .getByRole('article', { name: 'Apartamento' })
        .getByRole('button', { name: 'Excluir Apartamento' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Excluir bem' });
      await expect(confirm).toContainText('Excluir “Apartamento” e a sua avaliação?');
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await expect(page.getByText('Nenhum bem cadastrado')).toBeVisible();
    });
  });
}
