import { MAX_HINT_LINES } from '../../../common/contract/import';
import {
  type ColumnMapping,
  type CsvSettings,
  IMPORT_PREVIEW_ROWS,
  type ImportRow,
  markDuplicates,
  type PresetId,
  readStatement,
  type StatementAccount,
  type StatementError,
} from '../../../common/csv';

/**
 * A preview line: the row as the reader made it, without its raw cells, whether it repeats one above, and its place
 * among the file's transactions (1-based; the preview names it so, transactionLabel).
 */
export type PreviewRow = Omit<ImportRow, 'raw'> & { duplicate: boolean; position: number };

/** What the wizard needs of a read statement; small enough to cross from the worker at once. */
export interface StatementSummary {
  format: 'csv' | 'ofx' | 'unknown';
  headers: string[];
  /** The columns the reader used (guessed, from a preset, or as chosen). */
  mapping: ColumnMapping;
  /** The bank preset applied, when one was. */
  preset?: PresetId;
  rowCount: number;
  /** The first rows (docs/PRODUCT.md: 200). */
  preview: PreviewRow[];
  /**
   * The first MAX_HINT_LINES rows (the preview's among them): the hints mark them all, so the summary of matches
   * counts a month's statement, whatever part of it the table shows.
   */
  hintLines: PreviewRow[];
  /** Rows that repeat an earlier row of the file (date, description, amount): highlighted, still imported. */
  duplicateCount: number;
  /** Problems of single lines (those lines are not imported). */
  errors: StatementError[];
  errorCount: number;
  /** Problems of the whole file: the import cannot go on until they are solved. */
  fileErrors: string[];
  /** Rows with no account of their own: they go to the default account. */
  rowsWithoutAccount: number;
  transferCount: number;
  /** Card statement lines marked k of n ('Parcela 3/10'). */
  installmentCount: number;
  /** Date range of the rows read. */
  from: string | null;
  to: string | null;
  /** The bank account an OFX names (its bank and account numbers), when it names one. */
  account?: StatementAccount;
}

/** Line errors listed on screen; the count says how many there are. */
export const LISTED_ERRORS = 50;

/** Reads the statement with the rules the server uses (common/csv) and sums it up for the wizard. */
export function summarizeStatement(
  bytes: Uint8Array,
  fileName: string,
  settings: CsvSettings,
): StatementSummary {
  const result = readStatement(bytes, fileName, settings);
  const duplicates = markDuplicates(result.rows);
  let from: string | null = null;
  let to: string | null = null;
  let rowsWithoutAccount = 0;
  let transferCount = 0;
  let installmentCount = 0;
  let duplicateCount = 0;
  for (let i = 0; i < result.rows.length; i++) {
    const row = result.rows[i]!;
    if (from === null || row.date < from) from = row.date;
    if (to === null || row.date > to) to = row.date;
    if (row.account === undefined) rowsWithoutAccount++;
    if (row.type === 'TRANSFER') transferCount++;
    if (row.installment) installmentCount++;
    if (duplicates[i]) duplicateCount++;
  }
  const hintLines = result.rows.slice(0, Math.max(IMPORT_PREVIEW_ROWS, MAX_HINT_LINES)).map((row, i) => {
    const { raw: _raw, ...rest } = row;
    return { ...rest, duplicate: duplicates[i] === true, position: i + 1 };
  });
  const preview = hintLines.slice(0, IMPORT_PREVIEW_ROWS);
  const lineErrors = result.errors.filter((e) => e.line > 0);
  const summary: StatementSummary = {
    format: result.format,
    headers: result.headers,
    mapping: result.mapping,
    rowCount: result.rows.length,
    preview,
    hintLines,
    duplicateCount,
    errors: lineErrors.slice(0, LISTED_ERRORS),
    errorCount: lineErrors.length,
    fileErrors: result.errors.filter((e) => e.line === 0).map((e) => e.message),
    rowsWithoutAccount,
    transferCount,
    installmentCount,
    from,
    to,
  };
  if (result.preset) summary.preset = result.preset;
  if (result.account) summary.account = result.account;
  return summary;
}
