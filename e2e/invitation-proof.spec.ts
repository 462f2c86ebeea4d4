import { expect, test } from '@playwright/test';
import type { BookView } from '../common/contract/books';
import {
  apiPost,
  axeViolations,
  confirmEmailFromMail,
  newEmail,
  PASSWORD,
  signedInPerson,
  signIn,
} from './helpers';

/**
 * Issue 55: an invitation to an address with no account waits, in the app, until whoever signed up with the address
 * proves it is theirs (the confirmation link mailed at sign-up); Livros says why, and names no book and no one.
 */
test('an invitation to an address not yet confirmed waits on Livros until the e-mail is confirmed', async ({
  page,
  browser,
}) => {
  await signedInPerson(page, 'Ana Souza');
  const casa = await apiPost<BookView>(page, '/books', { name: 'Casa' });
  const email = newEmail('caio');
  await apiPost(page, '/books/invitations', { bookId: casa.id, email, role: 'editor' });

  // Caio signs up with the invited address, without the invitation's link.
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const caio = await context.newPage();
  const registered = await caio.request.post('/api/v1/auth/register', {
    data: { name: 'Caio Lima', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await signIn(caio, email);
  await caio.goto('/livros');

  const waiting = caio.getByRole('region', { name: 'Convites esperando confirmação' });
  await expect(waiting).toContainText('Um convite para o seu e-mail espera por você.');
  await expect(waiting).toContainText('Confirme seu e-mail para ver os convites enviados a ele');
  // Nothing of whose: not the book, not who invited.
  await expect(waiting).not.toContainText('Casa');
  await expect(waiting).not.toContainText('Ana');
  await expect(caio.getByRole('region', { name: 'Convites para você' })).toHaveCount(0);
  expect(await axeViolations(caio)).toEqual([]);

  await waiting.getByRole('button', { name: 'Reenviar confirmação' }).click();
  await expect(waiting).toContainText('Enviamos um novo link de confirmação para o seu e-mail.');
  // The invitation's mail, the sign-up's confirmation, the new one: the newest link confirms.
  await confirmEmailFromMail(context, email, 3);

  await caio.reload();
  const received = caio.getByRole('region', { name: 'Convites para você' });
  await expect(received.getByText('Ana Souza convidou você para o livro Casa como editor.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await received.getByRole('button', { name: 'Aceitar o convite para o livro Casa' }).click();
  await expect(caio.getByText('Você entrou no livro Casa')).toBeVisible();

  // Perfil says the address is confirmed.
  await caio.goto('/profile');
  await expect(caio.getByText('E-mail confirmado', { exact: true })).toBeVisible();
  await context.close();
});
