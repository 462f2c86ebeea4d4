import { type AmountFormat, parseAmount } from '../money';

/** Whole digits the plain form takes: twelve digits and two decimals are at most MAX_CENTS. */
const PLAIN_DIGITS = 12;

/**
 * The cents of a plain amount cell ('-123.45', '89,9', '1500'), or undefined for any other text. A statement's
 * cells are nearly all so, and one scan of their characters spares parseAmount's regexes and strings on each.
 * Answers what parseAmount answers for these texts: an optional minus, at most PLAIN_DIGITS digits, then the
 * decimal separator and one or two digits (a comma is decimal for 'comma' and 'auto', a dot for every format,
 * as parseAmount reads a final '.d' or '.dd' with no comma as decimals).
 */
function plainAmount(text: string, format: AmountFormat): number | undefined {
  const length = text.length;
  let i = text.charCodeAt(0) === 45 ? 1 : 0;
  const negative = i === 1;
  let whole = 0;
  const wholeStart = i;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) break;
    whole = whole * 10 + (code - 48);
    i++;
  }
  const wholeDigits = i - wholeStart;
  if (wholeDigits === 0 || wholeDigits > PLAIN_DIGITS) return undefined;
  let fraction = 0;
  if (i < length) {
    const separator = text.charCodeAt(i);
    if (separator !== 46 && !(separator === 44 && format !== 'dot')) return undefined;
    const decimals = length - i - 1;
    if (decimals < 1 || decimals > 2) return undefined;
    for (let k = 1; k <= 2; k++) {
      const code = k <= decimals ? text.charCodeAt(i + k) : 48;
      if (code < 48 || code > 57) return undefined;
      fraction = fraction * 10 + (code - 48);
    }
  }
  const value = whole * 100 + fraction;
  return negative && value !== 0 ? -value : value;
}

/** parseAmount for the amount cells of a statement, the plain ones read without it. */
export function parseAmountCell(text: string, format: AmountFormat): number | null {
  return plainAmount(text, format) ?? parseAmount(text, format);
}
