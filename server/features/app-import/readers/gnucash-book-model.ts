/**
 * A GnuCash book as both storage formats hold it (gnucash-book-xml.ts, gnucash-book-sqlite.ts), before Grana reads
 * it (gnucash-book.ts). Only what an import uses is kept.
 */

/** A commodity as GnuCash names it: 'CURRENCY:BRL' ('ISO4217:BRL' in older XML books), 'NASDAQ:TDB160'. */
export interface Commodity {
  space: string;
  id: string;
}

export interface BookAccount {
  guid: string;
  name: string;
  /** GnuCash's account type: BANK, CASH, CREDIT, ASSET, LIABILITY, INCOME, EXPENSE, EQUITY, STOCK, ROOT… */
  type: string;
  parent?: string;
  commodity?: Commodity;
  placeholder: boolean;
  hidden: boolean;
}

/** An exact amount as GnuCash stores it: a numerator over a denominator ('-45000/100'). */
export interface Fraction {
  num: bigint;
  denom: bigint;
}

export interface BookSplit {
  account: string;
  value: Fraction;
  quantity: Fraction;
  memo: string;
  /** n (new), c (cleared), y (reconciled), f (frozen), v (voided). */
  reconcile: string;
}

export interface BookTransaction {
  guid: string;
  /** Where the person finds it: the XML's line, or the transaction's place in the SQLite book by date. */
  line: number;
  currency?: Commodity;
  /** ISO 'YYYY-MM-DD', or '' when the book's date could not be read. */
  date: string;
  /** The date as the book wrote it, for the message when it cannot be read. */
  dateText: string;
  description: string;
  notes: string;
  splits: BookSplit[];
}

export interface Book {
  accounts: Map<string, BookAccount>;
  /** Scheduled transactions' templates are kept apart by both formats: they are never read as money. */
  transactions: BookTransaction[];
}

/** Whether the commodity is a currency (not a stock or a fund). */
export const isCurrency = (c: Commodity | undefined) =>
  c !== undefined && (c.space === 'CURRENCY' || c.space === 'ISO4217');

/** '-45000/100' (or '-450', an integer) to a fraction; null when the text is not one. */
export function parseFraction(text: string): Fraction | null {
  const match = /^\s*(-?\d{1,30})(?:\/(\d{1,30}))?\s*$/.exec(text);
  if (!match) return null;
  const denom = BigInt(match[2] ?? '1');
  if (denom === 0n) return null;
  return { num: BigInt(match[1] as string), denom };
}

/** The fraction in cents when it is a whole number of them (a currency of fraction 100); null otherwise. */
export function fractionToCents(f: Fraction): number | null {
  const scaled = f.num * 100n;
  if (scaled % f.denom !== 0n) return null;
  const cents = scaled / f.denom;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(cents);
}

/**
 * A posted date as GnuCash stores it to the day the person chose. GnuCash 2.6.12 and later post at 10:59 UTC (the
 * same day in every time zone); older books stored the local midnight in UTC, which east of Greenwich is the evening
 * before (23:00 for Central Europe): a time from noon on is read as the next day.
 */
export function postedDay(year: number, month: number, day: number, hour: number): string {
  const date = new Date(Date.UTC(year, month - 1, day + (hour >= 12 ? 1 : 0)));
  return date.toISOString().slice(0, 10);
}
