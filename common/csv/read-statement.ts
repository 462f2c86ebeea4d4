import { looksLikeOfx, readOfx } from '../ofx/read-ofx';
import { decodeStatementBytes, looksBinary, stripBom, textLooksBinary, withoutStrayControls } from './decode';
import { DEFAULT_CSV_SETTINGS, MESSAGES, readCsvStatement } from './read-csv';
import type { CsvSettings, StatementResult } from './types';

export const NOT_TEXT_MESSAGE = 'O arquivo não parece ser um CSV ou OFX de texto.';

function refuse(message: string): StatementResult {
  return { format: 'unknown', headers: [], mapping: {}, rows: [], errors: [{ line: 0, message }] };
}

/**
 * Reads an uploaded statement, whatever it is: OFX for '.ofx'/'.qfx' names or text that opens with OFX
 * headers, CSV otherwise. A file that is not text is refused with a message in `errors`; nothing throws.
 */
export function readStatement(
  input: Uint8Array | string,
  fileName: string,
  settings: CsvSettings = DEFAULT_CSV_SETTINGS,
): StatementResult {
  try {
    if (typeof input !== 'string' && looksBinary(input)) return refuse(NOT_TEXT_MESSAGE);
    const text = stripBom(typeof input === 'string' ? input : decodeStatementBytes(input));
    if (text.trim() === '') return refuse(MESSAGES.empty);
    if (textLooksBinary(text)) return refuse(NOT_TEXT_MESSAGE);
    const clean = withoutStrayControls(text);
    if (/\.(ofx|qfx)$/i.test(fileName.trim()) || looksLikeOfx(clean)) return readOfx(clean);
    return readCsvStatement(clean, settings);
  } catch {
    // A bug here must not take the import page or the request down with it.
    return refuse(MESSAGES.unreadable);
  }
}
