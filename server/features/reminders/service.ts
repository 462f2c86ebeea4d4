import { UNSUBSCRIBE_PAGE_PATH } from '../../../common/contract/reminder-page';
import {
  UNSUBSCRIBE_LINK_EXPIRED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
} from '../../../common/contract/reminders';
import { addDays, todayIn } from '../../../common/dates';
import { inPersonalBook } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { booksOfPerson } from '../books/public';
import { type DueItem, dueItems } from './due-items';
import { reminderMail } from './message';
import { claimKeyOf, remindersRepository as repo } from './repository';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

/** People read per page: ten thousand of them never sit in memory at once. */
const PEOPLE_PAGE = 200;

export interface ReminderRunResult {
  /** People who opted in and were looked at. */
  people: number;
  /** E-mails sent, and the items they mentioned. */
  sent: number;
  items: number;
  /** People whose e-mail could not be built or sent (their items are given back for the next run). */
  failed: number;
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  logFailure?: (failure: { err: unknown; userId: number }) => void;
}

/**
 * The daily run: each person who turned reminders on gets one e-mail with what falls due within each item's
 * notice days, and none when nothing does. Every item and due date is claimed in the database before the e-mail
 * goes, so with several API processes running this at once each is mentioned once, by whichever claimed it.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<ReminderRunResult> {
  const { db, mailer, appUrl, secret } = deps;
  const result: ReminderRunResult = { people: 0, sent: 0, items: 0, failed: 0 };
  // A claim matters while its due date can still be listed; a day of margin covers every time zone.
  await repo.forgetBefore(db, addDays(todayIn('UTC'), -2));
  for (let afterId = 0; ; ) {
    const people = await repo.optedIn(db, afterId, PEOPLE_PAGE);
    if (people.length === 0) break;
    afterId = people[people.length - 1]?.id ?? afterId;
    for (const person of people) {
      result.people += 1;
      try {
        const today = todayIn(person.timeZone);
        const due = await dueInBooksOf(db, person, today);
        const won = new Set((await repo.claim(db, person.id, due)).map(claimKeyOf));
        const items = due.filter((item) => won.has(claimKeyOf(item)));
        if (items.length === 0) continue;
        const token = encodeURIComponent(unsubscribeToken(secret, person.id));
        const mail = reminderMail({
          name: person.name,
          today,
          items,
          appUrl,
          unsubscribePageUrl: `${appUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
          unsubscribePostUrl: `${appUrl}/api/v1/reminders/unsubscribe?token=${token}`,
        });
        try {
          await mailer.sendReminder(person.email, mail);
        } catch (err) {
          await repo.release(db, person.id, items);
          throw err;
        }
        result.sent += 1;
        result.items += items.length;
      } catch (err) {
        result.failed += 1;
        deps.logFailure?.({ err, userId: person.id });
      }
    }
  }
  return result;
}

/**
 * What falls due in every book the person takes part in (at most MAX_BOOKS_PER_PERSON): a shared book's items
 * carry its name, since the same e-mail may list two books' "Aluguel". Every member of a shared book is reminded.
 */
async function dueInBooksOf(
  db: Db,
  person: { id: number; timeZone: string },
  today: string,
): Promise<DueItem[]> {
  const due: DueItem[] = [];
  for (const book of await booksOfPerson(db, person.id)) {
    const items = await dueItems(db, { ...inPersonalBook(person), bookId: book.id, role: book.role }, today);
    for (const item of items)
      due.push(book.personal ? item : { ...item, description: `${item.description} (${book.name})` });
  }
  return due.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

export function createRemindersService(db: Db, secret: string) {
  return {
    /** 'Lembretes por e-mail' in Perfil. */
    setEmailReminders: (userId: number, on: boolean) => repo.setEmailReminders(db, userId, on),

    /**
     * The e-mail's link, once the person pressed 'Desativar lembretes' on its page (or their mail client's own
     * unsubscribe button): turns the token's person's reminders off, without signing in. An expired link
     * answers 410 and changes nothing.
     */
    async unsubscribe(token: string): Promise<void> {
      const reading = readUnsubscribeToken(secret, token);
      if (reading.kind === 'invalid') throw badRequest(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      if (reading.kind === 'expired') throw new HttpError(410, UNSUBSCRIBE_LINK_EXPIRED_MESSAGE);
      // A person deleted since the e-mail was sent gets no more e-mails either: the same answer.
      await repo.setEmailReminders(db, reading.userId, false);
    },
  };
}
