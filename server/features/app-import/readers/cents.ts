import { parseAmountCell } from '../../../../common/csv/amount-cell';
import { type AmountFormat, parseAmount } from '../../../../common/money';

/** Amounts to exact signed cents, as the apps write them; the rules of the number itself are common/money's. */

/** Signed cents of a Brazilian amount ('-1.234,56', 'R$ 12,30', '45.90'), or null. */
export function brazilianCents(text: string): number | null {
  return parseAmountCell(text, 'comma');
}

/**
 * Signed cents of an amount in the currency format the person chose in the app (YNAB writes 'R$1.234,56',
 * '$1,234.56' or '1 234,56 €'). These apps write two decimals always: the separator before the last two digits is
 * the decimal one. Other texts go to parseAmount.
 */
export function currencyCents(text: string): number | null {
  let body = text.replace(/[\s\u00a0]/g, '');
  let negative = false;
  if (body.startsWith('-')) {
    negative = true;
    body = body.slice(1);
  }
  // The currency symbol, before or after the number.
  body = body.replace(/^[^\d(-]{1,4}/, '').replace(/[^\d)]{1,4}$/, '');
  if (body.startsWith('-')) {
    negative = !negative;
    body = body.slice(1);
  }
  const match = /^(\d{1,3}(?:([.,' ])\d{3})*|\d+)([.,])(\d{2})$/.exec(body);
  let value: number | null;
  if (match && match[2] !== match[3]) {
    const whole = (match[1] ?? '').replace(/\D/g, '');
    if (whole.length > 13) return null;
    value = Number(whole) * 100 + Number(match[4]);
  } else {
    value = parseAmount(body, 'auto');
  }
  if (value === null) return null;
  return negative && value !== 0 ? -value : value;
}

/** Comma decimals ('-1.234,56') when the file's amounts end so more often than with a dot ('-1,234.56'). */
export function amountFormatOf(amounts: Iterable<string>): AmountFormat {
  let comma = 0;
  let dot = 0;
  for (const amount of amounts) {
    if (/,\d{1,2}$/.test(amount)) comma++;
    else if (/\.\d{1,2}$/.test(amount)) dot++;
  }
  return comma > dot ? 'comma' : 'dot';
}

/** RECEITA for money in (positive), DESPESA for money out. */
export function typeOfSigned(cents: number): 'RECEITA' | 'DESPESA' {
  return cents > 0 ? 'RECEITA' : 'DESPESA';
}
