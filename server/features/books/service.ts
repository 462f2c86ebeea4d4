import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  BOOK_MESSAGES,
  type BookAction,
  type BookMembersView,
  type BookMemberView,
  type BookRole,
  type BookView,
  bookRoleLabels,
  can,
  INVITATION_DAYS,
  INVITATION_PAGE_PATH,
  type InvitationPreview,
  type InvitationsAwaitingProof,
  type InvitationView,
  type invitationCreateBody,
  losesManager,
  MAX_BOOKS_PER_PERSON,
  MAX_MEMBERS_PER_BOOK,
  MAX_PENDING_INVITATIONS,
  MAX_RECEIVED_INVITATIONS,
  type ReceivedInvitation,
  type SentInvitation,
} from '../../../common/contract/books';
import { HOUSEHOLD_MESSAGES } from '../../../common/contract/household';
import { formatDateBR, todayIn } from '../../../common/dates';
import { centsToReais, reaisToCents } from '../../../common/money';
import type { Database, Db } from '../../db/connect';
import { conflict, forbidden, gone, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { giveStarterCategories } from '../categories/public';
import { hashOpaqueToken, newOpaqueToken } from '../shared/opaque-token';
import { lockBook } from '../shared/person-limits';
import { purgeBook } from './purge';
import { type BookRow, type InvitationRow, type MemberRow, booksRepository as repo } from './repository';

/** The person acting on their books: these routes name the book they act on, whatever the current one is. */
export interface Person {
  id: number;
  timeZone: string;
}

const bookView = (row: BookRow): BookView => ({ ...row });
const memberView = (m: MemberRow, person: Person): BookMemberView => ({
  userId: Number(m.userId),
  name: m.name,
  email: m.email,
  role: m.role,
  you: Number(m.userId) === person.id,
  income: m.income === null ? null : centsToReais(Number(m.income)),
});
const invitationView = (row: InvitationRow): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});

interface BooksDeps {
  database: Pick<Database, 'kind' | 'db'>;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Books, their members and invitations. A book the person is not in is answered as absent (404), whatever its id;
 * what only a dono may do is refused with 403 to the book's other members.
 */
export function createBooksService(deps: BooksDeps) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  return {
    list: async (person: Person): Promise<BookView[]> => (await repo.booksOf(db, person.id)).map(bookView),
    create: (person: Person, name: string) => createBook(db, person, name),
    rename: (person: Person, bookId: number, name: string) => renameBook(db, person, bookId, name),
    delete: (person: Person, bookId: number) => deleteBook(db, deps.database, person, bookId),
    members: (person: Person, bookId: number) => bookMembers(db, now, person, bookId),
    invite: (person: Person, input: z.output<typeof invitationCreateBody>) => invite(deps, db, now, person, input),
    cancelInvitation: (person: Person, invitationId: number) => cancelInvitation(db, person, invitationId),
    preview: (person: Person, token: string) => preview(db, now, person, token),
    previewByLink: (token: string) => previewByLink(db, now, token),
    accept: (person: Person, token: string) => accept(db, now, person, token),
    received: (person: Person) => received(db, now, person),
    awaitingProof: (person: Person) => awaitingProof(deps, db, now, person),
    acceptReceived: (person: Person, invitationId: number) => acceptReceived(db, now, person, invitationId),
    declineReceived: (person: Person, invitationId: number) => declineReceived(db, person, invitationId),
    setRole: (person: Person, bookId: number, userId: number, role: BookRole) =>
      setRole(db, person, bookId, userId, role),
    setIncome: (person: Person, bookId: number, userId: number, income: number | null) =>
      setIncome(db, person, bookId, userId, income),
    removeMember: (person: Person, bookId: number, userId: number) => removeMember(db, person, bookId, userId),
  };
}
export type BooksService = ReturnType<typeof createBooksService>;

/** The person's role in the book; 404 when they are not in it. */
async function memberRole(db: Db, person: Person, bookId: number): Promise<BookRole> {
  const role = await repo.roleOf(db, bookId, person.id);
  if (!role) throw notFound(BOOK_MESSAGES.notFound);
  return role;
}

/**
 * A shared book where the person may do `action` (a dono's): 404 when not theirs, 403 when their role may not, 409
 * for the personal book.
 */
async function ownedSharedBook(db: Db, person: Person, bookId: number, action: BookAction): Promise<void> {
  const role = await memberRole(db, person, bookId);
  if (!can(role, action)) throw forbidden(BOOK_MESSAGES.ownerOnly);
  if (await repo.isPersonal(db, bookId)) throw conflict(BOOK_MESSAGES.personalBook);
}

async function bookOf(db: Db, person: Person, bookId: number): Promise<BookView> {
  const [row] = await repo.booksOf(db, person.id, bookId);
  if (!row) throw notFound(BOOK_MESSAGES.notFound);
  return bookView(row);
}

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
const provenEmail = async (db: Db, person: Person) => (await repo.provenEmailOf(db, person.id))?.toLowerCase();

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

/** A shared book with the starter categories; its creator is its dono. */
async function createBook(db: Db, person: Person, name: string): Promise<BookView> {
  const id = await db.transaction(async (tx) => {
    await repo.lockPerson(tx, person.id);
    if ((await repo.countBooksOf(tx, person.id)) >= MAX_BOOKS_PER_PERSON)
      throw conflict(BOOK_MESSAGES.tooManyBooks);
    const created = await repo.createShared(tx, name, person.id);
    await giveStarterCategories(tx, created);
    return created;
  });
  return bookOf(db, person, id);
}

async function renameBook(db: Db, person: Person, bookId: number, name: string): Promise<BookView> {
  await ownedSharedBook(db, person, bookId, 'manageBook');
  await db.transaction((tx) => repo.rename(tx, bookId, name));
  return bookOf(db, person, bookId);
}

/** Every row of the book, for everyone: its members go first (it is gone for them at once), then its rows. */
async function deleteBook(
  db: Db,
  database: BooksDeps['database'],
  person: Person,
  bookId: number,
): Promise<{ id: number }> {
  await ownedSharedBook(db, person, bookId, 'manageBook');
  await purgeBook(database, bookId);
  return { id: bookId };
}

async function bookMembers(db: Db, now: () => Date, person: Person, bookId: number): Promise<BookMembersView> {
  const role = await memberRole(db, person, bookId);
  const [book, members, invitations] = [
    await bookOf(db, person, bookId),
    await repo.members(db, bookId),
    can(role, 'manageMembers') ? await repo.invitations(db, bookId) : [],
  ];
  const waiting = invitations.filter((i) => i.expiresAt.getTime() > now().getTime());
  return {
    book,
    members: members.map((m) => memberView(m, person)),
    invitations: waiting.map(invitationView),
  };
}

/** Sends the link by e-mail and answers it too, for the dono to pass on by hand. */
async function invite(
  deps: BooksDeps,
  db: Db,
  now: () => Date,
  person: Person,
  input: z.output<typeof invitationCreateBody>,
): Promise<SentInvitation> {
  await ownedSharedBook(db, person, input.bookId, 'manageMembers');
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
  const link = `${deps.appUrl}${INVITATION_PAGE_PATH}?token=${encodeURIComponent(token)}`;
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
    .catch((err: unknown) =>
      deps.log.error({ err, bookId: input.bookId }, 'book invitation mail failed'),
    );
  return { invitation: invitationView(invitation), link, emailed: deps.mailer.sends };
}

async function cancelInvitation(db: Db, person: Person, invitationId: number): Promise<{ id: number }> {
  const invitation = await repo.invitation(db, invitationId);
  // Another book's invitation is as absent as an unknown one.
  if (!invitation || !(await repo.roleOf(db, invitation.bookId, person.id)))
    throw notFound(BOOK_MESSAGES.invitationNotFound);
  await ownedSharedBook(db, person, invitation.bookId, 'manageMembers');
  await db.transaction((tx) => repo.takeInvitation(tx, invitationId));
  return { id: invitationId };
}

/** What the link offers, for the invited person to read before accepting. */
async function preview(db: Db, now: () => Date, person: Person, token: string): Promise<InvitationPreview> {
  const invitation = await validInvitation(db, now, token);
  await ensureAddressee(db, person, invitation);
  return describe(db, invitation);
}

/**
 * The same, to anyone holding the link, signed in or not: the page the link opens says who invites to which
 * book before asking to sign in. The link is the secret (a random token, kept hashed); the address it names is
 * told to any signed-in holder anyway, by the refusal of another address.
 */
async function previewByLink(db: Db, now: () => Date, token: string): Promise<InvitationPreview> {
  return describe(db, await validInvitation(db, now, token));
}

/** The invited person joins with the invitation's role; the link works once. */
async function accept(db: Db, now: () => Date, person: Person, token: string): Promise<BookView> {
  const invitation = await validInvitation(db, now, token);
  await ensureAddressee(db, person, invitation);
  return join(db, person, invitation);
}

/**
 * The invitations waiting for the person, to their address: what the app shows without the e-mail. None until
 * the address is proven (the link mailed to it is the way in meanwhile).
 */
async function received(db: Db, now: () => Date, person: Person): Promise<ReceivedInvitation[]> {
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
async function awaitingProof(deps: BooksDeps, db: Db, now: () => Date, person: Person): Promise<InvitationsAwaitingProof> {
  const emailSends = deps.mailer.sends;
  if (await provenEmail(db, person)) return { waiting: 0, emailSends };
  const email = (await repo.emailOf(db, person.id))?.toLowerCase();
  return { waiting: email ? await repo.countInvitationsTo(db, email, now()) : 0, emailSends };
}

/** 'Aceitar' in the list: the rules of the link (the person's own address, in time, once). */
async function acceptReceived(db: Db, now: () => Date, person: Person, invitationId: number): Promise<BookView> {
  const invitation = ensureNotExpired(now, await receivedInvitation(db, person, invitationId));
  return join(db, person, invitation);
}

/** 'Recusar': the invitation goes, for the dono too (it leaves their list of invitations waiting). */
async function declineReceived(db: Db, person: Person, invitationId: number): Promise<{ id: number }> {
  await receivedInvitation(db, person, invitationId);
  const taken = await db.transaction((tx) => repo.takeInvitation(tx, invitationId));
  if (!taken) throw notFound(BOOK_MESSAGES.invitationNotFound);
  return { id: invitationId };
}

/** A dono changes a member's role; the book keeps at least one dono. */
async function setRole(db: Db, person: Person, bookId: number, userId: number, role: BookRole) {
  await ownedSharedBook(db, person, bookId, 'manageMembers');
  await db.transaction(async (tx) => {
    await lockBook(tx, bookId);
    const current = await repo.roleOf(tx, bookId, userId);
    if (!current) throw notFound(BOOK_MESSAGES.memberNotFound);
    if (losesManager(current, role) && (await repo.countManagers(tx, bookId)) <= 1)
      throw conflict(BOOK_MESSAGES.lastOwner);
    await repo.setRole(tx, bookId, userId, role);
  });
  const member = (await repo.members(db, bookId)).find((m) => Number(m.userId) === userId)!;
  return memberView(member, person);
}

/** A person's monthly income in the book ("Proporcional à renda"): theirs to say, or a dono's. */
async function setIncome(db: Db, person: Person, bookId: number, userId: number, income: number | null) {
  const role = await memberRole(db, person, bookId);
  if (userId !== person.id && !can(role, 'manageMembers'))
    throw forbidden(HOUSEHOLD_MESSAGES.incomeOwnOrOwner);
  await db.transaction(async (tx) => {
    if (!(await repo.roleOf(tx, bookId, userId))) throw notFound(BOOK_MESSAGES.memberNotFound);
    await repo.setIncome(tx, bookId, userId, income === null ? null : reaisToCents(income));
  });
  const member = (await repo.members(db, bookId)).find((m) => Number(m.userId) === userId)!;
  return memberView(member, person);
}

/**
 * A dono removes a member, or a member leaves (their own id). It takes effect at once: every request checks the
 * membership, whatever tokens the person holds. The book keeps at least one dono.
 */
async function removeMember(db: Db, person: Person, bookId: number, userId: number) {
  const role = await memberRole(db, person, bookId);
  if (!can(role, userId === person.id ? 'leave' : 'manageMembers'))
    throw forbidden(BOOK_MESSAGES.ownerOnly);
  if (await repo.isPersonal(db, bookId)) throw conflict(BOOK_MESSAGES.personalBook);
  await db.transaction(async (tx) => {
    await lockBook(tx, bookId);
    const current = await repo.roleOf(tx, bookId, userId);
    if (!current) throw notFound(BOOK_MESSAGES.memberNotFound);
    if (losesManager(current, null) && (await repo.countManagers(tx, bookId)) <= 1)
      throw conflict(BOOK_MESSAGES.lastOwner);
    await repo.removeMember(tx, bookId, userId);
  });
  return { bookId, userId };
}
