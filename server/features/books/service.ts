import type { z } from 'zod';
import {
  BOOK_MESSAGES,
  type BookMembersView,
  type BookMemberView,
  type BookRole,
  type BookView,
  can,
  type invitationCreateBody,
  losesManager,
  MAX_BOOKS_PER_PERSON,
  type MemberRemoved,
} from '../../../common/contract/books';
import { HOUSEHOLD_MESSAGES } from '../../../common/contract/household';
import { centsToReais, reaisToCents } from '../../../common/money';
import type { Db } from '../../db/connect';
import { conflict, forbidden, notFound } from '../../http/errors';
import { giveStarterCategories } from '../categories/public';
import { lockBook } from '../shared/person-limits';
import {
  type BooksDeps,
  bookOf,
  bookView,
  invitationView,
  managedBook,
  memberRole,
  type Person,
} from './access';
import {
  accept,
  acceptReceived,
  awaitingProof,
  cancelInvitation,
  declineReceived,
  invite,
  preview,
  previewByLink,
  received,
} from './invitations';
import { purgeBook } from './purge';
import { type MemberRow, booksRepository as repo } from './repository';

export type { Person } from './access';

const memberView = (m: MemberRow, person: Person): BookMemberView => ({
  userId: Number(m.userId),
  name: m.name,
  email: m.email,
  role: m.role,
  you: Number(m.userId) === person.id,
  income: m.income === null ? null : centsToReais(Number(m.income)),
});

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
    invite: (person: Person, input: z.output<typeof invitationCreateBody>, linkBase?: string) =>
      invite(deps, db, now, person, input, linkBase),
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
    removeMember: (person: Person, bookId: number, userId: number) =>
      removeMember(db, person, bookId, userId),
  };
}
export type BooksService = ReturnType<typeof createBooksService>;

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
  await managedBook(db, person, bookId, 'manageBook');
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
  await managedBook(db, person, bookId, 'manageBook');
  await purgeBook(database, bookId);
  return { id: bookId };
}

async function bookMembers(
  db: Db,
  now: () => Date,
  person: Person,
  bookId: number,
): Promise<BookMembersView> {
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

/**
 * A dono changes a member's role; the book keeps at least one dono. A personal book keeps exactly one, its person:
 * the others are editors or leitores there, so nobody but its person may run it (nor remove them from it).
 */
async function setRole(db: Db, person: Person, bookId: number, userId: number, role: BookRole) {
  await managedBook(db, person, bookId, 'manageMembers');
  if (can(role, 'manageMembers') && (await repo.isPersonal(db, bookId)))
    throw conflict(BOOK_MESSAGES.personalBookOwner);
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
async function removeMember(db: Db, person: Person, bookId: number, userId: number): Promise<MemberRemoved> {
  const role = await memberRole(db, person, bookId);
  if (!can(role, userId === person.id ? 'leave' : 'manageMembers')) throw forbidden(BOOK_MESSAGES.ownerOnly);
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
