// Who may do what in a book, and the names every screen and request needs: without Zod, so that the screens that ask
// `can` (the shell) do not carry the contract's schemas (books.ts re-exports all of it). The few names the web app's
// first script needs (the API client's header, the invitation page's path) live in book-names.ts, re-exported here.

export { BOOK_GONE_REASON, BOOK_HEADER, INVITATION_PAGE_PATH, READ_ONLY_REASON } from './book-names';

/** dono: everything, members included; editor: every finance row; leitor: reads only. */
export const BOOK_ROLES = ['dono', 'editor', 'leitor'] as const;
export type BookRole = (typeof BOOK_ROLES)[number];
/** The roles an invitation may give: a book's other donos are made from its members. */
export const INVITED_ROLES = ['editor', 'leitor'] as const;

/**
 * What a person may do in a book, each action a question the server asks before doing it (and the web app before
 * offering it). The personal book is its person's with every ability (they are its dono).
 * - read: the book's finances: every GET, and the POSTs that only read (a preview: READS_ONLY routes).
 * - write: the book's finance rows (any other POST, PUT, DELETE of a book's route), a transfer's leg in another book
 *   included: a transfer lists, and writes into, only the other books the person writes in.
 * - shareCosts: being one of those who share the book's costs unless left out: a new division ticks them, and the
 *   settle-up lists them even with nothing paid, owed or settled in the period.
 * - leave: taking oneself out of the book (DELETE /books/members with one's own id).
 * - manageMembers: who takes part and how: inviting (and cancelling or seeing the invitations waiting), changing
 *   roles, removing someone else, saying another member's income.
 * - manageBook: the book itself: renaming and deleting it, its credentials at the bank aggregator, replacing its
 *   data by a restore (OWNERS_ONLY routes).
 */
export const BOOK_ACTIONS = ['read', 'write', 'shareCosts', 'leave', 'manageMembers', 'manageBook'] as const;
export type BookAction = (typeof BOOK_ACTIONS)[number];

/**
 * Who may do what, the one table of it (server/http/authenticate.ts, the books service and the SQL that picks books
 * by role all read it through `can`).
 * - dono: everything: the book is theirs to run, its people included. A book keeps one (`losesManager`).
 * - editor: keeps the finances with the donos (writes, shares the costs), and may leave; the book and its people
 *   stay the donos' to change, so an editor cannot take the book from them.
 * - leitor: someone invited to look (a parent, an accountant): reads everything and changes nothing, is not one of
 *   those who share the costs unless named, and may leave.
 */
const ABILITIES: Record<BookRole, ReadonlySet<BookAction>> = {
  dono: new Set(BOOK_ACTIONS),
  editor: new Set(['read', 'write', 'shareCosts', 'leave']),
  leitor: new Set(['read', 'leave']),
};

/** Whether a person of `role` may do `action` in the book. */
export const can = (role: BookRole, action: BookAction): boolean => ABILITIES[role].has(action);

/** The roles that may do `action`, in BOOK_ROLES' order: what SQL choosing members or books by role is given. */
export const rolesThatMay = (action: BookAction): BookRole[] =>
  BOOK_ROLES.filter((role) => can(role, action));

/**
 * Whether a member going from role `from` to `to` (null: out of the book) stops managing its members. The book keeps
 * at least one who does (BOOK_MESSAGES.lastOwner): such a change is refused when they are the last.
 */
export const losesManager = (from: BookRole, to: BookRole | null): boolean =>
  can(from, 'manageMembers') && !(to !== null && can(to, 'manageMembers'));

export const bookRoleLabels: Record<BookRole, string> = { dono: 'Dono', editor: 'Editor', leitor: 'Leitor' };
export const bookRoleHints: Record<BookRole, string> = {
  dono: 'Faz tudo: lançamentos, configurações e quem participa do livro.',
  editor: 'Lança, edita e exclui transações, contas, orçamentos e o resto das finanças do livro.',
  leitor: 'Vê tudo e não muda nada: nem lança, nem edita, nem exclui.',
};

/** Books a person may take part in (their personal one included): far above a household's, a bound for speed. */
export const MAX_BOOKS_PER_PERSON = 20;
/** People in one book, and invitations waiting in one book. */
export const MAX_MEMBERS_PER_BOOK = 20;
export const MAX_PENDING_INVITATIONS = 20;
/** An invitation's link works this long, once, for the invited address only. */
export const INVITATION_DAYS = 7;
/**
 * The invitations listed to the person they are addressed to (the soonest to expire first): any number of books may
 * invite one address, and a list without a bound would be someone else's to grow.
 */
export const MAX_RECEIVED_INVITATIONS = 50;

export const BOOK_MESSAGES = {
  notFound: 'Livro não encontrado',
  /** The current book of a request is one the person is not (or no longer) in. */
  gone: 'Você não participa deste livro (ou ele foi excluído). Voltamos ao seu livro pessoal.',
  badHeader: 'Livro inválido: recarregue a página e escolha o livro de novo.',
  readOnly: 'Você só pode ler este livro: peça a um dono para mudar o seu papel.',
  ownerOnly: 'Só um dono do livro pode fazer isso.',
  personalBook: 'O livro pessoal não pode ser renomeado nem excluído.',
  /** A personal book is shared as editor or leitor only: it stays its person's. */
  personalBookOwner: 'O livro pessoal tem um só dono, a pessoa dele: escolha Editor ou Leitor.',
  tooManyBooks: `Você já participa de ${MAX_BOOKS_PER_PERSON} livros, o limite. Saia de algum antes de criar ou aceitar outro.`,
  tooManyMembers: `Este livro já tem ${MAX_MEMBERS_PER_BOOK} pessoas, o limite.`,
  tooManyInvitations: `Este livro já tem ${MAX_PENDING_INVITATIONS} convites esperando resposta. Cancele algum antes de convidar outra pessoa.`,
  alreadyMember: 'Esta pessoa já participa do livro.',
  inviteYourself: 'Você já participa deste livro.',
  invitationNotFound: 'Convite não encontrado',
  invitationInvalid:
    'Este convite não vale mais: ele já foi usado, foi cancelado, foi trocado por um novo ou expirou. Peça um novo.',
  invitationOtherAddress: (email: string) =>
    `Este convite é para ${email}. Entre com a conta desse e-mail para aceitá-lo.`,
  memberNotFound: 'Pessoa não encontrada neste livro',
  lastOwner: 'O livro precisa de pelo menos um dono: torne outra pessoa dona antes.',
  nameMissing: 'Informe o nome do livro',
  tokenMissing: 'Informe o código do convite',
} as const;
