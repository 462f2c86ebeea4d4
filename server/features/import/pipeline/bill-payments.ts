import { looksLikeBillPayment } from '../../../../common/bill-payment-words';
import { billPaymentsOf, payBill } from '../../cards/public';
import type { WriteStep } from '../../shared/write-steps';
import type { PlannedTransaction } from './lines';
import { statementTextOf } from './match';

/** A new line that paid a card's bill: written as that payment, not as an expense. */
export interface BillPaymentLine {
  line: PlannedTransaction;
  cardId: number;
  month: string;
}

/** The new lines sorted: bills' payments, lines offered as one, and the rest (written as before). */
export interface BillPayments {
  paying: BillPaymentLine[];
  /**
   * Lines whose words say they paid a card's bill, but no one bill is sure: written as expenses, offered, and
   * without a category unless the person chose one (classifyLines).
   */
  offered: PlannedTransaction[];
  rest: PlannedTransaction[];
}

/**
 * Step "bill payments", after the match decided which lines are new and before classify: a checking account's
 * line that paid a card's bill of the book (the cards' rule, cards/bill-payment-lines.ts) is taken out to be
 * written as the bill's payment; one that only may be is marked to be offered. A file's import and bank sync alike.
 */
export async function findBillPayments(
  step: WriteStep,
  bookId: number,
  lines: PlannedTransaction[],
): Promise<BillPayments> {
  const found: BillPayments = { paying: [], offered: [], rest: [] };
  const asked = lines.map((p) => ({ ...p.value, text: statementTextOf(p.line) }));
  // No step at all for a statement without those words (nearly every one): on PGlite a step is a turn of its own.
  if (!asked.some((line) => line.type === 'DESPESA' && looksLikeBillPayment(line.text))) {
    found.rest = lines;
    return found;
  }
  const verdicts = await step((tx) => billPaymentsOf(tx, bookId, asked));
  lines.forEach((line, i) => {
    const verdict = verdicts[i] ?? null;
    if (verdict?.kind === 'pays') found.paying.push({ line, cardId: verdict.cardId, month: verdict.month });
    else {
      found.rest.push(line);
      if (verdict?.kind === 'offer') found.offered.push(line);
    }
  });
  return found;
}

/**
 * The bills' payments, in one step, each as "Pagar fatura" writes it (cards' payBill), the leaving leg keeping
 * the statement's line (its bank id and text, the import's id and origin). Answers the rows written (two each).
 */
export async function writeBillPayments(
  step: WriteStep,
  bookId: number,
  paying: readonly BillPaymentLine[],
  importId: string,
): Promise<number> {
  if (paying.length === 0) return 0;
  await step(async (tx) => {
    for (const { line, cardId, month } of paying) {
      const v = line.value;
      await payBill(tx, bookId, {
        cardId,
        month,
        fromAccountId: v.accountId,
        date: v.date,
        amountCents: v.amountCents,
        status: v.status,
        importId,
        bankLine: {
          externalId: v.externalId,
          bankText: statementTextOf(line.line),
          origin: v.origin ?? 'import',
        },
      });
    }
  });
  return paying.length * 2;
}
