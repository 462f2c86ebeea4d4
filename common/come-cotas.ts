/**
 * Come-cotas: the income tax an open fund's administrator withholds twice a year on what the cotas earned, by taking
 * cotas from the cotista.
 *
 * Sources:
 * - Lei nº 10.892/2004, art. 3º: the tax on the income of fundos de investimento is due every six months, on the
 *   last business day of May and of November (and at the redemption).
 * - Lei nº 11.033/2004, art. 1º, § 2º, and art. 6º: on those days, at the lowest rate of the fund's table: 15% in a
 *   fund of long term (its redemptions 22,5% down to 15%), 20% in one of short term (22,5% or 20%); the rest is
 *   withheld at the redemption. Fundos de ações have no come-cotas (15% at the redemption only).
 * - Lei nº 14.754/2023, arts. 17 to 19: closed funds taxed the same way from 2024.
 * - The cotista's income of a period is the value of the cotas on the day less what they were worth at the last
 *   come-cotas (or what was applied, for cotas bought since); a fall is not withheld on, and is made up by the next
 *   rise (the base stays where it was). The tax is paid with cotas at that day's value: fewer cotas, the same price.
 */
import { lastBankBusinessDayOfMonth } from './business-days';
import { divideRounding, type TradeMove, valueCents } from './variable-income';

export const FUND_CLASSES = ['longo_prazo', 'curto_prazo', 'acoes'] as const;
export type FundClass = (typeof FUND_CLASSES)[number];

export const FUND_CLASS_LABELS: Record<FundClass, string> = {
  longo_prazo: 'Longo prazo (come-cotas de 15%)',
  curto_prazo: 'Curto prazo (come-cotas de 20%)',
  acoes: 'Ações (sem come-cotas)',
};

/** The come-cotas rate of each class, in basis points (Lei 11.033/2004); null: none (fundos de ações). */
export const COME_COTAS_RATE_BP: Record<FundClass, number | null> = {
  longo_prazo: 1500,
  curto_prazo: 2000,
  acoes: null,
};

/** The year's two come-cotas days: the last business days of May and November (Lei 10.892/2004, art. 3º). */
export const comeCotasDates = (year: number): [string, string] => [
  lastBankBusinessDayOfMonth(`${year}-05`),
  lastBankBusinessDayOfMonth(`${year}-11`),
];

/** Cents × 10^14 ÷ price (reais × 10^8) = units × 10^8: how many cotas a sum buys at a price. */
const CENTS_TO_UNITS = 100_000_000_000_000n;

/** One come-cotas of a fund: what was held that day, its value, the income since the base, and what was withheld. */
export interface ComeCotasEvent {
  date: string;
  /** Cotas held before the withholding (× 10^8). */
  quantity: bigint;
  /** The cota's value on the day (reais × 10^8); null when none was typed for it: nothing can be worked. */
  price: bigint | null;
  valueCents: bigint;
  /** What the cotas were worth at the last come-cotas, or what was applied since. */
  baseCents: bigint;
  /** Value less base; zero or less: nothing withheld, the base kept. */
  gainCents: bigint;
  rateBasisPoints: number;
  taxCents: bigint;
  /** The cotas taken to pay the tax, at the day's value (× 10^8, half up at the 8th place). */
  quotasWithheld: bigint;
}

/**
 * A fund's come-cotas from its first trade up to `until` (ISO date, included), from its trades (date order) and its
 * cota on each come-cotas day (`priceOn`). Purchases add what was paid to the base; a sale takes its share of the
 * base with it; a come-cotas with income withholds the class's rate of it, paid with cotas, and the base becomes
 * the value left. None for a class without come-cotas. Linear in trades and days.
 */
export function comeCotasOf(
  fundClass: FundClass,
  trades: ReadonlyArray<TradeMove & { date: string }>,
  priceOn: (date: string) => bigint | null,
  until: string,
): ComeCotasEvent[] {
  const rate = COME_COTAS_RATE_BP[fundClass];
  const first = trades[0]?.date;
  if (rate === null || first === undefined) return [];
  const days: string[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(until.slice(0, 4)); year++)
    days.push(...comeCotasDates(year).filter((d) => d >= first && d <= until));

  const events: ComeCotasEvent[] = [];
  let quantity = 0n;
  let base = 0n;
  let next = 0;
  for (const day of days) {
    for (; next < trades.length && (trades[next] as TradeMove & { date: string }).date <= day; next++) {
      const trade = trades[next] as TradeMove;
      ({ quantity, base } = afterTrade(quantity, base, trade));
    }
    if (quantity <= 0n) continue;
    const price = priceOn(day);
    if (price === null) {
      events.push({ ...nothingWithheld(day, quantity, base, rate), price: null });
      continue;
    }
    const value = valueCents(quantity, price);
    const gain = value - base;
    if (gain <= 0n) {
      events.push({
        ...nothingWithheld(day, quantity, base, rate),
        price,
        valueCents: value,
        gainCents: gain,
      });
      continue;
    }
    const tax = divideRounding(gain * BigInt(rate), 10_000n);
    const withheld = divideRounding(tax * CENTS_TO_UNITS, price);
    events.push({
      date: day,
      quantity,
      price,
      valueCents: value,
      baseCents: base,
      gainCents: gain,
      rateBasisPoints: rate,
      taxCents: tax,
      quotasWithheld: withheld,
    });
    quantity -= withheld;
    base = value - tax;
  }
  return events;
}

/** A come-cotas day that withholds nothing: no cota typed, or no income since the base. */
const nothingWithheld = (date: string, quantity: bigint, base: bigint, rate: number) => ({
  date,
  quantity,
  valueCents: 0n,
  baseCents: base,
  gainCents: 0n,
  rateBasisPoints: rate,
  taxCents: 0n,
  quotasWithheld: 0n,
});

/** What a trade leaves of the cotas and of the come-cotas base. */
function afterTrade(quantity: bigint, base: bigint, trade: TradeMove): { quantity: bigint; base: bigint } {
  switch (trade.side) {
    case 'compra':
      return { quantity: quantity + trade.quantity, base: base + trade.amountCents };
    case 'venda': {
      if (trade.quantity >= quantity) return { quantity: 0n, base: 0n };
      return {
        quantity: quantity - trade.quantity,
        base: base - divideRounding(base * trade.quantity, quantity),
      };
    }
    case 'desdobro':
      return { quantity: quantity + trade.quantity, base };
    case 'grupamento':
      return { quantity: quantity > trade.quantity ? quantity - trade.quantity : quantity, base };
  }
}
