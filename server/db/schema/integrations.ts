import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookKey, createdAt, id, personRowId } from './columns';
import { bookId, userId } from './owner-columns';

/**
 * A person's access token for their own tools (scripts, an assistant's MCP client): only its hash is kept, the token
 * is shown once. It reaches the books in `book_ids` while the person is still a member of each (the authentication
 * hook checks membership on every request), reads only or reads and writes the books' finance rows, and never does
 * what only a signed-in person may (server/features/api-tokens).
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: personRowId(),
    userId: userId(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** 'leitura' (GETs and the reads that are POSTs) or 'escrita' (the books' finance rows too). */
    scope: text('scope').notNull(),
    bookIds: bigint('book_ids', { mode: 'number' }).array().notNull(),
    /** Addresses or CIDR ranges the token may be used from; empty: any. */
    allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_hash_key').on(t.tokenHash),
    index('personal_access_tokens_user_idx').on(t.userId),
    check('personal_access_tokens_scope_check', sql`${t.scope} in ('leitura','escrita')`),
  ],
);

/**
 * A book's webhook: an https address told of the book's events, each delivery signed with HMAC-SHA256 under
 * `sealed_secret` (kept sealed like the bank credentials, shown once). Disabled after repeated failures.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    bookId: bookId(),
    url: text('url').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    events: text('events').array().notNull(),
    /** Deliveries that failed for good in a row since the last that arrived. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('webhooks_pkey', t),
    index('webhooks_book_idx').on(t.bookId),
    check('webhooks_failures_check', sql`${t.consecutiveFailures} >= 0`),
  ],
);

/**
 * An event to deliver to a webhook, and how its tries went: written in the transaction of the change it tells of (an
 * outbox), delivered by a job with retries and backoff; the last ones are the webhook's log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    bookId: bookId(),
    webhookId: bigint('webhook_id', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending' (to try at next_attempt_at), 'delivered', 'failed' (tries exhausted). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('webhook_deliveries_pkey', t),
    foreignKey({ columns: [t.webhookId, t.bookId], foreignColumns: [webhooks.id, webhooks.bookId] }).onDelete(
      'cascade',
    ),
    // The job's question, book by book: which books have deliveries due, and each one's oldest (its claim takes
    // every book's first before any book's second: features/webhooks/repository.ts claimDue).
    index('webhook_deliveries_book_due_idx')
      .on(t.bookId, t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending','delivered','failed')`),
    check('webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
