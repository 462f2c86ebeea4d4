import type { ImportSettings } from '../../../../common/contract/import';
import type { CsvSettings, StatementResult } from '../../../../common/csv';
import { badRequest } from '../../../http/errors';
import { readStatementOffThread } from '../read-in-worker';
import { IMPORT_MESSAGES } from './messages';

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
export async function readLines(file: UploadedStatement, settings: ImportSettings): Promise<StatementResult> {
  const statement = await readStatementOffThread(file.bytes, file.fileName, readerSettings(settings));
  const fileError = statement.errors.find((e) => e.line === 0);
  if (fileError) throw badRequest(fileError.message);
  if (statement.rows.length === 0) throw badRequest(statement.errors[0]?.message ?? IMPORT_MESSAGES.noRows);
  return statement;
}
