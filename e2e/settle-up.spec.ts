import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { BOOK_HEADER, type BookView } from '../common/contract/books';
import { addMonths, formatMonthLabel, todayIn } from '../common/dates';
import { apiPost, authHeader, axeViolations, newEmail, PASSWORD, signedInPerson, signIn } from './helpers';
import { openNewTransaction, openNewTransactionOnPhone } from './transaction-steps';

/**
 * Who paid, dividing an expense between a shared book's people, and "Acerto de contas" (issue 35): Ana and Bia
 * share Casa; each records an expense and divides it; the page says who pays whom, the acerto is registered, and
 * everyone is settled. Mercado R$ 100,01 in equal parts is Ana 50,01 / Bia 50,00 (the cent left over goes to the
 * first in the book's order, by name); Luz R$ 80,00 by values is Ana 30 / Bia 50. Ana paid 100,01 and owes
 * 80,01: she has R$ 20,00 to receive; Bia paid 80,00 and owes 100,00: she pays R$ 20,00 to Ana.
 */

const PHONE = { width: 390, height: 844 };
const ANA = 'Ana Souza';
const BIA = 'Bia Lima';

/** Ana's Casa, with a joint account, and Bia in it as editor (accepted from the invitation's link). */
async function casaOfAnaAndBia(page: Page, browser: Browser, phone: boolean) {
  await signedInPerson(page, ANA);
  const casa = await apiPost<BookView>(page, '/books', { name: 'Casa' });
  const res = await page.request.post('/api/v1/accounts', {
    data: { name: 'Conta da casa', type: 'checking', opening_balance: 0 },
    headers: { ...(await authHeader(page)), [BOOK_HEADER]: String(casa.id) },
  });
  expect(res.ok(), await res.text()).toBe(true);

  const context = await browser.newContext(phone ? { viewport: PHONE } : {});
  const bia = await context.newPage();
  const email = newEmail('bia');
  const registered = await bia.request.post('/api/v1/auth/register', {
    data: { name: BIA, email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { link } = await apiPost<{ link: string }>(page, '/books/invitations', {
    bookId: casa.id,
    email,
    role: 'editor',
  });
  await signIn(bia, email);
  const url = new URL(link);
  await bia.goto(`${url.pathname}${url.search}`);
  await bia.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(bia).toHaveURL(/\/$/);
  return { casa, bia, context };
}

/** The transactions list's row (a table row on a desktop, a card on a phone) holding the text. */
const rowOf = (page: Page, text: string, phone: boolean): Locator =>
  phone
    ? page.getByRole('listitem').filter({ hasText: text })
    : page.getByRole('row').filter({ hasText: text });

/** An expense typed in 'Nova transação' in the book's joint account. */
async function recordExpense(page: Page, phone: boolean, description: string, amount: string) {
  const dialog = phone ? await openNewTransactionOnPhone(page) : await openNewTransaction(page);
  await dialog.getByLabel('Valor', { exact: true }).fill(amount);
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Conta da casa' });
  await dialog.getByLabel('Descrição', { exact: true }).fill(description);
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens the row's 'Editar Transação' and, from it, 'Dividir entre pessoas'. */
async function openDivision(page: Page, phone: boolean, description: string) {
  await page.goto('/transactions');
  await rowOf(page, description, phone)
    .getByRole('button', { name: `Editar ${description}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Transação' });
  const people = edit.getByRole('region', { name: 'Pessoas' });
  await people.getByRole('button', { name: 'Dividir entre pessoas' }).click();
  const share = page.getByRole('dialog', { name: 'Dividir entre pessoas' });
  await expect(share.getByLabel('Quem pagou')).toBeFocused();
  return { edit, people, share };
}

async function openSettleUp(page: Page, phone: boolean) {
  if (phone) {
    await page
      .getByRole('navigation', { name: 'Navegação inferior' })
      .getByRole('button', { name: 'Mais' })
      .click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Acerto de contas' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Acerto de contas' })
      .click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Acerto de contas' })).toBeVisible();
}

/** A person's line in 'Saldo de cada pessoa' (a table row on a desktop, a card on a phone). */
const personLine = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Saldo de cada pessoa' }).locator('tr, li').filter({ hasText: name });

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    test.use({ viewport: phone ? PHONE : { width: 1280, height: 860 } });

    test('Ana and Bia divide their expenses in Casa, see who pays whom, register the acerto and are settled', async ({
      page,
      browser,
    }) => {
      // Two people in a shared book, their expenses, the acerto and four axe passes: 28 s on a quiet CI machine,
      // 49-60 on a loaded one, where the default minute ran out inside axe.
      test.setTimeout(120_000);
      const month = formatMonthLabel(todayIn('America/Sao_Paulo'));
      const previousMonth = formatMonthLabel(addMonths(todayIn('America/Sao_Paulo'), -1));
      const { casa, bia, context } = await casaOfAnaAndBia(page, browser, phone);

      // In her personal book Ana has no acerto: the menu does not offer it, and the address says where it lives.
      await page.goto('/acerto-de-contas');
      await expect(page.getByText('O acerto de contas é dos livros compartilhados')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir para Livros' })).toHaveAttribute('href', '/livros');
      if (!phone)
        await expect(
          page
            .getByRole('navigation', { name: 'Menu principal' })
            .getByRole('link', { name: 'Acerto de contas' }),
        ).toHaveCount(0);

      await page.evaluate((id) => localStorage.setItem('grana.book', String(id)), casa.id);
      await page.goto('/transactions');
      await recordExpense(page, phone, 'Mercado', '100,01');
      const mercado = await openDivision(page, phone, 'Mercado');
      await expect(mercado.people).toContainText(`Pago por ${ANA}`);
      await expect(mercado.share.getByLabel('Quem pagou').locator('option:checked')).toHaveText(ANA);
      await mercado.share.getByText('Em partes iguais', { exact: true }).click();
      await expect(mercado.share.getByRole('radio', { name: 'Em partes iguais' })).toBeChecked();
      await expect(mercado.share.getByRole('checkbox', { name: ANA })).toBeChecked();
      await expect(mercado.share.getByRole('checkbox', { name: BIA })).toBeChecked();
      const preview = mercado.share.getByTestId('share-preview');
      await expect(preview.getByRole('listitem').filter({ hasText: ANA })).toContainText('R$ 50,01');
      await expect(preview.getByRole('listitem').filter({ hasText: BIA })).toContainText('R$ 50,00');
      expect(await axeViolations(page)).toEqual([]);
      await mercado.share.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(mercado.share).toHaveCount(0);
      await expect(mercado.people).toContainText(`Pago por ${ANA}`);
      await expect(mercado.people).toContainText(`Dividida: ${ANA} R$ 50,01 · ${BIA} R$ 50,00`);
      await expect(mercado.people.getByRole('button', { name: 'Editar divisão' })).toBeFocused();
      await mercado.edit.getByRole('button', { name: 'Cancelar' }).click();
      await expect(rowOf(page, 'Mercado', phone).getByTestId('people-line')).toHaveText(
        phone
          ? `Pago por ${ANA} · dividida entre 2`
          : `Pago por ${ANA} · Dividida: ${ANA} R$ 50,01 · ${BIA} R$ 50,00`,
      );

      // Bia pays the light bill and divides it by values, the sum checked against the expense as she types.
      await recordExpense(bia, phone, 'Luz', '80,00');
      const luz = await openDivision(bia, phone, 'Luz');
      await expect(luz.share.getByLabel('Quem pagou').locator('option:checked')).toHaveText(BIA);
      // By keyboard: from 'Não dividir' the arrows go through the ways to divide.
      await luz.share.getByRole('radio', { name: 'Não dividir' }).focus();
      await bia.keyboard.press('ArrowDown');
      await bia.keyboard.press('ArrowDown');
      await expect(luz.share.getByRole('radio', { name: 'Por valores' })).toBeChecked();
      // It starts from the equal parts it went through, for her to adjust.
      await expect(luz.share.getByLabel(ANA, { exact: true })).toHaveValue('40,00');
      await expect(luz.share.getByLabel(BIA, { exact: true })).toHaveValue('40,00');
      await luz.share.getByLabel(ANA, { exact: true }).fill('30');
      await expect(luz.share.getByTestId('parts-sum')).toHaveText(
        'Soma das partes: R$ 70,00 de R$ 80,00 · faltam R$ 10,00',
      );
      await luz.share.getByLabel(BIA, { exact: true }).fill('50');
      await expect(luz.share.getByTestId('parts-sum')).toHaveText('Soma das partes: R$ 80,00 de R$ 80,00');
      await luz.share.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(luz.share).toHaveCount(0);
      await expect(luz.people).toContainText(`Pago por ${BIA}`);
      await expect(luz.people).toContainText(`Dividida: ${ANA} R$ 30,00 · ${BIA} R$ 50,00`);
      await luz.edit.getByRole('button', { name: 'Cancelar' }).click();

      // Ana reads in Luz's history who divided it, and how.
      await page.goto('/transactions');
      await rowOf(page, 'Luz', phone).getByRole('button', { name: 'Editar Luz' }).click();
      const luzForAna = page.getByRole('dialog', { name: 'Editar Transação' });
      await luzForAna.getByText('Histórico de alterações').click();
      const changes = luzForAna.getByRole('list', { name: 'Alterações, das mais recentes' });
      await expect(changes).toContainText(
        `Divisão entre pessoas: de Não dividida para Por valores: ${ANA} R$ 30,00 · ${BIA} R$ 50,00`,
      );
      await expect(changes.getByRole('listitem').first()).toContainText(`${BIA} em `);
      await expect(changes).toContainText(`Lançada por ${BIA} em`);
      expect(await axeViolations(page)).toEqual([]);
      await luzForAna.getByRole('button', { name: 'Cancelar' }).click();

      // Ana's acerto of the month: Bia owes her R$ 20,00.
      await openSettleUp(page, phone);
      await expect(personLine(page, ANA)).toContainText('R$ 100,01');
      await expect(personLine(page, ANA)).toContainText('R$ 80,01');
      await expect(personLine(page, ANA)).toContainText('tem a receber R$ 20,00');
      await expect(personLine(page, BIA)).toContainText('R$ 80,00');
      await expect(personLine(page, BIA)).toContainText('R$ 100,00');
      await expect(personLine(page, BIA)).toContainText('deve R$ 20,00');
      const owes = page.getByRole('region', { name: 'Quem deve a quem' });
      await expect(owes.getByTestId('payment-sentence')).toHaveText([`${BIA} paga R$ 20,00 a ${ANA}`]);
      expect(await axeViolations(page)).toEqual([]);

      await owes.getByRole('button', { name: `Registrar acerto: ${BIA} paga R$ 20,00 a ${ANA}` }).click();
      const settle = page.getByRole('dialog', { name: 'Registrar acerto' });
      await expect(settle.getByLabel('Valor')).toBeFocused();
      await expect(settle.getByLabel('Valor')).toHaveValue('20,00');
      await expect(settle.getByLabel('Quem paga', { exact: true }).locator('option:checked')).toHaveText(BIA);
      await expect(settle.getByLabel('Quem recebe', { exact: true }).locator('option:checked')).toHaveText(
        ANA,
      );
      const today = todayIn('America/Sao_Paulo');
      await expect(settle.getByLabel('Data')).toHaveValue(today.split('-').reverse().join('/'));
      expect(await axeViolations(page)).toEqual([]);
      await settle.getByRole('button', { name: 'Registrar acerto' }).click();
      await expect(settle).toHaveCount(0);

      await expect(owes).toContainText(`Tudo acertado em ${month}: ninguém deve nada a ninguém.`);
      await expect(personLine(page, ANA)).toContainText('quite');
      await expect(personLine(page, BIA)).toContainText('quite');
      await expect(personLine(page, BIA)).toContainText('pagou R$ 20,00');
      const recorded = page.getByRole('region', { name: 'Acertos registrados' });
      await expect(recorded).toContainText(`${BIA} pagou R$ 20,00 a ${ANA}`);

      // An acerto deleted (asked first) counts no more: Bia owes again.
      await recorded
        .getByRole('button', { name: new RegExp(`^Excluir acerto: ${BIA} pagou R\\$ 20,00`) })
        .click();
      await page
        .getByRole('dialog', { name: 'Excluir acerto?' })
        .getByRole('button', { name: 'Excluir' })
        .click();
      await expect(owes.getByTestId('payment-sentence')).toHaveText([`${BIA} paga R$ 20,00 a ${ANA}`]);
      await expect(recorded).toContainText(`Nenhum acerto registrado em ${month}.`);

      // The month before had nothing divided, and says so.
      await page.getByRole('button', { name: 'Mês anterior' }).click();
      await expect(page.getByText(`Nenhuma despesa dividida em ${previousMonth}.`)).toBeVisible();
      await context.close();
    });
  });
}

for (const phone of [false, true]) {
  test(`an expense divided while it is recorded in Nova transação counts in the acerto${phone ? ', on a phone' : ''}`, async ({
    page,
    browser,
  }) => {
    if (phone) await page.setViewportSize(PHONE);
    const { casa, context } = await casaOfAnaAndBia(page, browser, phone);
    await context.close();
    await page.evaluate((id) => localStorage.setItem('grana.book', String(id)), casa.id);
    await page.goto('/transactions');
    const dialog = phone ? await openNewTransactionOnPhone(page) : await openNewTransaction(page);
    await dialog.getByLabel('Valor', { exact: true }).fill('100,01');
    await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Conta da casa' });
    await dialog.getByLabel('Descrição', { exact: true }).fill('Mercado');
    const people = dialog.getByRole('region', { name: 'Pessoas' });
    await expect(people).toContainText(`Pago por ${ANA}`);
    await expect(people).toContainText('Não dividida entre pessoas.');
    // An income is not divided: the choice is offered for an expense only.
    await dialog.getByText('Receita', { exact: true }).click();
    await expect(people).toHaveCount(0);
    await dialog.getByText('Despesa', { exact: true }).click();

    const divide = people.getByRole('button', { name: 'Dividir entre pessoas' });
    await divide.focus();
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Dividir entre pessoas' });
    await expect(share.getByLabel('Quem pagou')).toBeFocused();
    await expect(share).toContainText('Mercado · R$ 100,01');
    await expect(share.getByRole('radio', { name: 'Em partes iguais' })).toBeChecked();
    const preview = share.getByTestId('share-preview');
    await expect(preview.getByRole('listitem').filter({ hasText: ANA })).toContainText('R$ 50,01');
    await expect(preview.getByRole('listitem').filter({ hasText: BIA })).toContainText('R$ 50,00');
    // Nothing runs off a phone's screen.
    expect(await share.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await share.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(share).toHaveCount(0);
    // Nothing is saved yet: the form says what it will send.
    await expect(people).toContainText(`Dividida: ${ANA} R$ 50,01 · ${BIA} R$ 50,00`);
    await expect(people.getByRole('button', { name: 'Editar divisão' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(page, 'Mercado', phone).getByTestId('people-line')).toHaveText(
      phone
        ? `Pago por ${ANA} · dividida entre 2`
        : `Pago por ${ANA} · Dividida: ${ANA} R$ 50,01 · ${BIA} R$ 50,00`,
    );

    await openSettleUp(page, phone);
    await expect(personLine(page, ANA)).toContainText('tem a receber R$ 50,00');
    await expect(personLine(page, BIA)).toContainText('deve R$ 50,00');
    await expect(
      page.getByRole('region', { name: 'Quem deve a quem' }).getByTestId('payment-sentence'),
    ).toHaveText([`${BIA} paga R$ 50,00 a ${ANA}`]);
  });
}

test('each person of Casa gives a monthly income on Livros, shown in reais', async ({ page, browser }) => {
  const { casa, context } = await casaOfAnaAndBia(page, browser, false);
  await context.close();
  await page.goto(`/livros?livro=${casa.id}`);
  const people = page.getByRole('region', { name: 'Pessoas' });
  const ana = people.getByRole('listitem').filter({ hasText: ANA });
  await expect(ana.getByTestId('member-income')).toHaveText('Renda mensal: não informada');
  await ana.getByRole('button', { name: 'Editar a sua renda mensal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sua renda mensal' });
  await expect(dialog.getByLabel('Renda mensal')).toBeFocused();
  await page.keyboard.type('6500');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(ana.getByTestId('member-income')).toHaveText('Renda mensal: R$ 6.500,00');
  // A dono gives anyone's income too.
  const bia = people.getByRole('listitem').filter({ hasText: BIA });
  await bia.getByRole('button', { name: `Editar a renda mensal de ${BIA}` }).click();
  await page
    .getByRole('dialog', { name: `Renda mensal de ${BIA}` })
    .getByLabel('Renda mensal')
    .fill('3.250,50');
  await page
    .getByRole('dialog', { name: `Renda mensal de ${BIA}` })
    .getByRole('button', { name: 'Salvar' })
    .click();
  await expect(bia.getByTestId('member-income')).toHaveText('Renda mensal: R$ 3.250,50');
});

// Dividing saves at once and changes the row's version; the edit dialog it was opened from must then save without
// being refused as 'alterada por outra pessoa'. It needs PUT /transactions/share to answer the whole row (its
// updated_at): today it answers only the people, and the save is refused (docs/PRODUCT.md's table says so too).
test('an edit saved after dividing from the same dialog is not refused, and a new amount is said to divide again', async ({
  page,
  browser,
}) => {
  const { casa, context } = await casaOfAnaAndBia(page, browser, false);
  await context.close();
  await page.evaluate((id) => localStorage.setItem('grana.book', String(id)), casa.id);
  await page.goto('/transactions');
  await recordExpense(page, false, 'Feira', '60,00');
  const feira = await openDivision(page, false, 'Feira');
  await feira.share.getByText('Em partes iguais', { exact: true }).click();
  await feira.share.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(feira.people).toContainText(`Dividida: ${ANA} R$ 30,00 · ${BIA} R$ 30,00`);
  await feira.edit.getByLabel('Descrição', { exact: true }).fill('Feira de sábado');
  await feira.edit.getByLabel('Valor', { exact: true }).fill('80,00');
  await feira.edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  // A new amount divides the expense again: asked before it is saved.
  const question = page.getByRole('dialog', { name: 'Salvar alterações' });
  await expect(question).toContainText(
    'Esta despesa está dividida entre pessoas: a divisão será refeita para o novo valor. Confirmar alterações?',
  );
  await question.getByRole('button', { name: 'Confirmar' }).click();
  await expect(feira.edit).toHaveCount(0);
  await expect(rowOf(page, 'Feira de sábado', false).getByTestId('people-line')).toContainText(
    `Dividida: ${ANA} R$ 40,00 · ${BIA} R$ 40,00`,
  );
});
