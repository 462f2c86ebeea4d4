/**
 * The index series fixed income is computed from: the one module that knows which they are, where the Banco
 * Central publishes them and in what unit. Source: the Banco Central's SGS (Sistema Gerenciador de Séries
 * Temporais), public and without a key at https://api.bcb.gov.br/dados/serie/bcdata.sgs.{code}/dados, answering
 * `[{ "data": "dd/mm/aaaa", "valor": "0.055131" }]` (period series also carry "dataFim"); a daily series is asked
 * at most ten years at a time.
 *
 * Every value is kept as the SGS publishes it (a percentage, as a decimal string, never a float rounded on the
 * way), keyed by its date: the engine applies each rate as the contracts do, and a figure can be checked against
 * the Banco Central's own page.
 */

export const INDEX_SERIES = ['cdi', 'selic', 'selic_meta', 'ipca', 'tr'] as const;
export type IndexSeries = (typeof INDEX_SERIES)[number];

export interface IndexSeriesFacts {
  /** The SGS code. */
  code: number;
  /** What a person reads: the name and the unit of a value. */
  label: string;
  unit: string;
  /** 'daily': a value per business day; 'monthly': one per month, dated its first day; 'period': one per
   *  period starting on its date (the TR, a month from each day). */
  frequency: 'daily' | 'monthly' | 'period';
  /** The most decimal places a value of the series has (more is refused as a typing slip). */
  decimals: number;
}

export const INDEX_SERIES_FACTS: Record<IndexSeries, IndexSeriesFacts> = {
  // 12: "Taxa de juros - CDI", % a.d. (the DI rate of a business day, (1 + DI a.a.)^(1/252) - 1, 8 places as a
  // fraction: the TDIk of B3's CDB formulas).
  cdi: { code: 12, label: 'CDI', unit: '% ao dia', frequency: 'daily', decimals: 8 },
  // 11: "Taxa de juros - Selic", % a.d. (the Selic over of a business day, as the Tesouro Selic accrues).
  selic: { code: 11, label: 'Selic', unit: '% ao dia', frequency: 'daily', decimals: 8 },
  // 432: "Meta Selic definida pelo Copom", % a.a., the target in force on each day: the poupança's regime.
  selic_meta: { code: 432, label: 'Meta Selic', unit: '% ao ano', frequency: 'daily', decimals: 4 },
  // 433: "IPCA - Variação mensal", %, dated the first day of the month it measures.
  ipca: { code: 433, label: 'IPCA', unit: '% no mês', frequency: 'monthly', decimals: 4 },
  // 226: "Taxa referencial (TR)", % for the period from its date to the same day of the next month.
  tr: { code: 226, label: 'TR', unit: '% no período', frequency: 'period', decimals: 6 },
};

/** A series' values as the engine reads them: date (ISO) to the published percentage, as a number. */
export type SeriesValues = ReadonlyMap<string, number>;

/**
 * Rounds to `places` decimal places, half away from zero. The relative nudge of one epsilon takes a product that
 * binary floating point leaves just under a half (1.005 * 100 = 100.49999999999999) to the half it means.
 */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
}

/**
 * The daily rate (% a.d., 8 places as a fraction: 6 as a percentage) of an annual rate on 252 business days, as
 * the SGS publishes the CDI and the Selic: 14,90% a.a. is 0,055131% a.d.. For a rate typed by the person.
 */
export function dailyPercentFromAnnual(annualPercent: number): number {
  return roundTo(((1 + annualPercent / 100) ** (1 / 252) - 1) * 100, 6);
}
