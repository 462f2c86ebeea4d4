// Who changed what in a shared book's transaction (issue 35): its history, as GET /transactions/history answers it.

import { idSchema, z } from './shared';
import type { TransactionOrigin } from './transactions';

/** The most changes a transaction keeps: its newest ones (older ones are let go as new ones come). */
export const MAX_EVENTS_PER_TRANSACTION = 100;

export const transactionHistoryQuery = z.object({ id: idSchema });

/** A field as it read before and after ('Valor', 'R$ 10,00', 'R$ 12,00'). */
export interface HistoryChange {
  field: string;
  from: string;
  to: string;
}

export interface HistoryEvent {
  id: number;
  /** ISO instant. */
  at: string;
  /** Who changed it; null: someone no longer in Grana. */
  by: string | null;
  changes: HistoryChange[];
}

export interface TransactionHistory {
  id: number;
  /** When the row was written and by whom (null: Grana itself, an import, bank sync, or someone gone). */
  created: { at: string; by: string | null; origin: TransactionOrigin };
  /** Newest first, at most MAX_EVENTS_PER_TRANSACTION. */
  events: HistoryEvent[];
}
