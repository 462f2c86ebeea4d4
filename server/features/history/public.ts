// What the history offers: keeping who changed what in a shared book, as the ledger's door tells it (app.ts
// subscribes it).
export { historyLedgerSubscriber } from './ledger-subscriber';
export type { LoadTransactions } from './service';
