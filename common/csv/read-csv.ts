import { parseDate } from '../dates';
import { type AmountFormat, parseAmount } from '../money';
import { inferAmountFormat } from './amount-format';
import { stripBom } from './decode';
import {
  applyMapping,
  type ColumnIndexes,
  columnsToMapping,
  findHeaderRow,
  guessColumns,
  HEADER_SEARCH_ROWS,
} from './headers';
import { LIMIT_MESSAGES, MAX_IMPORT_ROWS, quoted } from './limits';
import { normalizeWord } from './normalize';
import { parseCsvRecords } from './parse';
import { detectPreset, findPreset, type StatementPreset } from './presets';
import type {
  ColumnMapping,
  CsvSettings,
  ImportRow,
  MappedField,
  StatementError,
  StatementResult,
} from './types';
import { DEFAULT_TRANSFER_DESCRIPTION, statusFromWord, typeFromWord } from './words';

export const DEFAULT_CSV_SETTINGS: CsvSettings = {
  delimiter: 'auto',
  dateFormat: 'DD/MM/YYYY',
  amountFormat: 'auto',
  defaultType: 'sign',
};

const FIELD_LABELS: Record<MappedField, string> = {
  date: 'data',
  description: 'descrição',
  history: 'histórico',
  amount: 'valor',
  type: 'tipo',
  account: 'conta',
  category: 'categoria',
  payee: 'favorecido',
  status: 'status',
  id: 'identificador',
  balance: 'saldo',
};

export const MESSAGES = {
  empty: 'O arquivo está vazio.',
  unreadable: 'Não foi possível ler o arquivo.',
  noHeader:
    'Cabeçalho não encontrado: o arquivo precisa de colunas de data e valor (por exemplo "Data" e "Valor").',
  mappingIncomplete: 'Escolha as colunas de data e de valor.',
  mappedHeaderMissing: (date: string, amount: string) =>
    `As colunas escolhidas para data ("${date}") e valor ("${amount}") não foram encontradas no arquivo.`,
  mappedColumnMissing: (name: string, field: MappedField) =>
    `A coluna "${name}" escolhida para ${FIELD_LABELS[field]} não existe no arquivo.`,
  unclosedQuote: (line: number) =>
    `Linha ${line}: aspas não fechadas; o restante do arquivo ficou em um só campo.`,
  brokenRow: (line: number, expected: number, found: number) =>
    `Linha ${line}: esperadas ${expected} colunas, encontradas ${found}.`,
  noDate: (line: number) => `Linha ${line}: sem data; linha ignorada.`,
  badDate: (line: number, text: string) => `Linha ${line}: data inválida "${quoted(text)}".`,
  noAmount: (line: number) => `Linha ${line}: valor ausente.`,
  badAmount: (line: number, text: string) => `Linha ${line}: valor inválido "${quoted(text)}".`,
  zeroAmount: (line: number) => `Linha ${line}: valor zero.`,
} as const;

function fail(message: string, headers: string[] = [], mapping: ColumnMapping = {}): StatementResult {
  return { format: 'csv', headers, mapping, rows: [], errors: [{ line: 0, message }] };
}

function hasColumns(mapping: ColumnMapping | undefined): mapping is ColumnMapping {
  return mapping !== undefined && Object.values(mapping).some((name) => (name ?? '').trim() !== '');
}

function withPreset(settings: CsvSettings, preset: StatementPreset): CsvSettings {
  return { ...settings, ...preset.settings, mapping: preset.mapping, preset: preset.id };
}

/**
 * Reads a CSV bank statement into import rows. Never throws: every problem is an entry of `errors`
 * (line 0 for the whole file), and the rows that could be read are still answered.
 */
export function readCsvStatement(
  text: string,
  settings: CsvSettings = DEFAULT_CSV_SETTINGS,
): StatementResult {
  try {
    return readCsv(text, settings);
  } catch {
    // A bug here must not take the import page or the request down with it.
    return fail(MESSAGES.unreadable);
  }
}

function readCsv(input: string, requested: CsvSettings): StatementResult {
  const text = stripBom(input);
  if (text.trim() === '') return fail(MESSAGES.empty);

  const forced = requested.preset && requested.preset !== 'auto' ? findPreset(requested.preset) : undefined;
  let settings = forced ? withPreset(requested, forced) : requested;
  // The wizard may send an empty mapping before the person chooses anything: that means "guess".
  const explicit = hasColumns(settings.mapping) ? settings.mapping : undefined;
  if (explicit && !(explicit.date?.trim() && explicit.amount?.trim())) {
    return fail(MESSAGES.mappingIncomplete, [], explicit);
  }

  // The header is among the first HEADER_SEARCH_ROWS records: reading that many more than the limit is
  // enough to know the file passes it, whatever else it holds.
  const records = parseCsvRecords(text, {
    delimiter: settings.delimiter,
    maxRecords: MAX_IMPORT_ROWS + HEADER_SEARCH_ROWS,
  });
  const wideErrors = records.wideLines.map((line) => ({ line, message: LIMIT_MESSAGES.tooManyCells(line) }));
  const headerIndex = findHeaderRow(records.rows, explicit);
  if (headerIndex < 0) {
    const first = (records.rows[0] ?? []).map((cell) => cell.trim());
    const failed = explicit
      ? fail(MESSAGES.mappedHeaderMissing(explicit.date ?? '', explicit.amount ?? ''), first, explicit)
      : fail(MESSAGES.noHeader, first);
    failed.errors.push(...wideErrors);
    return failed;
  }
  if (records.rows.length - headerIndex - 1 > MAX_IMPORT_ROWS) return fail(LIMIT_MESSAGES.tooManyRows);
  const headers = (records.rows[headerIndex] ?? []).map((cell) => cell.trim());
  const errors: StatementError[] = [...wideErrors];

  let columns: ColumnIndexes;
  let preset = forced;
  if (explicit) {
    const applied = applyMapping(headers, explicit);
    columns = applied.columns;
    // A preset's optional columns may be absent; a column the person chose must exist.
    if (!forced) {
      for (const field of applied.missing) {
        errors.push({ line: 0, message: MESSAGES.mappedColumnMissing(explicit[field] ?? '', field) });
      }
    }
  } else {
    preset = requested.preset === 'none' ? undefined : detectPreset(headers);
    if (preset) {
      settings = withPreset(settings, preset);
      columns = applyMapping(headers, preset.mapping).columns;
    } else {
      columns = guessColumns(headers);
    }
  }

  const dataRows = records.rows.slice(headerIndex + 1);
  const dataLines = records.lines.slice(headerIndex + 1);
  const amountFormat =
    settings.amountFormat === 'auto' && columns.amount !== undefined
      ? inferAmountFormat(dataRows.map((cells) => cells[columns.amount ?? 0] ?? ''))
      : settings.amountFormat;

  const rows: ImportRow[] = [];
  const reader = rowReader(headers.length, columns, settings, amountFormat);
  for (let i = 0; i < dataRows.length; i++) {
    const outcome = reader(dataRows[i] ?? [], dataLines[i] ?? 0);
    if (outcome === null) continue;
    if (typeof outcome === 'string') errors.push({ line: dataLines[i] ?? 0, message: outcome });
    else rows.push(outcome);
  }
  if (records.unclosedQuoteLine !== undefined) {
    errors.push({
      line: records.unclosedQuoteLine,
      message: MESSAGES.unclosedQuote(records.unclosedQuoteLine),
    });
  }
  if (errors.length > 0) errors.sort((a, b) => a.line - b.line);

  const result: StatementResult = {
    format: 'csv',
    headers,
    mapping: columnsToMapping(headers, columns),
    rows,
    errors,
  };
  if (preset) result.preset = preset.id;
  return result;
}

/** A row, an error message, or null for a blank row (skipped without a word). */
type RowOutcome = ImportRow | string | null;

function rowReader(
  headerCount: number,
  columns: ColumnIndexes,
  settings: CsvSettings,
  amountFormat: AmountFormat,
): (cells: string[], line: number) => RowOutcome {
  const used = (Object.keys(columns) as MappedField[])
    .filter((field) => field !== 'balance')
    .map((field) => columns[field] ?? 0);
  const needed = Math.max(0, ...used) + 1;
  const cell = (cells: string[], field: MappedField) => {
    const index = columns[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };

  return (cells, line) => {
    if (cells.every((c) => c.trim() === '')) return null;
    if (cells.length < needed) return MESSAGES.brokenRow(line, headerCount, cells.length);

    const dateText = cell(cells, 'date');
    if (dateText === '') return MESSAGES.noDate(line);
    const date = parseDate(dateText, settings.dateFormat);
    if (date === null) return MESSAGES.badDate(line, dateText);

    const amountText = cell(cells, 'amount');
    if (amountText === '') return MESSAGES.noAmount(line);
    const signed = parseAmount(amountText, amountFormat);
    if (signed === null) return MESSAGES.badAmount(line, amountText);
    if (signed === 0) return MESSAGES.zeroAmount(line);

    const type =
      typeFromWord(cell(cells, 'type')) ??
      (settings.defaultType === 'sign'
        ? signed < 0 !== (settings.invertSign === true)
          ? 'DESPESA'
          : 'RECEITA'
        : settings.defaultType);

    const description = withHistory(cell(cells, 'history'), cell(cells, 'description'));
    const row: ImportRow = {
      line,
      date,
      description: description === '' && type === 'TRANSFER' ? DEFAULT_TRANSFER_DESCRIPTION : description,
      type,
      amountCents: Math.abs(signed),
      status: statusFromWord(cell(cells, 'status')),
      raw: cells,
    };
    const account = cell(cells, 'account');
    const category = cell(cells, 'category');
    const payee = cell(cells, 'payee');
    const fitid = cell(cells, 'id');
    if (account !== '') row.account = account;
    if (category !== '') row.category = category;
    if (payee !== '') row.payee = payee;
    if (fitid !== '') row.fitid = fitid;
    return row;
  };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** 'Pix enviado - Maria Souza'; one of the two alone when the other is empty or says the same. */
export function withHistory(history: string, description: string): string {
  const h = collapse(history);
  const d = collapse(description);
  if (h === '') return d;
  if (d === '') return h;
  // normalizeWord is costly over 50,000 rows; texts that differ in length by more than a few characters
  // cannot be the same words with other accents or punctuation.
  const same =
    h.toLowerCase() === d.toLowerCase() ||
    (Math.abs(h.length - d.length) <= 3 && normalizeWord(h) === normalizeWord(d));
  if (same) return d;
  return `${h} - ${d}`;
}
