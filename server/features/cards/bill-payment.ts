import { randomUUID } from 'node:crypto';
import { PAYMENT_ACCOUNT_IS_CARD_MESSAGE } from '../../../common/contract/accounts';
import { BILL_PAYMENT_ROW_MESSAGES } from '../../../common/contract/cards';
import { TO_TRANSFER_MESSAGES, TRANSACTION_NOT_FOUND } from '../../../common/contract/transactions';
import type { Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ledger, type TransferInput, writeTransfer } from '../ledger/public';
import { undoLog } from '../shared/undo-log';
import {
  billBeforeGrana,
  billsOnPaymentDate,
  type OpeningBalanceBefore,
  openingChangeBeforeGrana,
} from './bill-before-grana';
import { billDatesOf } from './bill-figures';
import { cardTermsOf, ownCard } from './card-terms';
import { cardsRepository as repo } from './repository';

/** What a bill's payment is called: "Pagamento da fatura 11/2026". */
export const billPaymentDescription = (month: string) =>
  `Pagamento da fatura ${month.slice(5)}/${month.slice(0, 4)}`;

/** A bill's payment: from a non-card account into the card, counted in the bill of `month`. */
export interface BillPaymentInput {
  cardId: number;
  month: string;
  fromAccountId: number;
  date: string;
  amountCents: number;
  status?: TransferInput['status'];
  /** The import (a file's or bank sync's) whose statement line the payment is. */
  importId?: string;
  bankLine?: TransferInput['bankLine'];
}

/**
 * The one writer of a card bill's payment ("Pagar fatura" in Cartões, and a statement's line that paid it): a
 * transfer from the paying account into the card whose card leg is pinned to the bill, so it is never income or
 * expense and the bill counts it paid. In the caller's transaction; the caller has checked both accounts.
 */
export function payBill(tx: Executor, bookId: number, input: BillPaymentInput): Promise<string> {
  return writeTransfer(tx, bookId, {
    date: input.date,
    amountCents: input.amountCents,
    fromAccountId: input.fromAccountId,
    toAccountId: input.cardId,
    description: billPaymentDescription(input.month),
    toBillMonth: input.month,
    status: input.status,
    importId: input.importId ?? null,
    bankLine: input.bankLine,
  });
}

/**
 * "É pagamento da fatura": an expense of a non-card account that paid a card's bill (a statement's "PAGTO FATURA
 * NUBANK" imported before Grana knew, or typed by hand) becomes that payment. The row becomes the transfer's
 * leaving leg (its category goes; its text, bank line, payee and tags stay) and the card's leg is written pinned to
 * the bill, as payBill writes it. Refused as "Transformar em transferência" refuses (a transfer already, an
 * installment, a divided row, a fixed item's payment), and an income or a card's own row. `beforeGrana`: the bill
 * is the one before Grana (bill-before-grana.ts): refused unless `month` is the bill the row paid and the row pays
 * it as the bank had it (more than Grana's bill asked, or its own purchases when history left earlier bills unpaid).
 * Kept for
 * 'Desfazer' (POST /undo writes the row back, deletes the card's leg and gives back the opening balance). In the caller's transaction; answers the undo token.
 */
export async function payBillWithRow(
  tx: Executor,
  bookId: number,
  input: { rowId: number; cardId: number; month: string; beforeGrana?: boolean },
): Promise<string> {
  const before = await ledger.snapshot(tx, bookId, [input.rowId]);
  const row = before.rows[0];
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  const card = await ownCard(tx, bookId, input.cardId);
  const refusal = refusalOf(row);
  if (refusal) throw conflict(refusal);
  if (Number(row.account_id) === card.id) throw badRequest(BILL_PAYMENT_ROW_MESSAGES.fromCard);
  const payer = await repo.account(tx, bookId, Number(row.account_id));
  if (payer?.type === 'credit_card') throw badRequest(PAYMENT_ACCOUNT_IS_CARD_MESSAGE);
  const amount = Number(row.amount);
  // "Fatura anterior ao Grana": the card's opening balance takes what Grana's bill and the bank's differ by (a debt
  // from before Grana, or the credit that paid history's earlier bills outside Grana), so the row pays the bill as
  // the bank had it, the card ends where the bank says, and the money that left the account is no spending.
  let kept: OpeningBalanceBefore = {};
  if (input.beforeGrana) {
    const date = String(row.date);
    const datesOf = billDatesOf(await cardTermsOf(tx, bookId, card));
    const change =
      billBeforeGrana(date, datesOf) === input.month
        ? openingChangeBeforeGrana(
            card,
            await billsOnPaymentDate(tx, bookId, card, input.month, date),
            input.month,
            amount,
          )
        : 0;
    if (change === 0) throw conflict(BILL_PAYMENT_ROW_MESSAGES.notBeforeGrana);
    kept = { openingBalance: { accountId: card.id, cents: card.openingBalance } };
    await repo.setOpeningBalance(tx, bookId, card.id, card.openingBalance + change);
  }

  const transferId = randomUUID();
  const [leg] = await ledger.insert(tx, bookId, [
    {
      accountId: card.id,
      type: 'RECEITA',
      amount,
      date: String(row.date),
      description: billPaymentDescription(input.month),
      status: 'CLEARED',
      transferId,
      billMonth: input.month,
    },
  ]);
  await ledger.change(tx, bookId, [{ id: input.rowId, values: { transferId, categoryId: null } }]);
  return undoLog.keep(tx, bookId, 'transactions', {
    ...before,
    changed: true,
    added: [Number(leg)],
    ...kept,
  });
}

function refusalOf(row: Record<string, unknown>): string | null {
  if (row.transfer_id !== null) return TO_TRANSFER_MESSAGES.transfer;
  if (row.type !== 'DESPESA') return BILL_PAYMENT_ROW_MESSAGES.notExpense;
  if (row.installment_group !== null) return TO_TRANSFER_MESSAGES.installment;
  if (Number(row.split_amount) > 0) return TO_TRANSFER_MESSAGES.split;
  if (row.recurring_id !== null) return TO_TRANSFER_MESSAGES.recurring;
  return null;
}
