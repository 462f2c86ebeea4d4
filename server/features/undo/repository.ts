import { sql } from 'drizzle-orm';
import { UNDO_WINDOW_MINUTES } from '../../../common/contract/undo';
import { type Executor, queryRows } from '../../db/connect';
import type { JsonRow } from '../../db/json-rows';
import { deletedRows } from '../../db/schema';
import type { OwnMade } from '../budgets/repository';
import type { TransactionSnapshot } from '../ledger/public';

/** What a kept change undoes: a deletion, or a category change ('Categorizar', which deletes nothing). */
export type DeletedKind = 'transactions' | 'recurring' | 'budget' | 'categories';

/**
 * A deleted budget: the month it was deleted from, what giving that month its own list wrote (when the budget
 * was repeated there), and the row deleted.
 */
export interface DeletedBudget {
  month: string;
  made: OwnMade;
  row: JsonRow | null;
}

/**
 * Transaction rows as they were before a deletion, or before a change when `changed` (an anticipation): the
 * undo puts deleted rows back, and writes changed ones back over what they became.
 */
export type KeptTransactions = TransactionSnapshot & { changed?: true };

/** A deleted fixed expense or income, and the recorded rows its deletion unlinked from it. */
export interface DeletedRecurring {
  item: JsonRow;
  linked: number[];
}

/** A kept deletion past its window: its undo answers 'gone', and it is deleted at the next purge. */
const expired = sql`created_at < now() - make_interval(mins => ${UNDO_WINDOW_MINUTES})`;

/** The deletions kept for an undo (the deleted_rows table). */
export const deletedRowsRepository = {
  /** Keeps what a deletion took away; answers the token its undo needs. Forgets the person's expired ones. */
  async keep(tx: Executor, userId: number, kind: DeletedKind, rows: unknown): Promise<string> {
    await tx.execute(sql`delete from deleted_rows where user_id = ${userId} and ${expired}`);
    const [row] = await tx
      .insert(deletedRows)
      .values({ userId, kind, rows })
      .returning({ token: deletedRows.token });
    return row!.token;
  },

  /**
   * Takes the person's kept deletion out (so a token works once), with whether it is still in its window.
   * Another person's token finds nothing, as an unknown one.
   */
  async take(
    tx: Executor,
    userId: number,
    token: string,
  ): Promise<{ kind: DeletedKind; rows: unknown; expired: boolean } | undefined> {
    const [row] = await queryRows<{ kind: DeletedKind; rows: unknown; expired: boolean }>(
      tx,
      sql`delete from deleted_rows where token = ${token} and user_id = ${userId}
          returning kind, rows, ${expired} as expired`,
    );
    return row;
  },

  /**
   * Deletes everyone's kept deletions past their window; answers how many. Without it, a person who never
   * deletes again would keep theirs. The table holds minutes of deletions, so a scan of it is cheap.
   */
  async purgeExpired(db: Executor): Promise<number> {
    const rows = await queryRows<{ token: string }>(
      db,
      sql`delete from deleted_rows where ${expired} returning token`,
    );
    return rows.length;
  },
};
