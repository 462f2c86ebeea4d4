import { can } from '../../../common/contract/books';
import { todayIn } from '../../../common/dates';
import { centsToReais } from '../../../common/money';
import type { Db } from '../../db/connect';
import { membersOf } from '../books/public';
import { booksWatching, recordBookEventOnce } from '../webhooks/public';
import { dueItems } from './due-items';
import { claimKeyOf } from './repository';

/** Books read per page, and the most one daily pass looks at. */
const BOOKS_PAGE = 50;
const MAX_BOOKS_PER_PASS = 10_000;

/**
 * The webhooks' 'bill.due': what a reminder would mention (a card bill, a fixed item, the Carnê-Leão's DARF, within
 * its notice days), told to each book's webhooks subscribed to it, once per item and due date however many passes
 * and processes look (recordBookEventOnce). Only the books with such a webhook are read; their "today" is the
 * first dono's zone's. Answers how many deliveries were queued.
 */
export async function recordBillsDue(db: Db, timeZone: string): Promise<number> {
  let queued = 0;
  let looked = 0;
  for (let afterId = 0; looked < MAX_BOOKS_PER_PASS; ) {
    const bookIds = await booksWatching(db, 'bill.due', afterId, BOOKS_PAGE);
    if (bookIds.length === 0) break;
    afterId = bookIds[bookIds.length - 1] ?? afterId;
    for (const bookId of bookIds) {
      looked++;
      const dono = (await membersOf(db, bookId)).find((m) => can(m.role, 'manageBook'));
      if (!dono) continue;
      const user = { id: dono.userId, bookId, role: dono.role, timeZone };
      for (const item of await dueItems(db, user, todayIn(timeZone))) {
        queued += await recordBookEventOnce(db, bookId, 'bill.due', claimKeyOf(item), {
          kind: item.itemKind,
          description: item.description,
          amount: centsToReais(item.cents),
          dueDate: item.dueDate,
          automatic: item.automatic,
        });
      }
    }
  }
  return queued;
}
