import { debtPaymentBody } from '../../../common/contract/debts';
import { moneyTextReading } from '../../../common/contract/shared';
import { formatDateBR, isIsoDate } from '../../../common/dates';
import { formatCents, reaisToCents } from '../../../common/money';

/**
 * Paid after its due date: the only payment a late fee (multa e juros de atraso) may come with, as the server
 * checks (DEBT_MESSAGES.lateFeeOnTime). A date still being typed is not late.
 */
export const paidLate = (date: string, dueDate: string) => isIsoDate(date) && date > dueDate;

/** Under the fee's field: why it is there and where the fee goes. */
export const lateFeeHint = (dueDate: string) =>
  `Paga depois do vencimento de ${formatDateBR(dueDate)}: a multa e os juros entram na mesma despesa.`;

/** The fee field as the form holds it (the text typed) read by the contract's field: blank is none. */
export const lateFeeText = moneyTextReading.pipe(debtPaymentBody.shape.lateFee);

/**
 * 'Total: R$ 216,30': what leaves the account, the instalment plus the fee typed when it is paid late; a fee the
 * contract would refuse (unreadable, three decimals) counts as none until fixed, as its field says why on sending.
 */
export function paymentTotalText(paymentReais: number, feeText: string, late: boolean): string {
  const fee = late ? lateFeeText.safeParse(feeText) : null;
  const feeCents = fee?.success && typeof fee.data === 'number' ? reaisToCents(fee.data) : 0;
  return `Total: ${formatCents(reaisToCents(paymentReais) + feeCents)}`;
}
