import { stripBom } from './decode';
import { detectDelimiter } from './delimiter';
import { MAX_CELLS_PER_LINE } from './limits';
import type { ColumnMapping, DelimiterSetting } from './types';

export interface CsvParseOptions {
  delimiter?: DelimiterSetting;
  /** With 'auto', the header holding these columns decides the delimiter (see detectDelimiter). */
  mapping?: ColumnMapping;
  /** Reading stops after the record past this many (`stopped` says so); no limit by default. */
  maxRecords?: number;
  /** A record with more cells is left out of `rows` and listed in `wideLines`. */
  maxCells?: number;
}

export interface CsvRecords {
  /** Cells of each non-empty record, as written (quotes removed, nothing trimmed). */
  rows: string[][];
  /** 1-based line where each record starts (a quoted newline makes a record span lines). */
  lines: number[];
  delimiter: ',' | ';' | '\t';
  /** Line of a quoted field that never closes; the rest of the file went into that field. */
  unclosedQuoteLine?: number;
  /** Lines of records with more than `maxCells` cells, left out of `rows`. */
  wideLines: number[];
  /** True when the text holds more than `maxRecords` records: `rows` has the first `maxRecords + 1`. */
  stopped: boolean;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * One pass over the text. Unquoted cells are sliced out of the string; quoted cells are joined from the
 * pieces between doubled quotes, so nothing is concatenated character by character. Empty lines are
 * skipped (bank files end with several); CRLF, LF and lone CR all end a record. The cells past `maxCells`
 * are scanned but never kept, and reading stops past `maxRecords`, so a hostile file costs one pass over
 * the part of it that is read and no more memory than the cells kept.
 */
export function parseCsvRecords(input: string, options: CsvParseOptions = {}): CsvRecords {
  const text = stripBom(input);
  const setting = options.delimiter ?? 'auto';
  const delimiter = setting === 'auto' ? detectDelimiter(text, options.mapping) : setting;
  const delimiterCode = delimiter.charCodeAt(0);
  const maxRecords = options.maxRecords ?? Number.POSITIVE_INFINITY;
  const maxCells = options.maxCells ?? MAX_CELLS_PER_LINE;
  const rows: string[][] = [];
  const lines: number[] = [];
  const wideLines: number[] = [];
  const length = text.length;
  let unclosedQuoteLine: number | undefined;
  let stopped = false;

  let pos = 0;
  let line = 1;
  let row: string[] = [];
  let rowLine = 1;
  let wide = false;

  const addCell = (cell: string) => {
    if (row.length < maxCells) row.push(cell);
    else wide = true;
  };
  const endRow = () => {
    if (wide) wideLines.push(rowLine);
    else if (!(row.length === 1 && row[0] === '')) {
      rows.push(row);
      lines.push(rowLine);
      if (rows.length > maxRecords) stopped = true;
    }
    row = [];
    wide = false;
  };

  while (pos <= length) {
    if (row.length === 0) rowLine = line;
    if (pos === length) {
      // Text ending right after a delimiter still has one last (empty) cell.
      if (row.length > 0) {
        addCell('');
        endRow();
      }
      break;
    }
    if (text.charCodeAt(pos) === QUOTE) {
      const pieces: string[] = [];
      const startLine = line;
      let cursor = pos + 1;
      let closed = false;
      while (cursor <= length) {
        const next = text.indexOf('"', cursor);
        if (next < 0) {
          pieces.push(text.slice(cursor));
          line += countNewlines(text, cursor, length);
          cursor = length;
          break;
        }
        pieces.push(text.slice(cursor, next));
        line += countNewlines(text, cursor, next);
        if (text.charCodeAt(next + 1) === QUOTE) {
          pieces.push('"');
          cursor = next + 2;
        } else {
          cursor = next + 1;
          closed = true;
          break;
        }
      }
      if (!closed && unclosedQuoteLine === undefined) unclosedQuoteLine = startLine;
      // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
      let end = cursor;
      while (end < length) {
        const c = text.charCodeAt(end);
        if (c === delimiterCode || c === LF || c === CR) break;
        end++;
      }
      if (end > cursor) pieces.push(text.slice(cursor, end));
      addCell(pieces.join(''));
      pos = end;
    } else {
      let end = pos;
      while (end < length) {
        const c = text.charCodeAt(end);
        if (c === delimiterCode || c === LF || c === CR) break;
        end++;
      }
      addCell(text.slice(pos, end));
      pos = end;
    }
    if (pos >= length) {
      endRow();
      break;
    }
    const c = text.charCodeAt(pos);
    if (c === delimiterCode) {
      pos++;
      continue;
    }
    // A line break ends the record.
    pos += c === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
    line++;
    endRow();
    if (stopped) break;
  }

  const result: CsvRecords = { rows, lines, delimiter, wideLines, stopped };
  if (unclosedQuoteLine !== undefined) result.unclosedQuoteLine = unclosedQuoteLine;
  return result;
}

/** Rows of cells. delimiter 'auto' chooses by the header line (see detectDelimiter). */
export function parseCsv(text: string, options: CsvParseOptions = {}): string[][] {
  return parseCsvRecords(text, options).rows;
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) count++;
  }
  return count;
}
