import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, formatDateBR, todayIn } from '../common/dates';
import { apiPost, axeViolations, fillDate, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/** Itaú's balance as Contas shows it: its row on a computer, its card on a phone. */
function itauOnContas(page: Page, phone: boolean): Locator {
  return phone
    ? page.getByRole('list', { name: 'Contas' }).getByRole('listitem').filter({ hasText: 'Itaú' })
    : page.getByRole('row', { name: /Itaú/ });
}

/** What the card of a holding shows at its field. */
const figure = (card: Locator, id: string) => card.getByTestId(`holding-${id}`);

/** For a person signed in with no accounts. */
async function journey(page: Page, phone: boolean) {
  // Renda variável is a tab of Investimentos; without an investment account it says where to make one.
  await page.goto('/investimentos');
  await page.getByRole('tab', { name: 'Renda variável' }).click();
  await expect(page).toHaveURL(/aba=renda-variavel/);
  await expect(page.getByText('Nenhum ativo de renda variável')).toBeVisible();
  await expect(page.getByText(/Renda variável são ações, FIIs, ETFs, BDRs, fundos e cripto/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para Contas' })).toHaveAttribute('href', '/accounts');

  await apiPost(page, '/accounts', { name: 'Corretora XP', type: 'investment', opening_balance: 0 });
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 10000 });
  await page.reload();

  // A compra of 100 PETR4 at R$ 30,00 with R$ 5,00 of fees, ten days ago, paid from Itaú.
  const bought = addDays(today(), -10);
  await page.getByRole('button', { name: 'Registrar compra' }).first().click();
  const buy = page.getByRole('dialog', { name: 'Registrar compra' });
  await expect(buy.getByLabel('Conta de investimentos')).toHaveValue(/\d+/);
  // The kind is asked right beside the code, from the start.
  await expect(buy.getByLabel('Tipo do ativo')).toBeEditable();
  await buy.getByLabel('Código do ativo').fill('petr4');
  // A ticker new in the account asks its kind.
  await expect(buy.getByText('Novo nesta conta')).toBeVisible();
  await buy.getByLabel('Tipo do ativo').selectOption({ label: 'Ação' });
  await buy.getByLabel('Nome').fill('Petrobras PN');
  await fillDate(buy.getByLabel('Data da compra'), bought);
  await buy.getByLabel('Quantidade').fill('100');
  await buy.getByLabel('Preço por unidade').fill('30,00');
  await buy.getByLabel('Taxas').fill('5,00');
  await buy.getByLabel('Dinheiro saiu de').selectOption({ label: 'Itaú' });
  await expect(buy.getByTestId('trade-amount')).toHaveText('Total pago: R$ 3.005,00');
  await buy.getByRole('button', { name: 'Registrar compra' }).click();
  await expect(buy).toBeHidden();
  await expect(page.getByText('Compra registrada: 100 PETR4 por R$ 3.005,00')).toBeVisible();

  const card = page.getByRole('article', { name: 'PETR4' });
  await expect(page.getByRole('heading', { name: 'Corretora XP' })).toBeVisible();
  // One holding's kind is singular.
  await expect(card.getByTestId('holding-kind')).toHaveText('Ação');
  await expect(card).toContainText('Petrobras PN');

  // Another compra from scratch of the ticker now held: its kind and name shown, not asked.
  await page.getByRole('button', { name: 'Registrar compra' }).first().click();
  await buy.getByLabel('Código do ativo').fill('PETR4');
  await expect(buy.getByText('Já na carteira desta conta')).toBeVisible();
  await expect(buy.getByLabel('Tipo do ativo')).toHaveValue('Ação');
  await expect(buy.getByLabel('Tipo do ativo')).not.toBeEditable();
  await expect(buy.getByLabel('Nome')).toHaveValue('Petrobras PN');
  await buy.getByRole('button', { name: 'Cancelar' }).click();
  await expect(buy).toBeHidden();
  await expect(figure(card, 'quantity')).toHaveText('100');
  // The average cost carries the fees (Receita's rule): R$ 3.005,00 / 100.
  await expect(figure(card, 'average')).toHaveText('R$ 30,05');
  await expect(figure(card, 'cost')).toHaveText('R$ 3.005,00');
  await expect(figure(card, 'price')).toHaveText('sem cotação');
  await expect(figure(card, 'value')).toHaveText('sem cotação');
  await expect(page.getByTestId('variable-unpriced')).toContainText('1 ativo está sem cotação');

  // Informar cotação, by keyboard alone: R$ 35,50 today.
  await card.getByRole('button', { name: 'Cotação' }).focus();
  await page.keyboard.press('Enter');
  const quote = page.getByRole('dialog', { name: 'Informar cotação' });
  await expect(quote.getByLabel('Data da cotação')).toHaveValue(formatDateBR(today()));
  await quote.getByLabel('Preço por unidade').focus();
  await page.keyboard.type('35,5');
  await page.keyboard.press('Enter');
  await expect(quote).toBeHidden();
  await expect(page.getByText('Cotação de PETR4 informada: R$ 35,50')).toBeVisible();
  await expect(figure(card, 'price')).toHaveText(`R$ 35,50 em ${formatDateBR(today())}`);
  await expect(figure(card, 'value')).toHaveText('R$ 3.550,00');
  // R$ 545,00 over the R$ 3.005,00 paid.
  await expect(figure(card, 'unrealized')).toHaveText('+R$ 545,00 (+18,1%)');
  await expect(page.getByTestId('variable-unpriced')).toHaveCount(0);

  // A venda of 40 at R$ 36,00 less R$ 2,00 of fees, two days ago; the money stays in the broker.
  await card.getByRole('button', { name: 'Vender' }).click();
  const sell = page.getByRole('dialog', { name: 'Registrar venda' });
  await expect(sell.getByTestId('holding-summary')).toContainText(
    'Você tem 100 unidades a preço médio R$ 30,05',
  );
  // Why a sale on the day of a compra would not be at that price.
  await expect(sell.getByTestId('trade-day-trade-hint')).toContainText('é day trade');
  // Two days ago, unless that was last year: the tax table shows this year.
  const sold = addDays(today(), -2).slice(0, 4) === today().slice(0, 4) ? addDays(today(), -2) : today();
  await fillDate(sell.getByLabel('Data da venda'), sold);
  await sell.getByLabel('Quantidade').fill('40');
  await sell.getByLabel('Preço por unidade').fill('36');
  await sell.getByLabel('Taxas').fill('2,00');
  await expect(sell.getByTestId('trade-amount')).toHaveText('Total recebido: R$ 1.438,00');
  await sell.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(sell).toBeHidden();
  // Received R$ 1.438,00 for units that cost 40 × R$ 30,05 = R$ 1.202,00.
  await expect(
    page.getByText('Venda registrada: 40 PETR4 por R$ 1.438,00, ganho de R$ 236,00'),
  ).toBeVisible();
  await expect(figure(card, 'quantity')).toHaveText('60');
  await expect(figure(card, 'average')).toHaveText('R$ 30,05');
  await expect(figure(card, 'cost')).toHaveText('R$ 1.803,00');
  await expect(figure(card, 'value')).toHaveText('R$ 2.130,00');
  await expect(figure(card, 'unrealized')).toHaveText('+R$ 327,00 (+18,1%)');
  await expect(figure(card, 'realized')).toHaveText('+R$ 236,00');

  // A JCP of R$ 100,00: the IR retido comes filled at 15% and the net goes to the broker.
  await card.getByRole('button', { name: 'Provento' }).click();
  const income = page.getByRole('dialog', { name: 'Registrar provento' });
  await income.getByLabel('Tipo de provento').selectOption({ label: 'JCP' });
  await income.getByLabel('Valor bruto').fill('100,00');
  await expect(income.getByLabel('IR retido')).toHaveValue('15,00');
  await income.getByRole('button', { name: 'Registrar provento' }).click();
  await expect(income).toBeHidden();
  await expect(page.getByText('JCP de PETR4 registrados: R$ 85,00 líquido')).toBeVisible();
  await expect(figure(card, 'incomes')).toHaveText('R$ 85,00');

  // The totals are this holding's.
  await expect(page.getByTestId('variable-total-cost')).toContainText('R$ 1.803,00');
  await expect(page.getByTestId('variable-total-value')).toContainText('R$ 2.130,00');
  await expect(page.getByTestId('variable-total-unrealizedGain')).toContainText('+R$ 327,00 (+18,1%)');
  await expect(page.getByTestId('variable-total-incomes')).toContainText('R$ 85,00');
  await expect(page.getByTestId('variable-total-realizedGain')).toContainText('+R$ 236,00');
  // Vendas e imposto: the month's ações sales are under R$ 20.000,00, so the gain is exempt.
  const regime = page.getByTestId('variable-taxes').getByTestId('taxes-regime');
  await expect(regime).toHaveCount(1);
  await expect(regime).toContainText('Ações, ETFs e BDRs');
  await expect(regime).toContainText('R$ 1.440,00');
  await expect(regime).toContainText('+R$ 236,00');
  await expect(regime.getByTestId('taxes-due')).toHaveText('Isento');
  await expect(page.getByTestId('variable-taxes').getByTestId('taxes-darf')).toHaveCount(0);
  // The portfolio's money-weighted return, from the compra to today: under a year, the period's rate alone.
  await expect(page.getByTestId('variable-return')).toHaveText(
    new RegExp(
      `^Rentabilidade da carteira, de ${formatDateBR(bought)} a ${formatDateBR(today())}: -?[\\d.]+,\\d{2}% no período$`,
    ),
  );
  // How it is computed, a button away, by keyboard: Enter shows it, Escape hides it.
  const hint = page.getByText(/^Rentabilidade ponderada pelo dinheiro \(TIR\)/);
  await expect(hint).toBeHidden();
  await page.getByRole('button', { name: 'Como a rentabilidade é calculada' }).focus();
  await page.keyboard.press('Enter');
  await expect(hint).toHaveText(
    'Rentabilidade ponderada pelo dinheiro (TIR): considera quando cada valor entrou e saiu. Períodos de menos de um ano não são anualizados.',
  );
  await page.keyboard.press('Escape');
  await expect(hint).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);

  // Itaú paid the compra; the venda's money stayed in the broker.
  await page.goto('/accounts');
  await expect(itauOnContas(page, phone)).toContainText('R$ 6.995,00');
  await page.goto('/investimentos?aba=renda-variavel');

  // The operations: the compra with its figures, the venda with its realized gain.
  await card.getByRole('button', { name: 'Operações' }).click();
  const operations = page.getByRole('dialog', { name: 'Operações: PETR4' });
  const trades = operations.getByTestId('trade-row');
  await expect(trades).toHaveCount(2);
  await expect(trades.nth(0)).toContainText(`Compra em ${formatDateBR(bought)}`);
  await expect(trades.nth(0)).toContainText('100 × R$ 30,00 + R$ 5,00 de taxas = R$ 3.005,00');
  await expect(trades.nth(1)).toContainText('40 × R$ 36,00 − R$ 2,00 de taxas = R$ 1.438,00');
  await expect(trades.nth(1).getByTestId('trade-realized')).toHaveText('Ganho realizado: +R$ 236,00');
  await expect(operations.getByTestId('income-row')).toContainText(
    'R$ 100,00 bruto − R$ 15,00 de IR = R$ 85,00',
  );
  await expect(operations.getByTestId('price-row')).toHaveText(
    new RegExp(`^${formatDateBR(today())}: R\\$ 35,50`),
  );

  // Deleting the venda asks first; the 40 units come back and the gain goes.
  await trades
    .nth(1)
    .getByRole('button', { name: /^Excluir venda/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir operação' });
  await expect(confirm).toContainText('Excluir a venda de PETR4');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(trades).toHaveCount(1);
  await operations.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(operations).toBeHidden();
  await expect(figure(card, 'quantity')).toHaveText('100');
  await expect(figure(card, 'realized')).toHaveText('R$ 0,00');
  // A holding with operations cannot be deleted; with none left, it can.
  await expect(card.getByRole('button', { name: 'Excluir PETR4' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Operações' }).click();
  await trades
    .first()
    .getByRole('button', { name: /^Excluir compra/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Excluir operação' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(operations.getByText('Nenhuma operação: o ativo pode ser excluído.')).toBeVisible();
  await operations.getByRole('button', { name: 'Fechar' }).first().click();
  await card.getByRole('button', { name: 'Excluir PETR4' }).click();
  const remove = page.getByRole('dialog', { name: 'Excluir ativo' });
  await expect(remove).toContainText('as receitas que os proventos lançaram continuam em Transações');
  await remove.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum ativo de renda variável')).toBeVisible();

  // The compra deleted, its transfer went with it: Itaú has its R$ 10.000,00 again.
  await page.goto('/accounts');
  await expect(itauOnContas(page, phone)).toContainText('R$ 10.000,00');
}

test('renda variável: a compra from Itaú, a price, a venda with its gain, a JCP with its IR, the operations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInPerson(page);
  await journey(page, false);
});

test('a compra above the money in the broker is warned before saving, and Patrimônio never counts renda fixa below zero', async ({
  page,
}) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Corretora XP', type: 'investment', opening_balance: 500 });
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 3000 });
  await page.goto('/investimentos?aba=renda-variavel');
  await page.getByRole('button', { name: 'Registrar compra' }).first().click();
  const buy = page.getByRole('dialog', { name: 'Registrar compra' });
  await buy.getByLabel('Código do ativo').fill('BOVA11');
  await buy.getByLabel('Tipo do ativo').selectOption({ label: 'ETF' });
  await buy.getByLabel('Quantidade').fill('10');
  await buy.getByLabel('Preço por unidade').fill('120');
  // The money "already in the account" (the select's blank) is R$ 500,00: the compra of R$ 1.200,00 is warned.
  await expect(buy.getByLabel('Dinheiro saiu de')).toHaveValue('');
  const warning = buy.getByTestId('trade-uncovered');
  await expect(warning).toHaveText(
    'O saldo desta conta (R$ 500,00) não cobre esta compra de R$ 1.200,00: registre também o depósito na corretora ou escolha em “Dinheiro saiu de” a conta de onde o dinheiro veio.',
  );
  // Paid from Itaú, nothing to warn; back to the broker's own money, the warning again.
  await buy.getByLabel('Dinheiro saiu de').selectOption({ label: 'Itaú' });
  await expect(warning).toHaveCount(0);
  await buy.getByLabel('Dinheiro saiu de').selectOption({ label: 'Já estava na conta de investimentos' });
  await expect(warning).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A warning, not a refusal: the deposit may come later.
  await buy.getByRole('button', { name: 'Registrar compra' }).click();
  await expect(buy).toBeHidden();
  await expect(page.getByText('Compra registrada: 10 BOVA11 por R$ 1.200,00')).toBeVisible();

  // Patrimônio: the ETF counts at its cost in renda variável; the R$ 500,00 in the broker paid for part of it, and
  // what Grana never saw come in is left out of renda fixa, never counted below zero.
  await page.goto('/patrimonio');
  await expect(page.getByTestId('net-worth-rendaFixa')).toContainText('R$ 0,00');
  await expect(page.getByTestId('net-worth-rendaVariavel')).toContainText('R$ 1.200,00');
  await expect(page.getByTestId('net-worth-rendaFixa')).not.toContainText('-R$');
});

test.describe('on a phone', () => {
  // In the dark theme: the journey's accessibility scan then checks the dark colours too.
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the same journey reads on a phone', async ({ page }) => {
    test.setTimeout(120_000);
    await signedInPerson(page);
    await journey(page, true);
  });
});
