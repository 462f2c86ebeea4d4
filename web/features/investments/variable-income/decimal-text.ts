import { CURRENCIES, type CurrencyCode, HOME_CURRENCY } from '../../../../common/currencies';
import {
  DECIMAL_PLACES,
  decimalText,
  divideRounding,
  readDecimal,
  SCALE,
} from '../../../../common/variable-income';
import { currencySymbol } from '../../../entities/account/foreign-money';

/**
 * Quantities and unit prices of renda variável travel as exact decimal strings ('123.45678901': a dot, no
 * thousands). They are shown and read here as text, never through a float, so 0,00012345 BTC stays exactly that.
 */

const CANONICAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** '1234567' -> '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A decimal string in Brazilian writing: thousands by dots (unless `grouped` is false), the comma for decimals,
 * trailing zeros dropped down to `minFraction` digits ('1500.00000000' -> '1.500', '31.25000000' with 2 -> '31,25',
 * '0.00012345' -> '0,00012345'). Text that is not a decimal string is answered as it came, so a surprise shows
 * instead of a wrong figure.
 */
export function formatDecimal(text: string, minFraction = 0, grouped = true): string {
  const match = CANONICAL.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const trimmed = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const zero = /^0*$/.test(wholeDigits) && /^0*$/.test(trimmed);
  const shownWhole = grouped ? groupThousands(wholeDigits) : wholeDigits;
  const body = trimmed === '' ? shownWhole : `${shownWhole},${trimmed}`;
  return zero ? body : `${sign}${body}`;
}

/** '100', '0,00012345', '1.500'. */
export const formatQuantity = (quantity: string): string => formatDecimal(quantity);

/**
 * A price per unit in the holding's currency (reais at the B3), its cents always shown and more digits when it has
 * them: 'R$ 31,25', 'R$ 0,00012345', 'US$ 512,30'.
 */
export const formatUnitPrice = (price: string, currency: CurrencyCode = HOME_CURRENCY): string =>
  `${currencySymbol(currency)} ${formatDecimal(price, CURRENCIES[currency].minorDigits)}`;

/** 10^6: from 8 decimals to the cent. */
const TO_CENTS = 10n ** BigInt(DECIMAL_PLACES - 2);

/**
 * An average cost per unit, which the API gives to 8 decimals (R$ 3.004,90 over 70 units is 42,92714286): to the
 * cent, rounded half up, from R$ 1,00 up, where a person reads prices so ('R$ 42,93'); below a real every digit, as
 * a fraction of a cent is the price itself there ('R$ 0,00012345'). The same in another currency ('US$ 425,00').
 */
export function formatAveragePrice(price: string, currency: CurrencyCode = HOME_CURRENCY): string {
  const reading = readDecimal(price);
  if (!reading.ok || reading.scaled < SCALE) return formatUnitPrice(price, currency);
  const cents = divideRounding(reading.scaled, TO_CENTS);
  return formatUnitPrice(decimalText(cents * TO_CENTS), currency);
}

/**
 * What a quantity or price field shows once left: the value as the contract reads it (common/variable-income.ts's
 * readDecimal: one separator alone is the decimal one), written back with a comma and without thousands, so the
 * person sees what will be sent ('1.5' -> '1,5', '0.00012345' -> '0,00012345') and reading it again gives the same
 * value. Text it cannot read stays as typed, for the contract's message.
 */
export function settledDecimalText(text: string): string {
  const reading = readDecimal(text);
  if (!reading.ok || reading.scaled < 0n) return text;
  return formatDecimal(decimalText(reading.scaled), 0, false);
}

/** A value the API answered ('1500.00000000') as a field holds it to be edited: '1500', '31,25'. */
export const inputDecimalText = (text: string): string => formatDecimal(text, 0, false);

/** What a decimal input keeps while typing: digits, dots and commas only (a pasted 'R$ 31,25' keeps '31,25'). */
export const sanitizeDecimalText = (text: string): string => text.replace(/[^\d.,]/g, '');
