import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userId } from './owner-columns';

/**
 * One row per item and due date an e-mail reminder mentioned (or is about to): the first process to insert it
 * sends it, so each is mentioned once however many API processes run the daily job. Deleted again when the
 * e-mail could not be sent, so the next run tries it again.
 */
export const reminderClaims = pgTable(
  'reminder_claims',
  {
    userId: userId(),
    /**
     * 'recurring' (a fixed expense or income), 'card_bill' (the card's account id), 'carne_leao' (the book whose
     * Carnê-Leão DARF falls due) or 'darf_6015' / 'darf_4600' (the book whose renda variável DARF of that code does).
     */
    itemKind: text('item_kind').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemKind, t.itemId, t.dueDate] }),
    index('reminder_claims_due_date_idx').on(t.dueDate),
    check(
      'reminder_claims_item_kind_check',
      sql`${t.itemKind} in ('recurring','card_bill','carne_leao','darf_6015','darf_4600')`,
    ),
  ],
);
