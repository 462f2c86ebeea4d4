import { expect, type Page, test } from '@playwright/test';
import { apiPost, axeViolations, normalise, signedInPerson } from './helpers';
import { newAccount } from './transaction-steps';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * 2025 at the broker: PETR4 bought at R$ 20,00 and 300 sold at R$ 80,00 in March (R$ 24.000,00: R$ 18.000,00 at
 * 15%, the 0,005% R$ 1,20); VALE3 bought and sold on 16/06 (a day trade of R$ 1.000,00 at 20%, its 1% R$ 10,00);
 * HGLG11 (an FII) bought at R$ 160,00 and 50 sold at R$ 170,00 in July (R$ 500,00 at 20%).
 */
async function trades(page: Page) {
  const itau = await newAccount(page, 'Itaú', { opening: 100000 });
  const broker = await newAccount(page, 'Corretora', { type: 'investment' });
  const base = { accountId: broker.id, cashAccountId: itau.id };
  for (const trade of [
    { ticker: 'PETR4', kind: 'acao', side: 'compra', date: '2025-01-10', quantity: 1000, price: 20 },
    { ticker: 'PETR4', side: 'venda', date: '2025-03-10', quantity: 300, price: 80 },
    { ticker: 'VALE3', kind: 'acao', side: 'compra', date: '2025-06-16', quantity: 200, price: 60 },
    { ticker: 'VALE3', side: 'venda', date: '2025-06-16', quantity: 200, price: 65 },
    { ticker: 'HGLG11', kind: 'fii', side: 'compra', date: '2025-01-15', quantity: 100, price: 160 },
    { ticker: 'HGLG11', side: 'venda', date: '2025-07-10', quantity: 50, price: 170 },
  ])
    await apiPost(page, '/variable-income/trades', { ...base, ...trade });
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`the Demonstrativo de Renda Variável month by month, as the program asks (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      await trades(page);
      await page.goto('/imposto-de-renda?ano=2025');
      const section = page.getByRole('region', { name: 'Renda variável' });
      const demonstrativo = section.getByTestId('tax-demonstrativo');
      await expect(demonstrativo).toContainText('Demonstrativo de Renda Variável');
      const comuns = demonstrativo.getByTestId('tax-demonstrativo-comuns');
      await expect(comuns).toHaveCount(2);
      const march = normalise(await comuns.nth(0).textContent());
      for (const figure of ['Março', 'R$ 18.000,00', 'R$ 1,20', 'R$ 2.700,00'])
        expect(march).toContain(figure);
      const june = normalise(await comuns.nth(1).textContent());
      for (const figure of ['Junho', 'R$ 1.000,00', 'R$ 10,00', 'R$ 200,00']) expect(june).toContain(figure);
      const fii = demonstrativo.getByTestId('tax-demonstrativo-fii');
      await expect(fii).toHaveCount(1);
      const july = normalise(await fii.textContent());
      for (const figure of ['Julho', 'R$ 500,00', 'R$ 100,00']) expect(july).toContain(figure);
      // On a phone each figure says its field, as the program names it.
      if (viewport.name === 'phone')
        await expect(comuns.nth(1)).toContainText('IR fonte de day-trade no mês');

      expect(await axeViolations(page)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  });
}
