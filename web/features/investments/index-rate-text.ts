import { isBusinessDay } from '../../../common/business-days';
import type { IndexRateImportResult, IndexRateOrigin } from '../../../common/contract/index-rates';
import type { PositionValue } from '../../../common/contract/investments';
import {
  addDays,
  addMonths,
  formatDateBR,
  formatMonthLabel,
  lastDayOfMonth,
  splitIsoDate,
  toIsoDate,
} from '../../../common/dates';
import { INDEX_SERIES_FACTS, type IndexSeries } from '../../../common/index-series';

/** The series with its article, inside a sentence: 'do CDI', 'da Selic'. */
const ARTICLE: Record<IndexSeries, 'o' | 'a'> = { cdi: 'o', selic: 'a', selic_meta: 'a', ipca: 'o', tr: 'a' };

/** 'do CDI', 'da Meta Selic'. */
export const ofSeries = (series: IndexSeries): string =>
  `${ARTICLE[series] === 'o' ? 'do' : 'da'} ${INDEX_SERIES_FACTS[series].label}`;

/** 'o CDI', 'a TR'. */
export const theSeries = (series: IndexSeries): string =>
  `${ARTICLE[series]} ${INDEX_SERIES_FACTS[series].label}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a typed value looks like in the series' unit: the field's placeholder and its message's example. */
export const VALUE_EXAMPLES: Record<IndexSeries, string> = {
  cdi: '0,055131',
  selic: '0,055131',
  selic_meta: '14,90',
  ipca: '0,56',
  tr: '0,1709',
};

/**
 * The one sentence of help of both dialogs: where the series' values come from, and that the Banco Central's own
 * value always wins over the book's.
 */
export function seriesSourceText(series: IndexSeries): string {
  const { code } = INDEX_SERIES_FACTS[series];
  return `${capitalised(theSeries(series))} vem do SGS do Banco Central (série ${code}); um valor informado aqui vale só neste livro e só enquanto o Banco Central não publicar o do mesmo dia, que sempre prevalece.`;
}

/** What the date field asks for, by how often the series is published. */
export function rateDateHint(series: IndexSeries): string {
  const { frequency, label } = INDEX_SERIES_FACTS[series];
  if (frequency === 'monthly')
    return `${label} é mensal: use o primeiro dia do mês medido (01/10/2026 para outubro de 2026)`;
  if (frequency === 'period')
    return `O início do período: ${label} vale dessa data até o mesmo dia do mês seguinte`;
  return 'Um dia útil: o valor daquele dia';
}

/** What the value field says beside its unit: how the SGS writes a daily rate. */
export function rateValueHint(series: IndexSeries): string | undefined {
  if (series === 'cdi' || series === 'selic')
    return 'Como o SGS publica, em % ao dia: 14,90% ao ano são 0,055131% ao dia';
  if (series === 'ipca') return 'A variação do mês em %, negativa numa deflação (-0,21)';
  return undefined;
}

export const rateValueMissing = (series: IndexSeries) =>
  `Informe o valor como um número (por exemplo ${VALUE_EXAMPLES[series]})`;

/** The business day before a date. */
function businessDayBefore(date: string): string {
  let day = addDays(date, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/**
 * The date the "Informar valor" dialog starts on: the first one after the series' last value (its next business day,
 * its next month), never past today; without values, the latest a person would have at hand (the business day
 * before today, last month).
 */
export function suggestedRateDate(series: IndexSeries, lastDate: string | null, today: string): string {
  const { frequency } = INDEX_SERIES_FACTS[series];
  const thisMonth = toIsoDate(splitIsoDate(today).year, splitIsoDate(today).month, 1);
  if (frequency === 'monthly') {
    const next = lastDate ? addMonths(`${lastDate.slice(0, 7)}-01`, 1) : addMonths(thisMonth, -1);
    return next > thisMonth ? thisMonth : next;
  }
  if (lastDate === null) return frequency === 'daily' ? businessDayBefore(today) : addDays(today, -1);
  let next = addDays(lastDate, 1);
  if (frequency === 'daily') while (!isBusinessDay(next)) next = addDays(next, 1);
  if (next <= today) return next;
  return frequency === 'daily' && !isBusinessDay(today) ? businessDayBefore(today) : today;
}

/**
 * The month whose IPCA a missing day needs, as its first day: the IPCA of the month a period starts in (the 15th
 * on or before the day), the rule of common/fixed-income.ts.
 */
function ipcaMonthOf(date: string): string {
  const { year, month, day } = splitIsoDate(date);
  const first = toIsoDate(year, month, 1);
  return day >= 15 ? first : addMonths(first, -1);
}

export interface MissingRateAction {
  series: IndexSeries;
  /** The date the dialog starts on: the missing day (a monthly series' month, its first day). */
  date: string;
  /** 'Informar o CDI de 20/11/2026', 'Informar o IPCA de outubro de 2026'. */
  label: string;
}

/** The way from a position's missing-rate notice to that series' "Informar valor", on the missing day. */
export function missingRateAction(value: Pick<PositionValue, 'missing'>): MissingRateAction | null {
  const missing = value.missing;
  if (!missing) return null;
  const monthly = INDEX_SERIES_FACTS[missing.series].frequency === 'monthly';
  const date = monthly ? ipcaMonthOf(missing.date) : missing.date;
  const when = monthly ? formatMonthLabel(date) : formatDateBR(date);
  return { series: missing.series, date, label: `Informar ${theSeries(missing.series)} de ${when}` };
}

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/**
 * An import's answer in words: 'Arquivo com 15 valores: 12 inseridos, 0 atualizados, 0 iguais, 3 ignorados (o
 * Banco Central já tem)'.
 */
export function importCountsText(result: IndexRateImportResult): string {
  return [
    `Arquivo com ${counted(result.linhas, 'valor', 'valores')}: ${counted(result.inseridas, 'inserido', 'inseridos')}`,
    counted(result.atualizadas, 'atualizado', 'atualizados'),
    counted(result.iguais, 'igual', 'iguais'),
    `${counted(result.ignoradas, 'ignorado', 'ignorados')} (o Banco Central já tem)`,
  ].join(', ');
}

/** The import's body limit on the server (POST /index-rates/import): 2 MB of JSON. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const IMPORT_TOO_LARGE =
  'O arquivo passa de 2 MB, o limite de uma importação: exporte do SGS um período menor (até 20.000 valores) e tente de novo.';
export const IMPORT_EMPTY_FILE = 'O arquivo está vazio: escolha o .csv exportado do SGS.';

/** What is wrong with a chosen file before it is read (null: nothing): empty, or larger than the server takes. */
export function importFileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size === 0) return IMPORT_EMPTY_FILE;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_TOO_LARGE;
  return null;
}

/** The body as it will be sent, when its JSON (the file's quotes and line ends escaped) passes the limit. */
export function importBodyTooLarge(body: { serie: IndexSeries; csv: string }): boolean {
  return new TextEncoder().encode(JSON.stringify(body)).length > IMPORT_MAX_BYTES;
}

/** A value as the series' unit says it: '0,055131% ao dia' (CDI, Selic), '0,56% no mês' (IPCA), '14,90% ao ano'. */
export function rateValueText(series: IndexSeries, value: number): string {
  const { unit, decimals } = INDEX_SERIES_FACTS[series];
  const number = value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: decimals });
  return `${number}${unit}`;
}

/** A value as the "Informar valor" field takes it, to be corrected: '0,055131', '-0,21', '14,9'. */
export function rateInputText(series: IndexSeries, value: number): string {
  return value.toLocaleString('pt-BR', {
    maximumFractionDigits: INDEX_SERIES_FACTS[series].decimals,
    useGrouping: false,
  });
}

/**
 * Where a listed value comes from. The book does not keep whether its own was typed or imported (either may be
 * corrected or deleted the same way), so it is simply the person's.
 */
export const RATE_ORIGIN_TEXT: Record<IndexRateOrigin, string> = {
  banco_central: 'Banco Central',
  livro: 'Seu valor',
};

/** "Corrigir o CDI de 02/01/2026": the value dialog opened on a value of the book's, its date fixed. */
export const correctRateTitle = (series: IndexSeries, date: string): string =>
  `Corrigir ${theSeries(series)} de ${formatDateBR(date)}`;

/** What "Excluir" asks: the value named, and what the positions do without it. */
export function deleteRateMessage(series: IndexSeries, date: string, value: number): string {
  return `Excluir ${theSeries(series)} de ${formatDateBR(date)} (${rateValueText(series, value)}) deste livro? As aplicações que usam esse dia passam a avisar que falta o valor, até o Banco Central publicá-lo ou você informar outro.`;
}

export const rateDeletedText = (series: IndexSeries, date: string): string =>
  `${INDEX_SERIES_FACTS[series].label} de ${formatDateBR(date)} excluído deste livro`;

/** What the list of a series' values says when it has none to show (the period or the origin chosen, or none). */
export function ratesEmptyText(
  series: IndexSeries,
  filters: { ownOnly: boolean; period: boolean },
): { title: string; description?: string } {
  const own = `Nenhum valor ${ofSeries(series)} informado ou importado por você`;
  if (filters.period)
    return {
      title: filters.ownOnly ? `${own} neste período.` : `Nenhum valor ${ofSeries(series)} neste período.`,
    };
  if (filters.ownOnly) return { title: `${own}.` };
  return {
    title: `${own}.`,
    description: 'Os valores do Banco Central aparecem aqui quando o servidor os busca.',
  };
}

/** A month to pick in the list's period: its first day and its name ('Novembro de 2026'). */
export interface MonthOption {
  month: string;
  label: string;
}

/** The months from the series' last value back to its first, newest first (none without values). */
export function rateMonthOptions(first: string | null, last: string | null): MonthOption[] {
  if (first === null || last === null) return [];
  const out: MonthOption[] = [];
  for (let month = `${last.slice(0, 7)}-01`; month >= `${first.slice(0, 7)}-01`; month = addMonths(month, -1))
    out.push({ month, label: capitalised(formatMonthLabel(month)) });
  return out;
}

/** The months chosen ('' for an open side) as the query's period: from the first day of one to the last of the other. */
export function ratePeriod(from: string, to: string): { de?: string; ate?: string } {
  return { ...(from ? { de: from } : {}), ...(to ? { ate: lastDayOfMonth(to) } : {}) };
}
