import type { WebhookEvent } from '../../../common/contract/webhooks';
import type { Executor } from '../../db/connect';
import { webhooksRepository as repo } from './repository';

/**
 * Records that `event` happened in the book, in the caller's transaction (an outbox: the deliveries exist exactly
 * when the change was committed), one delivery per active webhook subscribed to it and per item `dataOf` answers.
 * The book's webhooks are read first by one indexed query, so a book without any (nearly all) pays that alone and
 * `dataOf` (reading the rows as the API answers them) never runs. The delivery job sends them.
 */
export async function recordBookEvents(
  executor: Executor,
  bookId: number,
  event: WebhookEvent,
  dataOf: () => Promise<readonly unknown[]> | readonly unknown[],
): Promise<void> {
  const webhookIds = await repo.subscribed(executor, bookId, event);
  if (webhookIds.length === 0) return;
  await repo.insertDeliveries(executor, bookId, webhookIds, event, await dataOf());
}

/** recordBookEvents of a single item. */
export const recordBookEvent = (
  executor: Executor,
  bookId: number,
  event: WebhookEvent,
  data: () => Promise<unknown> | unknown,
) => recordBookEvents(executor, bookId, event, async () => [await data()]);

/**
 * An event told once per webhook and `key` however often it is recorded (a bill's due date, looked at every day
 * until it comes): a webhook that already has a delivery of it gets no other.
 */
export const recordBookEventOnce = (
  executor: Executor,
  bookId: number,
  event: WebhookEvent,
  key: string,
  data: Record<string, unknown>,
) => repo.insertOnce(executor, bookId, event, key, data);

/** The books a daily pass looks at for `event`: those with an active webhook subscribed to it. */
export const booksWatching = (executor: Executor, event: WebhookEvent, afterBookId: number, limit: number) =>
  repo.booksSubscribedTo(executor, event, afterBookId, limit);
