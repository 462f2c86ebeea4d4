import { expect, type Page, test } from '@playwright/test';
import { addMonths, formatMonthLabel, todayIn } from '../common/dates';
import { apiPost, axeViolations, normalise, signedInPerson } from './helpers';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Itaú (5.000,00 opening) with a salary of 3.000,00 two months ago and a 100,00 bakery today, an investment account
 * that got 1.000,00 from Itaú two months ago, and a card with a 400,00 purchase last month: today 7.500,00 (caixa
 * 6.900,00, renda fixa 1.000,00, dívidas -400,00), 7.600,00 at the end of last month.
 */
async function someAccounts(page: Page) {
  const today = todayIn('America/Sao_Paulo');
  const twoMonthsAgo = addMonths(today, -2);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  const xp = await apiPost(page, '/accounts', { name: 'XP', type: 'investment', opening_balance: 0 });
  const card = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 5000,
  });
  await apiPost(page, '/transactions', {
    accountId: itau.id,
    type: 'RECEITA',
    amount: 3000,
    date: twoMonthsAgo,
    description: 'Salário',
  });
  await apiPost(page, '/transfers', {
    date: twoMonthsAgo,
    amount: 1000,
    fromAccountId: itau.id,
    toAccountId: xp.id,
  });
  await apiPost(page, '/transactions', {
    accountId: card.id,
    type: 'DESPESA',
    amount: 400,
    date: addMonths(today, -1),
    description: 'Mercado',
  });
  await apiPost(page, '/transactions', {
    accountId: itau.id,
    type: 'DESPESA',
    amount: 100,
    date: today,
    description: 'Padaria',
  });
  return {
    previousMonth: formatMonthLabel(addMonths(today, -1)),
    firstMonth: formatMonthLabel(twoMonthsAgo),
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.name === 'phone';

    test(`Patrimônio shows today's net worth, its change, the chart and the months (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      const { previousMonth, firstMonth } = await someAccounts(page);

      // The dashboard's card, and its link to the page.
      await page.reload();
      const card = page.getByTestId('card-patrimonio');
      await expect(card).toContainText('Patrimônio líquido');
      await expect(card).toContainText('R$ 7.500,00');
      await expect(card).toContainText(`-R$ 100,00 desde o fim de ${previousMonth}`);
      await card.getByRole('link', { name: 'Ver patrimônio' }).click();
      await expect(page).toHaveURL(/\/patrimonio$/);

      await expect(page.getByRole('heading', { level: 1, name: 'Patrimônio' })).toBeVisible();
      expect(normalise(await page.getByTestId('net-worth-total').textContent())).toBe('R$ 7.500,00');
      expect(normalise(await page.getByTestId('net-worth-change').textContent())).toBe(
        `-R$ 100,00 desde o fim de ${previousMonth}`,
      );
      await expect(page.getByTestId('net-worth-caixa')).toContainText('R$ 6.900,00');
      await expect(page.getByTestId('net-worth-rendaFixa')).toContainText('R$ 1.000,00');
      await expect(page.getByTestId('net-worth-dividas')).toContainText('-R$ 400,00');

      // The chart: bars of the classes, the total's line.
      const chart = page.getByTestId('net-worth-chart');
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(chart.locator('.recharts-line')).toHaveCount(1);

      // The table, newest first, read as a table: the period is 24 months back, but the history begins two months ago
      // with Itaú's first row (its opening balance counts from then), and the page says so.
      const history = `Seu histórico no Grana começa em ${firstMonth}: antes disso, não há contas, bens nem dívidas registrados.`;
      await expect(page.getByTestId('net-worth-history-start')).toHaveText(history);
      const table = page.getByRole('table', { name: /Patrimônio no fim de cada mês/ });
      const months = page.getByRole('list', { name: 'Mês a mês' });
      // On a phone each month is a block of its own, every figure whole (the table's classes ran past the edge);
      // from a tablet up a table, the month and the total leading each row.
      const monthRows = phone ? months.getByRole('listitem') : table.getByRole('row');
      await expect(monthRows).toHaveCount(phone ? 3 : 4);
      await expect(monthRows.last()).toContainText(firstMonth, { ignoreCase: true });
      const newest = monthRows.nth(phone ? 0 : 1);
      await expect(newest).toContainText('R$ 7.500,00');
      await expect(newest).toContainText('-R$ 100,00');
      if (phone) {
        await expect(table).toBeHidden();
        for (const text of [
          'Variação',
          'Valor real',
          'Caixa',
          'R$ 6.900,00',
          'Renda fixa',
          'R$ 1.000,00',
          'Dívidas',
        ])
          await expect(newest).toContainText(text);
        // Every figure of the newest month inside the screen.
        for (const figure of await newest.locator('dd').all()) {
          const box = await figure.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        }
      } else {
        await expect(months).toBeHidden();
        await expect(newest.getByRole('cell').first()).toHaveText('R$ 7.500,00');
      }

      // Another period, kept in the address.
      await page.getByLabel('Período').selectOption('12');
      await expect(page).toHaveURL(/meses=12/);
      await expect(page.getByTestId('net-worth-history-start')).toHaveText(history);
      await expect(monthRows).toHaveCount(phone ? 3 : 4);

      // Nothing wider than the screen (the table scrolls inside its own region where it is shown).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      // In the navigation: the sidebar, or on a phone the Mais sheet.
      await page.goto('/');
      if (phone) {
        await page
          .getByRole('navigation', { name: 'Navegação inferior' })
          .getByRole('button', { name: 'Mais' })
          .click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Patrimônio' }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Menu principal' })
          .getByRole('link', { name: 'Patrimônio' })
          .click();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Patrimônio' })).toBeVisible();
      expect(normalise(await page.getByTestId('net-worth-total').textContent())).toBe('R$ 7.500,00');
    });
  });
}

test.describe('what a newcomer already owns, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('investments held and a financing years old read whole on a 390 px phone: each class, one Aplicado, no page wider than the screen', async ({
    page,
  }) => {
    await signedInPerson(page);
    const today = todayIn('America/Sao_Paulo');
    // Itaú's statements begin last month (R$ 12.899,91 before them, a salary of R$ 3.000,00).
    const itau = await apiPost(page, '/accounts', {
      name: 'Itaú',
      type: 'checking',
      opening_balance: 12899.91,
    });
    await apiPost(page, '/transactions', {
      accountId: itau.id,
      type: 'RECEITA',
      amount: 3000,
      date: addMonths(today, -1),
      description: 'Salário',
    });
    // At the broker, at R$ 0,00, what the person already has: "Já está na conta de investimentos", applied today.
    const broker = await apiPost(page, '/accounts', {
      name: 'Corretora',
      type: 'investment',
      opening_balance: 0,
    });
    for (const position of [
      { name: 'CDB Banco Azul', product: 'cdb', indexing: 'cdi', rate: '110', amount: 10000 },
      { name: 'Tesouro IPCA+ 2035', product: 'tesouro_ipca', indexing: 'ipca', rate: '6,5', amount: 5000 },
      { name: 'Poupança', product: 'poupanca', indexing: 'poupanca', amount: 3000 },
    ])
      await apiPost(page, '/investments', {
        accountId: broker.id,
        sourceAccountId: null,
        date: today,
        ...position,
      });
    await apiPost(page, '/variable-income/trades', {
      accountId: broker.id,
      ticker: 'ITSA4',
      kind: 'acao',
      name: 'Itaúsa',
      side: 'compra',
      date: today,
      quantity: 200,
      price: '14,75',
      fees: 10,
      cashAccountId: null,
    });
    // A car financing of R$ 48.000,00 in 48 by SAC, its 32nd instalment due today, all 32 paid before Grana:
    // R$ 16.000,00 left.
    await apiPost(page, '/debts', {
      name: 'Financiamento do carro',
      kind: 'financiamento_veiculo',
      lender: 'Banco Azul',
      principal: 48000,
      rate: '1',
      ratePeriod: 'mes',
      installments: 48,
      system: 'SAC',
      contractDate: addMonths(today, -32),
      firstDueDate: addMonths(today, -31),
      paidBefore: 32,
    });

    await page.goto('/patrimonio');
    // Caixa R$ 15.899,91; renda fixa the R$ 18.000,00 applied (no day of yield yet), never below zero; the shares at
    // their cost; the financing's balance.
    await expect(page.getByTestId('net-worth-caixa')).toContainText('R$ 15.899,91');
    await expect(page.getByTestId('net-worth-rendaFixa')).toContainText('R$ 18.000,00');
    await expect(page.getByTestId('net-worth-rendaVariavel')).toContainText('R$ 2.960,00');
    await expect(page.getByTestId('net-worth-dividas')).toContainText('-R$ 16.000,00');
    expect(normalise(await page.getByTestId('net-worth-total').textContent())).toBe('R$ 20.859,91');
    // From last month, when the statements begin, not from the financing's contract, and no month a gain the
    // person never had: the financing's 32 instalments paid before Grana, the investments held before it (credited
    // from that first month, at hand at the broker then), the opening balance.
    const months = page.getByRole('list', { name: 'Mês a mês' }).getByRole('listitem');
    await expect(months).toHaveCount(2);
    await expect(months.first()).toContainText('R$ 20.859,91');
    await expect(months.first()).toContainText('Variação R$ 0,00', { useInnerText: true });
    await expect(months.first()).toContainText('Renda variável R$ 2.960,00', { useInnerText: true });
    await expect(months.first()).toContainText('Dívidas -R$ 16.000,00', { useInnerText: true });
    await expect(months.last()).toContainText('R$ 20.859,91');
    // Last month, before the assets were registered, held them as money at hand at the broker.
    await expect(months.last()).toContainText('Renda fixa R$ 20.960,00', { useInnerText: true });
    await expect(months.last()).toContainText('Variação —', { useInnerText: true });
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Contas says the same "Aplicado (custo)", with its parts.
    await page.goto('/accounts');
    const invested = page.getByRole('list', { name: 'Investimentos' });
    await expect(invested).toContainText('R$ 20.960,00');
    await expect(invested).toContainText('Renda fixa R$ 18.000,00 · Renda variável R$ 2.960,00');
    // Investimentos: the same line over its tabs, renda fixa's "Aplicado" and renda variável's "Custo" its parts (the
    // shares have no price yet: their cost is still the Custo above them).
    await page.goto('/investimentos');
    await expect(page.getByTestId('investments-invested')).toHaveText(
      'Aplicado (custo) nas contas de investimentos: R$ 20.960,00 · Renda fixa R$ 18.000,00 · Renda variável R$ 2.960,00',
    );
    await expect(page.getByTestId('investments-total-applied')).toContainText('R$ 18.000,00');
    await page.getByRole('tab', { name: 'Renda variável' }).click();
    await expect(page.getByTestId('variable-total-cost')).toContainText('R$ 2.960,00');
    await expect(page.getByTestId('variable-unpriced')).toContainText('1 ativo está sem cotação');
  });
});

test('a book without accounts is told how to start, and the dashboard has no net worth card', async ({
  page,
}) => {
  await signedInPerson(page);
  await page.goto('/patrimonio');
  await expect(page.getByText('Nenhuma conta cadastrada.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadastrar conta' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Sem dados disponíveis.')).toBeVisible();
  await expect(page.getByTestId('card-patrimonio')).toHaveCount(0);
});

test('a failed load says so and asks again', async ({ page }) => {
  await signedInPerson(page);
  let fail = true;
  await page.route('**/api/v1/net-worth*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: { message: 'Erro interno. Tente novamente.' } } })
      : route.continue(),
  );
  await page.goto('/patrimonio');
  await expect(page.getByText('Erro interno. Tente novamente.')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Nenhuma conta cadastrada.')).toBeVisible();
});
