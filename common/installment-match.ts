import { addBillMonths } from './card-bills';
import { withoutInstallmentMarker } from './csv/installment';
import { descriptionWords } from './description-stem';

/** An installment already stored on a card, with the bill it is in. */
export interface StoredInstallment {
  id: number;
  accountId: number;
  amountCents: number;
  description: string;
  bill: string;
  number: number;
  count: number;
}

/** A statement line marked k of n, with the bill of its date. */
export interface InstallmentLine {
  accountId: number;
  amountCents: number;
  description: string;
  bill: string;
  number: number;
  count: number;
}

/** The word that names a purchase: the first of its description, folded, without the installment marker. */
export function purchaseWord(description: string): string {
  return descriptionWords(withoutInstallmentMarker(description)).split(' ')[0] ?? '';
}

/**
 * The stored installment a card statement's line is: the same card, the same k of n, the amount within a cent, the
 * purchase named by the same first word, and in the line's bill: the bill of the line's date when the bank dates
 * the line on the installment's month, or that bill plus k - 1 when it dates every installment on the purchase
 * day (as C6 does). Each stored installment answers for one line (the caller removes what it matched).
 */
export function matchInstallment(
  line: InstallmentLine,
  stored: readonly StoredInstallment[],
): StoredInstallment | undefined {
  const word = purchaseWord(line.description);
  if (word === '') return undefined;
  const bills = [line.bill, addBillMonths(line.bill, line.number - 1)];
  return stored.find(
    (s) =>
      s.accountId === line.accountId &&
      s.number === line.number &&
      s.count === line.count &&
      Math.abs(s.amountCents - line.amountCents) <= 1 &&
      bills.includes(s.bill) &&
      purchaseWord(s.description) === word,
  );
}
