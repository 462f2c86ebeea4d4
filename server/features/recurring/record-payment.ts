import type { Executor } from '../../db/connect';
import { ledger } from '../ledger/public';
import { bankRowPaying } from '../matching/public';
import { paymentRow } from './payment-row';
import { type RecurringRow, recurringRepository as repo } from './repository';
import { nextRunAfterPaying } from './schedule';

/**
 * Records one due date of a fixed item: the expense paid, or the income received (by default, its amount). When a
 * statement file or bank sync already brought that bank transaction (matching's bankRowPaying: the same account,
 * type and amount in the line's window, a row holding a bank line and nothing else's), the row becomes the item's
 * payment instead of a second row: it keeps the bank's date, amount and line, and takes the item's words (its
 * statement text stays in bank_text, where the import's duplicate rule reads it), as a line that pays a due date
 * is written (bank-payment.ts).
 */
export async function recordExpense(
  tx: Executor,
  item: RecurringRow,
  date: string,
  amount = item.amount,
): Promise<void> {
  const found = await bankRowPaying(tx, item.bookId, {
    accountId: item.accountId,
    type: item.type,
    amountCents: amount,
    date,
    names: [item.description],
  });
  if (!found) {
    await ledger.insert(tx, item.bookId, [paymentRow(item, date, amount)]);
    return;
  }
  await ledger.change(tx, item.bookId, [
    {
      id: found.id,
      values: {
        recurringId: item.id,
        description: item.description,
        bankText: found.bankText ?? found.description,
        // The item's category and payee when it names them; a row divided among categories keeps its parts.
        ...(item.categoryId !== null && found.splitAmount === 0 ? { categoryId: item.categoryId } : {}),
        ...(item.payeeId !== null ? { payeeId: item.payeeId } : {}),
      },
    },
  ]);
}

/**
 * 'Pagar' / 'Recebido' of one due date, the one code path of a payment: the transaction (dated `date`, by
 * default the item's amount) and last_run = date; next_run becomes `nextRun`, by default the due date after the item's
 * (nextRunAfterPaying). Callers check first that it may be paid (not twice in a month, not in the future).
 */
export async function recordPayment(
  tx: Executor,
  item: RecurringRow,
  date: string,
  amount = item.amount,
  nextRun = nextRunAfterPaying(item),
): Promise<void> {
  await recordExpense(tx, item, date, amount);
  await repo.update(tx, item.bookId, item.id, { lastRun: date, nextRun });
}
