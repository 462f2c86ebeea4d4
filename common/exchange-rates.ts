/**
 * A rate of exchange, reais per unit of another currency, as exact decimal text: read from what a person types,
 * checked with a message in Portuguese, and the exact ratios the purchases and transfers answer (an effective rate,
 * a spread against the PTAX). Integer arithmetic with BigInt throughout, never a float: a rate is held as millionths
 * of a real per unit (5,8123 is 5_812_300n), the six decimals a typed rate may have.
 *
 * Amounts in another currency are integer hundredths of its unit (common/currencies.ts), so hundredths × reais per
 * unit is cents: US$ 100,00 (10000) at 5,8123 is 58123 cents.
 */
import { CURRENCIES, CURRENCY_MESSAGES, type CurrencyCode, isCurrencyCode } from './currencies';
import { MAX_CENTS } from './money';

/** Decimals a rate may have. */
export const RATE_DECIMALS = 6;
/** A rate of 1 real per unit, in the millionths a rate is held in. */
export const RATE_SCALE = 1_000_000n;
/** The least and most reais per unit a typed rate may be: 0,0001 (below any currency Grana keeps) to 100.000. */
export const MIN_RATE_MICROS = 100n;
export const MAX_RATE_MICROS = 100_000n * RATE_SCALE;

export const EXCHANGE_RATE_MESSAGES = {
  empty: 'Informe a cotação em reais por unidade da moeda, como 5,8123.',
  notANumber: 'Cotação inválida: escreva só algarismos e uma vírgula, como 5,8123.',
  negative: 'A cotação não pode ser negativa.',
  zero: 'A cotação deve ser maior que zero.',
  tooManyDecimals: 'A cotação aceita no máximo 6 casas decimais.',
  outOfRange: 'A cotação deve ficar entre 0,0001 e 100.000 reais por unidade da moeda.',
  foreignAmount: 'O valor na moeda estrangeira deve ser maior que zero e menor que 1 trilhão.',
  wholeUnits: (name: string) => `${name} não tem centavos: informe um valor inteiro.`,
} as const;

const RATE_PATTERN = /^(-?)(\d*)(?:[.,](\d*))?$/;

interface ReadRate {
  negative: boolean;
  decimals: number;
  micros: bigint;
}

function readRate(text: string): ReadRate | 'empty' | 'notANumber' {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return 'empty';
  const match = RATE_PATTERN.exec(trimmed);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole + fraction === '') return 'notANumber';
  const kept = fraction.slice(0, RATE_DECIMALS).padEnd(RATE_DECIMALS, '0');
  return {
    negative: match[1] === '-',
    decimals: fraction.length,
    micros: BigInt(whole || '0') * RATE_SCALE + BigInt(kept),
  };
}

/**
 * What is wrong with a rate a person typed ('5,8123' or '5.8123', reais per unit), in Portuguese; null when it is a
 * rate: positive, at most six decimals, between 0,0001 and 100.000.
 */
export function rateMessage(text: string): string | null {
  const read = readRate(text);
  if (read === 'empty' || read === 'notANumber') return EXCHANGE_RATE_MESSAGES[read];
  if (read.micros === 0n && read.decimals <= RATE_DECIMALS) return EXCHANGE_RATE_MESSAGES.zero;
  if (read.negative) return EXCHANGE_RATE_MESSAGES.negative;
  if (read.decimals > RATE_DECIMALS) return EXCHANGE_RATE_MESSAGES.tooManyDecimals;
  if (read.micros < MIN_RATE_MICROS || read.micros > MAX_RATE_MICROS)
    return EXCHANGE_RATE_MESSAGES.outOfRange;
  return null;
}

/** A rate's text in millionths of a real per unit ('5,8123' -> 5_812_300n); throws with rateMessage's words. */
export function parseRate(text: string): bigint {
  const message = rateMessage(text);
  if (message) throw new RangeError(message);
  return (readRate(text) as ReadRate).micros;
}

/**
 * What is wrong with an amount in another currency (integer hundredths of its unit), in Portuguese; null when it is
 * one: 1 to MAX_CENTS, and whole units for a currency without a minor unit (the yen) when the currency is given.
 */
export function foreignAmountMessage(hundredths: number, currency?: CurrencyCode): string | null {
  if (!Number.isSafeInteger(hundredths) || hundredths < 1 || hundredths > MAX_CENTS) {
    return EXCHANGE_RATE_MESSAGES.foreignAmount;
  }
  if (currency && CURRENCIES[currency].minorDigits === 0 && hundredths % 100 !== 0) {
    return EXCHANGE_RATE_MESSAGES.wholeUnits(CURRENCIES[currency].name);
  }
  return null;
}

/** CURRENCY_MESSAGES.unknown for a code Grana does not keep (common/currencies.ts), null for one it does. */
export function currencyMessage(code: unknown): string | null {
  return isCurrencyCode(code) ? null : CURRENCY_MESSAGES.unknown;
}

/** numerator ÷ denominator (both ≥ 0, denominator > 0) rounded half up to `decimals` places, exactly. */
export function roundedQuotient(numerator: bigint, denominator: bigint, decimals = 0): bigint {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('Not a quotient of amounts');
  const scaled = numerator * 10n ** BigInt(decimals);
  return (scaled * 2n + denominator) / (2n * denominator);
}

/** A scaled integer as machine decimal text without trailing zeros: (5_812_300n, 6) -> '5.8123', (6n, 0) -> '6'. */
export function decimalText(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A rate held in millionths as machine decimal text: 5_812_300n -> '5.8123'. */
export const rateText = (micros: bigint): string => decimalText(micros, RATE_DECIMALS);

/**
 * Machine decimal text as a person reads it, with at least the four decimals the PTAX is published with:
 * '5.8123' -> '5,8123', '5.5' -> '5,5000', '0.005593' -> '0,005593'.
 */
export function formatRate(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  return `${whole},${fraction.padEnd(4, '0')}`;
}

/**
 * Amount in hundredths of a currency at a rate in millionths, in cents, exactly: half away from zero to the cent,
 * so a debt converts to the same size as a credit (−US$ 0,10 at 5,5555 is −R$ 0,56). Hundredths of a unit times
 * reais per unit are hundredths of a real: US$ 1.000.000,00 at 5,3245 is R$ 5.324.500,00 to the cent.
 */
export function convertToCents(foreignHundredths: number, rateMicros: bigint): number {
  if (!Number.isSafeInteger(foreignHundredths)) throw new RangeError('Not an amount in hundredths');
  const size = roundedQuotient(BigInt(Math.abs(foreignHundredths)) * rateMicros, RATE_SCALE);
  return Number(foreignHundredths < 0 ? -size : size);
}

/** convertToCents at a rate's decimal text ('5.3245', as the PTAX and a book's rates are kept). */
export const reaisAt = (foreignHundredths: number, rate: string): number =>
  convertToCents(foreignHundredths, parseRate(rate));

/**
 * The rate reais ÷ foreign imply (cents over hundredths is reais per unit), rounded half up to six decimals, as
 * machine text: 60088 cents for US$ 100,00 (10000) -> '6.0088'.
 */
export function impliedRate(reaisCents: number, foreignHundredths: number): string {
  return rateText(impliedRateMicros(reaisCents, foreignHundredths));
}

function impliedRateMicros(reaisCents: number, foreignHundredths: number): bigint {
  return roundedQuotient(BigInt(reaisCents), BigInt(foreignHundredths), RATE_DECIMALS);
}

export interface Spread {
  /** In hundredths of a percent, signed: 408 is 4,08% above the PTAX, -12 is 0,12% below. */
  basisPoints: number;
  /** As a person reads it: '4,08%', '-0,12%'. */
  text: string;
}

/**
 * How far the rate reais ÷ foreign is above a reference rate (the PTAX sell of the day), in percent to two decimals,
 * rounded half away from zero, from the exact amounts (not from a rounded rate):
 * (reais / foreign) / reference − 1.
 */
export function spreadOver(reaisCents: number, foreignHundredths: number, referenceMicros: bigint): Spread {
  if (referenceMicros <= 0n || foreignHundredths <= 0) throw new RangeError('Not a rate');
  const numerator = BigInt(reaisCents) * RATE_SCALE * 10_000n;
  const denominator = BigInt(foreignHundredths) * referenceMicros;
  const difference = numerator - 10_000n * denominator;
  const size = roundedQuotient(difference < 0n ? -difference : difference, denominator);
  const basisPoints = Number(difference < 0n ? -size : size);
  const rest = String(size % 100n).padStart(2, '0');
  return { basisPoints, text: `${basisPoints < 0 ? '-' : ''}${size / 100n},${rest}%` };
}
