// The log of what 'Desfazer' can put back (the deleted_rows table): every feature that deletes or changes rows keeps
// them here, each in its own shape; the undo feature takes them out and hands each back to its owner.
import { sql } from 'drizzle-orm';
import { UNDO_WINDOW_MINUTES } from '../../../common/contract/undo';
import { type Executor, queryRows } from '../../db/connect';
import { deletedRows } from '../../db/schema';

/** What a kept change undoes: a deletion, or a category change ('Categorizar', which deletes nothing). */
export type DeletedKind = 'transactions' | 'recurring' | 'budget' | 'categories' | 'attachments';

/** A kept deletion past its window: its undo answers 'gone', and it is deleted at the next purge. */
const expired = sql`created_at < now() - make_interval(mins => ${UNDO_WINDOW_MINUTES})`;

/** The deletions kept for an undo (the deleted_rows table). */
export const undoLog = {
  /** Keeps what a deletion took away; answers the token its undo needs. Forgets the person's expired ones. */
  async keep(tx: Executor, bookId: number, kind: DeletedKind, rows: unknown): Promise<string> {
    await tx.execute(sql`delete from deleted_rows where book_id = ${bookId} and ${expired}`);
    const [row] = await tx
      .insert(deletedRows)
      .values({ bookId, kind, rows })
      .returning({ token: deletedRows.token });
    return row!.token;
  },

  /**
   * Takes the person's kept deletion out (so a token works once), with whether it is still in its window.
   * Another person's token finds nothing, as an unknown one.
   */
  async take(
    tx: Executor,
    bookId: number,
    token: string,
  ): Promise<{ kind: DeletedKind; rows: unknown; expired: boolean } | undefined> {
    const [row] = await queryRows<{ kind: DeletedKind; rows: unknown; expired: boolean }>(
      tx,
      sql`delete from deleted_rows where token = ${token} and book_id = ${bookId}
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
