import { MAX_EVENTS_PER_TRANSACTION } from '../../../common/contract/history';
import type { Executor } from '../../db/connect';
import type { LedgerSubscriber } from '../ledger/public';
import { isSharedBookId } from '../shared/shared-book';
import { changesBetweenReads, readFields } from './changes';
import { historyRepository as repo } from './repository';
import type { LoadTransactions } from './service';

/** Rows read at once, before and after a change: a rule over 20,000 rows of a shared book is read in pages. */
const PAGE = 500;

function pages(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += PAGE) out.push(ids.slice(i, i + PAGE));
  return out;
}

/**
 * A shared book's history, from what the ledger's door tells (shared/ledger-door.ts): before a row first changes in an
 * operation its fields are kept as a person reads them (changes.ts), and once the operation is done each changed
 * row gets one entry with what changed and who changed it (none for the server's own work). A personal book no one
 * else has joined keeps no history and pays one indexed read per change.
 */
export function historyLedgerSubscriber(load: LoadTransactions): LedgerSubscriber {
  return {
    name: 'history',
    async before(tx, bookId, _by, kind, ids) {
      if (kind !== 'updated' || !(await isSharedBookId(tx, bookId))) return null;
      const kept = new Map<number, string[]>();
      for (const page of pages(ids))
        for (const row of await load(tx, bookId, page)) kept.set(row.id, readFields(row));
      return kept;
    },
    async after(tx: Executor, change, kept) {
      if (change.kind !== 'updated' || kept.size === 0) return;
      for (const page of pages(change.ids.filter((id) => kept.has(id)))) {
        const events = (await load(tx, change.bookId, page)).flatMap((row) => {
          const changes = changesBetweenReads(kept.get(row.id) as string[], readFields(row));
          return changes.length === 0
            ? []
            : [{ bookId: change.bookId, transactionId: row.id, userId: change.by.userId, changes }];
        });
        if (events.length === 0) continue;
        await repo.insert(tx, events);
        await repo.trim(
          tx,
          change.bookId,
          events.map((e) => e.transactionId),
          MAX_EVENTS_PER_TRANSACTION,
        );
      }
    },
  };
}
