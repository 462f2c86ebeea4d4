import { type BillDates, billDates, billMonthFor, installmentAmounts } from '../../../common/card-bills';
import { formatDateBR, formatMonthLabel, isIsoDate } from '../../../common/dates';
import { formatCents, parseAmount } from '../../../common/money';

/** The card's days, as GET /accounts answers them. */
export interface CardDays {
  closing_day: number | null;
  due_day: number | null;
}

/**
 * What the dialog says under "Parcelas": '10x de R$ 123,45' (with the first when the cents do not divide
 * evenly) and the bill the first installment falls in, by the card's usual dates (a bill whose dates the bank
 * moved is known to the server, which places the rows). Null while the amount or the date cannot be read.
 */
export function installmentPreview(
  amountText: string,
  count: number,
  date: string,
  card: CardDays,
): { parts: string; bill: string | null } | null {
  const cents = parseAmount(amountText, 'comma');
  if (cents === null || cents < count || count < 2) return null;
  const [first = 0, rest = 0] = installmentAmounts(cents, count);
  const parts =
    first === rest
      ? `${count}x de ${formatCents(rest)}`
      : `${count}x de ${formatCents(rest)} (a primeira de ${formatCents(first)})`;
  if (card.closing_day === null || card.due_day === null || !isIsoDate(date)) return { parts, bill: null };
  const { closing_day, due_day } = card;
  const datesOf = (month: string): BillDates => billDates(month, closing_day, due_day);
  const month = billMonthFor(date, datesOf);
  return {
    parts,
    bill: `Fatura de ${formatMonthLabel(`${month}-01`)} · vence ${formatDateBR(datesOf(month).due_date)}`,
  };
}
