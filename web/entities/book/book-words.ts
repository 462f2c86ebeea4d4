import { type BookRole, bookRoleLabels, can } from '../../../common/contract/book-roles';
import type { BookView } from '../../../common/contract/books';
import { formatDateBR, todayIn } from '../../../common/dates';
import { browserTimeZone } from '../../lib/browser-today';

/** What the people of the books area read that depends on a name or a number. */

export const membersText = (count: number) => (count === 1 ? '1 pessoa' : `${count} pessoas`);

/** The role written beside a book, or null in a book the person runs (a dono's own books need no note). */
export const roleNote = (role: BookRole): string | null =>
  can(role, 'manageBook') ? null : bookRoleLabels[role];

/**
 * A book's line in the lists: 'Só você' for the personal book nobody else was invited to, else how many people share
 * it; the role when the person is not dono.
 */
export function bookSummary(book: BookView): string {
  const who = book.personal && book.members === 1 ? 'Só você' : membersText(book.members);
  const note = roleNote(book.role);
  return note === null ? who : `${who} · ${note}`;
}

/** 'como editor': the role as a sentence goes on. */
export const asRole = (role: BookRole) => `como ${bookRoleLabels[role].toLowerCase()}`;

export const switchedMessage = (name: string) => `Agora você está no livro ${name}`;

export const joinedMessage = (name: string) => `Você entrou no livro ${name}`;

export const bookGoneMessage = (name: string | undefined) =>
  `Você não participa mais ${name ? `do livro ${name}` : 'daquele livro'}. Voltamos ao seu livro pessoal.`;

export const otherTabMessage = (name: string | undefined) =>
  name ? `Outra aba passou para o livro ${name}: esta também.` : 'Outra aba trocou de livro: esta também.';

export const invitationSentence = (invitedBy: string, bookName: string, role: BookRole) =>
  `${invitedBy} convidou você para o livro ${bookName} ${asRole(role)}.`;

export const deleteBookMessage = (name: string) =>
  `Todas as transações, contas, cartões, categorias, orçamentos, metas, gastos fixos e o resto do livro ${name} serão ` +
  'excluídos para todas as pessoas que participam dele. Não há como desfazer.';

export const leaveBookMessage = (name: string) =>
  `Você deixa de ver e de lançar as finanças do livro ${name}. O que está nele continua lá para as outras pessoas. ` +
  'Para voltar, um dono precisa convidar você de novo.';

export const removeMemberMessage = (person: string, book: string) =>
  `${person} deixa de ver e de lançar as finanças do livro ${book} na hora. O que essa pessoa lançou continua no livro.`;

/** Where a leitor would find a write button: the book is read only (the server's refusal says what to do). */
export const READ_ONLY_NOTE = 'Você só pode ler este livro';

/** The last day an invitation's link works, on the person's own calendar. */
export const validUntil = (instant: string) => formatDateBR(todayIn(browserTimeZone(), new Date(instant)));

/** The shell's count beside 'Livros', as a screen reader says it. */
export const receivedCountText = (count: number) =>
  count === 1 ? '1 convite para você' : `${count} convites para você`;

export const declineMessage = (bookName: string, invitedBy: string) =>
  `O convite para o livro ${bookName} deixa de valer${invitedBy ? ` e some da lista de ${invitedBy}` : ''}. ` +
  'Para entrar depois, é preciso um novo convite.';
