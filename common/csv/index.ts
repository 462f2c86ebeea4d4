/**
 * Bank statements (CSV and OFX) to import rows: the same rules in the browser preview and on the server. The CSV
 * writing rules of the exports sit beside the reading ones (write.ts).
 */

export { looksLikeOfx, readOfx } from '../ofx/read-ofx';
export { decodeStatementBytes, decodeWindows1252, looksBinary } from './decode';
export { detectDelimiter } from './delimiter';
export { markDuplicates } from './duplicates';
export { findHeaderRow, guessColumns, HEADER_SEARCH_ROWS, isHeaderRow } from './headers';
export { installmentFromCell, installmentFromDescription } from './installment';
export { formatCount, LIMIT_MESSAGES, MAX_CELLS_PER_LINE, MAX_IMPORT_ROWS } from './limits';
export { MAPPING_INCOMPLETE_MESSAGE, mappingComplete } from './mapping-complete';
export { type CsvParseOptions, type CsvRecords, parseCsv, parseCsvRecords } from './parse';
export { PRESET_IDS } from './preset-ids';
export { detectPreset, findPreset, PRESETS, type PresetSettings, type StatementPreset } from './presets';
export { DEFAULT_CSV_SETTINGS, readCsvStatement } from './read-csv';
export { NOT_TEXT_MESSAGE, readStatement } from './read-statement';
export { nameCase, readTransferText, shortenTransferText, type TransferText } from './transfer-text';
export type {
  ColumnMapping,
  CsvSettings,
  DefaultType,
  Delimiter,
  DelimiterSetting,
  ImportRow,
  ImportStatus,
  ImportType,
  Installment,
  MappedField,
  PresetId,
  StatementAccount,
  StatementBalance,
  StatementError,
  StatementResult,
} from './types';
export { DEFAULT_TRANSFER_DESCRIPTION, statusFromWord, typeFromWord } from './words';
export { CSV_BOM, CSV_DELIMITER, CSV_LINE_END, csvCell, csvRecord, textCell } from './write';

/** The preview shows at most this many rows (docs/PRODUCT.md, Importação). */
export const IMPORT_PREVIEW_ROWS = 200;
