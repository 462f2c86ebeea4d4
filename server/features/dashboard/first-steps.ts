import { sql } from 'drizzle-orm';
import type { FirstSteps } from '../../../common/contract/first-steps';
import { type Executor, queryRows } from '../../db/connect';

/**
 * The ticks of "Primeiros passos", each an exists() on the book's own rows (one statement, each test stopping at
 * its first row): an account that is not a card, a card, a bank's statement imported (a row with an import id that
 * is no import of another app's history: that is the person's past, not the bank's file; or a row the statement's
 * line was matched with, a statement whose every line the person had typed writing none) or a bank connected, a
 * fixed item, and whether there is any row at all. Archived accounts count: they were set up.
 */
export async function firstStepsOf(db: Executor, bookId: number): Promise<FirstSteps> {
  const [row] = await queryRows<{
    account: boolean;
    card: boolean;
    statement: boolean;
    fixed: boolean;
    has_rows: boolean;
  }>(
    db,
    sql`select
          exists (select 1 from accounts where book_id = ${bookId} and type <> 'credit_card') as account,
          exists (select 1 from accounts where book_id = ${bookId} and type = 'credit_card') as card,
          (exists (select 1 from transactions t where t.book_id = ${bookId} and t.import_id is not null
                     and not exists (select 1 from app_imports a where a.book_id = t.book_id and a.id = t.import_id))
            or exists (select 1 from transactions t where t.book_id = ${bookId} and t.match_import_id is not null)
            or exists (select 1 from sync_connections where book_id = ${bookId})) as statement,
          exists (select 1 from recurring where book_id = ${bookId}) as fixed,
          exists (select 1 from transactions where book_id = ${bookId}) as has_rows`,
  );
  return {
    steps: (['account', 'card', 'statement', 'fixed'] as const).map((key) => ({
      key,
      done: Boolean(row?.[key]),
    })),
    has_rows: Boolean(row?.has_rows),
  };
}
