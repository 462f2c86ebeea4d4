import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, personRowId } from './columns';

export const users = pgTable(
  'users',
  {
    id: personRowId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    /** 'Lembretes por e-mail' in Perfil: off until the person turns it on. */
    emailReminders: boolean('email_reminders').notNull().default(false),
    /**
     * When the person proved they read mail at `email` (the sign-up's confirmation link); null until then. Only the
     * in-app invitations wait for it: sign-up never proved the address, so an invitation to it must not go to whoever
     * signs up with it. A trigger (migration 0044) clears it whenever the address changes.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The daily reminder job reads only the people who opted in.
    index('users_email_reminders_idx').on(t.id).where(sql`${t.emailReminders}`),
  ],
);

/** Refresh tokens, stored hashed. A family is one sign-in; every refresh rotates within it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: personRowId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Password reset tokens: hashed, single use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: personRowId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Links that confirm an address, stored hashed. Each names the address it was sent to: after the person's e-mail
 * changes, a link mailed to the old one confirms nothing.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: personRowId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);
