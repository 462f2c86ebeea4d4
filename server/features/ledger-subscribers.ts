import { historyLedgerSubscriber } from './history/public';
import { subscribeToLedger } from './ledger/public';
import { loadTransactions } from './transactions/public';
import { webhookLedgerSubscriber } from './webhooks/public';

/**
 * Who hears what the ledger's door tells (shared/ledger-door.ts): the webhooks' transaction events and a shared book's
 * history, each handed the transactions feature's reader of rows as the API answers them. Called by buildApp
 * before any request or job runs.
 */
export function subscribeToLedgerChanges(): void {
  subscribeToLedger(webhookLedgerSubscriber(loadTransactions));
  subscribeToLedger(historyLedgerSubscriber(loadTransactions));
}
