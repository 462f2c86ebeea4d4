import { isBusinessDay } from '../business-days';
import { formatDateBR, parseDate } from '../dates';
import { INDEX_SERIES, INDEX_SERIES_FACTS, type IndexSeries } from '../index-series';
import { isoDateSchema, z } from './shared';

/**
 * The index series' values: the Banco Central's (shared by everyone) and those a book typed or imported for dates
 * the Banco Central's series lacks. The wire speaks Portuguese keys, as the person's words: serie, data, valor.
 */

/** Where a value read comes from: the Banco Central's series, or the book's own (typed or imported). */
export const INDEX_RATE_ORIGINS = ['banco_central', 'livro'] as const;
export type IndexRateOrigin = (typeof INDEX_RATE_ORIGINS)[number];

/** The most values one answer of GET /index-rates/values lists; `proxima` says where the rest starts. */
export const INDEX_RATE_PAGE_SIZE = 800;
/** The orders GET /index-rates/values answers in: by date, oldest first (the default) or newest first. */
export const INDEX_RATE_ORDERS = ['crescente', 'decrescente'] as const;
export type IndexRateOrder = (typeof INDEX_RATE_ORDERS)[number];
/** The most values one imported file may hold (a person-controlled count, checked before the first write). */
export const INDEX_RATE_IMPORT_MAX_LINES = 20_000;
/** The earliest date a value may have: the Real's first day (older figures are in other currencies' terms). */
export const INDEX_RATE_FIRST_DATE = '1994-07-01';

/**
 * The range a typed value must fall in, per series (percentages in the series' unit): far wider than anything
 * published since the Real, narrow enough to catch a value typed in the wrong unit (14,90 a.a. as a daily CDI).
 */
export const INDEX_RATE_BOUNDS: Record<IndexSeries, { min: number; minIncluded: boolean; max: number }> = {
  cdi: { min: 0, minIncluded: true, max: 0.2 },
  selic: { min: 0, minIncluded: true, max: 0.2 },
  selic_meta: { min: 0, minIncluded: true, max: 100 },
  ipca: { min: -5, minIncluded: false, max: 10 },
  tr: { min: 0, minIncluded: true, max: 5 },
};

const seriesList = INDEX_SERIES.join(', ');
const br = (value: number) => String(value).replace('.', ',');

export const INDEX_RATE_MESSAGES = {
  series: `Série inválida: use ${seriesList}`,
  value: 'Informe o valor como um número (por exemplo 0,055131)',
  periodOrder: 'A data inicial deve ser anterior ou igual à data final',
  future: 'A data não pode estar no futuro',
  tooOld: `A data deve ser a partir de ${formatDateBR(INDEX_RATE_FIRST_DATE)}`,
  decimals: (series: IndexSeries) =>
    `${INDEX_SERIES_FACTS[series].label} tem no máximo ${INDEX_SERIES_FACTS[series].decimals} casas decimais`,
  range: (series: IndexSeries) => {
    const { min, minIncluded, max } = INDEX_RATE_BOUNDS[series];
    const { label, unit } = INDEX_SERIES_FACTS[series];
    return `${label} deve ser ${minIncluded ? 'de' : 'maior que'} ${br(min)} ${minIncluded ? 'até menos de' : 'e menor que'} ${br(max)} (${unit})`;
  },
  monthly: (series: IndexSeries) =>
    `${INDEX_SERIES_FACTS[series].label} é mensal: use o primeiro dia do mês (por exemplo 01/03/2026)`,
  businessDay: (series: IndexSeries, date: string) =>
    `${formatDateBR(date)} não é dia útil: ${INDEX_SERIES_FACTS[series].label} só tem valores em dias úteis`,
  official: (series: IndexSeries, date: string) =>
    `O Banco Central já publicou ${INDEX_SERIES_FACTS[series].label} de ${formatDateBR(date)}: o valor dele é o usado, o mesmo para todos`,
  origin: 'Origem inválida: use banco_central ou livro',
  order: 'Ordem inválida: use crescente ou decrescente',
  limit: `O limite deve ser um número inteiro de 1 a ${INDEX_RATE_PAGE_SIZE}`,
  notFound: (series: IndexSeries, date: string) =>
    `Este livro não tem um valor digitado de ${INDEX_SERIES_FACTS[series].label} em ${formatDateBR(date)}`,
  importEmpty: 'O arquivo não tem nenhum valor. Use linhas como 02/01/2026;0,055131',
  importTooLong: `O arquivo tem mais de 20.000 valores. Divida-o em arquivos menores.`,
  importLine: (line: number, problem: string) => `Linha ${line}: ${problem}. Nada foi importado.`,
  importDate: 'data inválida (use dd/mm/aaaa)',
  importShape: 'use data e valor separados por ponto e vírgula (02/01/2026;0,055131)',
  importRepeated: (date: string, firstLine: number) =>
    `a data ${formatDateBR(date)} já apareceu na linha ${firstLine}`,
} as const;

export const indexSeriesSchema = z.enum(INDEX_SERIES, { error: INDEX_RATE_MESSAGES.series });

/**
 * A value as typed or published: a number, or text with a comma or a dot before the decimals ('0,055131',
 * '-0.21'), no thousands separators. Answers the same value as plain decimal text with a dot, exactly as written
 * (never through a float), or null when it is not a number.
 */
export function readRateText(input: unknown): string | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    // A number's shortest text is its exact decimal for the few places a rate has; exponent forms are written out.
    text = /e/i.test(String(input)) ? input.toFixed(20).replace(/0+$/, '') : String(input);
  } else if (typeof input === 'string') {
    text = input.trim().replace(',', '.');
  } else return null;
  const match = /^([+-]?)(\d{1,6})(?:\.(\d{1,30}))?$/.exec(text) ?? /^([+-]?)()\.(\d{1,30})$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', decimals] = match;
  return `${sign === '-' ? '-' : ''}${whole === '' ? '0' : whole}${decimals ? `.${decimals}` : ''}`;
}

/** How many decimal places a plain decimal text has. */
const placesOf = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * What is wrong with a value a person gives for a series on a date (null: nothing): the date's kind (a monthly
 * series' first day, a daily series' business day), not in the future nor before the Real, the series' decimal
 * places and its range. Used by POST /index-rates and by each line of an import.
 */
export function indexRateProblem(
  series: IndexSeries,
  date: string,
  value: string,
  today: string,
): string | null {
  const facts = INDEX_SERIES_FACTS[series];
  if (date > today) return INDEX_RATE_MESSAGES.future;
  if (date < INDEX_RATE_FIRST_DATE) return INDEX_RATE_MESSAGES.tooOld;
  if (facts.frequency === 'monthly' && !date.endsWith('-01')) return INDEX_RATE_MESSAGES.monthly(series);
  if (facts.frequency === 'daily' && !isBusinessDay(date))
    return INDEX_RATE_MESSAGES.businessDay(series, date);
  return indexRateValueProblem(series, value);
}

/**
 * What is wrong with a value itself (null: nothing): the series' decimal places and its range. A backup's values
 * are checked by this alone (plus the date's month rule), as they were stored: the calendar of business days the
 * typing was checked against may have changed since.
 */
export function indexRateValueProblem(series: IndexSeries, value: string): string | null {
  if (placesOf(value) > INDEX_SERIES_FACTS[series].decimals) return INDEX_RATE_MESSAGES.decimals(series);
  const number = Number(value);
  const { min, minIncluded, max } = INDEX_RATE_BOUNDS[series];
  if ((minIncluded ? number < min : number <= min) || number >= max) return INDEX_RATE_MESSAGES.range(series);
  return null;
}

const rateValueSchema = z
  .union([z.number(), z.string()], { error: INDEX_RATE_MESSAGES.value })
  .transform((input, ctx) => {
    const text = readRateText(input);
    if (text === null) {
      ctx.addIssue({ code: 'custom', message: INDEX_RATE_MESSAGES.value });
      return z.NEVER;
    }
    return text;
  });

/** POST /index-rates: one value typed by the person for their book (the date's and range's rules in the service). */
export const indexRateBody = z
  .object({ serie: indexSeriesSchema, data: isoDateSchema, valor: rateValueSchema })
  .meta({ examples: [{ serie: 'cdi', data: '2026-01-02', valor: '0,055131' }] });
export type IndexRateBody = z.input<typeof indexRateBody>;

/** DELETE /index-rates?serie&data: the book's own value of that date. */
export const indexRateKeyQuery = z
  .object({ serie: indexSeriesSchema, data: isoDateSchema })
  .meta({ examples: [{ serie: 'cdi', data: '2026-01-02' }] });

/**
 * GET /index-rates/values?serie[&de][&ate][&origem][&ordem][&limite]: a series' values, `limite` (at most
 * INDEX_RATE_PAGE_SIZE, its default) per answer. Without `de` or `ate` the period is open on that side; `origem`
 * keeps one origin's values only (the book's own: what the person may correct); `ordem=decrescente` lists the
 * newest first, as the Índices card's list does.
 */
export const indexRateValuesQuery = z
  .object({
    serie: indexSeriesSchema,
    de: isoDateSchema.optional(),
    ate: isoDateSchema.optional(),
    origem: z.enum(INDEX_RATE_ORIGINS, { error: INDEX_RATE_MESSAGES.origin }).optional(),
    ordem: z.enum(INDEX_RATE_ORDERS, { error: INDEX_RATE_MESSAGES.order }).default('crescente'),
    // A query's text ('50') is read as a number; '', '5.5', '0' and '801' are refused with one message.
    limite: z.coerce
      .number({ error: INDEX_RATE_MESSAGES.limit })
      .int({ error: INDEX_RATE_MESSAGES.limit })
      .min(1, { error: INDEX_RATE_MESSAGES.limit })
      .max(INDEX_RATE_PAGE_SIZE, { error: INDEX_RATE_MESSAGES.limit })
      .default(INDEX_RATE_PAGE_SIZE),
  })
  .refine((q) => q.de === undefined || q.ate === undefined || q.de <= q.ate, {
    error: INDEX_RATE_MESSAGES.periodOrder,
    path: ['ate'],
  })
  .meta({ examples: [{ serie: 'cdi', de: '2026-01-01', ate: '2026-03-31' }] });
export type IndexRateValuesQuery = z.input<typeof indexRateValuesQuery>;

/**
 * POST /index-rates/import: a series' values as text, as the SGS exports them (`"data";"valor"` header, then
 * `02/01/2026;0,055131`), in a JSON body (bounded by the route's body limit and INDEX_RATE_IMPORT_MAX_LINES).
 */
export const indexRateImportBody = z
  .object({
    serie: indexSeriesSchema,
    csv: z.string({ error: INDEX_RATE_MESSAGES.importEmpty }),
  })
  .meta({ examples: [{ serie: 'cdi', csv: '"data";"valor"\n02/01/2026;0,055131\n' }] });
export type IndexRateImportBody = z.input<typeof indexRateImportBody>;

export interface IndexRateLine {
  /** The file's line number (1 is the first, the header included). */
  line: number;
  date: string;
  value: string;
}

/**
 * Reads an SGS export of one series: an optional header line, then one `date;value` per line (the date dd/mm/aaaa
 * or ISO, the value with a comma or a dot; `;` or `,` between them, quotes around either). Every line is checked by
 * indexRateProblem; the first problem is answered with its line's number, so nothing is written from a file that
 * has one. Empty lines are skipped.
 */
export function readIndexRateCsv(
  series: IndexSeries,
  csv: string,
  today: string,
): { ok: true; lines: IndexRateLine[] } | { ok: false; message: string } {
  const out: IndexRateLine[] = [];
  const seen = new Map<string, number>();
  const rows = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  // Counted before any line is read: a file too long is refused whatever its lines say (a header may add one).
  if (rows.filter((row) => row.trim() !== '').length > INDEX_RATE_IMPORT_MAX_LINES + 1) {
    return { ok: false, message: INDEX_RATE_MESSAGES.importTooLong };
  }
  let first = true;
  for (let i = 0; i < rows.length; i++) {
    const text = (rows[i] ?? '').trim();
    if (text === '') continue;
    const line = i + 1;
    const cut = text.search(/[;,]/);
    const unquote = (part: string) =>
      part
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
    const dateText = unquote(cut < 0 ? text : text.slice(0, cut));
    // The header: the first line with no digit in its first field ('"data";"valor"', 'Data;Valor').
    const header = first && !/\d/.test(dateText);
    first = false;
    if (header) continue;
    if (out.length >= INDEX_RATE_IMPORT_MAX_LINES)
      return { ok: false, message: INDEX_RATE_MESSAGES.importTooLong };
    if (cut < 0)
      return { ok: false, message: INDEX_RATE_MESSAGES.importLine(line, INDEX_RATE_MESSAGES.importShape) };
    const date = /^\d{1,2}\/\d{1,2}\/\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(dateText) ? parseDate(dateText) : null;
    if (!date)
      return { ok: false, message: INDEX_RATE_MESSAGES.importLine(line, INDEX_RATE_MESSAGES.importDate) };
    const value = readRateText(unquote(text.slice(cut + 1)));
    if (value === null) {
      return {
        ok: false,
        message: INDEX_RATE_MESSAGES.importLine(line, lowerFirst(INDEX_RATE_MESSAGES.value)),
      };
    }
    const problem = indexRateProblem(series, date, value, today);
    if (problem) return { ok: false, message: INDEX_RATE_MESSAGES.importLine(line, lowerFirst(problem)) };
    const earlier = seen.get(date);
    if (earlier !== undefined) {
      return {
        ok: false,
        message: INDEX_RATE_MESSAGES.importLine(line, INDEX_RATE_MESSAGES.importRepeated(date, earlier)),
      };
    }
    seen.set(date, line);
    out.push({ line, date, value });
  }
  if (out.length === 0) return { ok: false, message: INDEX_RATE_MESSAGES.importEmpty };
  return { ok: true, lines: out };
}

/** 'Informe…' inside 'Linha 3: informe…'; a series' name (CDI, IPCA) keeps its capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-zà-ú]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** GET /index-rates: one per series, in INDEX_SERIES' order. */
export interface IndexSeriesSummary {
  serie: IndexSeries;
  nome: string;
  unidade: string;
  /** The values the book reads: the Banco Central's, and the book's own on the dates the Banco Central lacks. */
  valores: number;
  /** Of those, how many are the book's own. */
  do_livro: number;
  primeira_data: string | null;
  ultima_data: string | null;
  /** Where the latest value read comes from; null when the series has none. */
  ultima_origem: IndexRateOrigin | null;
}

export interface IndexRateValue {
  data: string;
  /** The percentage as published or typed (in the series' unit). */
  valor: number;
  origem: IndexRateOrigin;
}

/** GET /index-rates/values: the period's values in the order asked, the first `limite` of them. */
export interface IndexRateValues {
  serie: IndexSeries;
  /** The period as asked; null where it is open. */
  de: string | null;
  ate: string | null;
  valores: IndexRateValue[];
  /**
   * When the period holds more: the date the rest starts from, to ask again with `de=` (oldest first) or `ate=`
   * (newest first); null when this is the last part.
   */
  proxima: string | null;
}

/** POST /index-rates/import's answer. */
export interface IndexRateImportResult {
  serie: IndexSeries;
  /** The file's values. */
  linhas: number;
  inseridas: number;
  /** The book's own values of those dates that had another value. */
  atualizadas: number;
  /** The book's own values the file repeats as they were. */
  iguais: number;
  /** Dates the Banco Central's series already has: its value is read there, the file's is not kept. */
  ignoradas: number;
}

/** POST /index-rates' answer: the value written, and its series. */
export interface IndexRateWritten extends IndexRateValue {
  serie: IndexSeries;
}

/** DELETE /index-rates' answer: which of the book's own values was deleted. */
export interface IndexRateKey {
  serie: IndexSeries;
  data: string;
}
