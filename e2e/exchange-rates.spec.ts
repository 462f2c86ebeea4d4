import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatDateBR, todayIn } from '../common/dates';
import { reaisAt } from '../common/exchange-rates';
import { centsToReais, formatReais } from '../common/money';
import { apiPost, axeViolationsInBothThemes, fillDate, normalise, signedInPerson } from './helpers';

/**
 * A newcomer with a dollar account and no PTAX (the e2e server fetches none, as a machine without internet): Contas
 * says the account has no rate; the person types one by keyboard from that note, the API's refusals shown beside
 * the field; then the account counts in reais at that rate, and "Saldo em contas" with it. On a phone.
 */
test.use({ viewport: { width: 390, height: 844 } });

const today = () => todayIn('America/Sao_Paulo');
const RATE_FIELD = 'Cotação (R$ por US$)';

/** Types into the focused field what a person would after selecting what it held. */
async function retype(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a dollar account with no rate gets one typed by keyboard, and then counts in reais', async ({
  page,
}) => {
  // Six accessibility scans (the dialog and the page, each in both themes): past a minute on a loaded machine.
  test.setTimeout(120_000);
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  await apiPost(page, '/accounts', {
    name: 'Nomad',
    type: 'checking',
    currency: 'USD',
    opening_balance: 250.5,
  });
  await page.goto('/accounts');

  const nomad = page.getByRole('list', { name: 'Contas' }).getByRole('listitem').filter({ hasText: 'Nomad' });
  await expect(nomad).toContainText('US$ 250,50');
  await expect(nomad).toContainText('Sem cotação: fora do Saldo em contas');
  await expect(nomad).not.toContainText('≈ R$');
  await expect(page.getByTestId('balance-accounts')).toContainText('R$ 1.000,00');
  const note = page.getByTestId('rates-note');
  await expect(note).toHaveText('Sem cotação, fora do Saldo em contas: Nomad.');

  // The note's way to the form, reached and pressed with the keyboard.
  const inform = note.locator('..').getByRole('button', { name: 'Informar cotação de US$' });
  await inform.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Informar cotação de US$' });
  const rate = dialog.getByLabel(RATE_FIELD);
  const date = dialog.getByLabel('Data', { exact: true });
  // The date starts on today: what is left to type is the rate.
  await expect(rate).toBeFocused();
  await expect(date).toHaveValue(formatDateBR(today()));

  // What the API refuses, said beside the field it is about, which takes the focus back.
  const refusals: Array<[string, string]> = [
    ['0', 'A cotação deve ser maior que zero'],
    ['-5,40', 'A cotação deve ser maior que zero'],
    ['540000', 'A cotação deve ficar entre 0,0001 e 100.000 reais por unidade'],
    ['5,1234567', 'A cotação tem no máximo 6 casas decimais'],
    ['cinco', 'Informe a cotação como um número de reais por unidade (por exemplo 5,3251)'],
  ];
  for (const [typed, message] of refusals) {
    await retype(page, rate, typed);
    await page.keyboard.press('Enter');
    await expect(rate).toHaveAccessibleDescription(message);
    await expect(rate).toBeFocused();
  }
  await retype(page, rate, '5,4321');
  await fillDate(date, '2099-01-01');
  await page.keyboard.press('Enter');
  await expect(date).toHaveAccessibleDescription('A data não pode estar no futuro');
  await expect(date).toBeFocused();
  await fillDate(date, '1994-06-30');
  await page.keyboard.press('Enter');
  await expect(date).toHaveAccessibleDescription('A data deve ser a partir de 01/07/1994');
  await noHorizontalOverflow(page);
  expect(await axeViolationsInBothThemes(page, '[role="dialog"]')).toEqual({ light: [], dark: [] });

  await fillDate(date, today());
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Cotação de US$ em ${formatDateBR(today())} salva: R$ 5,4321`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The account in dollars and in reais, at the rate and its kind; "Saldo em contas" with it.
  const reais = centsToReais(reaisAt(25050, '5.4321'));
  expect(formatReais(reais)).toBe('R$ 1.360,74');
  await expect(nomad).toContainText('US$ 250,50');
  await expect(nomad).toContainText(`≈ R$ 1.360,74 · cotação do livro ${formatDateBR(today())}`);
  await expect(nomad).not.toContainText('Sem cotação');
  await expect(page.getByTestId('balance-accounts')).toContainText(formatReais(1000 + reais));
  expect(normalise(await note.textContent())).toBe(
    `Contas em outra moeda pela cotação do livro de ${formatDateBR(today())}: R$ 5,4321 por US$`,
  );
  await expect(page.getByRole('button', { name: 'Informar cotação de US$' })).toHaveCount(0);
  await noHorizontalOverflow(page);
  expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // The account's "Cotações" lists it as the book's own, to correct or delete.
  await page.getByRole('button', { name: 'Cotações de Nomad' }).click();
  const rates = page.getByRole('dialog', { name: 'Cotações: Dólar americano (USD)' });
  const row = rates.getByTestId('exchange-rate-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatDateBR(today()));
  await expect(row).toContainText('R$ 5,4321');
  await expect(row).toContainText('Cotação do livro');
  await noHorizontalOverflow(page);
  expect(await axeViolationsInBothThemes(page, '[role="dialog"]')).toEqual({ light: [], dark: [] });
});

test('a correction and a deletion in Cotações move the account in reais with them', async ({ page }) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', {
    name: 'Nomad',
    type: 'checking',
    currency: 'USD',
    opening_balance: 100,
  });
  const put = await page.request.put('/api/v1/exchange-rates/USD', {
    data: { cotacoes: [{ data: today(), cotacao: '5,00' }] },
    headers: { authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('accessToken'))}` },
  });
  expect(put.ok()).toBe(true);
  await page.goto('/accounts');
  const nomad = page.getByRole('list', { name: 'Contas' }).getByRole('listitem').filter({ hasText: 'Nomad' });
  await expect(nomad).toContainText('≈ R$ 500,00');

  await page.getByRole('button', { name: 'Cotações de Nomad' }).click();
  const rates = page.getByRole('dialog', { name: 'Cotações: Dólar americano (USD)' });
  await rates.getByRole('button', { name: `Corrigir a cotação de ${formatDateBR(today())}` }).click();
  const correcting = page.getByRole('dialog', { name: `Corrigir cotação de ${formatDateBR(today())}` });
  const rate = correcting.getByLabel(RATE_FIELD);
  await expect(rate).toHaveValue('5,00');
  await expect(rate).toBeFocused();
  await retype(page, rate, '5,50');
  await page.keyboard.press('Enter');
  await expect(correcting).toHaveCount(0);
  await expect(rates.getByTestId('exchange-rate-row')).toContainText('R$ 5,5000');
  await expect(nomad).toContainText('≈ R$ 550,00');

  await rates.getByRole('button', { name: `Excluir a cotação de ${formatDateBR(today())}` }).click();
  const ask = page.getByRole('dialog', { name: 'Excluir cotação' });
  await expect(ask).toContainText(
    `Excluir a cotação do livro de ${formatDateBR(today())} (R$ 5,5000 por US$)?`,
  );
  await ask.getByRole('button', { name: 'Excluir' }).click();
  await expect(rates.getByTestId('exchange-rate-row')).toHaveCount(0);
  await expect(rates).toContainText('Nenhuma cotação de US$ no último ano.');
  await page.keyboard.press('Escape');
  await expect(nomad).toContainText('Sem cotação: fora do Saldo em contas');
});

test('a transfer between reais and dollars shows on each leg what the other moved, and the rate', async ({
  page,
}) => {
  await signedInPerson(page);
  const itau = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 1000 });
  const nomad = await apiPost(page, '/accounts', { name: 'Nomad', type: 'checking', currency: 'USD' });
  await apiPost(page, '/transfers', {
    description: 'Remessa',
    date: today(),
    amount: 543.21,
    destination_amount: 100,
    fromAccountId: itau.id,
    toAccountId: nomad.id,
  });
  // The list shows the transfer once, by the leg that left; Itaú's says what arrived.
  await page.goto('/transactions');
  const line = page.getByTestId('transfer-leg-line');
  await expect(line).toHaveCount(1);
  // The arrow is seen, its word heard.
  expect(normalise(await line.textContent())).toBe('→ recebido US$ 100,00 · R$ 5,4321/US$');
  await expect(line).toBeVisible();
  await noHorizontalOverflow(page);
  // Nomad's own list shows the leg that arrived, and what left.
  await page.goto(`/transactions?accountId=${nomad.id}`);
  await expect(line).toHaveCount(1);
  expect(normalise(await line.textContent())).toBe('← enviado R$ 543,21 · R$ 5,4321/US$');
  await noHorizontalOverflow(page);
});
