import type { BackupDocument } from '../../../../common/contract/export/document';
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import type { Executor } from '../../../db/connect';
import { badRequest } from '../../../http/errors';
import { membersOf } from '../../books/public';

/** Enough addresses for the person to know whom to invite; the message stays short. */
const NAMED_AT_MOST = 5;

/**
 * The document's people (by their ids in it) -> the people of the book it is restored into, found by e-mail: a
 * shared book's backup restored into a new book whose people were invited again keeps who paid, the divisions
 * and the acertos. The person who exported it, when not found by address, is the one restoring (a personal book
 * moved to another installation or account). Someone whose part, payment or acerto the backup holds must be in the
 * book (400 naming them, before anything is written); someone who only typed a row becomes no one, as a person
 * deleted from a book does.
 */
export async function peopleOfRestore(
  db: Executor,
  bookId: number,
  restorerId: number,
  doc: BackupDocument,
): Promise<Map<number, number>> {
  const members = new Map((await membersOf(db, bookId)).map((m) => [m.email.toLowerCase(), m.userId]));
  const map = new Map<number, number>();
  const taken = new Set<number>();
  for (const person of doc.people) {
    const userId = members.get(person.email.toLowerCase());
    if (userId !== undefined && !taken.has(userId)) {
      map.set(person.id, userId);
      taken.add(userId);
    }
  }
  const exporter = doc.people.find((p) => p.email.toLowerCase() === doc.profile.email?.toLowerCase());
  if (exporter && !map.has(exporter.id) && !taken.has(restorerId)) map.set(exporter.id, restorerId);

  const needed = new Set<number>();
  for (const t of doc.transactions) {
    if (t.shareMode === null) continue;
    for (const share of t.shares) needed.add(share.personId);
    if (t.paidBy !== null) needed.add(t.paidBy);
  }
  for (const s of doc.settlements) {
    needed.add(s.fromPersonId);
    needed.add(s.toPersonId);
  }
  const missing = doc.people.filter((p) => needed.has(p.id) && !map.has(p.id)).map((p) => p.email);
  if (missing.length > 0) throw badRequest(RESTORE_MESSAGES.peopleMissing(missing.slice(0, NAMED_AT_MOST)));
  return map;
}
