import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bookKey, cents, createdAt, id, updatedAt } from './columns';
import { bookId } from './owner-columns';

/**
 * Bank sync (server/features/sync): a person's own credentials at an aggregator (Pluggy), one pair per provider.
 * The secret is stored sealed (AES-256-GCM, server/features/shared/secret-box.ts), never in clear; the client id is
 * not a secret (it names the developer account) and is shown back to its owner.
 */
export const syncCredentials = pgTable(
  'sync_credentials',
  {
    id: id(),
    bookId: bookId(),
    provider: text('provider').notNull(),
    clientId: text('client_id').notNull(),
    /** 'v1:<iv>:<tag>:<ciphertext>' (base64url), bound to the person: server/features/shared/secret-box.ts. */
    sealedSecret: text('sealed_secret').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('sync_credentials_pkey', t),
    uniqueIndex('sync_credentials_user_provider_key').on(t.bookId, t.provider),
    check('sync_credentials_provider_check', sql`${t.provider} in ('pluggy')`),
  ],
);

/**
 * A connection to one bank at the aggregator (Pluggy's item), and its schedule. `claimed_until`/`claim_token` let
 * one run at a time work on it across any number of API processes: a run takes the claim with one conditional
 * UPDATE ... RETURNING, and a claim whose time has passed (its process died) may be taken again.
 */
export const syncConnections = pgTable(
  'sync_connections',
  {
    id: id(),
    bookId: bookId(),
    provider: text('provider').notNull(),
    itemId: text('item_id').notNull(),
    institution: text('institution').notNull(),
    /** The aggregator's state of the connection (ItemStatus in server/features/sync/provider.ts). */
    status: text('status').notNull(),
    statusDetail: text('status_detail'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    // Null: not by itself until the person acts (the aggregator refused their credentials).
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    /** Runs that failed in a row since the last that worked: the backoff's count. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('sync_connections_pkey', t),
    uniqueIndex('sync_connections_user_item_key').on(t.bookId, t.provider, t.itemId),
    // The scheduler's question: which connections are due.
    index('sync_connections_due_idx').on(t.nextSyncAt),
    check('sync_connections_provider_check', sql`${t.provider} in ('pluggy')`),
    check(
      'sync_connections_status_check',
      sql`${t.status} in ('ok','updating','login_error','waiting_user_input','outdated')`,
    ),
    check('sync_connections_failures_check', sql`${t.consecutiveFailures} >= 0`),
  ],
);

/**
 * An account or card of a connection as the bank reports it, and the Grana account its lines go to (none until
 * the person links or creates one). A connection whose bank lists investments has one more, of kind 'investment'
 * (the item's investments, which Pluggy gives per item, not per account): the investment account they go into. Deleting the Grana account unlinks it: the migration's foreign key sets only
 * account_id to null (`ON DELETE SET NULL (account_id)`, PostgreSQL 15+), keeping the row and its book_id.
 */
export const syncAccounts = pgTable(
  'sync_accounts',
  {
    id: id(),
    bookId: bookId(),
    connectionId: bigint('connection_id', { mode: 'number' }).notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    number: text('number'),
    /**
     * The account's currency as the aggregator reports it (ISO 4217: 'USD' for Nomad, Wise, Inter Global), which may
     * be one Grana does not keep; `balance` is in hundredths of it. It links only to a Grana account in the same one.
     */
    currency: text('currency').notNull().default('BRL'),
    /** The bank's balance in cents as the bank reports it (a card's: what is owed), and when it was read. */
    balance: cents('balance').notNull(),
    balanceAt: timestamp('balance_at', { withTimezone: true }).notNull().defaultNow(),
    /** A card's limit in cents and its current bill's dates, when the bank gives them. */
    creditLimit: cents('credit_limit'),
    billClosingDate: date('bill_closing_date', { mode: 'string' }),
    billDueDate: date('bill_due_date', { mode: 'string' }),
    accountId: bigint('account_id', { mode: 'number' }),
    /**
     * The last day whose lines were written into the linked account; null until its first run after being linked
     * (which then reads FIRST_SYNC_DAYS back, as a new connection's first run does).
     */
    syncedThrough: date('synced_through', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('sync_accounts_pkey', t),
    uniqueIndex('sync_accounts_connection_account_key').on(t.bookId, t.connectionId, t.providerAccountId),
    // A Grana account takes the lines of one bank account at most.
    uniqueIndex('sync_accounts_linked_key').on(t.bookId, t.accountId),
    foreignKey({
      columns: [t.connectionId, t.bookId],
      foreignColumns: [syncConnections.id, syncConnections.bookId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'set null',
    ),
    check('sync_accounts_kind_check', sql`${t.kind} in ('bank','card','investment')`),
  ],
);

/** One sync of a connection: when, why, how it ended and what it did. The last SYNC_RUNS_KEPT per connection stay. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: id(),
    bookId: bookId(),
    connectionId: bigint('connection_id', { mode: 'number' }).notNull(),
    /** 'scheduled' (the clock) or 'manual' ('Sincronizar agora'); labels in common/contract/sync.ts. */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Null while it runs; 'ok' or 'failed' once finished. */
    outcome: text('outcome'),
    fetched: integer('fetched').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** Investments the run wrote as new positions or holdings, and those it found already in Grana and updated. */
    investmentsNew: integer('investments_new').notNull().default(0),
    investmentsUpdated: integer('investments_updated').notNull().default(0),
    /**
     * What the run saw but did not change, for the person, in Portuguese: a quantity the bank gives other than
     * Grana's, a position the bank no longer lists, one whose contract the bank did not give in full.
     */
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    /**
     * The writes of the run's lines (one per account with new lines), each the import id its rows and matches
     * carry: 'Desfazer combinações' of the run undoes the matches of each.
     */
    importIds: jsonb('import_ids').$type<string[]>().notNull().default([]),
    /** What went wrong, in Portuguese for the person (never a credential). */
    error: text('error'),
  },
  (t) => [
    bookKey('sync_runs_pkey', t),
    index('sync_runs_connection_idx').on(t.bookId, t.connectionId, t.startedAt),
    foreignKey({
      columns: [t.connectionId, t.bookId],
      foreignColumns: [syncConnections.id, syncConnections.bookId],
    }).onDelete('cascade'),
    check('sync_runs_trigger_check', sql`${t.trigger} in ('scheduled','manual')`),
    check('sync_runs_outcome_check', sql`${t.outcome} in ('ok','failed')`),
  ],
);
