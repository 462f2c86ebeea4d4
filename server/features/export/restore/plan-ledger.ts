import type { BackupDocument } from '../../../../common/contract/export/document';
import { reaisToCents } from '../../../../common/money';
import { type NewIds, to, toOptional } from './new-ids';
import type { Plan } from './plan-rows';
import type { RestoredFiles } from './restore-files';
import { TABLES } from './restore-tables';

/**
 * The restore plan's parts for the ledger and what hangs on its rows: the transactions, the household's parts and
 * acertos, the split parts, tags and captured codes, and the comprovantes.
 */

/** The ledger's rows, each reference under its new id. */
export function planTransactions(plan: Plan, doc: BackupDocument, ids: NewIds): void {
  const { accounts, categories, payees, goals, recurring, transactions, person } = ids;
  const { transferOf, groupOf, importOf } = ids;
  plan.insertLedger(
    'transactions',
    doc.transactions.map((t) => ({
      id: to(transactions, t.id),
      account_id: to(accounts, t.accountId),
      type: t.type,
      amount: reaisToCents(t.amount),
      date: t.date,
      description: t.description,
      category_id: toOptional(categories, t.categoryId),
      payee_id: toOptional(payees, t.payeeId),
      status: t.status,
      transfer_id: t.transferId === null ? null : transferOf(t.transferId),
      other_book_id: t.otherBookId,
      fee_of_transfer: t.feeOfTransfer === null ? null : transferOf(t.feeOfTransfer),
      goal_id: toOptional(goals, t.goalId),
      recurring_id: toOptional(recurring, t.recurringId),
      // A backup older than sync_id kept a synced row's aggregator id in externalId.
      external_id: t.origin === 'sync' && t.syncId === null ? null : t.externalId,
      sync_id: t.syncId ?? (t.origin === 'sync' ? t.externalId : null),
      // Objects, not JSON text: the rows travel as one JSON document (json-rows.ts), and text there would be stored as
      // a jsonb string (an undo then read no status, and failed).
      second_line:
        t.secondLine === null ? null : { ...t.secondLine, importId: importOf(t.secondLine.importId) },
      bill_month: t.billMonth,
      installment_group: t.installmentGroup === null ? null : groupOf(t.installmentGroup),
      installment_number: t.installmentNumber,
      installment_count: t.installmentCount,
      bank_text: t.bankText,
      import_id: t.importId === null ? null : importOf(t.importId),
      origin: t.origin ?? (t.importId !== null ? 'import' : t.recurringId !== null ? 'recurring' : 'manual'),
      bank_date: t.bankDate,
      match_import_id: t.matchImportId === null ? null : importOf(t.matchImportId),
      match_undo:
        t.matchUndo === null
          ? null
          : {
              ...t.matchUndo,
              recurring: t.matchUndo.recurring && {
                ...t.matchUndo.recurring,
                id: recurring.get(t.matchUndo.recurring.id),
              },
              pair: t.matchUndo.pair && {
                categoryId: toOptional(categories, t.matchUndo.pair.categoryId),
                leg: transactions.get(t.matchUndo.pair.leg),
              },
              figures: t.matchUndo.figures && {
                ...t.matchUndo.figures,
                amount: reaisToCents(t.matchUndo.figures.amount),
                foreignAmount:
                  t.matchUndo.figures.foreignAmount === null
                    ? null
                    : reaisToCents(t.matchUndo.figures.foreignAmount),
              },
            },
      split_amount: t.splits.reduce((n, s) => n + reaisToCents(s.amount), 0),
      foreign_amount: t.foreignAmount === null ? null : reaisToCents(t.foreignAmount),
      foreign_currency: t.foreignCurrency,
      foreign_estimated: t.foreignEstimated,
      created_by: person(t.createdBy),
      paid_by: person(t.paidBy),
      share_mode: t.shareMode,
      created_at: t.createdAt ?? null,
    })),
  );
}

/** The household's parts of each transaction, and its acertos. */
export function planSharesAndSettlements(plan: Plan, doc: BackupDocument, ids: NewIds): void {
  const { transactions, settlements, person, transferOf } = ids;
  // peopleOfRestore found everyone a part or an acerto names.
  plan.insert(
    TABLES.transactionShares,
    doc.transactions.flatMap((t) =>
      t.shares.map((share) => ({
        transaction_id: to(transactions, t.id),
        user_id: person(share.personId),
        amount: reaisToCents(share.amount),
      })),
    ),
  );
  plan.insert(
    TABLES.bookSettlements,
    doc.settlements.map((s) => ({
      id: to(settlements, s.id),
      from_user_id: person(s.fromPersonId),
      to_user_id: person(s.toPersonId),
      amount: reaisToCents(s.amount),
      date: s.date,
      transfer_id: s.transferId === null ? null : transferOf(s.transferId),
      created_by: person(s.createdBy),
      created_at: s.createdAt ?? null,
    })),
  );
}

/** A transaction's split parts and its tags. */
export function planTransactionParts(plan: Plan, doc: BackupDocument, ids: NewIds): void {
  const { transactions, categories, payees, tags, splitIds } = ids;
  let nextSplit = 0;
  plan.insertLedger(
    'splits',
    doc.transactions.flatMap((t) =>
      t.splits.map((s) => ({
        id: splitIds[nextSplit++],
        transaction_id: to(transactions, t.id),
        amount: reaisToCents(s.amount),
        description: s.description,
        category_id: toOptional(categories, s.categoryId),
        payee_id: toOptional(payees, s.payeeId),
      })),
    ),
  );
  plan.insertLedger(
    'tags',
    doc.transactions.flatMap((t) =>
      t.tagIds.map((tagId) => ({ transaction_id: to(transactions, t.id), tag_id: to(tags, tagId) })),
    ),
  );
  plan.insert(
    TABLES.transactionCodes,
    doc.transactions.flatMap((t) =>
      t.capturedCode === null ? [] : [{ transaction_id: to(transactions, t.id), code_key: t.capturedCode }],
    ),
  );
}

/** The comprovantes' rows, pointing at their transactions' new ids and at the files written under new keys. */
export async function planAttachments(
  plan: Plan,
  doc: BackupDocument,
  { transactions }: NewIds,
  files: RestoredFiles,
): Promise<void> {
  await plan.insertRenumbered('attachments', doc.attachments, (a) => {
    const file = files.get(a.id);
    if (!file) throw new Error(`comprovante ${a.id} without its restored file`);
    return {
      transaction_id: to(transactions, a.transactionId),
      key: file.key,
      name: a.name,
      kind: file.kind,
      content_type: file.contentType,
      size: file.size,
      thumb_size: file.thumbSize,
      sha256: file.sha256,
      width: file.width,
      height: file.height,
    };
  });
}
