import { type DateFormat, parseDate } from '../dates';
import type { AmountFormat } from '../money';
import { collapseSpaces } from '../spaces';
import { parseAmountCell } from './amount-cell';
import { inferAmountFormat } from './amount-format';
import { balanceLineOf } from './balance-lines';
import { stripBom } from './decode';
import {
  applyMapping,
  type ColumnIndexes,
  columnsToMapping,
  findHeaderRow,
  guessColumns,
  HEADER_SEARCH_ROWS,
  likelyHeaderRow,
} from './headers';
import { installmentFromCell, installmentFromDescription } from './installment';
import { LIMIT_MESSAGES, MAX_IMPORT_ROWS, quoted } from './limits';
import { MAPPING_INCOMPLETE_MESSAGE, mappingComplete } from './mapping-complete';
import { normalizeWord } from './normalize';
import { parseCsvRecords } from './parse';
import { detectPreset, findPreset, type StatementPreset } from './presets';
import { shortenTransferText } from './transfer-text';
import type {
  ColumnMapping,
  CsvSettings,
  ImportRow,
  MappedField,
  StatementBalance,
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
  debit: 'débito',
  credit: 'crédito',
  installment: 'parcela',
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
  noHeader: (first?: { line: number; text: string }) =>
    `Não encontramos o cabeçalho nas primeiras ${HEADER_SEARCH_ROWS} linhas: o arquivo precisa de uma linha com ` +
    'as colunas de data e valor (por exemplo "Data" e "Valor").' +
    (first ? ` A linha ${first.line} diz "${quoted(first.text)}".` : ''),
  mappingIncomplete: MAPPING_INCOMPLETE_MESSAGE,
  mappedHeaderMissing: (names: string) =>
    `Não encontramos o cabeçalho com as colunas escolhidas (${names}) nas primeiras ${HEADER_SEARCH_ROWS} ` +
    'linhas do arquivo.',
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
  debitAndCredit: (line: number) => `Linha ${line}: valores em débito e em crédito ao mesmo tempo.`,
} as const;

/** The columns a mapping names for the date and the money, as the messages quote them. */
function mappedNames(mapping: ColumnMapping): string {
  const fields: MappedField[] = mapping.amount?.trim() ? ['date', 'amount'] : ['date', 'debit', 'credit'];
  return fields
    .filter((field) => mapping[field]?.trim())
    .map((field) => `${FIELD_LABELS[field]} "${quoted(mapping[field]?.trim() ?? '')}"`)
    .join(', ');
}

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
  if (explicit && !mappingComplete(explicit)) return fail(MESSAGES.mappingIncomplete, [], explicit);

  // The header is among the first HEADER_SEARCH_ROWS records: reading that many more than the limit is
  // enough to know the file passes it, whatever else it holds.
  const records = parseCsvRecords(text, {
    delimiter: settings.delimiter,
    maxRecords: MAX_IMPORT_ROWS + HEADER_SEARCH_ROWS,
    ...(explicit ? { mapping: explicit } : {}),
  });
  const wideErrors = records.wideLines.map((line) => ({ line, message: LIMIT_MESSAGES.tooManyCells(line) }));
  const headerIndex = findHeaderRow(records.rows, explicit);
  if (headerIndex < 0) {
    const offered = likelyHeaderRow(records.rows);
    const first = (records.rows[offered] ?? []).map((cell) => cell.trim());
    const failed = explicit
      ? fail(MESSAGES.mappedHeaderMissing(mappedNames(explicit)), first, explicit)
      : fail(
          MESSAGES.noHeader(
            records.rows.length > 0
              ? { line: records.lines[0] ?? 1, text: records.rows[0]?.join(records.delimiter) ?? '' }
              : undefined,
          ),
          first,
        );
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
    settings.amountFormat === 'auto'
      ? inferAmountFormat(moneyCells(dataRows, columns))
      : settings.amountFormat;

  const rows: ImportRow[] = [];
  let balance: StatementBalance | undefined;
  const reader = rowReader(
    headers.length,
    columns,
    settings,
    amountFormat,
    preset?.dropLeadingMoment === true,
  );
  for (let i = 0; i < dataRows.length; i++) {
    const outcome = reader(dataRows[i] ?? [], dataLines[i] ?? 0);
    if (outcome === null) continue;
    if (typeof outcome === 'string') errors.push({ line: dataLines[i] ?? 0, message: outcome });
    else if ('balance' in outcome) {
      // The latest day's balance is the statement's (the later line of a day, in the file's order).
      const stated = outcome.balance;
      if (stated && (!balance || stated.date >= balance.date)) balance = stated;
    } else rows.push(outcome);
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
  if (balance) result.balance = balance;
  return result;
}

/** The cells of the money columns (the amount, or else the debit and the credit), for inferAmountFormat. */
function moneyCells(rows: readonly string[][], columns: ColumnIndexes): string[] {
  const indexes = columns.amount !== undefined ? [columns.amount] : [columns.debit, columns.credit];
  const cells: string[] = [];
  for (const index of indexes) {
    if (index === undefined) continue;
    for (const row of rows) cells.push(row[index] ?? '');
  }
  return cells;
}

/**
 * A row, an error message, a balance line of the bank's (balance-lines.ts: not a movement; the balance it states
 * when it is the account's and readable), or null for a blank row (skipped without a word).
 */
type RowOutcome = ImportRow | string | { balance: StatementBalance | null } | null;

/** 'dd/mm hh:mm ' at the start of a description: the moment a bank writes before the text (Banco do Brasil). */
const LEADING_MOMENT = /^\d{2}\/\d{2}(?:\/\d{2,4})?\s+\d{2}:\d{2}(?::\d{2})?\s+(?=\S)/;

/** Distinct date cells a read remembers: years of daily statements, and a bound for a file of junk dates. */
const DATE_CACHE_LIMIT = 10_000;

/**
 * parseDate for the cells of one file: a statement repeats each day over many lines (50,000 lines of five years
 * hold under 2,000 dates), so each distinct cell is parsed once and the regexes and calendar checks run that often.
 */
function cachedDates(format: DateFormat): (text: string) => string | null {
  const cache = new Map<string, string | null>();
  return (text) => {
    const known = cache.get(text);
    if (known !== undefined) return known;
    const parsed = parseDate(text, format);
    if (cache.size < DATE_CACHE_LIMIT) cache.set(text, parsed);
    return parsed;
  };
}

function rowReader(
  headerCount: number,
  columns: ColumnIndexes,
  settings: CsvSettings,
  amountFormat: AmountFormat,
  dropLeadingMoment: boolean,
): (cells: string[], line: number) => RowOutcome {
  const used = (Object.keys(columns) as MappedField[])
    .filter((field) => field !== 'balance')
    .map((field) => columns[field] ?? 0);
  const needed = Math.max(0, ...used) + 1;
  const cell = (cells: string[], field: MappedField) => {
    const index = columns[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };

  const parse = (text: string) => parseAmountCell(text, amountFormat);
  const date = cachedDates(settings.dateFormat);
  /**
   * The signed amount of the line. With a debit and a credit column instead of an amount, the column that is
   * filled says the type (a bank may write its debits with a minus sign or without: the value counts).
   */
  const readMoney = (
    cells: string[],
    line: number,
  ): string | { signed: number; columnType?: 'RECEITA' | 'DESPESA' } => {
    if (hasAmount) {
      const text = cell(cells, 'amount');
      if (text === '') return MESSAGES.noAmount(line);
      const signed = parse(text);
      if (signed === null) return MESSAGES.badAmount(line, text);
      if (signed === 0) return MESSAGES.zeroAmount(line);
      return { signed };
    }
    const debitText = cell(cells, 'debit');
    const creditText = cell(cells, 'credit');
    const debit = debitText === '' ? 0 : parse(debitText);
    if (debit === null) return MESSAGES.badAmount(line, debitText);
    const credit = creditText === '' ? 0 : parse(creditText);
    if (credit === null) return MESSAGES.badAmount(line, creditText);
    if (debit !== 0 && credit !== 0) return MESSAGES.debitAndCredit(line);
    if (debit !== 0) return { signed: -Math.abs(debit), columnType: 'DESPESA' };
    if (credit !== 0) return { signed: Math.abs(credit), columnType: 'RECEITA' };
    return debitText === '' && creditText === '' ? MESSAGES.noAmount(line) : MESSAGES.zeroAmount(line);
  };
  const hasAmount = columns.amount !== undefined;

  /** A balance line's figure: in the balance column (Itaú), else in the amount column (Banco do Brasil). */
  const statedBalance = (cells: string[]): StatementBalance | null => {
    // A card statement's amounts are written the other way round: its balance lines are not read.
    if (settings.invertSign === true) return null;
    const day = date(cell(cells, 'date'));
    const text = cell(cells, 'balance') || cell(cells, 'amount');
    const cents = text === '' ? null : parse(text);
    return day === null || cents === null ? null : { date: day, amountCents: cents };
  };

  return (cells, line) => {
    if (cells.every((c) => c.trim() === '')) return null;
    if (cells.length < needed) return MESSAGES.brokenRow(line, headerCount, cells.length);
    const history = cell(cells, 'history');
    const text = cell(cells, 'description');
    // The bank's text is what balance lines are told by, and the description itself unless a moment is dropped.
    const bankText = withHistory(history, text);
    const kind = balanceLineOf(bankText);
    if (kind !== null) return { balance: kind === 'balance' ? statedBalance(cells) : null };

    const dateText = cell(cells, 'date');
    if (dateText === '') return MESSAGES.noDate(line);
    const day = date(dateText);
    if (day === null) return MESSAGES.badDate(line, dateText);

    const money = readMoney(cells, line);
    if (typeof money === 'string') return money;
    const { signed, columnType } = money;

    const type =
      typeFromWord(cell(cells, 'type')) ??
      columnType ??
      (settings.defaultType === 'sign'
        ? signed < 0 !== (settings.invertSign === true)
          ? 'DESPESA'
          : 'RECEITA'
        : settings.defaultType);

    const description = dropLeadingMoment ? withHistory(history, text.replace(LEADING_MOMENT, '')) : bankText;
    const row: ImportRow = {
      line,
      date: day,
      description: description === '' && type === 'TRANSFER' ? DEFAULT_TRANSFER_DESCRIPTION : description,
      type,
      amountCents: Math.abs(signed),
      status: statusFromWord(cell(cells, 'status')),
      raw: cells,
    };
    const installment =
      installmentFromCell(cell(cells, 'installment')) ?? installmentFromDescription(description);
    if (installment) row.installment = installment;
    const account = cell(cells, 'account');
    const category = cell(cells, 'category');
    const payee = cell(cells, 'payee');
    const fitid = cell(cells, 'id');
    if (account !== '') row.account = account;
    if (category !== '') row.category = category;
    if (payee !== '') row.payee = payee;
    if (fitid !== '') row.fitid = fitid;
    return shortenTransferText(row);
  };
}

/** 'Pix enviado - Maria Souza'; one of the two alone when the other is empty or says the same. */
export function withHistory(history: string, description: string): string {
  const h = collapseSpaces(history);
  const d = collapseSpaces(description);
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
