// Books (livros, issue 35): the finances one person or a household keeps. Every finance row belongs to a book; a
// person has a personal book and may create shared ones and invite people into them. A request names the book it
// acts in with BOOK_HEADER (none: the person's personal book). The words a person reads about books live here.
import { BOOK_MESSAGES, BOOK_ROLES, type BookRole, INVITED_ROLES } from './book-roles';
import { emailSchema, idSchema, NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE, z } from './shared';

// Who may do what and the names every request carries, without Zod: the web app's first script reads them there.
export * from './book-roles';

const bookName = z
  .string({ error: BOOK_MESSAGES.nameMissing })
  .trim()
  .min(1, { error: BOOK_MESSAGES.nameMissing })
  .max(NAME_MAX_LENGTH, { error: NAME_TOO_LONG_MESSAGE });

/** POST /books: a shared book; the person who creates it is its dono. */
export const bookCreateBody = z.object({ name: bookName });
/** PUT /books: a shared book renamed (dono). */
export const bookUpdateBody = z.object({ id: idSchema, name: bookName });

/** POST /books/invitations: someone invited by e-mail into a shared book (dono). */
export const invitationCreateBody = z.object({
  bookId: idSchema,
  email: emailSchema,
  role: z.enum(INVITED_ROLES, { error: 'Escolha o papel: editor ou leitor' }),
});
/** POST /books/invitations/accept: the invitation's link, by the invited person signed in. */
export const invitationAcceptBody = z.object({
  token: z
    .string({ error: BOOK_MESSAGES.tokenMissing })
    .trim()
    .min(1, { error: BOOK_MESSAGES.tokenMissing })
    .max(200, { error: BOOK_MESSAGES.invitationInvalid }),
});

/**
 * POST /books/invitations/received/accept and DELETE /books/invitations/received?id=: an invitation addressed to the
 * signed-in person, answered from the app (the list) rather than from the e-mail's link.
 */
export const receivedInvitationBody = z.object({ id: idSchema });

/** PUT /books/members: a member's role (dono). */
export const memberRoleBody = z.object({
  bookId: idSchema,
  userId: idSchema,
  role: z.enum(BOOK_ROLES, { error: 'Escolha o papel: dono, editor ou leitor' }),
});
/** DELETE /books/members?bookId=&userId=: a member removed (dono), or the person leaving (their own id). */
export const memberQuery = z.object({ bookId: idSchema, userId: idSchema });

/** A book as its member sees it in the switcher. */
export interface BookView {
  id: number;
  name: string;
  /** The person's personal book: not shared, renamed nor deleted. */
  personal: boolean;
  role: BookRole;
  members: number;
}

export interface BookMemberView {
  userId: number;
  name: string;
  email: string;
  role: BookRole;
  /** The person asking. */
  you: boolean;
  /** Monthly income in reais, for dividing expenses in proportion to incomes (null: not given). */
  income: number | null;
}

export interface InvitationView {
  id: number;
  email: string;
  role: BookRole;
  /** ISO instant. */
  expiresAt: string;
}

/** POST /books/invitations' answer: the server e-mails the link, and gives it for the dono to pass on by hand. */
export interface SentInvitation {
  invitation: InvitationView;
  link: string;
  /** Whether the server sent it by e-mail (it has SMTP_URL); otherwise the link is the only way. */
  emailed: boolean;
}

/** POST /books/invitations/preview's answer: what the invited person reads before accepting. */
export interface InvitationPreview {
  bookName: string;
  /** The name of the person who invited. */
  invitedBy: string;
  email: string;
  role: BookRole;
  /** ISO instant. */
  expiresAt: string;
}

/** GET /books/invitations/received: an invitation waiting for the signed-in person, to their e-mail address. */
export interface ReceivedInvitation {
  id: number;
  bookName: string;
  /** The name of the person who invited. */
  invitedBy: string;
  role: BookRole;
  /** ISO instant. */
  expiresAt: string;
}

/**
 * GET /books/invitations/received/waiting: invitations to the person's address that wait for its proof (the
 * confirmation link mailed at sign-up), counted only: who invited into which book is not told before the proof.
 */
export interface InvitationsAwaitingProof {
  /** Valid invitations to the address; 0 once it is proven (they are in GET /books/invitations/received then). */
  waiting: number;
  /** Whether this server sends e-mail: a new confirmation link can be asked for, or only the invitation's link. */
  emailSends: boolean;
}

/** GET /books/members?bookId=: the book, its members and the invitations waiting. */
export interface BookMembersView {
  book: BookView;
  members: BookMemberView[];
  invitations: InvitationView[];
}

/** DELETE /books/members' answer: who left which book. */
export interface MemberRemoved {
  bookId: number;
  userId: number;
}
