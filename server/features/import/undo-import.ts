import { sql } from 'drizzle-orm';
import { MAX_IMPORT_ROWS } from '../../../common/csv/limits';
import type { Executor } from '../../db/connect';
import { ledger } from '../ledger/public';
import { unmatchRows } from '../matching/public';
import type { UnfinishedWrite } from '../shared/write-steps';

/**
 * Takes back an import cut short on PGlite (writeInSteps), when a step failed or at the next start after the
 * process died: the matches it made (its id is the write's ref: the rows it matched get back what they had), its
 * transactions, with their month totals, and the payees it created that nothing else uses by now. Only the
 * person's own rows are touched.
 */
export async function undoImport(tx: Executor, written: UnfinishedWrite): Promise<void> {
  const { bookId, ref: importId } = written;
  if (importId !== null) await unmatchRows(tx, bookId, { importId, limit: MAX_IMPORT_ROWS }, 'forget');
  for (const range of written.ranges.filter((r) => r.table === 'transactions')) {
    await ledger.deleteRange(tx, bookId, range.firstId, range.lastId);
  }
  for (const range of written.ranges.filter((r) => r.table === 'payees')) {
    await tx.execute(sql`
      delete from payees p
      where p.book_id = ${bookId} and p.id between ${range.firstId} and ${range.lastId}
        and not exists (select 1 from transactions t where t.book_id = p.book_id and t.payee_id = p.id)
        and not exists (select 1 from transaction_splits s where s.book_id = p.book_id and s.payee_id = p.id)
        and not exists (select 1 from recurring r where r.book_id = p.book_id and r.payee_id = p.id)`);
  }
}
