import { installmentAmounts } from '../../../../common/card-bills';
import { formatCents, parseAmount } from '../../../../common/money';

/**
 * What the dialog says under "Parcelas": '10x de R$ 123,45', with the first when the cents do not divide evenly
 * (the bill the first falls in is the dialog's bill line, bill-choice.ts). Null while the amount cannot be read
 * or divided.
 */
export function installmentPreview(amountText: string, count: number): string | null {
  const cents = parseAmount(amountText, 'comma');
  if (cents === null || cents < count || count < 2) return null;
  const [first = 0, rest = 0] = installmentAmounts(cents, count);
  return first === rest
    ? `${count}x de ${formatCents(rest)}`
    : `${count}x de ${formatCents(rest)} (a primeira de ${formatCents(first)})`;
}
