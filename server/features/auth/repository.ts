import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { emailVerificationTokens, passwordResetTokens, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const usersRepository = {
  async findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  },

  async findById(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async exists(db: Executor, id: number): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return rows.length === 1;
  },

  /** Inserts the user, or answers undefined when the e-mail is taken (unique index on lower(email)). */
  async insert(
    db: Executor,
    values: { name: string; email: string; passwordHash: string; timeZone: string },
  ): Promise<UserRow | undefined> {
    const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updatePassword(db: Executor, id: number, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  },

  /** Marks the address proven, if it is still `email`: a link mailed to an address the person left proves nothing. */
  async markEmailVerified(db: Executor, id: number, email: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ emailVerifiedAt: at, updatedAt: at })
      .where(and(eq(users.id, id), sql`lower(${users.email}) = ${email.toLowerCase()}`))
      .returning({ id: users.id });
    return rows.length === 1;
  },
};

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export const refreshTokensRepository = {
  async insert(
    db: Executor,
    values: { userId: number; familyId: string; tokenHash: string; remember: boolean; expiresAt: Date },
  ): Promise<void> {
    await db.insert(refreshTokens).values(values);
  },

  async findByHash(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  },

  /** Marks the token rotated; answers false when another request rotated it first. */
  async claimForRotation(db: Executor, id: number): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  },

  async revokeFamily(db: Executor, familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  /** Ends every session of the user, or every one but the family kept (after a password change). */
  async revokeAllOfUser(db: Executor, userId: number, keepFamilyId?: string): Promise<void> {
    const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
    if (keepFamilyId) conditions.push(sql`${refreshTokens.familyId} <> ${keepFamilyId}`);
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(...conditions));
  },

  async deleteExpired(db: Executor, before: Date): Promise<void> {
    await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < ${before.toISOString()}`);
  },
};

export const resetTokensRepository = {
  async insert(db: Executor, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
    await db.insert(passwordResetTokens).values(values);
  },

  /** Uses the token once: answers its user id when it was valid and unused, and marks it used. */
  async consume(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  },

  /** A new link makes the older unused ones useless. */
  async invalidateAllOfUser(db: Executor, userId: number, now: Date): Promise<void> {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
};

export const verificationTokensRepository = {
  async insert(
    db: Executor,
    values: { userId: number; email: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(emailVerificationTokens).values(values);
  },

  /** Uses the token once: answers its person and the address it was sent to when it was valid and unused. */
  async consume(
    db: Executor,
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: number; email: string } | undefined> {
    const [row] = await db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    return row;
  },

  /** A new link makes the older unused ones useless. */
  async invalidateAllOfUser(db: Executor, userId: number, now: Date): Promise<void> {
    await db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  },
};
