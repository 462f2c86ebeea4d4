import { expect, type Page, test } from '@playwright/test';
import { BOOK_HEADER, type BookView } from '../common/contract/books';
import { formatDateBR, todayIn } from '../common/dates';
import { BOOK_STORAGE_KEY } from '../web/lib/current-book';
import {
  apiGet,
  apiPost,
  authHeader,
  axeViolations,
  confirmEmailFromMail,
  newEmail,
  PASSWORD,
  personElsewhere,
  pressWhereItShows,
  signedInPerson,
} from './helpers';

/**
 * What a role offers on screen (issue 35): a leitor is not offered what the server would refuse, an editor is;
 * the invitations addressed to a person, answered in the app; an invitation's link opened signed out.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** POST to the API in a shared book. */
async function apiPostIn<T = { id: number }>(page: Page, bookId: number, path: string, data: unknown) {
  const res = await page.request.post(`/api/v1${path}`, {
    data,
    headers: { ...(await authHeader(page)), [BOOK_HEADER]: String(bookId) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const FEIRA = { amount: 87.5, description: 'Feira de sábado', type: 'DESPESA' } as const;

/** Ana's shared book Casa, with an account and one expense of today (its id and account's with it). */
async function casaOfAna(page: Page): Promise<BookView & { accountId: number; feiraId: number }> {
  await signedInPerson(page, 'Ana Souza');
  const casa = await apiPost<BookView>(page, '/books', { name: 'Casa' });
  const account = await apiPostIn(page, casa.id, '/accounts', {
    name: 'Conta da casa',
    type: 'checking',
    opening_balance: 500,
  });
  const feira = await apiPostIn(page, casa.id, '/transactions', {
    ...FEIRA,
    date: todayIn('America/Sao_Paulo'),
    accountId: account.id,
  });
  return { ...casa, accountId: account.id, feiraId: feira.id };
}

/** Ana invites the address into the book; answers the link the e-mail carries. */
async function invite(page: Page, bookId: number, email: string, role: 'editor' | 'leitor') {
  return (await apiPost<{ link: string }>(page, '/books/invitations', { bookId, email, role })).link;
}

/** Joins by the link (through the API: the link's own page is books.spec.ts's) and makes the book the current one. */
async function joinAndUse(person: { page: Page }, link: string, bookId: number) {
  const token = new URL(link).searchParams.get('token');
  await apiPost(person.page, '/books/invitations/accept', { token });
  await person.page.evaluate(({ key, id }) => localStorage.setItem(key, id), {
    key: BOOK_STORAGE_KEY,
    id: String(bookId),
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.name === 'phone';

    test(`a leitor of Casa reads its rows with no write offered; an editor is offered them (${viewport.name})`, async ({
      page,
      browser,
    }) => {
      // Two people's sessions over every screen a leitor may open: 39 s on a quiet machine.
      test.setTimeout(120_000);
      const casa = await casaOfAna(page);
      const lia = await personElsewhere(browser, page, 'Lia Leitora', 'lia');
      const edu = await personElsewhere(browser, page, 'Edu Editor', 'edu');
      await joinAndUse(lia, await invite(page, casa.id, lia.email, 'leitor'), casa.id);
      await joinAndUse(edu, await invite(page, casa.id, edu.email, 'editor'), casa.id);

      // Ana changes the expense's value: its history has a change to read.
      const changed = await page.request.put('/api/v1/transactions', {
        data: {
          ...FEIRA,
          id: casa.feiraId,
          amount: 1234.56,
          date: todayIn('America/Sao_Paulo'),
          accountId: casa.accountId,
        },
        headers: { ...(await authHeader(page)), [BOOK_HEADER]: String(casa.id) },
      });
      expect(changed.ok(), await changed.text()).toBe(true);

      // Lia, leitor: the expense is there; 'Nova transação', editing, deleting and ticking rows are not.
      await lia.page.goto('/transactions');
      await expect(lia.page.getByText('Feira de sábado')).toBeVisible();
      await expect(lia.page.getByRole('button', { name: 'Nova transação' })).toHaveCount(0);
      await expect(lia.page.getByRole('button', { name: 'Editar Feira de sábado' })).toHaveCount(0);
      await expect(lia.page.getByRole('button', { name: 'Excluir Feira de sábado' })).toHaveCount(0);
      await expect(lia.page.getByRole('checkbox', { name: /^Selecionar/ })).toHaveCount(0);
      const bottom = lia.page.getByRole('navigation', { name: 'Navegação inferior' });
      if (phone) {
        // The place of 'Nova' says the book is read only.
        await expect(bottom.getByRole('button', { name: 'Nova' })).toHaveCount(0);
        await expect(bottom.getByText('Só leitura')).toBeVisible();
      } else {
        await expect(
          lia.page.getByRole('banner').getByText('Somente leitura').filter({ visible: true }),
        ).toHaveCount(1);
      }
      // The shortcut opens nothing either.
      await lia.page.keyboard.press('n');
      await expect(lia.page.getByRole('dialog', { name: 'Nova transação' })).toHaveCount(0);
      expect(await axeViolations(lia.page)).toEqual([]);

      // She opens the row to read it: by its eye ('Ver'), or on a phone by a tap on the row. Its fields are text,
      // its history is there, and 'Fechar' is all it offers.
      if (phone)
        await pressWhereItShows(
          lia.page.getByRole('listitem').filter({ hasText: 'Feira de sábado' }).getByText('Conta da casa'),
        );
      else await lia.page.getByRole('button', { name: 'Ver Feira de sábado' }).click();
      const details = lia.page.getByRole('dialog', { name: 'Detalhes da transação' });
      await expect(details).toBeVisible();
      await expect(lia.page.getByRole('dialog', { name: 'Editar Transação' })).toHaveCount(0);
      const fields = details.getByTestId('transaction-details');
      await expect(fields.getByText('R$ 1.234,56')).toBeVisible();
      await expect(
        fields.getByText(formatDateBR(todayIn('America/Sao_Paulo')), { exact: true }),
      ).toBeVisible();
      await expect(fields.getByText('Feira de sábado', { exact: true })).toBeVisible();
      await expect(fields.getByText('Conta da casa', { exact: true })).toBeVisible();
      await expect(fields.getByText('Sem categoria', { exact: true })).toBeVisible();
      await expect(details.getByRole('textbox')).toHaveCount(0);
      await expect(details.getByRole('combobox')).toHaveCount(0);
      await expect(details.getByRole('button', { name: /Salvar|Excluir|Dividir/ })).toHaveCount(0);
      await details.getByText('Histórico de alterações').click();
      const changes = details.getByRole('list', { name: 'Alterações, das mais recentes' });
      await expect(changes).toContainText('Valor: de R$ 87,50 para R$ 1.234,56');
      await expect(changes.getByRole('listitem').first()).toContainText('Ana Souza em ');
      await expect(changes).toContainText('Lançada por Ana Souza em');
      expect(await axeViolations(lia.page)).toEqual([]);
      await details.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(details).toHaveCount(0);

      // A page's main write button gives way to the plain statement; importing is not in the menu.
      await lia.page.goto('/goals');
      await expect(lia.page.getByText('Você só pode ler este livro')).toBeVisible();
      await expect(lia.page.getByRole('button', { name: 'Nova Meta' })).toHaveCount(0);
      await lia.page.goto('/accounts');
      await expect(lia.page.getByText('Conta da casa').filter({ visible: true }).first()).toBeVisible();
      await expect(lia.page.getByRole('form', { name: 'Nova conta' })).toHaveCount(0);
      await expect(lia.page.getByRole('button', { name: 'Editar Conta da casa' })).toHaveCount(0);
      if (!phone)
        await expect(
          lia.page
            .getByRole('navigation', { name: 'Menu principal' })
            .getByRole('link', { name: 'Importação' }),
        ).toHaveCount(0);

      // Edu, editor of the same book: all of it is offered.
      await edu.page.goto('/transactions');
      await expect(edu.page.getByText('Feira de sábado')).toBeVisible();
      await expect(edu.page.getByRole('button', { name: 'Editar Feira de sábado' })).toBeVisible();
      if (phone)
        await expect(
          edu.page
            .getByRole('navigation', { name: 'Navegação inferior' })
            .getByRole('button', { name: 'Nova' }),
        ).toBeVisible();
      else await expect(edu.page.getByRole('button', { name: 'Nova transação' })).toBeVisible();
      await edu.page.getByRole('button', { name: 'Editar Feira de sábado' }).click();
      await expect(edu.page.getByRole('dialog', { name: 'Editar Transação' })).toBeVisible();
      await edu.page.goto('/goals');
      await expect(edu.page.getByRole('button', { name: 'Nova Meta' }).first()).toBeVisible();
      await expect(edu.page.getByText('Você só pode ler este livro')).toHaveCount(0);
      // What only a dono does (the bank credentials) is not offered to an editor.
      await edu.page.goto('/conexoes');
      await expect(
        edu.page.getByText('Só um dono do livro informa, troca ou remove as credenciais do Pluggy.'),
      ).toBeVisible();
      await expect(edu.page.getByRole('button', { name: 'Salvar credenciais' })).toHaveCount(0);
      await lia.context.close();
      await edu.context.close();
    });

    test(`an existing person sees the invitations for them in Livros, accepts one and declines another (${viewport.name})`, async ({
      page,
      browser,
    }) => {
      const casa = await casaOfAna(page);
      const praia = await apiPost<BookView>(page, '/books', { name: 'Praia' });
      const bia = await personElsewhere(browser, page, 'Bia Lima', 'bia');
      await invite(page, casa.id, bia.email, 'editor');
      await invite(page, praia.id, bia.email, 'leitor');
      // Ana keeps Casa open on Livros, Bia's invitation waiting there.
      await page.goto(`/livros?livro=${casa.id}`);
      const waiting = page.getByRole('list', { name: 'Convites esperando resposta' });
      await expect(waiting).toContainText(bia.email);

      // Bia confirms her address through the link sign-up mailed her: invitations to it are listed only then.
      await confirmEmailFromMail(bia.context, bia.email);
      // The menu counts them, without the e-mail.
      await bia.page.reload();
      if (phone) {
        const bottom = bia.page.getByRole('navigation', { name: 'Navegação inferior' });
        await expect(bottom.getByRole('button', { name: /Mais/ })).toContainText('2');
        await bottom.getByRole('button', { name: /Mais/ }).click();
        await bia.page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('link', { name: /Livros/ })
          .click();
      } else {
        const livros = bia.page
          .getByRole('navigation', { name: 'Menu principal' })
          .getByRole('link', { name: /Livros/ });
        await expect(livros).toHaveAccessibleName(/2 convites para você/);
        await livros.click();
      }
      const received = bia.page.getByRole('region', { name: 'Convites para você' });
      await expect(
        received.getByText('Ana Souza convidou você para o livro Casa como editor.'),
      ).toBeVisible();
      await expect(
        received.getByText('Ana Souza convidou você para o livro Praia como leitor.'),
      ).toBeVisible();
      expect(await axeViolations(bia.page)).toEqual([]);

      await received.getByRole('button', { name: 'Recusar o convite para o livro Praia' }).click();
      const question = bia.page.getByRole('dialog', { name: 'Recusar o convite para o livro Praia?' });
      await question.getByRole('button', { name: 'Recusar convite' }).click();
      await expect(received.getByText(/livro Praia/)).toHaveCount(0);

      await received.getByRole('button', { name: 'Aceitar o convite para o livro Casa' }).click();
      await expect(bia.page.getByText('Você entrou no livro Casa')).toBeVisible();
      await expect(received).toHaveCount(0);
      await expect(bia.page.getByRole('heading', { level: 2, name: 'Casa' })).toBeVisible();
      if (phone) await expect(bia.page.getByTestId('current-book-line')).toHaveText('Livro Casa');
      else await expect(bia.page.getByTestId('book-switcher')).toContainText('Casa');
      await bia.page.goto('/transactions');
      await expect(bia.page.getByText('Feira de sábado')).toBeVisible();

      // Ana's Livros, open all along, shows it when her window comes back (and every 30 s), without a reload.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByRole('region', { name: 'Pessoas' })).toContainText(bia.email);
      await expect(page.getByRole('region', { name: 'Convites' })).toContainText(
        'Nenhum convite esperando resposta.',
      );

      // Ana's side: Bia is in Casa as editor, and neither invitation waits any more.
      const members = await apiGet<{ members: { email: string; role: string }[]; invitations: unknown[] }>(
        page,
        `/books/members?bookId=${casa.id}`,
      );
      expect(members.members.map((m) => [m.email, m.role])).toContainEqual([bia.email, 'editor']);
      expect(members.invitations).toEqual([]);
      const praiaWaiting = await apiGet<{ invitations: unknown[] }>(
        page,
        `/books/members?bookId=${praia.id}`,
      );
      expect(praiaWaiting.invitations).toEqual([]);
      await bia.context.close();
    });

    test(`an invitation's link opened signed out names the book and who invites, on signing in and signing up (${viewport.name})`, async ({
      page,
      browser,
    }) => {
      const casa = await casaOfAna(page);
      const email = newEmail('nova');
      const link = await invite(page, casa.id, email, 'leitor');

      const context = await browser.newContext({ viewport: page.viewportSize() });
      const visitor = await context.newPage();
      await visitor.goto(link);
      await expect(visitor).toHaveURL(/\/login\?next=/);
      const notice = visitor.getByRole('region', { name: 'Convite' });
      await expect(notice).toContainText('Ana Souza convidou você para o livro Casa como leitor.');
      await expect(notice).toContainText(`O convite é para ${email}`);
      await expect(visitor.getByLabel('E-mail')).toHaveValue(email);
      expect(await axeViolations(visitor)).toEqual([]);

      await visitor.getByRole('link', { name: 'Criar conta' }).click();
      await expect(visitor).toHaveURL(/\/register\?next=/);
      await expect(visitor.getByRole('region', { name: 'Convite' })).toContainText('livro Casa');
      await expect(visitor.getByLabel('Email')).toHaveValue(email);
      await visitor.getByLabel('Nome completo').fill('Nina Nova');
      await visitor.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await visitor.getByLabel('Confirmar senha').fill(PASSWORD);
      await visitor.getByRole('button', { name: 'Criar conta' }).click();
      // Signed in by the sign-up, back to the invitation.
      await expect(visitor).toHaveURL(/\/convite\?token=/, { timeout: 5000 });
      await visitor.getByRole('button', { name: 'Aceitar convite' }).click();
      await expect(visitor).toHaveURL(/\/$/);

      await context.close();

      // A link that no longer works says so before anyone signs in. A fresh browser: signing the same tab out raced
      // the app's own requests (a token refreshed after sessionStorage was cleared kept it signed in, seen in CI).
      const stranger = await browser.newContext({ viewport: page.viewportSize() });
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(link);
      await expect(strangerPage).toHaveURL(/\/login\?next=/);
      await expect(strangerPage.getByRole('alert')).toContainText('Este convite não vale mais');
      await stranger.close();
    });
  });
}
