import { ATTACHMENTS_PER_TRANSACTION } from '../../../../common/contract/attachments';
import type { BackupDocument } from '../../../../common/contract/export/document';

/**
 * The comprovantes' references, checked with the rest of the document before anything is written: each names a
 * transaction of the document, no id is repeated, and no transaction has more than a transaction may have.
 * Answers the problem to show, or null.
 */
export function checkAttachments(doc: BackupDocument): string | null {
  const transactions = new Set(doc.transactions.map((t) => t.id));
  const ids = new Set<number>();
  const perTransaction = new Map<number, number>();
  for (const [i, a] of doc.attachments.entries()) {
    if (ids.has(a.id)) return `Backup inválido em attachments[${i}].id: o comprovante ${a.id} se repete`;
    ids.add(a.id);
    if (!transactions.has(a.transactionId)) {
      return `Backup inválido em attachments[${i}].transactionId: o lançamento ${a.transactionId} não está no backup`;
    }
    const count = (perTransaction.get(a.transactionId) ?? 0) + 1;
    if (count > ATTACHMENTS_PER_TRANSACTION) {
      return `Backup inválido em attachments[${i}]: um lançamento pode ter até ${ATTACHMENTS_PER_TRANSACTION} comprovantes`;
    }
    perTransaction.set(a.transactionId, count);
  }
  return null;
}
