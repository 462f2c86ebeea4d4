import type { WebhookEvent } from '../../../common/contract/webhooks';
import type { Executor } from '../../db/connect';
import type { LedgerSubscriber, LedgerWay } from '../ledger/public';
import { webhooksRepository as repo } from './repository';

/** Rows of one change told one delivery each, as the API answers them; a larger change is one delivery. */
export const ROWS_TOLD_ONE_BY_ONE = 100;
/** The ids a larger change's one delivery lists (the rest are found by GET /transactions). */
export const IDS_IN_A_SUMMARY = 1000;
/**
 * Ways that write a batch as one operation of their own, with an event of their own besides (`import.finished`,
 * `sync.finished`): told as one delivery whatever their size, never once per row.
 */
const BATCH_WAYS: ReadonlySet<LedgerWay> = new Set(['statement', 'sync', 'app-import', 'restore']);

type LoadRows = (db: Executor, bookId: number, ids: number[]) => Promise<Array<{ id: number }>>;

/**
 * The webhooks' `transaction.created`, `.updated` and `.deleted`, from what the ledger's door tells (shared/ledger-door.ts),
 * in the write's transaction (an outbox: the deliveries exist exactly when the change was committed). A change of up
 * to ROWS_TOLD_ONE_BY_ONE rows is a delivery per row `{ transaction, way }` (a deleted row as it was); a larger one
 * (a rule over thousands of rows), and any of an import, a sync or a restore, one delivery `{ way, count, ids }`. A book without a webhook
 * for the event (nearly all) pays one indexed read per change, and no row is read.
 */
export function webhookLedgerSubscriber(load: LoadRows): LedgerSubscriber {
  return {
    name: 'webhooks',
    async before(tx, bookId, by, kind, ids) {
      if (kind !== 'deleted' || ids.length > ROWS_TOLD_ONE_BY_ONE || BATCH_WAYS.has(by.way)) return null;
      if ((await repo.subscribed(tx, bookId, 'transaction.deleted')).length === 0) return null;
      return new Map((await load(tx, bookId, ids)).map((row) => [row.id, row]));
    },
    async after(tx, change, kept) {
      const event: WebhookEvent = `transaction.${change.kind}`;
      const webhookIds = await repo.subscribed(tx, change.bookId, event);
      if (webhookIds.length === 0) return;
      const { way } = change.by;
      let data: unknown[];
      if (change.ids.length > ROWS_TOLD_ONE_BY_ONE || BATCH_WAYS.has(way)) {
        data = [{ way, count: change.ids.length, ids: change.ids.slice(0, IDS_IN_A_SUMMARY) }];
      } else if (change.kind === 'deleted') {
        data = change.ids.map((id) => ({ transaction: kept.get(id) ?? { id }, way }));
      } else {
        data = (await load(tx, change.bookId, change.ids)).map((transaction) => ({ transaction, way }));
      }
      await repo.insertDeliveries(tx, change.bookId, webhookIds, event, data);
    },
  };
}
