import { expect, type Page, test } from '@playwright/test';
import { BOOK_HEADER, BOOK_MESSAGES, type BookView } from '../common/contract/books';
import {
  apiGet,
  apiPost,
  authHeader,
  axeViolations,
  newEmail,
  PASSWORD,
  personElsewhere,
  signedInPerson,
} from './helpers';
import { linkIn, mailTo } from './mail-inbox';
import { listRow, openNewTransaction, openNewTransactionOnPhone } from './transaction-steps';

/**
 * Books (issue 35): a shared book, an invitation and its e-mail, the switch between books. The test server e-mails
 * through a local inbox (e2e/mail-inbox.ts): the invited person reads the invitation there and opens its link.
 */

/** POST to the API in a book other than the personal one. */
async function apiPostIn<T = { id: number }>(
  page: Page,
  bookId: number,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await page.request.post(`/api/v1${path}`, {
    data,
    headers: { ...(await authHeader(page)), [BOOK_HEADER]: String(bookId) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('Ana shares Casa with Bia as editor: Bia accepts from the e-mail, records an expense in Casa, and Ana sees it there only', async ({
  page,
  browser,
}) => {
  await signedInPerson(page, 'Ana Souza');
  // With the personal book alone the top bar has no switcher; Livros says how to begin.
  await expect(page.getByTestId('book-switcher')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Livros' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Livros' })).toBeVisible();
  await expect(page.getByText('Nenhum livro compartilhado ainda')).toBeVisible();

  await page.getByRole('button', { name: 'Novo livro compartilhado' }).first().click();
  const create = page.getByRole('dialog', { name: 'Novo livro compartilhado' });
  await create.getByLabel('Nome do livro').fill('Casa');
  await create.getByRole('button', { name: 'Criar livro' }).click();
  await expect(create).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Casa' })).toBeVisible();
  const casa = (await apiGet<BookView[]>(page, '/books')).find((book) => book.name === 'Casa')!;
  await apiPostIn(page, casa.id, '/accounts', {
    name: 'Conta da casa',
    type: 'checking',
    opening_balance: 0,
  });

  const biaContext = await browser.newContext();
  const bia = { context: biaContext, page: await biaContext.newPage(), email: newEmail('bia') };
  const invitations = page.getByRole('region', { name: 'Convites' });
  await invitations.getByLabel('E-mail').fill(bia.email);
  await invitations.getByLabel('Papel').selectOption({ label: 'Editor' });
  await expect(invitations.getByText(/Lança, edita e exclui transações/)).toBeVisible();
  await invitations.getByRole('button', { name: 'Enviar convite' }).click();
  // The server e-mails the link; the page says so, and still shows it for another way (WhatsApp).
  await expect(
    invitations.getByText(
      `Convite enviado por e-mail para ${bia.email}. Se preferir, mande o link por WhatsApp`,
    ),
  ).toBeVisible();
  const shownLink = await invitations.getByLabel('Link do convite').inputValue();
  await expect(invitations.getByRole('list', { name: 'Convites esperando resposta' })).toContainText(
    bia.email,
  );
  expect(await axeViolations(page)).toEqual([]);

  // Bia's mailbox: who invited her, into which book and as what, and the link, the one the page shows.
  const [invitation, ...more] = await mailTo(bia.email);
  expect(more).toEqual([]);
  expect(invitation!.subject).toBe('Grana: Ana Souza convidou você para o livro Casa');
  expect(invitation!.text).toContain(
    'Ana Souza convidou você para participar do livro "Casa" no Grana, como editor.',
  );
  const link = linkIn(invitation!, '/convite');
  expect(link).toBe(shownLink);

  // Bia has no account yet: the e-mail's link sends her to sign in, she signs up from there, and comes back to it.
  await bia.page.goto(link);
  await expect(bia.page).toHaveURL(/\/login\?next=/);
  await bia.page.getByRole('link', { name: 'Criar conta' }).click();
  await bia.page.getByLabel('Nome completo').fill('Bia Lima');
  await bia.page.getByLabel('Email').fill(bia.email);
  await bia.page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await bia.page.getByLabel('Confirmar senha').fill(PASSWORD);
  await bia.page.getByRole('button', { name: 'Criar conta' }).click();
  // Signed in by the sign-up, back to the invitation.
  await expect(bia.page).toHaveURL(/\/convite\?token=/, { timeout: 5000 });
  await expect(
    bia.page.getByRole('heading', { name: 'Ana Souza convidou você para o livro Casa como editor.' }),
  ).toBeVisible();
  expect(await axeViolations(bia.page)).toEqual([]);
  const livros = bia.page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: /Livros/ });
  await expect(livros).toHaveAccessibleName(/1 convite para você/);
  await bia.page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(bia.page).toHaveURL(/\/$/);
  await expect(bia.page.getByTestId('book-switcher')).toContainText('Casa');
  // The invitation accepted is no longer counted beside Livros.
  await expect(livros).toHaveAccessibleName('Livros');

  const expense = await openNewTransaction(bia.page);
  await expense.getByLabel('Valor', { exact: true }).fill('87,50');
  await expense.getByLabel('Conta', { exact: true }).selectOption({ label: 'Conta da casa' });
  await expense.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Mercado' });
  await expense.getByLabel('Descrição', { exact: true }).fill('Feira de sábado');
  await expense.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(expense).toHaveCount(0);
  await bia.context.close();

  // Ana's personal book does not hold it; Casa does, once she switches (by keyboard) to it.
  await page.goto('/transactions');
  await expect(page.getByText('Nenhuma transação encontrada')).toBeVisible();
  const switcher = page.getByTestId('book-switcher');
  await expect(switcher).toContainText('Pessoal');
  await switcher.focus();
  await page.keyboard.press('Enter');
  const choices = page.getByRole('dialog', { name: 'Trocar de livro' });
  await expect(choices.getByRole('button', { name: 'Pessoal' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(choices.getByRole('button', { name: 'Casa' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(choices).toHaveCount(0);
  await expect(switcher).toContainText('Casa');
  await expect(listRow(page, 'Feira de sábado')).toContainText('87,50');

  // Back by mouse. On a loaded machine the shell may still be refetching the new book's figures when the click
  // lands, and a list that closes under the pointer is retried rather than waited on for the test's whole minute.
  await expect(async () => {
    if ((await switcher.getAttribute('aria-expanded')) !== 'true') await switcher.click();
    await expect(choices.getByRole('button', { name: 'Pessoal' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await choices.getByRole('button', { name: 'Pessoal' }).click();
  await expect(switcher).toContainText('Pessoal');
  await expect(page.getByText('Nenhuma transação encontrada')).toBeVisible();
  await expect(page.getByText('Feira de sábado')).toHaveCount(0);

  // Livros lists both, with the people of Casa.
  await page.goto('/livros');
  await page.getByRole('button', { name: /Casa/ }).click();
  const people = page.getByRole('region', { name: 'Pessoas' });
  await expect(people.getByRole('listitem')).toHaveCount(2);
  await expect(people.getByLabel('Papel de Bia Lima')).toHaveValue('editor');
  // Making someone dono gives them the whole book: asked first, and kept as it was when declined.
  await people.getByLabel('Papel de Bia Lima').selectOption('dono');
  const question = page.getByRole('dialog', { name: 'Tornar Bia Lima dono?' });
  await expect(question).toContainText('poderá convidar e remover pessoas');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pessoas' }).getByLabel('Papel de Bia Lima')).toHaveValue(
    'editor',
  );
});

test('a leitor reads Casa: no write is offered, and one sent anyway is refused with the plain message', async ({
  page,
  browser,
}) => {
  await signedInPerson(page, 'Ana Souza');
  const casa = await apiPost<BookView>(page, '/books', { name: 'Casa' });
  await apiPostIn(page, casa.id, '/accounts', {
    name: 'Conta da casa',
    type: 'checking',
    opening_balance: 0,
  });
  const caio = await personElsewhere(browser, page, 'Caio Rocha', 'caio');
  const { link } = await apiPost<{ link: string }>(page, '/books/invitations', {
    bookId: casa.id,
    email: caio.email,
    role: 'leitor',
  });

  await caio.page.goto(link);
  await expect(
    caio.page.getByRole('heading', { name: 'Ana Souza convidou você para o livro Casa como leitor.' }),
  ).toBeVisible();
  await caio.page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(caio.page.getByTestId('book-switcher')).toContainText('Casa');
  // The note sits beside the switcher (a phone's top bar has its own, hidden here).
  await expect(
    caio.page.getByRole('banner').getByText('Somente leitura').filter({ visible: true }),
  ).toHaveCount(1);

  // No write is offered (e2e/books-roles.spec.ts walks the pages); one sent anyway from the signed-in browser is
  // refused by the server with the plain message, and nothing is written.
  await expect(caio.page.getByRole('button', { name: 'Nova transação' })).toHaveCount(0);
  const [account] = await (
    await caio.page.request.get('/api/v1/accounts', {
      headers: { ...(await authHeader(caio.page)), [BOOK_HEADER]: String(casa.id) },
    })
  )
    .json()
    .then((body: { data: Array<{ id: number }> }) => body.data);
  const refused = await caio.page.request.post('/api/v1/transactions', {
    data: { amount: 10, description: 'Pão', date: '2026-11-10', type: 'DESPESA', accountId: account!.id },
    headers: { ...(await authHeader(caio.page)), [BOOK_HEADER]: String(casa.id) },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    BOOK_MESSAGES.readOnly,
  );
  await caio.context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the books are in 'Mais'; removed from Casa, the person is brought back to the personal book", async ({
    page,
    browser,
  }) => {
    await signedInPerson(page, 'Ana Souza');
    const casa = await apiPost<BookView>(page, '/books', { name: 'Casa' });
    await apiPostIn(page, casa.id, '/accounts', {
      name: 'Conta da casa',
      type: 'checking',
      opening_balance: 0,
    });
    const bia = await personElsewhere(browser, page, 'Bia Lima', 'bia');
    const { link } = await apiPost<{ link: string }>(page, '/books/invitations', {
      bookId: casa.id,
      email: bia.email,
      role: 'editor',
    });
    await bia.page.goto(link);
    await bia.page.getByRole('button', { name: 'Aceitar convite' }).click();
    await expect(bia.page.getByTestId('current-book-line')).toHaveText('Livro Casa');

    const bottom = bia.page.getByRole('navigation', { name: 'Navegação inferior' });
    await bottom.getByRole('button', { name: 'Mais' }).click();
    const sheet = bia.page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('button', { name: 'Casa' })).toHaveAttribute('aria-current', 'true');
    expect(await axeViolations(bia.page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Pessoal' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(bia.page.getByTestId('current-book-line')).toHaveCount(0);
    await bottom.getByRole('button', { name: 'Mais' }).click();
    await bia.page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Casa' }).click();
    await expect(bia.page.getByTestId('current-book-line')).toHaveText('Livro Casa');

    // Ana removes Bia; Bia's next call in Casa is refused, and the app goes back to her personal book.
    const bias = (
      await apiGet<{ members: { userId: number; email: string }[] }>(page, `/books/members?bookId=${casa.id}`)
    ).members.find((member) => member.email === bia.email)!;
    const removed = await page.request.delete(
      `/api/v1/books/members?bookId=${casa.id}&userId=${bias.userId}`,
      {
        headers: await authHeader(page),
      },
    );
    expect(removed.ok()).toBe(true);
    const dialog = await openNewTransactionOnPhone(bia.page);
    await expect(bia.page.getByText('Você não participa mais do livro Casa')).toBeVisible();
    await expect(bia.page.getByTestId('current-book-line')).toHaveCount(0);
    await expect(
      dialog.getByLabel('Conta', { exact: true }).locator('option', { hasText: 'Conta da casa' }),
    ).toHaveCount(0);
    await bia.context.close();
  });
});
