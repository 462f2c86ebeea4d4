/**
 * A book's invitations: sent by a dono, by e-mail and link; seen, taken or refused by the invited person, by the
 * link or in the app's list.
 */
import type { z } from 'zod';
import {
  BOOK_MESSAGES,
  type BookView,
  bookRoleLabels,
  INVITATION_DAYS,
  INVITATION_PAGE_PATH,
  type InvitationPreview,
  type InvitationsAwaitingProof,
  type invitationCreateBody,
  MAX_BOOKS_PER_PERSON,
  MAX_MEMBERS_PER_BOOK,
  MAX_PENDING_INVITATIONS,
  MAX_RECEIVED_INVITATIONS,
  type ReceivedInvitation,
  type SentInvitation,
} from '../../../common/contract/books';
import { formatDateBR, todayIn } from '../../../common/dates';
import type { Db } from '../../db/connect';
import { conflict, forbidden, gone, notFound } from '../../http/errors';
import { hashOpaqueToken, newOpaqueToken } from '../shared/opaque-token';
import { lockBook } from '../shared/person-limits';
import { type BooksDeps, bookOf, invitationView, managedBook, type Person } from './access';
import { type InvitationRow, booksRepository as repo } from './repository';

/** The invitation a link names, still valid; 410 when it was used, cancelled, expired or never existed. */
async function validInvitation(db: Db, now: () => Date, token: string): Promise<InvitationRow> {
  const invitation = await repo.invitationByHash(db, hashOpaqueToken(token));
  if (!invitation) throw gone(BOOK_MESSAGES.invitationInvalid);
  return ensureNotExpired(now, invitation);
}

/** An invitation past its time is refused as a used one is (410), however it is named. */
function ensureNotExpired(now: () => Date, invitation: InvitationRow): InvitationRow {
  if (invitation.expiresAt.getTime() <= now().getTime()) throw gone(BOOK_MESSAGES.invitationInvalid);
  return invitation;
}

const isAddressee = async (db: Db, person: Person, invitation: InvitationRow) =>
  (await repo.emailOf(db, person.id))?.toLowerCase() === invitation.email;

/** The invited address is the signed-in person's, or the invitation is not theirs to see or take. */
async function ensureAddressee(db: Db, person: Person, invitation: InvitationRow): Promise<void> {
  if (!(await isAddressee(db, person, invitation)))
    throw forbidden(BOOK_MESSAGES.invitationOtherAddress(invitation.email));
}

/**
 * The address the in-app invitations match: the person's only once they proved it. Sign-up does not prove it, so
 * without this whoever signed up with an invited address (before its owner did) would take the invitation.
 */
const provenEmail = async (db: Db, person: Person) =>
  (await repo.provenEmailOf(db, person.id))?.toLowerCase();

/**
 * An invitation named by its id in the list of the person's own (no link): one addressed to someone else, or to
 * an address the person has not proven, is as absent as an unknown one (404), since its id says nothing the
 * person may know.
 */
async function receivedInvitation(db: Db, person: Person, invitationId: number): Promise<InvitationRow> {
  const invitation = await repo.invitation(db, invitationId);
  if (!invitation || invitation.email !== (await provenEmail(db, person)))
    throw notFound(BOOK_MESSAGES.invitationNotFound);
  return invitation;
}

/** What an invitation offers, for the invited person to read before accepting. */
async function describe(db: Db, invitation: InvitationRow): Promise<InvitationPreview> {
  return {
    bookName: (await repo.bookName(db, invitation.bookId)) ?? '',
    invitedBy: (await repo.personName(db, invitation.invitedBy)) ?? '',
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * The invited person joins with the invitation's role, however they answered it (the link or the app's list): the
 * invitation is taken in the same transaction, so it works once, and the limits are counted under the locks.
 * The callers have checked that it is the person's and not past its time.
 */
async function join(db: Db, person: Person, invitation: InvitationRow): Promise<BookView> {
  await db.transaction(async (tx) => {
    await repo.lockPerson(tx, person.id);
    await lockBook(tx, invitation.bookId);
    if (!(await repo.takeInvitation(tx, invitation.id))) throw gone(BOOK_MESSAGES.invitationInvalid);
    if (await repo.roleOf(tx, invitation.bookId, person.id)) throw conflict(BOOK_MESSAGES.inviteYourself);
    if ((await repo.countBooksOf(tx, person.id)) >= MAX_BOOKS_PER_PERSON)
      throw conflict(BOOK_MESSAGES.tooManyBooks);
    await repo.addMember(tx, invitation.bookId, person.id, invitation.role);
  });
  return bookOf(db, person, invitation.bookId);
}

/** Sends the link by e-mail and answers it too, for the dono to pass on by hand. */
export async function invite(
  deps: BooksDeps,
  db: Db,
  now: () => Date,
  person: Person,
  input: z.output<typeof invitationCreateBody>,
  /** The address the link names (invitation-link.ts); the configured one by default. */
  linkBase: string = deps.appUrl,
): Promise<SentInvitation> {
  await managedBook(db, person, input.bookId, 'manageMembers');
  const email = input.email.toLowerCase();
  const { token, hash } = newOpaqueToken();
  const invitation = await db.transaction(async (tx) => {
    await lockBook(tx, input.bookId);
    await repo.forgetExpiredInvitations(tx, input.bookId, now());
    if (await repo.hasMemberWithEmail(tx, input.bookId, email))
      throw conflict(
        email === (await repo.emailOf(tx, person.id))?.toLowerCase()
          ? BOOK_MESSAGES.inviteYourself
          : BOOK_MESSAGES.alreadyMember,
      );
    // Inviting an address again renews its invitation (the role given now, a new link; the old one stops
    // working): the link of a waiting invitation is not kept, so this is how a dono gets one to send again.
    const waiting = await repo.invitationFor(tx, input.bookId, email);
    if (waiting) await repo.takeInvitation(tx, waiting.id);
    const counts = await repo.countPeople(tx, input.bookId);
    if (counts.invitations >= MAX_PENDING_INVITATIONS) throw conflict(BOOK_MESSAGES.tooManyInvitations);
    if (counts.members + counts.invitations >= MAX_MEMBERS_PER_BOOK)
      throw conflict(BOOK_MESSAGES.tooManyMembers);
    return repo.insertInvitation(tx, {
      bookId: input.bookId,
      email,
      role: input.role,
      tokenHash: hash,
      invitedBy: person.id,
      expiresAt: new Date(now().getTime() + INVITATION_DAYS * 86_400_000),
    });
  });
  const link = `${linkBase}${INVITATION_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  const [bookName, inviterName] = [
    await repo.bookName(db, input.bookId),
    await repo.personName(db, person.id),
  ];
  // Not awaited: a slow mail server must not hold the answer (the dono has the link in it anyway).
  deps.mailer
    .sendBookInvitation(email, {
      inviterName: inviterName ?? 'Alguém',
      bookName: bookName ?? '',
      roleLabel: bookRoleLabels[invitation.role],
      link,
      expiresOn: formatDateBR(todayIn(person.timeZone, invitation.expiresAt)),
    })
    .catch((err: unknown) => deps.log.error({ err, bookId: input.bookId }, 'book invitation mail failed'));
  return { invitation: invitationView(invitation), link, emailed: deps.mailer.sends };
}

export async function cancelInvitation(
  db: Db,
  person: Person,
  invitationId: number,
): Promise<{ id: number }> {
  const invitation = await repo.invitation(db, invitationId);
  // Another book's invitation is as absent as an unknown one.
  if (!invitation || !(await repo.roleOf(db, invitation.bookId, person.id)))
    throw notFound(BOOK_MESSAGES.invitationNotFound);
  await managedBook(db, person, invitation.bookId, 'manageMembers');
  await db.transaction((tx) => repo.takeInvitation(tx, invitationId));
  return { id: invitationId };
}

/** What the link offers, for the invited person to read before accepting. */
export async function preview(
  db: Db,
  now: () => Date,
  person: Person,
  token: string,
): Promise<InvitationPreview> {
  const invitation = await validInvitation(db, now, token);
  await ensureAddressee(db, person, invitation);
  return describe(db, invitation);
}

/**
 * The same, to anyone holding the link, signed in or not: the page the link opens says who invites to which
 * book before asking to sign in. The link is the secret (a random token, kept hashed); the address it names is
 * told to any signed-in holder anyway, by the refusal of another address.
 */
export async function previewByLink(db: Db, now: () => Date, token: string): Promise<InvitationPreview> {
  return describe(db, await validInvitation(db, now, token));
}

/** The invited person joins with the invitation's role; the link works once. */
export async function accept(db: Db, now: () => Date, person: Person, token: string): Promise<BookView> {
  const invitation = await validInvitation(db, now, token);
  await ensureAddressee(db, person, invitation);
  return join(db, person, invitation);
}

/**
 * The invitations waiting for the person, to their address: what the app shows without the e-mail. None until
 * the address is proven (the link mailed to it is the way in meanwhile).
 */
export async function received(db: Db, now: () => Date, person: Person): Promise<ReceivedInvitation[]> {
  const email = await provenEmail(db, person);
  if (!email) return [];
  const rows = await repo.invitationsTo(db, email, now(), MAX_RECEIVED_INVITATIONS);
  return rows.map((row) => ({
    id: row.id,
    bookName: row.bookName,
    invitedBy: row.invitedBy ?? '',
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * How many invitations wait for an address the person has not proven, and nothing of them (not the book, not
 * who invited): Livros says why they are not listed. 0 once the address is proven (they are listed then).
 */
export async function awaitingProof(
  deps: BooksDeps,
  db: Db,
  now: () => Date,
  person: Person,
): Promise<InvitationsAwaitingProof> {
  const emailSends = deps.mailer.sends;
  if (await provenEmail(db, person)) return { waiting: 0, emailSends };
  const email = (await repo.emailOf(db, person.id))?.toLowerCase();
  return { waiting: email ? await repo.countInvitationsTo(db, email, now()) : 0, emailSends };
}

/** 'Aceitar' in the list: the rules of the link (the person's own address, in time, once). */
export async function acceptReceived(
  db: Db,
  now: () => Date,
  person: Person,
  invitationId: number,
): Promise<BookView> {
  const invitation = ensureNotExpired(now, await receivedInvitation(db, person, invitationId));
  return join(db, person, invitation);
}

/** 'Recusar': the invitation goes, for the dono too (it leaves their list of invitations waiting). */
export async function declineReceived(db: Db, person: Person, invitationId: number): Promise<{ id: number }> {
  await receivedInvitation(db, person, invitationId);
  const taken = await db.transaction((tx) => repo.takeInvitation(tx, invitationId));
  if (!taken) throw notFound(BOOK_MESSAGES.invitationNotFound);
  return { id: invitationId };
}
