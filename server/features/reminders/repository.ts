import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { reminderClaims, users } from '../../db/schema';

export type ClaimKind = 'recurring' | 'card_bill' | 'carne_leao' | 'darf_6015' | 'darf_4600';

/** An item and one of its due dates, as a reminder claims it. */
export interface ClaimKey {
  kind: ClaimKind;
  itemId: number;
  dueDate: string;
}

export interface OptedInPerson {
  id: number;
  name: string;
  email: string;
  timeZone: string;
}

export const claimKeyOf = (key: ClaimKey) => `${key.kind}:${key.itemId}:${key.dueDate}`;

export const remindersRepository = {
  async setEmailReminders(db: Executor, userId: number, on: boolean): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ emailReminders: on, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** The people who turned reminders on, a page at a time in id order (partial index users_email_reminders_idx). */
  async optedIn(db: Executor, afterId: number, limit: number): Promise<OptedInPerson[]> {
    return db
      .select({ id: users.id, name: users.name, email: users.email, timeZone: users.timeZone })
      .from(users)
      .where(and(eq(users.emailReminders, true), gt(users.id, afterId)))
      .orderBy(users.id)
      .limit(limit);
  },

  /**
   * Claims the keys not claimed yet and answers those: an insert that meets another process's row (committed,
   * or waited for) does nothing, so each key is won by exactly one process.
   */
  async claim(db: Executor, userId: number, keys: readonly ClaimKey[]): Promise<ClaimKey[]> {
    if (keys.length === 0) return [];
    const won = await db
      .insert(reminderClaims)
      .values(keys.map((k) => ({ userId, itemKind: k.kind, itemId: k.itemId, dueDate: k.dueDate })))
      .onConflictDoNothing()
      .returning({
        kind: reminderClaims.itemKind,
        itemId: reminderClaims.itemId,
        dueDate: reminderClaims.dueDate,
      });
    return won.map((w) => ({ kind: w.kind as ClaimKind, itemId: w.itemId, dueDate: w.dueDate }));
  },

  /** Gives keys back (their e-mail was not sent), so the next run mentions them. */
  async release(db: Executor, userId: number, keys: readonly ClaimKey[]): Promise<void> {
    for (const key of keys) {
      await db
        .delete(reminderClaims)
        .where(
          and(
            eq(reminderClaims.userId, userId),
            eq(reminderClaims.itemKind, key.kind),
            eq(reminderClaims.itemId, key.itemId),
            eq(reminderClaims.dueDate, key.dueDate),
          ),
        );
    }
  },

  /** Claims of due dates long past can no longer be asked for again: the table keeps only what matters. */
  async forgetBefore(db: Executor, date: string): Promise<void> {
    await db.delete(reminderClaims).where(lt(reminderClaims.dueDate, sql`${date}::date`));
  },
};
