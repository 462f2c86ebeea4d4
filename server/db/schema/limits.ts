import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The limits counted over time (wrong passwords, sign-ups and recovery mails per hour, a token's requests per
 * minute) shared by every API process on a PostgreSQL database (db/shared-counts.ts): one row per attempt still
 * inside its window, deleted when the attempt is taken back or its window has passed. PGlite counts in memory.
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which limit ('login-address', 'token-requests', ...). */
    name: text('name').notNull(),
    /** Whom it counts: an address, an e-mail, a person's or a token's id. */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('limit_events_key_idx').on(t.name, t.key, t.at), index('limit_events_at_idx').on(t.at)],
);
