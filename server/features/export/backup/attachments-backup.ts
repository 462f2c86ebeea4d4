import { sql } from 'drizzle-orm';
import type { BackupAttachment } from '../../../../common/contract/export/attachments';
import { type Executor, queryRows } from '../../../db/connect';
import { listInSteps, type ReadStep } from '../read-steps';
import { iso } from '../repository';

/** A comprovante as the backup reads it: the document's row and where its bytes are (never in the document). */
export interface AttachmentBackupRow {
  id: number;
  transactionId: number;
  key: string;
  name: string;
  kind: 'image' | 'pdf';
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  thumbSize: number;
  sha256: string;
  width: number | null;
  height: number | null;
  createdAt: string;
}

/**
 * A page of the book's comprovantes: those a person sees (not removed, their transaction not deleted: a row
 * waiting for its Desfazer window is not part of the book any more).
 */
function attachmentPage(db: Executor, bookId: number, after: number, limit: number) {
  return queryRows<AttachmentBackupRow>(
    db,
    sql`select a.id, a.transaction_id as "transactionId", a.key, a.name, a.kind, a.content_type as "contentType",
               a.size::float8 as size, a.thumb_size as "thumbSize", a.sha256, a.width, a.height,
               ${iso('a.created_at')} as "createdAt"
        from attachments a
        where a.book_id = ${bookId} and a.id > ${after} and a.removed_at is null and a.orphaned_at is null
          and exists (select 1 from transactions t where t.id = a.transaction_id and t.book_id = a.book_id)
        order by a.id limit ${limit}`,
  );
}

/**
 * The comprovantes of the transactions the document holds, a page per step. Read after the transactions: one
 * added since to a transaction of the pages is in (its file is there), one of a transaction written after them
 * is left out with it.
 */
export async function readAttachments(
  step: ReadStep,
  bookId: number,
  transactionIds: ReadonlySet<number>,
): Promise<AttachmentBackupRow[]> {
  const rows = await listInSteps<AttachmentBackupRow>(step, (tx, after, limit) =>
    attachmentPage(tx, bookId, after?.id ?? 0, limit),
  );
  return rows.filter((row) => transactionIds.has(Number(row.transactionId)));
}

/** The document's row: no key (a name in one installation's store), no thumbnail size (the file says it). */
export function presentBackupAttachment(row: AttachmentBackupRow): BackupAttachment {
  return {
    id: Number(row.id),
    transactionId: Number(row.transactionId),
    name: row.name,
    kind: row.kind,
    contentType: row.contentType,
    size: Number(row.size),
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
  };
}
