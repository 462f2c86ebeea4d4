/**
 * The exact arithmetic of common/foreign-applications-tax.ts: a quantity of shares read from decimal text into an
 * integer, and a share of an integer taken in proportion (rates and conversions are common/exchange-rates.ts's). BigInt throughout: no binary floating point ever touches money.
 *
 * Rounding: every conversion and every proportion is rounded once, to the unit, half up (the operations here are on
 * non-negative values, so half up and half away from zero agree), as common/variable-income-taxes.ts's applyRate.
 */

/** Digits a quantity may have after the point: 18 holds any crypto's (ether has 18) and any fund's cotas. */
export const QUANTITY_DECIMALS = 18;
const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);

export const MONEY_MESSAGES = {
  notDecimal: (what: string, text: string) =>
    `${what} inválida: "${text}". Use um número decimal positivo, como 10 ou 5,1234.`,
  tooManyDigits: (text: string) => `Quantidade com mais de ${QUANTITY_DECIMALS} casas decimais: "${text}".`,
  notHundredths: (value: number) => `Valor inválido: ${value}. Use um inteiro de centésimos da moeda.`,
} as const;

/** A decimal read from text: `units / 10^decimals`. */
export interface Decimal {
  units: bigint;
  decimals: number;
}

/** '5,1234' or '5.1234' → { units: 51234n, decimals: 4 }. Only non-negative numbers, no thousands separator. */
export function parseDecimal(text: string, what: string): Decimal {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(MONEY_MESSAGES.notDecimal(what, text));
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), decimals: fraction.length };
}

/** A quantity as an integer of 10^-18 units, so quantities of any precision add and compare exactly. */
export function parseQuantity(text: string): bigint {
  const { units, decimals } = parseDecimal(text, 'Quantidade');
  if (decimals > QUANTITY_DECIMALS) throw new RangeError(MONEY_MESSAGES.tooManyDigits(text));
  if (units === 0n) throw new RangeError(MONEY_MESSAGES.notDecimal('Quantidade', text));
  return units * 10n ** BigInt(QUANTITY_DECIMALS - decimals);
}

/** A quantity back to text, with a point and no trailing zeros: 10.5, 3, 0.000001. */
export function formatQuantity(scaled: bigint): string {
  const whole = scaled / QUANTITY_SCALE;
  const fraction = (scaled % QUANTITY_SCALE).toString().padStart(QUANTITY_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** Checks an amount in hundredths of a currency: a non-negative safe integer. */
export function checkHundredths(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(MONEY_MESSAGES.notHundredths(value));
  return value;
}

/** n / d rounded half up, for n ≥ 0 and d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** The part of `total` that `part` of `whole` carries: total × part / whole, half up (part ≤ whole, whole > 0). */
export function proportion(total: number, part: bigint, whole: bigint): number {
  if (part === whole) return total;
  return Number(divideHalfUp(BigInt(total) * part, whole));
}

/** A rate in basis points applied to cents, half up: the tax (1500 = 15%). */
export const rateHalfUp = (cents: number, basisPoints: number): number =>
  Number(divideHalfUp(BigInt(cents) * BigInt(basisPoints), 10_000n));

/** A rate in basis points applied to cents, rounded down: a limit is never exceeded by rounding. */
export const rateDown = (cents: number, basisPoints: number): number =>
  Number((BigInt(cents) * BigInt(basisPoints)) / 10_000n);
