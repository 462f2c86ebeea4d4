// What the webhooks offer: the outbox other features write their events into (in their own transaction), and the
// delivery pass the job runs.
export { type DeliveryDeps, deliverDue } from './deliver';
export { booksWatching, recordBookEvent, recordBookEventOnce, recordBookEvents } from './events';
export { webhookLedgerSubscriber } from './ledger-subscriber';
export { webhookDeps } from './settings';
