import {
  CONNECTION_STATUS_TEXTS,
  type ConnectionStatus,
  SYNC_ACCOUNT_KIND_LABELS,
  SYNC_OUTCOME_LABELS,
  SYNC_TRIGGER_LABELS,
  type SyncAccount,
  type SyncConnection,
  type SyncProviderName,
  type SyncRun,
} from '../../../common/contract/sync';
import { centsToReais } from '../../../common/money';
import type { ConnectionRow } from './connections-repository';
import type { SyncRunRow } from './runs-repository';
import type { SyncAccountRow } from './sync-accounts-repository';

/** A linked Grana account as the connections page shows it: its name and its balance today in cents. */
export interface LinkedAccount {
  id: number;
  name: string;
  balanceCents: number;
}

/**
 * The bank's balance signed as Grana's balance of the account is: a card's balance at the bank is what is owed,
 * a debt, which Grana's card balance shows as negative.
 */
export const bankBalanceCents = (row: Pick<SyncAccountRow, 'kind' | 'balance'>): number =>
  row.kind === 'card' ? -row.balance : row.balance;

export function presentRun(row: SyncRunRow): SyncRun {
  const outcome = row.outcome ?? 'running';
  return {
    id: row.id,
    trigger: row.trigger,
    trigger_label: SYNC_TRIGGER_LABELS[row.trigger],
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    outcome,
    outcome_label: SYNC_OUTCOME_LABELS[outcome],
    fetched: row.fetched,
    inserted: row.inserted,
    matched: row.matched,
    updated: row.updated,
    removed: row.removed,
    investments_new: row.investmentsNew,
    investments_updated: row.investmentsUpdated,
    notes: row.notes,
    error: row.error,
    import_ids: row.importIds,
  };
}

export function presentSyncAccount(row: SyncAccountRow, linked: LinkedAccount | undefined): SyncAccount {
  const bank = bankBalanceCents(row);
  return {
    id: row.id,
    kind: row.kind,
    kind_label: SYNC_ACCOUNT_KIND_LABELS[row.kind],
    name: row.name,
    number: row.number,
    currency: row.currency,
    bank_balance: centsToReais(bank),
    bank_balance_at: row.balanceAt.toISOString(),
    credit_limit: row.creditLimit === null ? null : centsToReais(row.creditLimit),
    bill_closing_date: row.billClosingDate,
    bill_due_date: row.billDueDate,
    account: linked
      ? {
          id: linked.id,
          name: linked.name,
          balance: centsToReais(linked.balanceCents),
          difference: centsToReais(bank - linked.balanceCents),
        }
      : null,
  };
}

export function presentConnection(input: {
  row: ConnectionRow;
  /** No credentials can be used for it (none stored, none of the operator's, or the person's no longer open). */
  needsCredentials: boolean;
  lastRun: SyncRunRow | undefined;
  accounts: SyncAccountRow[];
  linked: Map<number, LinkedAccount>;
}): SyncConnection {
  const { row } = input;
  const status: ConnectionStatus = input.needsCredentials ? 'needs_credentials' : row.status;
  return {
    id: row.id,
    provider: row.provider as SyncProviderName,
    item_id: row.itemId,
    institution: row.institution,
    status,
    status_text: CONNECTION_STATUS_TEXTS[status],
    status_detail: row.statusDetail,
    last_sync_at: row.lastSyncAt ? row.lastSyncAt.toISOString() : null,
    next_sync_at: row.nextSyncAt ? row.nextSyncAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    last_run: input.lastRun ? presentRun(input.lastRun) : null,
    accounts: input.accounts.map((a) =>
      presentSyncAccount(a, a.accountId === null ? undefined : input.linked.get(a.accountId)),
    ),
  };
}
