import {
  CURRENCIES,
  CURRENCY_MESSAGES,
  type CurrencyCode,
  HOME_CURRENCY,
  isCurrencyCode,
} from '../currencies';
import { formatDateBR } from '../dates';
import { readRateText } from './index-rates';
import { isoDateSchema, z } from './shared';

/**
 * Exchange rates: reais per unit of a foreign currency. The Banco Central's PTAX (shared by everyone, buy and sell)
 * and the rates a book typed for dates or currencies the PTAX lacks (one value, both sides). The wire speaks
 * Portuguese keys, as the person's words: moeda, data, cotacao, compra, venda, origem. Rates travel as decimal text
 * ('5.3245'), exactly as published or typed.
 */

/** Where a rate read comes from: the Banco Central's PTAX, or the book's own (typed). */
export const EXCHANGE_RATE_SOURCES = ['ptax', 'livro'] as const;
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

/** Which PTAX: buy values money held (the Receita values assets abroad at it), sell what is paid. */
export type ExchangeRateSide = 'buy' | 'sell';

/** How far back a figure of a date looks for a rate: a weekend, a holiday, a long holiday (calendar days). */
export const EXCHANGE_RATE_LOOKBACK_DAYS = 10;
/** The most typed rates one PUT may carry (a person-controlled count, checked before the first write). */
export const EXCHANGE_RATE_PUT_MAX = 5000;
/** The longest period GET /exchange-rates/:moeda answers in one call: ten years of days. */
export const EXCHANGE_RATE_RANGE_MAX_DAYS = 3660;
/** The period GET /exchange-rates/:moeda answers without `de`: a year up to `ate`. */
export const EXCHANGE_RATE_DEFAULT_DAYS = 365;
/** The range a typed rate must fall in (reais per unit) and its most decimal places. */
export const EXCHANGE_RATE_MIN = 0.0001;
export const EXCHANGE_RATE_MAX = 100_000;
export const EXCHANGE_RATE_DECIMALS = 6;
/** The earliest date a rate may have: the Real's first day. */
export const EXCHANGE_RATE_FIRST_DATE = '1994-07-01';

const nameOf = (currency: CurrencyCode) => CURRENCIES[currency].name;

export const EXCHANGE_RATE_MESSAGES = {
  unknown: CURRENCY_MESSAGES.unknown,
  home: 'O real é a moeda do livro: não tem cotação. Use outra moeda, como USD ou EUR.',
  rate: 'Informe a cotação como um número de reais por unidade (por exemplo 5,3251)',
  positive: 'A cotação deve ser maior que zero',
  range: 'A cotação deve ficar entre 0,0001 e 100.000 reais por unidade',
  decimals: 'A cotação tem no máximo 6 casas decimais',
  future: 'A data não pode estar no futuro',
  tooOld: `A data deve ser a partir de ${formatDateBR(EXCHANGE_RATE_FIRST_DATE)}`,
  empty: 'Informe ao menos uma cotação',
  tooMany: `Envie no máximo ${EXCHANGE_RATE_PUT_MAX.toLocaleString('pt-BR')} cotações de uma vez`,
  line: (index: number, problem: string) => `Cotação ${index + 1}: ${problem}. Nada foi gravado.`,
  repeated: (date: string, first: number) =>
    `a data ${formatDateBR(date)} já apareceu na cotação ${first + 1}`,
  periodOrder: 'A data inicial deve ser anterior ou igual à data final',
  periodTooLong: `O período deve ter no máximo ${EXCHANGE_RATE_RANGE_MAX_DAYS.toLocaleString('pt-BR')} dias`,
  none: (currency: CurrencyCode, date: string) =>
    `Não há cotação de ${nameOf(currency)} (${currency}) em ${formatDateBR(date)} nem nos ${EXCHANGE_RATE_LOOKBACK_DAYS} dias anteriores. Digite a cotação desse dia.`,
  notFound: (currency: CurrencyCode, date: string) =>
    `Este livro não tem uma cotação digitada de ${nameOf(currency)} (${currency}) em ${formatDateBR(date)}`,
} as const;

/** A foreign currency's code in a path ('USD'; 'usd' read the same); the real and unknown codes refused. */
export const foreignCurrencySchema = z
  .string({ error: EXCHANGE_RATE_MESSAGES.unknown })
  .meta({ examples: ['ARS'] })
  .transform((text, ctx) => {
    const code = text.trim().toUpperCase();
    if (code === HOME_CURRENCY) {
      ctx.addIssue({ code: 'custom', message: EXCHANGE_RATE_MESSAGES.home });
      return z.NEVER;
    }
    if (!isCurrencyCode(code)) {
      ctx.addIssue({ code: 'custom', message: EXCHANGE_RATE_MESSAGES.unknown });
      return z.NEVER;
    }
    return code;
  });

/** How many decimal places a plain decimal text has. */
const placesOf = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * What is wrong with a rate a person gives (null: nothing): zero or negative, outside 0,0001..100.000 reais per unit,
 * more than six decimal places. A backup's typed rates are checked by this too.
 */
export function exchangeRateValueProblem(rate: string): string | null {
  const number = Number(rate);
  if (!Number.isFinite(number)) return EXCHANGE_RATE_MESSAGES.rate;
  if (number <= 0) return EXCHANGE_RATE_MESSAGES.positive;
  if (number < EXCHANGE_RATE_MIN || number > EXCHANGE_RATE_MAX) return EXCHANGE_RATE_MESSAGES.range;
  if (placesOf(rate) > EXCHANGE_RATE_DECIMALS) return EXCHANGE_RATE_MESSAGES.decimals;
  return null;
}

/** A typed rate's problem and the field of the wire it is in, so a form shows it beside that field. */
export interface ExchangeRateProblem {
  field: 'data' | 'cotacao';
  message: string;
}

/** The same, with the date's rules: not in the future, not before the Real. */
export function exchangeRateProblem(date: string, rate: string, today: string): ExchangeRateProblem | null {
  if (date > today) return { field: 'data', message: EXCHANGE_RATE_MESSAGES.future };
  if (date < EXCHANGE_RATE_FIRST_DATE) return { field: 'data', message: EXCHANGE_RATE_MESSAGES.tooOld };
  const message = exchangeRateValueProblem(rate);
  return message === null ? null : { field: 'cotacao', message };
}

/**
 * Why a rate's text is not read as one: a number too long for readRateText (1000000) is said to be out of the
 * range, or not above zero, rather than "not a number"; anything else is not a number.
 */
function unreadRateMessage(input: string | number): string {
  const text = String(input).trim();
  if (!/^[+-]?\d+(?:[.,]\d+)?$/.test(text)) return EXCHANGE_RATE_MESSAGES.rate;
  return text.startsWith('-') ? EXCHANGE_RATE_MESSAGES.positive : EXCHANGE_RATE_MESSAGES.range;
}

/** A rate as typed: a number, or text with a comma or a dot ('5,3251'); answered as decimal text with a dot. */
export const exchangeRateTextSchema = z
  .union([z.number(), z.string()], { error: EXCHANGE_RATE_MESSAGES.rate })
  .transform((input, ctx) => {
    const text = readRateText(input);
    if (text === null) {
      ctx.addIssue({ code: 'custom', message: unreadRateMessage(input) });
      return z.NEVER;
    }
    return text;
  });

export const exchangeCurrencyParams = z.object({ moeda: foreignCurrencySchema });
export const exchangeRateDateParams = z.object({
  moeda: foreignCurrencySchema,
  data: isoDateSchema.meta({ examples: ['2025-03-05'] }),
});

/**
 * GET /exchange-rates/:moeda?de&ate: the rates of a period (both optional: `ate` today, `de` a year before it), at
 * most EXCHANGE_RATE_RANGE_MAX_DAYS days.
 */
export const exchangeRateRangeQuery = z
  .object({ de: isoDateSchema.optional(), ate: isoDateSchema.optional() })
  .refine((q) => q.de === undefined || q.ate === undefined || q.de <= q.ate, {
    error: EXCHANGE_RATE_MESSAGES.periodOrder,
    path: ['ate'],
  })
  .meta({ examples: [{ de: '2026-01-01', ate: '2026-03-31' }] });
export type ExchangeRateRangeQuery = z.input<typeof exchangeRateRangeQuery>;

/**
 * PUT /exchange-rates/:moeda: rates typed for the book, one per date (a date already typed is replaced). Each is
 * checked (exchangeRateProblem, and no date twice) before the first write, in the service.
 */
export const exchangeRatesPutBody = z
  .object({
    cotacoes: z
      .array(z.object({ data: isoDateSchema, cotacao: exchangeRateTextSchema }), {
        error: EXCHANGE_RATE_MESSAGES.empty,
      })
      .min(1, { error: EXCHANGE_RATE_MESSAGES.empty })
      .max(EXCHANGE_RATE_PUT_MAX, { error: EXCHANGE_RATE_MESSAGES.tooMany }),
  })
  .meta({ examples: [{ cotacoes: [{ data: '2026-01-02', cotacao: '1,0850' }] }] });
export type ExchangeRatesPutBody = z.input<typeof exchangeRatesPutBody>;

/** GET /exchange-rates: one per foreign currency. */
export interface ExchangeRateSummary {
  moeda: CurrencyCode;
  nome: string;
  /** The Banco Central publishes its PTAX. */
  ptax: boolean;
  /** The rates the book reads: the PTAX's, and the book's own on the dates the PTAX lacks. */
  cotacoes: number;
  /** Of those, how many are the book's own. */
  do_livro: number;
  primeira_data: string | null;
  ultima_data: string | null;
  /** The latest rate read (decimal text, reais per unit): the PTAX's buy and sell, or the book's one value. */
  ultima_compra: string | null;
  ultima_venda: string | null;
  ultima_origem: ExchangeRateSource | null;
}

export interface ExchangeRateValue {
  data: string;
  /** Reais per unit, decimal text: the PTAX's buy and sell, or the book's typed rate on both. */
  compra: string;
  venda: string;
  origem: ExchangeRateSource;
}

/** GET /exchange-rates/:moeda: the rates of the period, by date. */
export interface ExchangeRateRange {
  moeda: CurrencyCode;
  de: string;
  ate: string;
  cotacoes: ExchangeRateValue[];
}

/** GET /exchange-rates/:moeda/on/:data: the rate a figure of that date uses, and the day it is of. */
export interface ExchangeRateOn extends ExchangeRateValue {
  moeda: CurrencyCode;
  /** The date asked; `data` is the rate's own (the same, or the last day before it with a rate). */
  data_pedida: string;
}

/** PUT /exchange-rates/:moeda's answer. */
export interface ExchangeRatesWritten {
  moeda: CurrencyCode;
  /** The rates sent. */
  recebidas: number;
  inseridas: number;
  /** The book's own rates of those dates that had another value. */
  atualizadas: number;
  /** The book's own rates the list repeats as they were. */
  iguais: number;
  /** Dates the PTAX already has: its rate is read there, so the typed one is not kept. */
  ignoradas: number;
}

/** DELETE /exchange-rates/:moeda/:data's answer. */
export interface ExchangeRateKey {
  moeda: CurrencyCode;
  data: string;
}
