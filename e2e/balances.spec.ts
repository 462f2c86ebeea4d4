import { expect, type Locator, type Page, test } from '@playwright/test';
import type { CardSummary } from '../common/contract/cards';
import { addDays, formatDateBR, lastDayOfMonth, splitIsoDate, todayIn } from '../common/dates';
import { formatReais } from '../common/money';
import { apiGet, apiPost, normalise, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/** 'R$ 1.234,56' / '-R$ 12,00' / '+R$ 5,00' -> reais, to the cent. */
function reaisOf(text: string): number {
  const match = /([+-]?)R\$\s*([\d.]+,\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no amount in "${text}"`);
  const cents = Number((match[2] as string).replace(/\./g, '').replace(',', ''));
  return ((match[1] === '-' ? -1 : 1) * cents) / 100;
}

const figure = async (locator: Locator) => reaisOf(normalise(await locator.textContent()));

/**
 * Itaú with 5.000,00, 40,00 spent yesterday and 150,00 registered for tomorrow; Nubank paid by Itaú, whose bill
 * closed two days ago and falls due in five: 500,00 of purchases in it, 100,00 of them paid; a TV of 1.000,00 in
 * 10x bought today (100,00 in the open bill, 900,00 in the nine after it). Whatever day the test runs.
 */
async function walkPerson(page: Page) {
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  const card = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: splitIsoDate(addDays(today(), -2)).day,
    due_day: splitIsoDate(addDays(today(), 5)).day,
    credit_limit: 8000,
    payment_account_id: itau.id,
  });
  const spend = (accountId: number, amount: number, date: string, description: string, more = {}) =>
    apiPost(page, '/transactions', { accountId, type: 'DESPESA', amount, date, description, ...more });
  await spend(itau.id, 40, addDays(today(), -1), 'Padaria');
  await spend(itau.id, 150, addDays(today(), 1), 'Seguro');
  await spend(card.id, 300, addDays(today(), -3), 'Mercado');
  await spend(card.id, 200, addDays(today(), -4), 'Farmácia');
  await spend(card.id, 1000, today(), 'TV', { installments: 10 });
  const [summary] = await apiGet<CardSummary[]>(page, '/cards');
  await apiPost(page, '/cards/bills/pay', {
    account_id: card.id,
    month: summary?.next_due_bill.month,
    from_account_id: itau.id,
    amount: 100,
    date: today(),
  });
  return { itau, card };
}

test('the dashboard, Contas and Previsão show the same balances, and the forecast starts from them', async ({
  page,
}) => {
  await signedInPerson(page);
  await walkPerson(page);
  const accounts = 5000 - 40 - 100;
  const billsToPay = 500 - 100 + 100;

  await page.goto('/');
  const value = (testId: string) => page.getByTestId(testId).getByTestId('card-value');
  await expect(value('card-saldo')).toHaveText(formatReais(accounts));
  await expect(page.getByTestId('card-saldo')).toContainText('Saldo em contas');
  await expect(value('card-faturas')).toHaveText(formatReais(billsToPay));
  await expect(page.getByTestId('card-faturas')).toContainText(
    `Saldo líquido ${formatReais(accounts - billsToPay)}`,
  );
  await expect(value('card-parcelas')).toHaveText(formatReais(900));
  await expect(page.getByTestId('accounts-panel').getByTestId('accounts-total')).toHaveText(
    formatReais(accounts),
  );
  const previsto = page.getByTestId('card-previsao');
  await expect(previsto).toContainText(`Saldo previsto em ${formatDateBR(lastDayOfMonth(today()))}`);
  const monthEndOnDashboard = await figure(previsto.locator('.money'));

  await page.goto('/accounts');
  await expect(
    page.getByText(`Saldo em contas ${formatReais(accounts)} em 1 conta ativa, fora cartões e investimentos`),
  ).toBeVisible();
  await expect(page.getByTestId('balance-accounts')).toContainText(formatReais(accounts));
  await expect(page.getByTestId('balance-bills_to_pay')).toContainText(formatReais(billsToPay));
  await expect(page.getByTestId('balance-future_installments')).toContainText(formatReais(900));
  await expect(page.getByTestId('balance-net')).toContainText(formatReais(accounts - billsToPay));
  // Itaú's row is today's money: tomorrow's insurance is not gone yet.
  await expect(page.getByRole('row', { name: /Itaú/ })).toContainText(formatReais(accounts));

  await page.goto('/forecast?dias=30');
  await expect(page.getByTestId('forecast-start')).toContainText('Saldo em contas hoje');
  expect(await figure(page.getByTestId('forecast-start').locator('.money'))).toBe(accounts);
  const monthEnd = page.getByTestId('forecast-month-end');
  await expect(monthEnd).toContainText(formatDateBR(lastDayOfMonth(today())));
  expect(await figure(monthEnd.locator('.money'))).toBe(monthEndOnDashboard);
  // The month end is the start plus the items the page lists up to that day, to the cent.
  const rows = page.getByRole('list', { name: 'Próximos lançamentos' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  let cents = Math.round(accounts * 100);
  for (const text of await rows.allTextContents()) {
    const [d, m, y] = (text.match(/\d{2}\/\d{2}\/\d{4}/)?.[0] ?? '').split('/');
    if (`${y}-${m}-${d}` <= lastDayOfMonth(today())) cents += Math.round(reaisOf(text) * 100);
  }
  expect(cents / 100).toBe(monthEndOnDashboard);
});

test('Cartões shows what is left of each bill, and "Paga" without a Pagar button when nothing is', async ({
  page,
}) => {
  await signedInPerson(page);
  const { itau, card } = await walkPerson(page);
  await page.goto('/cards');
  const toPay = page.getByTestId('card-bill').filter({ hasText: 'A pagar' });
  await expect(toPay.getByTestId('card-bill-left')).toHaveText(
    `Falta ${formatReais(400)}Total ${formatReais(500)}`,
  );
  const open = page.getByTestId('card-bill').filter({ hasText: 'Fatura atual' });
  await expect(open.getByTestId('card-bill-left')).toHaveText(formatReais(100));

  // Both bills paid: the card says "Paga" and offers nothing to pay.
  const [summary] = await apiGet<CardSummary[]>(page, '/cards');
  for (const [month, amount] of [
    [summary?.next_due_bill.month, 400],
    [summary?.current_bill.month, 100],
  ] as const) {
    await apiPost(page, '/cards/bills/pay', {
      account_id: card.id,
      month,
      from_account_id: itau.id,
      amount,
      date: today(),
    });
  }
  await page.reload();
  await expect(open.getByTestId('card-bill-left')).toHaveText('Paga');
  await expect(toPay).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagar fatura' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ver faturas' })).toBeVisible();
});

/**
 * Itaú with 5.000,00 applied 1.000,00 in a CDB held at the Corretora, an investment account: "Saldo em contas" is
 * Itaú's 4.000,00 on the dashboard and Contas, and Contas lists the Corretora apart, its 1.000,00 as what was applied.
 */
async function investmentApart(page: Page, phone: boolean) {
  await signedInPerson(page);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  const broker = await apiPost(page, '/accounts', {
    name: 'Corretora',
    type: 'investment',
    opening_balance: 0,
  });
  await apiPost(page, '/investments', {
    accountId: broker.id,
    sourceAccountId: itau.id,
    name: 'CDB Banco Azul',
    product: 'cdb',
    indexing: 'cdi',
    rate: '110',
    amount: 1000,
    date: addDays(today(), -1),
  });

  await page.goto('/');
  await expect(page.getByTestId('card-saldo').getByTestId('card-value')).toHaveText(formatReais(4000));
  const panel = page.getByTestId('accounts-panel');
  await expect(panel.getByTestId('accounts-total')).toHaveText(formatReais(4000));
  // As Contas lists it: the Corretora apart, under "Investimentos", its balance what was applied.
  await expect(panel.getByRole('table', { name: 'Contas' })).toContainText('Itaú');
  await expect(panel.getByRole('table', { name: 'Contas' })).not.toContainText('Corretora');
  const dashboardInvested = panel.getByRole('region', { name: 'Investimentos' });
  await expect(dashboardInvested).toContainText('o saldo aqui é o valor aplicado, pelo custo');
  await expect(dashboardInvested.getByRole('columnheader', { name: 'Aplicado (custo)' })).toBeVisible();
  await expect(dashboardInvested.getByRole('row', { name: /Corretora/ })).toContainText(formatReais(1000));
  await expect(dashboardInvested.getByRole('row', { name: /Corretora/ })).toContainText(
    `Renda fixa ${formatReais(1000)}`,
  );

  await page.goto('/accounts');
  await expect(
    page.getByText(`Saldo em contas ${formatReais(4000)} em 1 conta ativa, fora cartões e investimentos`),
  ).toBeVisible();
  await expect(page.getByTestId('balance-accounts')).toContainText(formatReais(4000));
  // The money accounts' group has Itaú only; the Corretora comes after it, in its own group.
  const money = page.getByRole('region', { name: 'Suas contas' });
  const invested = page.getByRole('region', { name: 'Investimentos' });
  await expect(money).toContainText('Itaú');
  await expect(money.getByText('Corretora')).toHaveCount(0);
  await expect(invested).toContainText('o saldo aqui é o valor aplicado, pelo custo');
  await expect(invested.getByRole('link', { name: 'Patrimônio' })).toBeVisible();
  await expect(invested.getByRole('link', { name: 'Investimentos' })).toBeVisible();
  const investedHandle = await invested.elementHandle();
  const after = await money.evaluate(
    (el, other) => Boolean(other && el.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    investedHandle,
  );
  expect(after).toBe(true);
  if (phone) {
    const card = invested.getByRole('list', { name: 'Investimentos' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    // Its "Aplicado (custo)" with its parts under the name (common/money-accounts.ts).
    expect(normalise(await card.innerText())).toContain(
      `Corretora Investimentos Renda fixa ${formatReais(1000)} Aplicado (custo) ${formatReais(1000)}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } else {
    const table = invested.getByRole('table', { name: 'Investimentos' });
    await expect(table.getByRole('columnheader', { name: 'Aplicado (custo)' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Corretora/ })).toContainText(formatReais(1000));
    // Conferir saldo still checks the Corretora's ledger.
    await expect(table.getByRole('button', { name: 'Conferir saldo de Corretora' })).toBeVisible();
  }
}

test('an investment account is left out of "Saldo em contas" and listed apart, as what was applied', async ({
  page,
}) => {
  await investmentApart(page, false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the investment account is listed apart, as what was applied', async ({ page }) => {
    await investmentApart(page, true);
  });

  test("the forecast's list shows a long description whole", async ({ page }) => {
    await signedInPerson(page);
    const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 5000 });
    await apiPost(page, '/recurring', {
      account_id: itau.id,
      amount: 2200,
      description: 'Aluguel do apartamento',
      next_run: addDays(today(), -70),
    });
    await page.goto('/forecast');
    const description = page
      .getByTestId('forecast-item-description')
      .filter({ hasText: /Aluguel do apartamento \(\d vencimentos em atraso\)/ });
    await expect(description).toBeVisible();
    const cut = await description.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
