import type { ImportSettings } from '../../../../common/contract/import';
import type { CsvSettings, ImportRow, StatementResult } from '../../../../common/csv';
import { normalizeWord } from '../../../../common/csv/normalize';
import { badRequest } from '../../../http/errors';
import type { Sender } from '../../../threads/thread-pool';
import { readStatementOffThread } from '../read-in-worker';
import type { FileLine } from './lines';
import { IMPORT_MESSAGES } from './messages';

/** Header names taken, without a mapping, as the destination account of transfer rows. */
const DESTINATION_HEADERS = new Set(
  ['destino', 'conta destino', 'conta de destino', 'destination', 'to account', 'to_account'].map(
    normalizeWord,
  ),
);

export interface UploadedStatement {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * What the readers take of the import's settings: all but the transfers' destination column, and no mapping
 * when the person named no column (the readers then guess).
 */
export function readerSettings(settings: ImportSettings): CsvSettings {
  const { destination: _destination, ...mapping } = settings.mapping ?? {};
  const csv: CsvSettings = {
    delimiter: settings.delimiter,
    dateFormat: settings.dateFormat,
    amountFormat: settings.amountFormat,
    defaultType: settings.defaultType,
    preset: settings.preset,
  };
  if (settings.invertSign !== undefined) csv.invertSign = settings.invertSign;
  if (Object.values(mapping).some((v) => (v ?? '').trim() !== '')) csv.mapping = mapping;
  return csv;
}

/**
 * Step "read": the file's bytes to lines, on a worker thread, with the same rules as the wizard's preview. A file
 * that cannot be read, or has no line to import, stops here (400).
 */
export async function readLines(
  sender: Sender,
  file: UploadedStatement,
  settings: ImportSettings,
): Promise<StatementResult> {
  const statement = await readStatementOffThread(sender, file.bytes, file.fileName, readerSettings(settings));
  const fileError = statement.errors.find((e) => e.line === 0);
  if (fileError) throw badRequest(fileError.message);
  if (statement.rows.length === 0) throw badRequest(statement.errors[0]?.message ?? IMPORT_MESSAGES.noRows);
  return statement;
}

/**
 * A file's transfer destinations: the column mapped, or a header that names it; no column, no destination
 * but the payee cell. A mapped column the file lacks answers 400.
 */
export function destinationReader(
  headers: string[],
  mapped: string | undefined,
): (row: ImportRow) => string | undefined {
  const names = headers.map(normalizeWord);
  let index: number;
  if (mapped?.trim()) {
    index = names.indexOf(normalizeWord(mapped));
    if (index < 0) throw badRequest(IMPORT_MESSAGES.destinationMissing(mapped.trim()));
  } else {
    index = names.findIndex((name) => DESTINATION_HEADERS.has(name));
  }
  return index < 0 ? () => undefined : (row) => (row.raw[index] ?? '').trim();
}

/**
 * The file's rows as the pipeline's lines, each named by its line number; a transfer's destination is read off
 * its row here (the destination column when the file has one, else the payee cell), the row's cells left behind.
 */
export function fileLinesOf(
  rows: readonly ImportRow[],
  destinationOf: (row: ImportRow) => string | undefined,
): FileLine[] {
  return rows.map((row) => ({
    channel: 'file',
    line: row.line,
    bankId: row.fitid ?? null,
    date: row.date,
    type: row.type,
    amountCents: row.amountCents,
    description: row.description,
    statementText: row.statementText,
    status: row.status,
    installment: row.installment,
    account: row.account,
    category: row.category,
    payee: row.payee,
    foreign: row.foreign,
    destination: row.type === 'TRANSFER' ? destinationOf(row) || row.payee : undefined,
  }));
}
