import { randomUUID } from 'node:crypto';
import { TO_TRANSFER_MESSAGES } from '../../../common/contract/transactions';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ledger, references } from '../ledger/public';
import { undoLog } from '../shared/undo-log';
import { TRANSACTION_NOT_FOUND } from '../transactions/public';

/** What 'Desfazer' of a conversion keeps: the row as it was (written back over the leg) and the leg it added. */
export interface ConvertedToTransfer {
  transferId: string;
  undo: string;
}

/**
 * "Transformar em transferência": an expense or income that was money moved between two of the book's accounts
 * (a statement's 'PIX ENVIADO NUBANK' imported before the transfer was typed) becomes one leg of a transfer, and the
 * other leg is written in the chosen account on the same day, of the same amount and text. The category goes: a
 * transfer is neither income nor expense, so the month's Receitas and Despesas lose it while both balances hold.
 * Everything else of the row stays (its bank line, tags, payee, status). Kept as it was for 'Desfazer' (POST /undo
 * writes the row back and deletes the leg it added). In the caller's transaction.
 */
export async function convertToTransfer(
  tx: Executor,
  user: AuthUser,
  id: number,
  otherAccountId: number,
): Promise<ConvertedToTransfer> {
  const before = await ledger.snapshot(tx, user.bookId, [id]);
  const row = before.rows[0];
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  // Another book's account behaves as absent (404), as its rows do, whatever else is wrong.
  const other = await references.account(tx, user.bookId, otherAccountId);
  const refusal = refusalOf(row);
  if (refusal) throw conflict(refusal);
  if (Number(row.account_id) === otherAccountId) throw badRequest(TO_TRANSFER_MESSAGES.sameAccount);
  // The other leg takes the row's amount: only in the same currency is that what arrived.
  const own = await references.account(tx, user.bookId, Number(row.account_id));
  if (own.currency !== other.currency) throw badRequest(TO_TRANSFER_MESSAGES.otherCurrency);

  const transferId = randomUUID();
  const [leg] = await ledger.insert(tx, user.bookId, [
    {
      accountId: otherAccountId,
      // The other side of an expense here is money arriving there, and the reverse.
      type: row.type === 'DESPESA' ? 'RECEITA' : 'DESPESA',
      amount: Number(row.amount),
      date: String(row.date),
      description: String(row.description),
      status: 'CLEARED',
      transferId,
    },
  ]);
  await ledger.change(tx, user.bookId, [{ id, values: { transferId, categoryId: null } }]);
  const undo = await undoLog.keep(tx, user.bookId, 'transactions', {
    ...before,
    changed: true,
    added: [Number(leg)],
  });
  return { transferId, undo };
}

/** Why a stored row cannot become a transfer; null when it can. */
function refusalOf(row: Record<string, unknown>): string | null {
  if (row.transfer_id !== null) return TO_TRANSFER_MESSAGES.transfer;
  if (row.installment_group !== null) return TO_TRANSFER_MESSAGES.installment;
  if (Number(row.split_amount) > 0) return TO_TRANSFER_MESSAGES.split;
  // A fixed item's payment stays one: the item counts it as paid by its kind and amount.
  if (row.recurring_id !== null) return TO_TRANSFER_MESSAGES.recurring;
  return null;
}
