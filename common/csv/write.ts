/**
 * The CSV writing rules (the reading rules are beside them): what Brazilian Excel opens as is, and what our own
 * import reads back.
 * - UTF-8 with a byte order mark, or Excel reads the accents as Windows-1252.
 * - ';' between cells, since the comma is the decimal separator in pt-BR; CRLF at the end of each record.
 * - A cell holding the delimiter, a quote or a line break goes in quotes, its quotes doubled (RFC 4180).
 * - A text cell that starts like a formula (= + - @, tab, CR) gets a leading apostrophe, so a spreadsheet shows
 *   it instead of running it (CSV injection); amounts and dates are never text cells.
 */
import type { Delimiter } from './types';

export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER: Delimiter = ';';
export const CSV_LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell of free text (descriptions, names): defused when it starts like a formula. */
export function textCell(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The cell as written in the file: quoted when it must be. */
export function csvCell(value: string, delimiter: Delimiter = CSV_DELIMITER): string {
  const mustQuote =
    value.includes(delimiter) || value.includes('"') || value.includes('\n') || value.includes('\r');
  return mustQuote ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record, line end included. */
export function csvRecord(cells: readonly string[], delimiter: Delimiter = CSV_DELIMITER): string {
  return cells.map((cell) => csvCell(cell, delimiter)).join(delimiter) + CSV_LINE_END;
}
