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

test("a fundo's class chosen by keyboard on its card gives its come-cotas on the Imposto de Renda page", async ({
  page,
}) => {
  await signedInPerson(page);
  const broker = await newAccount(page, 'Corretora', { type: 'investment', opening: 10000 });
  // 5.000 cotas at R$ 1,00; the cota R$ 1,20 on 30/05/2025 and R$ 1,26 on 28/11/2025 (common/come-cotas.test.ts).
  const { holdingId } = await apiPost<{ holdingId: number }>(page, '/variable-income/trades', {
    accountId: broker.id,
    ticker: 'FUNDORF',
    kind: 'fundo',
    name: 'Fundo Renda Fixa LP',
    side: 'compra',
    date: '2025-01-03',
    quantity: 5000,
    price: 1,
  });
  for (const [date, price] of [
    ['2025-05-30', '1,20'],
    ['2025-11-28', '1,26'],
  ])
    await apiPost(page, '/variable-income/prices', { holdingId, date, price });

  await page.goto('/imposto-de-renda?ano=2025');
  const comeCotas = page.getByRole('region', { name: 'Come-cotas' });
  await expect(comeCotas.getByTestId('tax-come-cotas-fund')).toContainText('Classe tributária não informada');

  await page.goto('/investimentos?aba=renda-variavel');
  const fundClass = page.getByLabel('Classe tributária');
  await expect(fundClass).toHaveValue('');
  await fundClass.focus();
  // The first class after "Não informada" is long term.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Classe tributária salva')).toBeVisible();
  await expect(fundClass).toHaveValue('longo_prazo');

  await page.goto('/imposto-de-renda?ano=2025');
  const events = comeCotas.getByTestId('tax-come-cotas-event');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText('R$ 150,00');
  await expect(events.nth(1)).toContainText('R$ 43,88');
  await expect(comeCotas).toContainText('R$ 193,88');
});
