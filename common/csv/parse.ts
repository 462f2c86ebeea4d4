import { stripBom } from './decode';
import { detectDelimiter } from './delimiter';
import type { DelimiterSetting } from './types';

export interface CsvParseOptions {
  delimiter?: DelimiterSetting;
}

export interface CsvRecords {
  /** Cells of each non-empty record, as written (quotes removed, nothing trimmed). */
  rows: string[][];
  /** 1-based line where each record starts (a quoted newline makes a record span lines). */
  lines: number[];
  delimiter: ',' | ';' | '\t';
  /** Line of a quoted field that never closes; the rest of the file went into that field. */
  unclosedQuoteLine?: number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * One pass over the text. Unquoted cells are sliced out of the string; quoted cells are joined from the
 * pieces between doubled quotes, so nothing is concatenated character by character. Empty lines are
 * skipped (bank files end with several); CRLF, LF and lone CR all end a record.
 */
export function parseCsvRecords(input: string, options: CsvParseOptions = {}): CsvRecords {
  const text = stripBom(input);
  const setting = options.delimiter ?? 'auto';
  const delimiter = setting === 'auto' ? detectDelimiter(text) : setting;
  const delimiterCode = delimiter.charCodeAt(0);
  const rows: string[][] = [];
  const lines: number[] = [];
  const length = text.length;
  let unclosedQuoteLine: number | undefined;

  let pos = 0;
  let line = 1;
  let row: string[] = [];
  let rowLine = 1;

  const endRow = () => {
    if (!(row.length === 1 && row[0] === '')) {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
  };

  while (pos <= length) {
    if (row.length === 0) rowLine = line;
    if (pos === length) {
      // Text ending right after a delimiter still has one last (empty) cell.
      if (row.length > 0) {
        row.push('');
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
      row.push(pieces.join(''));
      pos = end;
    } else {
      let end = pos;
      while (end < length) {
        const c = text.charCodeAt(end);
        if (c === delimiterCode || c === LF || c === CR) break;
        end++;
      }
      row.push(text.slice(pos, end));
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
  }

  const result: CsvRecords = { rows, lines, delimiter };
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
