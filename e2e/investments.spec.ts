import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, addMonths, formatDateBR, todayIn } from '../common/dates';
import { formatReais } from '../common/money';
import {
  apiGet,
  apiPost,
  axeViolations,
  axeViolationsInBothThemes,
  fillDate,
  normalise,
  openWhileLoading,
  signedInPerson,
} from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/** 'R$ 1.234,56' -> reais, to the cent. */
function reaisOf(text: string): number {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(normalise(text));
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number((match[1] as string).replace(/\./g, '').replace(',', '')) / 100;
}

const cents = (reais: number) => Math.round(reais * 100);

/** Itaú's balance as Contas shows it: its row on a computer, its card on a phone. */
function itauOnContas(page: Page, phone: boolean): Locator {
  return phone
    ? page.getByRole('list', { name: 'Contas' }).getByRole('listitem').filter({ hasText: 'Itaú' })
    : page.getByRole('row', { name: /Itaú/ });
}

/** For a person signed in with no accounts. */
async function journey(page: Page, phone: boolean) {
  // Without an account of type Investimentos, the page says where to make one.
  await page.goto('/investimentos');
  await expect(page.getByText('Nenhuma aplicação registrada')).toBeVisible();
  await expect(page.getByText(/crie antes em Contas uma conta do tipo Investimentos/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para Contas' })).toHaveAttribute('href', '/accounts');

  await apiPost(page, '/accounts', { name: 'Corretora XP', type: 'investment', opening_balance: 0 });
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  await page.reload();
  await expect(page.getByText(/crie antes em Contas uma conta do tipo Investimentos/)).toHaveCount(0);

  // A prefixado of 12% a.a., R$ 1.000,00 applied a year ago from Itaú: no index rate is needed.
  const applied = addMonths(today(), -12);
  const maturity = addMonths(today(), 12);
  await page.getByRole('button', { name: 'Nova aplicação' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nova aplicação' });
  // The only investment account is chosen; Sai de offers the others, not the card nor the account itself.
  await expect(form.getByLabel('Conta de investimentos')).toHaveValue(/\d+/);
  await expect(form.getByLabel('Sai de').locator('option')).toHaveText([
    'Já está na conta de investimentos',
    'Itaú',
  ]);
  await form.getByLabel('Sai de').selectOption({ label: 'Itaú' });
  await form.getByLabel('Nome').fill('Tesouro Prefixado 2027');
  await form.getByLabel('Produto').selectOption({ label: 'Tesouro Prefixado' });
  await expect(form.getByLabel('Indexador')).toHaveValue('prefixado');
  // The poupança's rule is not offered to another product.
  await expect(form.getByLabel('Indexador').locator('option')).toHaveText([
    '% do CDI',
    'CDI + taxa',
    'Selic + taxa',
    'IPCA + taxa',
    'Prefixado',
  ]);
  await form.getByLabel('Taxa (% ao ano)').fill('12');
  await form.getByLabel('Valor aplicado').fill('1.000,00');
  await fillDate(form.getByLabel('Data da aplicação'), applied);
  await fillDate(form.getByLabel('Vencimento'), maturity);
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: 'Tesouro Prefixado 2027' });
  await expect(card).toContainText('Tesouro Prefixado');
  await expect(card).toContainText('12% a.a.');
  await expect(card.getByTestId('position-applied')).toHaveText(`R$ 1.000,00 em ${formatDateBR(applied)}`, {
    useInnerText: false,
  });
  await expect(card).toContainText(formatDateBR(maturity));
  await expect(card.getByTestId('position-at-maturity')).toContainText('líquido');

  // 12% a.a. over a year's business days: about R$ 1.120,00.
  const gross = reaisOf(await card.getByTestId('position-gross').innerText());
  expect(gross).toBeGreaterThan(1110);
  expect(gross).toBeLessThan(1130);
  // A year held (361 to 720 days): IR 17,5% of the yield, no IOF; net is gross less the IR, to the cent.
  const redeemToday = normalise(await card.getByTestId('position-redeem-today').innerText());
  const parts =
    /^Se resgatar hoje: (R\$ [\d.]+,\d{2}) líquido \(IR 17,5%: (R\$ [\d.]+,\d{2}); IOF R\$ 0,00\)$/.exec(
      redeemToday,
    );
  expect(parts, redeemToday).not.toBeNull();
  const net = reaisOf(parts?.[1] ?? '');
  const incomeTax = reaisOf(parts?.[2] ?? '');
  expect(Math.abs(cents(incomeTax) - 0.175 * (cents(gross) - 100_000))).toBeLessThanOrEqual(1);
  expect(cents(net)).toBe(cents(gross) - cents(incomeTax));
  expect(net).toBeLessThan(gross);
  expect(net).toBeGreaterThan(1000);

  // The totals at the top are this one position's.
  await expect(page.getByTestId('investments-total-applied')).toContainText(formatReais(1000));
  await expect(page.getByTestId('investments-total-gross')).toContainText(formatReais(gross));
  await expect(page.getByTestId('investments-total-net')).toContainText(formatReais(net));
  // The portfolio's return says how it is computed, a press away (the same words as renda variável's).
  await page.getByRole('button', { name: 'Como a rentabilidade é calculada' }).click();
  await expect(page.getByText(/^Rentabilidade ponderada pelo dinheiro \(TIR\)/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Corretora XP' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Itaú paid the application.
  await page.goto('/accounts');
  await expect(itauOnContas(page, phone)).toContainText(formatReais(4000));

  // Resgatar: today, into Itaú (where the application came from, already chosen), with the preview's figures.
  await page.goto('/investimentos');
  await card.getByRole('button', { name: 'Resgatar' }).click();
  const redeem = page.getByRole('dialog', { name: 'Resgatar aplicação' });
  await expect(redeem.getByLabel('Data do resgate')).toHaveValue(formatDateBR(today()));
  await expect(redeem.getByLabel('Conta que recebe').locator('option:checked')).toHaveText('Itaú');
  const preview = redeem.getByTestId('redeem-preview');
  await expect(preview).toContainText('Imposto de renda (17,5%)');
  await expect(preview).toContainText(formatReais(gross));
  await expect(preview).toContainText(formatReais(incomeTax));
  await expect(preview).toContainText(`Líquido${formatReais(net)}`);
  await redeem.getByRole('button', { name: 'Resgatar' }).click();
  await expect(redeem).toBeHidden();
  await expect(page.getByText(`Resgate registrado: ${formatReais(net)} em Itaú`)).toBeVisible();

  await expect(card).toHaveCount(0);
  await expect(page.getByText('Nenhuma aplicação em aberto', { exact: true })).toBeVisible();
  await page.getByText('Resgatadas (1)').click();
  const redeemed = page.getByRole('list', { name: 'Aplicações resgatadas' });
  await expect(redeemed).toContainText('Tesouro Prefixado 2027');
  await expect(redeemed.getByTestId('redeemed-net')).toHaveText(
    `Resgatada em ${formatDateBR(today())}: ${formatReais(net)} líquido`,
  );

  // The net came into Itaú.
  await page.goto('/accounts');
  await expect(itauOnContas(page, phone)).toContainText(formatReais((400_000 + cents(net)) / 100));
}

/**
 * For a person signed in with no accounts: R$ 10.000,00 applied today from Itaú in a prefixado (gross = applied on the
 * day itself: no yield, no IR nor IOF), then part of it redeemed back into Itaú.
 */
async function partialJourney(page: Page, phone: boolean) {
  const xp = await apiPost(page, '/accounts', {
    name: 'Corretora XP',
    type: 'investment',
    opening_balance: 0,
  });
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 15000 });
  await apiPost(page, '/investments', {
    accountId: xp.id,
    sourceAccountId: itau.id,
    name: 'Tesouro Prefixado 2029',
    product: 'tesouro_prefixado',
    indexing: 'prefixado',
    rate: '12',
    amount: 10000,
    date: today(),
    maturityDate: addMonths(today(), 24),
  });

  await page.goto('/investimentos');
  const card = page.getByRole('article', { name: 'Tesouro Prefixado 2029' });
  await card.getByRole('button', { name: 'Resgatar' }).click();
  const redeem = page.getByRole('dialog', { name: 'Resgatar aplicação' });
  const preview = redeem.getByTestId('redeem-preview');
  // The whole position is the choice made; its preview is the R$ 10.000,00 applied today.
  await expect(redeem.getByRole('radio', { name: 'Resgatar tudo' })).toBeChecked();
  await expect(redeem.getByLabel('Valor bruto a resgatar')).toHaveCount(0);
  await expect(preview).toContainText(`Líquido${formatReais(10000)}`);

  // Keyboard: the arrow moves the choice to a part, and its amount's field appears, saying what stays.
  await redeem.getByRole('radio', { name: 'Resgatar tudo' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(redeem.getByRole('radio', { name: 'Resgatar parte' })).toBeChecked();
  const amount = redeem.getByLabel('Valor bruto a resgatar');
  await expect(amount).toBeVisible();
  await expect(redeem).toContainText(
    `Até ${formatReais(10000)}, o valor bruto em ${formatDateBR(today())}. O restante continua aplicado, com a mesma data de aplicação e a mesma taxa.`,
    { useInnerText: true },
  );
  await expect(redeem).toContainText('Informe o valor bruto a resgatar para ver quanto o resgate paga.');

  // More than the position is worth: the server's words at the field, and nothing to confirm.
  await amount.fill('12.000,00');
  const refusal = `O valor bruto em ${formatDateBR(today())} é ${formatReais(10000)}: informe até esse valor`;
  await expect(redeem.getByRole('alert')).toHaveText(refusal, { useInnerText: true });
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(redeem.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
  if (!phone) {
    const found = await axeViolationsInBothThemes(page);
    expect(found).toEqual({ light: [], dark: [] });
  }
  const untouched = await apiGet<{ positions: { applied: number; redeemedOn: string | null }[] }>(
    page,
    '/investments',
  );
  expect(untouched.positions).toEqual([expect.objectContaining({ applied: 10000, redeemedOn: null })]);

  // R$ 4.000,00: the preview follows the amount, to the cent (applied today: no yield, no taxes).
  await amount.fill('4.000,00');
  await expect(redeem.getByRole('alert')).toHaveCount(0);
  await expect(redeem).toContainText('Resgate parcial em');
  await expect(preview).toContainText(`Valor bruto${formatReais(4000)}`);
  await expect(preview).toContainText(`IOF${formatReais(0)}`);
  await expect(preview).toContainText(`Líquido${formatReais(4000)}`);
  if (phone) expect(await axeViolations(page)).toEqual([]);
  await expect(redeem.getByLabel('Conta que recebe').locator('option:checked')).toHaveText('Itaú');
  await redeem.getByRole('button', { name: 'Resgatar' }).click();
  await expect(redeem).toBeHidden();
  await expect(
    page.getByText(`Resgate parcial registrado: ${formatReais(4000)} líquido em Itaú`),
  ).toBeVisible();

  // The rest stays applied, same day; the part redeemed is listed apart under the same name.
  await expect(card.getByTestId('position-applied')).toHaveText(`R$ 6.000,00 em ${formatDateBR(today())}`, {
    useInnerText: false,
  });
  await expect(card.getByTestId('position-gross')).toHaveText(formatReais(6000));
  await expect(page.getByTestId('investments-total-applied')).toContainText(formatReais(6000));
  await page.getByText('Resgatadas (1)').click();
  const redeemed = page.getByRole('list', { name: 'Aplicações resgatadas' });
  await expect(redeemed).toContainText('Tesouro Prefixado 2029');
  await expect(redeemed.getByTestId('redeemed-net')).toHaveText(
    `Resgatada em ${formatDateBR(today())}: ${formatReais(4000)} líquido`,
  );

  // Itaú paid R$ 10.000,00 of its R$ 15.000,00 and got R$ 4.000,00 back.
  await page.goto('/accounts');
  await expect(itauOnContas(page, phone)).toContainText(formatReais(9000));
}

test('a prefixado recorded from Itaú: its value today, what a redemption pays, redeemed into Itaú', async ({
  page,
}) => {
  // A whole journey over four pages, with an accessibility scan: longer than one screen's test.
  test.setTimeout(120_000);
  await signedInPerson(page);
  await journey(page, false);
});

test('without a CDI rate the value stops and says so, a redemption is refused in words, and Excluir asks first', async ({
  page,
}) => {
  await signedInPerson(page);
  const xp = await apiPost(page, '/accounts', {
    name: 'Corretora XP',
    type: 'investment',
    opening_balance: 2000,
  });
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 100 });
  await apiPost(page, '/investments', {
    accountId: xp.id,
    name: 'CDB Banco X',
    product: 'cdb',
    indexing: 'cdi',
    rate: '110',
    amount: 2000,
    date: addDays(today(), -10),
  });
  await page.goto('/investimentos');
  const card = page.getByRole('article', { name: 'CDB Banco X' });
  await expect(card).toContainText('110% do CDI');
  // The test server has no CDI values: the notice names the series and the day the value is of.
  await expect(card.getByTestId('position-missing-rate')).toContainText(
    /^Sem CDI desde \d{2}\/\d{2}\/\d{4}: valor calculado até \d{2}\/\d{2}\/\d{4}$/,
  );
  // A value stopped on an earlier day is not called today's, and no redemption of today is told for it.
  await expect(card).toContainText(/Valor bruto em \d{2}\/\d{2}\/\d{4}/);
  await expect(card.getByTestId('position-redeem-today')).toHaveCount(0);
  await expect(page.getByTestId('investments-totals-stopped')).toHaveText(
    '1 aplicação tem o valor calculado até um dia anterior, por falta de taxas: os totais usam esse valor, e o resgate de hoje só pode ser calculado quando as taxas forem informadas.',
  );

  // Keyboard only: the dialog opens on Enter, holds the focus, and Escape closes it.
  await card.getByRole('button', { name: 'Resgatar' }).focus();
  await page.keyboard.press('Enter');
  const redeem = page.getByRole('dialog', { name: 'Resgatar aplicação' });
  await expect(redeem.getByRole('alert')).toContainText('Falta o CDI de');
  await expect(redeem.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await redeem.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(redeem).toBeHidden();

  await card.getByRole('button', { name: 'Excluir CDB Banco X' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir aplicação' });
  await expect(confirm).toContainText('nenhum lançamento é apagado das contas');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Nenhuma aplicação registrada')).toBeVisible();
});

test('part of a position redeemed: the preview follows the amount, the rest stays applied, a larger amount is refused at its field', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInPerson(page);
  await partialJourney(page, false);
});

test('while loading the page shows its skeleton; a failed load says why and tries again', async ({
  page,
}) => {
  await signedInPerson(page);
  const { loading, release } = await openWhileLoading(
    page,
    '/investimentos',
    '/investments',
    'Carregando aplicações...',
  );
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByText('Nenhuma aplicação registrada')).toBeVisible();

  let refused = true;
  await page.route(
    (url) => url.pathname === '/api/v1/investments',
    (route) =>
      refused
        ? route.fulfill({ status: 503, json: { error: { message: 'Serviço indisponível' } } })
        : route.continue(),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Serviço indisponível');
  refused = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Nenhuma aplicação registrada')).toBeVisible();
});

test.describe('on a phone', () => {
  // In the dark theme: the journey's accessibility scan then checks the dark colours too.
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('Investimentos is in the Mais sheet, and the same journey reads on a phone', async ({ page }) => {
    test.setTimeout(120_000);
    await signedInPerson(page);
    await page
      .getByRole('navigation', { name: 'Navegação inferior' })
      .getByRole('button', { name: 'Mais' })
      .click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Investimentos' }).click();
    await expect(page).toHaveURL(/\/investimentos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Investimentos' })).toBeVisible();
    await journey(page, true);
  });

  test('part of a position redeemed, on a phone', async ({ page }) => {
    test.setTimeout(90_000);
    await signedInPerson(page);
    await partialJourney(page, true);
  });
});
