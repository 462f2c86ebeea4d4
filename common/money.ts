/**
 * Money is integer cents everywhere inside the product. The HTTP contract speaks reais as JSON numbers
 * (150.75); the conversion happens here, once, for both the server and the browser.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Largest amount accepted anywhere: just below R$ 1 trillion. */
export const MAX_CENTS = 99_999_999_999_999 as Cents;

/**
 * Largest total one account or category holds in a month (R$ 10 trillion), kept by a check on the month totals:
 * far above any household, far below the database's integer limit, so the write that would pass it is refused
 * (400) when it is made instead of an overflow failing some later, unrelated write.
 */
export const MAX_MONTH_TOTAL_CENTS = 1_000_000_000_000_000 as Cents;

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer number of cents: ${value}`);
  return value as Cents;
}

/** True when a number of reais has at most two decimals (150.75 yes, 0.105 no). */
export function hasAtMostTwoDecimals(reais: number): boolean {
  if (!Number.isFinite(reais)) return false;
  const scaled = reais * 100;
  // reais * 100 is off by a few units in the last place, and a unit grows with the amount: a fixed 1e-6 refused
  // valid amounts above about R$ 45 million (141435290862.92 * 100 = 14143529086291.998).
  return Math.abs(scaled - Math.round(scaled)) < Math.max(1e-6, Math.abs(scaled) * 4 * Number.EPSILON);
}

/**
 * Reais as a float to the nearest whole cent, unchecked (NaN stays NaN): the one rounding of reais into cents. For
 * reais that come as a float: an amount a schema's refinement compares before its checks end, a spreadsheet's
 * number cell, a figure another feature answers in reais (the variable income's exempt gain, in the Imposto de
 * Renda). reaisToCents adds the check for amounts that must be whole cents.
 */
export function roundToCents(reais: number): number {
  return Math.round(reais * 100);
}

/**
 * Reais written as a JSON number by another system (a bank aggregator's 1234.56) to integer cents, read from the
 * number's decimal text rather than multiplied (1.005 * 100 is 100.49999999999999): a third decimal, which BRL
 * amounts do not have, is rounded half up. The text is the shortest that reads back as the same number, i.e. what
 * the JSON said. Null for a negative, infinite or too large amount; a tiny one ('1e-7') is 0.
 */
export function jsonReaisToCents(reais: number): number | null {
  if (!Number.isFinite(reais) || reais < 0) return null;
  const text = String(reais);
  if (text.includes('e')) return reais < 0.005 ? 0 : null; // '1e+21': past any real amount
  const [whole = '0', fraction = ''] = text.split('.');
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const value = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundsUp ? 1 : 0);
  return value > MAX_CENTS ? null : value;
}

/** Reais from the wire (150.75) to cents (15075). Callers validate decimals first. */
export function reaisToCents(reais: number): Cents {
  return cents(roundToCents(reais));
}

/** Cents to reais for the wire. Division by 100 of an integer prints exactly with at most 2 decimals. */
export function centsToReais(value: number): number {
  return value / 100;
}

export function sumCents(values: Iterable<number>): Cents {
  let total = 0;
  for (const v of values) total += v;
  return cents(total);
}

/** Amounts in reais added as integer cents, so R$ 0,10 + R$ 0,20 is R$ 0,30 (the web's totals of an answer). */
export function sumReais(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += reaisToCents(v);
  return centsToReais(cents(total));
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 'R$ 1.234,56'. Intl separates the symbol with a no-break space; we use a plain space so the text is the
 * same on screen, in the PDF, in CSV exports and in tests (amounts are styled not to wrap instead).
 */
export function formatCents(value: number): string {
  return brl.format(value / 100).replace(/\u00a0/g, ' ');
}

/** Same as formatCents, for a value already in reais (as the API answers). */
export function formatReais(reais: number): string {
  return formatCents(roundToCents(reais));
}

/**
 * Signed cents as a plain amount, no thousands separator and no symbol: '-1234,56' (or '-1234.56' with a dot), as
 * a file's amount cell holds it. Integer arithmetic, so the cents are exact at any size.
 */
export function plainAmountText(value: number, decimalSeparator: ',' | '.' = ','): string {
  const whole = Math.abs(value);
  const reais = Math.trunc(whole / 100);
  const rest = String(whole % 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${reais}${decimalSeparator}${rest}`;
}

const brlCompact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * A chart axis's money, short: 'R$ 7,5 mil', 'R$ 1,2 mi'. Unlike formatCents it keeps Intl's no-break spaces, as
 * chart labels break lines at plain spaces ('R$ 7,5' over 'mil').
 */
export function formatCompactReais(reais: number): string {
  return brlCompact.format(reais);
}

export type AmountFormat = 'auto' | 'comma' | 'dot';

/**
 * Reads an amount typed by a person or found in a bank file and answers signed cents, or null when the text
 * is not an amount. Accepts 'R$ 1.234,56', '1234.56', '-10,5', '(10,00)', '10,00-' and '+5'.
 * format 'comma': comma is the decimal separator (Brazilian), except a final dot with one or two digits and no
 * comma ('45.90': see dotDecimalAsComma); 'dot': dot is; 'auto': decided by the text.
 */
export function parseAmount(input: string, format: AmountFormat = 'auto'): Cents | null {
  let text = input.trim().replace(/[\s\u00a0]/g, '');
  if (text === '') return null;
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(/^R\$/i, '');
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  text = text.replace(/^R\$/i, '');
  if (!/^[0-9.,]+$/.test(text) || !/[0-9]/.test(text)) return null;
  if (format !== 'dot') text = dotDecimalAsComma(text);

  const decimalSeparator = format === 'comma' ? ',' : format === 'dot' ? '.' : guessDecimalSeparator(text);
  const thousandsSeparator = decimalSeparator === ',' ? '.' : ',';
  const parts = text.split(decimalSeparator);
  if (parts.length > 2) return null;
  const whole = parts[0] ?? '';
  const fraction = parts[1] ?? '';
  if (fraction.includes(thousandsSeparator) || fraction.length > 2) return null;
  if (whole.includes(thousandsSeparator) && !/^\d{1,3}([.,]\d{3})+$/.test(whole)) return null;
  const digits = whole.split(thousandsSeparator).join('');
  if (digits === '' && fraction === '') return null;
  if (digits.length > 15) return null;
  const value = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(value) || value > MAX_CENTS) return null;
  return cents(negative && value !== 0 ? -value : value);
}

/**
 * Signed cents of an amount in the currency format a person chose in another app (YNAB writes 'R$1.234,56',
 * '$1,234.56' or '1 234,56 €'): the symbol before or after the number, any thousands separator. These apps write
 * two decimals always, so the separator before the last two digits is the decimal one. Other texts go to
 * parseAmount ('auto').
 */
export function parseCurrencyAmount(text: string): number | null {
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

/**
 * Money text pasted into a money field, read the way a person means it whichever way it was written: with both
 * separators, the last one followed by one or two digits is the decimal one and the other groups thousands
 * ('1,234.50', '1.234,50' and 'R$ 1.234,50' are all R$ 1.234,50). Null when the text lacks one of the two or does
 * not read so: the field then takes it as typed text (comma for cents).
 */
export function parsePastedAmount(input: string): Cents | null {
  const text = input.trim();
  const last = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  if (!text.includes(',') || !text.includes('.')) return null;
  const decimals = /^\d*/.exec(text.slice(last + 1))?.[0].length ?? 0;
  if (decimals < 1 || decimals > 2) return null;
  return parseAmount(text, text[last] === ',' ? 'comma' : 'dot');
}

/**
 * The one rule for a dot a person meant as the decimal point: with no comma, a dot followed by one or two digits at
 * the end is the decimal one ('45.90', '12.5', '1.234.56'), whatever the format says, as no Brazilian reading
 * groups thousands by one or two digits. A dot followed by three digits stays thousands ('1.500', '1.234.567').
 * Answers the text with that dot written as a comma.
 */
function dotDecimalAsComma(text: string): string {
  if (text.includes(',') || !/\.\d{1,2}$/.test(text)) return text;
  const last = text.lastIndexOf('.');
  return `${text.slice(0, last)},${text.slice(last + 1)}`;
}

function guessDecimalSeparator(text: string): ',' | '.' {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? ',' : '.';
  if (lastComma >= 0) {
    // '1,234' with exactly three digits after a single comma is read as thousands only when a dot
    // could not be meant; Brazilian text uses the comma for decimals, so a lone comma is decimal.
    return ',';
  }
  if (lastDot >= 0) {
    const after = text.length - lastDot - 1;
    const dots = text.split('.').length - 1;
    // '1.234' or '1.234.567' (groups of three) are Brazilian thousands; '12.5' and '1234.56' are decimals.
    if (after === 3 && (dots > 1 || /^\d{1,3}\.\d{3}$/.test(text))) return ',';
    return '.';
  }
  return ',';
}

// Built once: a CSV export formats every transaction's amount, and building a formatter costs far more than using one.
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents to the text a Brazilian money input shows: 123456 -> '1.234,56'. */
export function centsToInputText(value: number): string {
  const formatted = decimal.format(Math.abs(value) / 100);
  return value < 0 ? `-${formatted}` : formatted;
}
