/**
 * Renda variável's exact arithmetic: quantities and prices are decimals of up to 8 places, held as BigInt scaled by
 * 10^8 (no float ever touches them); money is integer cents. The average cost follows the Receita Federal's rule
 * (Perguntas e Respostas IRPF, "Ganhos líquidos em operações em bolsa": the average purchase cost includes the
 * brokerage and fees paid; sales do not change the average; bonificações, desdobramentos and grupamentos change
 * the quantity, not the total cost).
 */

/** What a holding is: its kind decides its trading unit and its tax (common/variable-income-taxes.ts). */
export const VARIABLE_INCOME_KINDS = ['acao', 'fii', 'etf', 'bdr', 'fundo', 'cripto'] as const;
export type VariableIncomeKind = (typeof VARIABLE_INCOME_KINDS)[number];

/** Decimal places of a quantity or a price. */
export const DECIMAL_PLACES = 8;
/** 10^8: a quantity or a price of 1 is held as 100_000_000n. */
export const SCALE = 100_000_000n;
/** quantity (×10^8) × price (×10^8) is reais × 10^16; cents are that over 10^14. */
const CENTS_OF_PRODUCT = 100_000_000_000_000n;
/** The longest text read as a decimal: far past any accepted value, short enough to never cost. */
const MAX_DECIMAL_TEXT = 40;

export type DecimalReading = { ok: true; scaled: bigint } | { ok: false; problem: 'invalid' | 'decimals' };

/** A number as plain decimal text: 1e-7 is '0.0000001', 1e21 '1000000000000000000000'. */
function numberText(value: number): string {
  const text = String(value);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = m;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Reads a quantity or a price as a person or a file writes it: a number, or text with a comma or a dot as the
 * decimal separator ('10,5', '10.5'), thousands grouped by dots when a comma is the separator ('1.234,5') or when
 * there are several dots ('1.234.567'), or by commas before a dot ('1,234.5'). One separator alone is the decimal
 * one, except a dot followed by exactly three digits after a whole part other than 0: '1.500' is one thousand five
 * hundred, as a Brazilian writes it and as the money fields read it (common/money.ts) — a newcomer's 1.500 PETR4
 * became one and a half —, while '0.001' and '1.5' stay fractions. Answers the value × 10^8, or why not.
 */
export function readDecimal(input: unknown): DecimalReading {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'invalid' };
    text = numberText(input);
  } else if (typeof input === 'string') text = input.replace(/[\s\u00a0]/g, '');
  else return { ok: false, problem: 'invalid' };
  if (text.length === 0 || text.length > MAX_DECIMAL_TEXT) return { ok: false, problem: 'invalid' };
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  let whole: string;
  let fraction = '';
  if (/^\d+$/.test(text)) whole = text;
  // Typed text only: a number's own text ('38.125' of 38.125) has a decimal dot.
  else if (typeof input === 'string' && /^[1-9]\d{0,2}\.\d{3}$/.test(text)) whole = text.replace('.', '');
  else if (/^\d+[.,]\d+$/.test(text)) [whole = '', fraction = ''] = text.split(/[.,]/);
  else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) {
    const [w = '', f = ''] = text.split(',');
    whole = w.replaceAll('.', '');
    fraction = f;
  } else if (/^\d{1,3}(,\d{3})+\.\d+$/.test(text)) {
    const [w = '', f = ''] = text.split('.');
    whole = w.replaceAll(',', '');
    fraction = f;
  } else return { ok: false, problem: 'invalid' };
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length > DECIMAL_PLACES) return { ok: false, problem: 'decimals' };
  const scaled = BigInt(whole) * SCALE + BigInt(fraction.padEnd(DECIMAL_PLACES, '0'));
  return { ok: true, scaled: negative ? -scaled : scaled };
}

/** A scaled value as the API answers it: '123.45678901' (a dot, no thousands, always 8 decimals). */
export function decimalText(scaled: bigint): string {
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const whole = magnitude / SCALE;
  const fraction = (magnitude % SCALE).toString().padStart(DECIMAL_PLACES, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The form the database and the API give a decimal in: '-'?, digits, a dot, exactly eight digits. */
const STORED_DECIMAL = /^-?\d+\.\d{8}$/;

/** A decimal text the API answered (or the contract's output) back to its scaled value. */
export function scaledOf(text: string): bigint {
  // The stored form without its dot is the scaled value itself: read directly, not through the typed forms' rules
  // (the net worth reads thousands of prices and quantities a request, and those rules were a fifth of its time).
  if (STORED_DECIMAL.test(text)) return BigInt(text.replace('.', ''));
  const reading = readDecimal(text);
  if (!reading.ok) throw new RangeError(`Not a decimal of up to 8 places: ${text}`);
  return reading.scaled;
}

/** A whole number of units (ações, FIIs, ETFs and BDRs trade in whole units). */
export const isWholeUnits = (scaled: bigint): boolean => scaled % SCALE === 0n;

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero (R$ 0,005 is R$ 0,01: the
 * brokers' notes round half up, and no figure here is negative but a gain). denominator > 0.
 */
export function divideRounding(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** What `quantity` units at `price` are worth, in cents: quantity × price rounded half up to the cent. */
export const valueCents = (quantity: bigint, price: bigint): bigint =>
  divideRounding(quantity * price, CENTS_OF_PRODUCT);

export const TRADE_SIDES = ['compra', 'venda', 'desdobro', 'grupamento'] as const;
export type TradeSide = (typeof TRADE_SIDES)[number];

/**
 * The money of a trade, in cents: a compra's is what was paid (quantity × price + fees), a venda's what was
 * received (quantity × price − fees, negative when the fees pass the sale's value: the caller refuses it); a
 * desdobro or grupamento moves no money.
 */
export function tradeAmountCents(
  side: TradeSide,
  quantity: bigint,
  price: bigint | null,
  feesCents: bigint,
): bigint {
  if (side === 'desdobro' || side === 'grupamento' || price === null) return 0n;
  const value = valueCents(quantity, price);
  return side === 'compra' ? value + feesCents : value - feesCents;
}

/** What is held of an asset after some trades: the units (×10^8) and what they cost, fees included (cents). */
export interface Holding {
  quantity: bigint;
  costCents: bigint;
}

export const NOTHING_HELD: Holding = { quantity: 0n, costCents: 0n };

/** One trade as the arithmetic sees it. */
export interface TradeMove {
  side: TradeSide;
  quantity: bigint;
  /** tradeAmountCents: paid (compra), received net of fees (venda), 0 otherwise. */
  amountCents: bigint;
  /**
   * 'YYYY-MM-DD', given for the kinds traded on the B3 (DAY_TRADE_KINDS): a day with compras and vendas of the asset
   * is then a day trade (replayTrades). Left out, every trade is applied on its own.
   */
  date?: string;
}

/** The kinds whose same-day compra and venda is a day trade: the B3's (crypto is ganho de capital; fundos redeem). */
export const DAY_TRADE_KINDS: readonly VariableIncomeKind[] = ['acao', 'fii', 'etf', 'bdr'];

/** A venda's part that closed a day trade: its units, what they brought (net of their fees) and their result. */
export interface DayTradePart {
  quantity: bigint;
  proceedsCents: bigint;
  gainCents: bigint;
}

export type TradeStep =
  | {
      ok: true;
      after: Holding /** A venda's realized gain (negative: a loss); null for the other sides. */;
      gainCents: bigint | null;
    }
  /** A venda of more units than held, or a grupamento of all of them or more: `held` is what there was. */
  | { ok: false; held: bigint };

/**
 * The cost of `quantity` of the units held: average cost × quantity, the average taken exactly (cost ÷ units,
 * not rounded to 8 places first), the product rounded half up to the cent. Selling everything takes the whole
 * cost, so no cent is left behind.
 */
export function costOfUnits(held: Holding, quantity: bigint): bigint {
  if (held.quantity === 0n) return 0n;
  if (quantity === held.quantity) return held.costCents;
  return divideRounding(held.costCents * quantity, held.quantity);
}

/** One trade applied to what was held (Receita's rule). */
export function applyTrade(held: Holding, move: TradeMove): TradeStep {
  switch (move.side) {
    case 'compra':
      return {
        ok: true,
        after: { quantity: held.quantity + move.quantity, costCents: held.costCents + move.amountCents },
        gainCents: null,
      };
    case 'desdobro':
      return {
        ok: true,
        after: { quantity: held.quantity + move.quantity, costCents: held.costCents },
        gainCents: null,
      };
    case 'grupamento':
      // A reverse split leaves some units: one that took them all would leave a cost without units.
      if (move.quantity >= held.quantity) return { ok: false, held: held.quantity };
      return {
        ok: true,
        after: { quantity: held.quantity - move.quantity, costCents: held.costCents },
        gainCents: null,
      };
    case 'venda': {
      if (move.quantity > held.quantity) return { ok: false, held: held.quantity };
      const soldCost = costOfUnits(held, move.quantity);
      return {
        ok: true,
        after: { quantity: held.quantity - move.quantity, costCents: held.costCents - soldCost },
        gainCents: move.amountCents - soldCost,
      };
    }
  }
}

/** The average cost per unit in reais × 10^8 (cost ÷ units, rounded half up at the 8th place); null when none held. */
export function averagePrice(held: Holding): bigint | null {
  if (held.quantity === 0n) return null;
  // cents × 10^14 ÷ (units × 10^8) = reais × 10^8 per unit.
  return divideRounding(held.costCents * CENTS_OF_PRODUCT, held.quantity);
}
