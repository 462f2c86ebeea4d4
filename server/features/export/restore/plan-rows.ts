import { reaisToCents } from '../../../../common/money';
import type { Executor } from '../../../db/connect';
import type { RestoredRows } from '../../ledger/public';
import type { IdMap } from './new-ids';
import type { OwnIdTable, RestoreTable } from './restore-tables';

/** What the restore plan's parts (plan-*.ts) put their rows into; restore-plan.ts turns it into steps. */

/** A bounded write: at most INSERT_BATCH_ROWS rows into one table. */
export type Step = (tx: Executor) => Promise<void>;

/** An amount the document may leave out (reais) as its column keeps it (cents). */
export const centsOrNull = (reais: number | null) => (reais === null ? null : reaisToCents(reais));

/** Where the parts put their rows: each table's rows become steps of at most INSERT_BATCH_ROWS rows. */
export interface Plan {
  insert(table: RestoreTable, rows: Array<Record<string, unknown>>): void;
  /** The transactions, their split parts and tag links: through the ledger, the one writer of them. */
  insertLedger(kind: RestoredRows, rows: Array<Record<string, unknown>>): void;
  /**
   * Rows with an id of their own that nothing in NewIds (new-ids.ts) refers to: new ids in the old ones' order
   * (lists that break ties by id keep their order), each row inserted as `columns` writes it, with its new id and
   * its creation time. Answers old id -> new id.
   */
  insertRenumbered<Row extends { id: number; createdAt?: string | undefined }>(
    table: OwnIdTable,
    rows: Row[],
    columns: (row: Row) => Record<string, unknown>,
  ): Promise<IdMap>;
}
