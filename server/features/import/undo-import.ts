import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { ledger } from '../ledger/public';
import type { UnfinishedWrite } from '../shared/write-steps';

/**
 * Takes back an import cut short on PGlite (writeInSteps): its transactions, with their month totals, and the
 * payees it created that nothing else uses by now. Only the person's own rows in the recorded ranges are
 * touched.
 */
export async function undoImport(tx: Executor, written: UnfinishedWrite): Promise<void> {
  const { userId } = written;
  for (const range of written.ranges.filter((r) => r.table === 'transactions')) {
    await ledger.deleteRange(tx, userId, range.firstId, range.lastId);
  }
  for (const range of written.ranges.filter((r) => r.table === 'payees')) {
    await tx.execute(sql`
      delete from payees p
      where p.user_id = ${userId} and p.id between ${range.firstId} and ${range.lastId}
        and not exists (select 1 from transactions t where t.user_id = p.user_id and t.payee_id = p.id)
        and not exists (select 1 from transaction_splits s where s.user_id = p.user_id and s.payee_id = p.id)
        and not exists (select 1 from recurring r where r.user_id = p.user_id and r.payee_id = p.id)`);
  }
}
