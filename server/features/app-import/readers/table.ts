import type ExcelJS from 'exceljs';
import { parseCsvRecords, type StatementError } from '../../../../common/csv';
import { normalizeWord } from '../../../../common/csv/normalize';
import { formatDateBR, toIsoDate } from '../../../../common/dates';
import { plainAmountText, roundToCents } from '../../../../common/money';
import { FILE_MESSAGES, MAX_APP_ROWS, refused, sizeProblem } from './limits';
import { readText } from './text';
import type { AppHistory, SourceApp } from './types';
import { isZip, openZip } from './zip';

/**
 * Export files read as tables of text cells: a CSV or an xlsx workbook whose header is looked for among the
 * first rows by the columns' names (Mobills, Organizze, Meu Dinheiro, YNAB), or a CSV whose first line is the
 * header (Actual, Firefly III, GnuCash).
 */

/** Rows above the header a file may have (a title, a period, blank lines): the header is looked for in these. */
const HEADER_SEARCH_ROWS = 10;

export const TABLE_MESSAGES = {
  binary: 'O arquivo não é texto nem uma planilha do Excel (.xlsx).',
  badWorkbook: 'Não foi possível abrir a planilha: o arquivo .xlsx está corrompido ou não é do Excel.',
  notApp: (app: string, missing: string[]) =>
    `O arquivo não parece uma exportação do ${app}: ${missing.length === 1 ? 'falta a coluna' : 'faltam as colunas'} ${joinNames(missing)}.`,
  unclosedQuote: (line: number) =>
    `Linha ${line}: aspas abertas e nunca fechadas; o resto do arquivo foi ignorado.`,
} as const;

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** The file as rows of trimmed text cells, with the file's line of each row (a sheet's row number for xlsx). */
export interface Table {
  rows: string[][];
  lines: number[];
  /** True when the cells came from a workbook: its numbers are written with a comma as the decimal separator. */
  workbook: boolean;
}

export type TableResult = { table: Table; errors: StatementError[] } | { error: string };

/** The bytes to a table: a zip is read as an xlsx workbook (its first sheet with data), anything else as CSV text. */
export async function readTable(bytes: Uint8Array): Promise<TableResult> {
  const problem = sizeProblem(bytes);
  if (problem) return { error: problem };
  if (isZip(bytes)) return readWorkbook(bytes);
  const read = readText(bytes, TABLE_MESSAGES.binary);
  return 'problem' in read ? { error: read.problem } : readCsvText(read.text);
}

export function readCsvText(text: string): TableResult {
  const records = parseCsvRecords(text, { maxRecords: MAX_APP_ROWS + HEADER_SEARCH_ROWS });
  if (records.stopped) return { error: FILE_MESSAGES.tooManyRows };
  const errors: StatementError[] = [];
  if (records.unclosedQuoteLine !== undefined) {
    errors.push({
      line: records.unclosedQuoteLine,
      message: TABLE_MESSAGES.unclosedQuote(records.unclosedQuoteLine),
    });
  }
  const rows = records.rows.map((row) => row.map((cell) => cell.trim()));
  if (rows.length === 0) return { error: FILE_MESSAGES.empty };
  return { table: { rows, lines: records.lines, workbook: false }, errors };
}

async function readWorkbook(bytes: Uint8Array): Promise<TableResult> {
  const zip = await openZip(bytes);
  if (zip === 'too-big') return { error: FILE_MESSAGES.tooBig };
  if (zip === null) return { error: TABLE_MESSAGES.badWorkbook };
  // Loaded here, not with the module: Excel's library is a quarter of a second of a cold reader thread, paid by
  // every import's first read although only a workbook needs it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { error: TABLE_MESSAGES.badWorkbook };
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) return { error: FILE_MESSAGES.empty };
  if (sheet.actualRowCount > MAX_APP_ROWS + HEADER_SEARCH_ROWS) return { error: FILE_MESSAGES.tooManyRows };
  const rows: string[][] = [];
  const lines: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    // exceljs answers the values from index 1 (column A).
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    if (cells.some((cell) => cell !== '')) {
      rows.push(cells);
      lines.push(number);
    }
  });
  if (rows.length === 0) return { error: FILE_MESSAGES.empty };
  return { table: { rows, lines, workbook: true }, errors: [] };
}

/**
 * A workbook cell as the person sees it written, so one set of rules reads CSV and xlsx: a date as dd/mm/aaaa (exceljs
 * answers a Date at UTC midnight of the day), a number with a comma for decimals and its cents rounded (the workbook
 * holds a binary double, so 12.3 may come as 12.299999999999999).
 */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return formatDateBR(toIsoDate(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()));
  }
  if (typeof value !== 'object') return '';
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  return '';
}

function numberText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const centsValue = roundToCents(Math.abs(value));
  return plainAmountText(value < 0 ? -centsValue : centsValue);
}

/** The columns of a header: each wanted name (any of its spellings) to its index. */
export type Columns<K extends string> = Record<K, number>;

export interface ColumnSpec<K extends string> {
  /** Spellings of each column's header, compared without case, accents or punctuation. */
  names: Record<K, readonly string[]>;
  /** The columns a file must have; their first spelling is quoted when missing. */
  required: readonly NoInfer<K>[];
}

/**
 * Finds the header among the first rows: the row holding the most of the wanted columns, which must hold all the
 * required ones. Answers its index and the columns, or the names of the required columns the best row lacks.
 */
export function findColumns<K extends string>(
  table: Table,
  spec: ColumnSpec<K>,
): { header: number; columns: Partial<Columns<K>> } | { missing: string[] } {
  const keys = Object.keys(spec.names) as K[];
  const lookup = new Map<string, K>();
  for (const key of keys) for (const name of spec.names[key]) lookup.set(normalizeWord(name), key);
  let best: { header: number; columns: Partial<Columns<K>>; found: number } | undefined;
  const end = Math.min(table.rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < end; r++) {
    const columns: Partial<Columns<K>> = {};
    let found = 0;
    const row = table.rows[r] ?? [];
    // Headers are short: a hostile row of thousands of cells is not normalised past the first hundred.
    for (let c = 0; c < Math.min(row.length, 100); c++) {
      const key = lookup.get(normalizeWord(row[c] ?? ''));
      if (key !== undefined && columns[key] === undefined) {
        columns[key] = c;
        found++;
      }
    }
    if (!best || found > best.found) best = { header: r, columns, found };
  }
  const missing = spec.required.filter((key) => best?.columns[key] === undefined);
  if (!best || missing.length > 0) return { missing: missing.map((key) => spec.names[key][0] ?? key) };
  return { header: best.header, columns: best.columns };
}

/** A table with its header found: what each reader starts from. */
export interface OpenTable<K extends string> {
  table: Table;
  header: number;
  columns: Partial<Columns<K>>;
  errors: StatementError[];
}

/**
 * The bytes to a table whose header has the app's columns, or the answer refusing the file: not readable, no such
 * header, or more than MAX_APP_ROWS lines under it.
 */
export async function openTable<K extends string>(
  bytes: Uint8Array,
  app: SourceApp,
  appName: string,
  spec: ColumnSpec<K>,
): Promise<OpenTable<K> | AppHistory> {
  return tableWithHeader(await readTable(bytes), app, appName, spec);
}

/** openTable for a table already read (YNAB's register taken out of its zip). */
export function tableWithHeader<K extends string>(
  read: TableResult,
  app: SourceApp,
  appName: string,
  spec: ColumnSpec<K>,
): OpenTable<K> | AppHistory {
  if ('error' in read) return refused(app, read.error);
  const found = findColumns(read.table, spec);
  if ('missing' in found) return refused(app, TABLE_MESSAGES.notApp(appName, found.missing));
  if (read.table.rows.length - found.header - 1 > MAX_APP_ROWS)
    return refused(app, FILE_MESSAGES.tooManyRows);
  return { table: read.table, header: found.header, columns: found.columns, errors: read.errors };
}

/** The trimmed cell of a column, '' when the file has no such column or the row is short. */
export function cellOf<K extends string>(row: string[], columns: Partial<Columns<K>>, key: K): string {
  const index = columns[key];
  return index === undefined ? '' : (row[index] ?? '');
}

/** A CSV whose first line is its header: the header (lower-cased, trimmed) and the records, at most MAX_APP_ROWS. */
export function csvTable(text: string, delimiter?: ',' | ';' | '\t') {
  const parsed = parseCsvRecords(text, {
    delimiter: delimiter ?? 'auto',
    maxRecords: MAX_APP_ROWS + 1,
  });
  const header = (parsed.rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  return { parsed, header, tooMany: parsed.rows.length > MAX_APP_ROWS + 1 };
}

/** Index of each named column in such a header (names compared lower-cased), -1 when absent. */
export function columnIndexes<K extends string>(
  header: string[],
  names: Record<K, string>,
): Record<K, number> {
  const result = {} as Record<K, number>;
  for (const key of Object.keys(names) as K[]) result[key] = header.indexOf(names[key].toLowerCase());
  return result;
}

/** A line under the header: its line in the file, its cells and the cell of a column. */
export interface TableLine<K extends string> {
  line: number;
  cells: string[];
  cell: (key: K) => string;
}

/** The lines under the header, in the file's order. */
export function* linesUnderHeader<K extends string>(open: OpenTable<K>): Generator<TableLine<K>> {
  for (let r = open.header + 1; r < open.table.rows.length; r++) {
    const cells = open.table.rows[r] ?? [];
    yield { line: open.table.lines[r] ?? r + 1, cells, cell: (key) => cellOf(cells, open.columns, key) };
  }
}
