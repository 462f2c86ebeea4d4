/**
 * The currencies Grana keeps, by their ISO 4217 code: the one module that knows which they are, how a person reads
 * them and which the Banco Central publishes a PTAX for.
 *
 * Sources: ISO 4217 (codes and minor units); the Banco Central's PTAX service (Olinda, "Moedas" of
 * https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/Moedas), which quotes these ten against the
 * real: AUD, CAD, CHF, DKK, EUR, GBP, JPY, NOK, SEK and USD. Other currencies (the peso of a trip to Buenos
 * Aires) take a rate the person types or imports.
 *
 * Amounts in any currency are integers of hundredths of its unit, as reais are cents: US$ 12,34 is 1234, ¥ 500 is
 * 50000. One representation for every currency keeps every sum and check of the ledger as it is; a currency
 * without a minor unit simply has amounts that are multiples of 100.
 */

export const HOME_CURRENCY = 'BRL';

export interface CurrencyFacts {
  /** Its name in Portuguese. */
  name: string;
  /** Digits after the comma a person writes (ISO 4217's minor unit). */
  minorDigits: 0 | 2;
  /** The Banco Central publishes its PTAX (buy and sell, reais per unit). */
  ptax: boolean;
}

export const CURRENCIES = {
  BRL: { name: 'Real', minorDigits: 2, ptax: false },
  USD: { name: 'Dólar americano', minorDigits: 2, ptax: true },
  EUR: { name: 'Euro', minorDigits: 2, ptax: true },
  GBP: { name: 'Libra esterlina', minorDigits: 2, ptax: true },
  CHF: { name: 'Franco suíço', minorDigits: 2, ptax: true },
  CAD: { name: 'Dólar canadense', minorDigits: 2, ptax: true },
  AUD: { name: 'Dólar australiano', minorDigits: 2, ptax: true },
  JPY: { name: 'Iene', minorDigits: 0, ptax: true },
  DKK: { name: 'Coroa dinamarquesa', minorDigits: 2, ptax: true },
  NOK: { name: 'Coroa norueguesa', minorDigits: 2, ptax: true },
  SEK: { name: 'Coroa sueca', minorDigits: 2, ptax: true },
  ARS: { name: 'Peso argentino', minorDigits: 2, ptax: false },
  CLP: { name: 'Peso chileno', minorDigits: 0, ptax: false },
  UYU: { name: 'Peso uruguaio', minorDigits: 2, ptax: false },
  PYG: { name: 'Guarani', minorDigits: 0, ptax: false },
  MXN: { name: 'Peso mexicano', minorDigits: 2, ptax: false },
  COP: { name: 'Peso colombiano', minorDigits: 2, ptax: false },
  PEN: { name: 'Sol peruano', minorDigits: 2, ptax: false },
  CNY: { name: 'Yuan', minorDigits: 2, ptax: false },
} as const satisfies Record<string, CurrencyFacts>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
/** The currencies other than the real. */
export const FOREIGN_CURRENCIES = CURRENCY_CODES.filter((code) => code !== HOME_CURRENCY);
/** The currencies the Banco Central quotes (its PTAX). */
export const PTAX_CURRENCIES = CURRENCY_CODES.filter((code) => CURRENCIES[code].ptax);

export const CURRENCY_MESSAGES = {
  unknown: `Moeda desconhecida. Use um código ISO 4217: ${CURRENCY_CODES.join(', ')}.`,
} as const;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in hundredths of its currency as a person reads it: 'R$ 1.234,56', 'US$ 1.234,56', '€ 9,90',
 * 'ARS 15.000,00', 'JP¥ 500'. Intl's pt-BR symbols, with a plain space as formatCents (common/money.ts) writes.
 */
export function formatMoney(hundredths: number, currency: CurrencyCode): string {
  let format = formatters.get(currency);
  if (!format) {
    const digits = CURRENCIES[currency].minorDigits;
    format = new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, format);
  }
  return format.format(hundredths / 100).replace(/\u00a0/g, ' ');
}

/** The currency's symbol as formatMoney writes it: 'R$', 'US$', '€', 'JP¥', 'ARS'. */
export function currencySymbol(currency: CurrencyCode): string {
  return formatMoney(0, currency)
    .replace(/[\d.,\s]+$/, '')
    .trim();
}

/** Where a conversion's rate came from: the Banco Central's PTAX, or a rate the book typed for a gap. */
export type RateSource = 'ptax' | 'livro';

/** The rate a figure in reais used, said beside it ("PTAX de 27/11/2026"). */
export interface RateUsed {
  currency: CurrencyCode;
  /** Reais per unit, the decimal text as published or typed. */
  rate: string;
  /** The rate's own date: the figure's date, or the last day before it with a rate (a weekend, a holiday). */
  date: string;
  source: RateSource;
}
