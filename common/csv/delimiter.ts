import { HEADER_SCAN_CELLS, isHeaderRow } from './headers';
import type { Delimiter } from './types';

// Ties go to the comma, as docs/PRODUCT.md says.
const CANDIDATES: readonly Delimiter[] = [',', ';', '\t'];
const SCAN_LINES = 30;
/**
 * Detection reads at most this much of each line: a header is far shorter, and a hostile line of
 * millions of commas must not be split and normalised cell by cell.
 */
const SCAN_LINE_CHARS = 64 * 1024;

/** Counts a character outside double quotes. */
function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count++;
  }
  return count;
}

/**
 * Splits one line on a delimiter outside quotes; enough to recognise a header. Only the first
 * HEADER_SCAN_CELLS cells are answered.
 */
export function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < line.length && cells.length < HEADER_SCAN_CELLS; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) {
      cells.push(line.slice(start, i));
      start = i + 1;
    }
  }
  if (cells.length < HEADER_SCAN_CELLS) cells.push(line.slice(start));
  return cells.map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/s, '$1')
      .replace(/""/g, '"'),
  );
}

function firstLines(text: string, max: number): string[] {
  const lines: string[] = [];
  let pos = 0;
  while (pos < text.length && lines.length < max) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    const line = text.slice(pos, Math.min(end, pos + SCAN_LINE_CHARS)).replace(/\r$/, '');
    if (line.trim() !== '') lines.push(line);
    pos = end + 1;
  }
  return lines;
}

function byCount(line: string): Array<{ delimiter: Delimiter; count: number }> {
  return CANDIDATES.map((delimiter) => ({ delimiter, count: countOutsideQuotes(line, delimiter) }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count);
}

/**
 * Comma, semicolon or tab, decided by the header line: the first of the first lines that reads as a
 * header (names a date and an amount) when split on its most frequent delimiter. Preamble lines such as
 * 'Saldo ;1.234,56' therefore do not vote. Without a recognisable header, the first non-empty line's
 * counts decide; a tie or no delimiter at all gives the comma.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = firstLines(text, SCAN_LINES);
  for (const line of lines) {
    for (const { delimiter } of byCount(line)) {
      if (isHeaderRow(splitLine(line, delimiter))) return delimiter;
    }
  }
  const first = lines[0];
  return (first !== undefined ? byCount(first)[0]?.delimiter : undefined) ?? ',';
}
