import { HEADER_SCAN_CELLS, isHeaderRow, matchesMapping } from './headers';
import type { ColumnMapping, Delimiter } from './types';

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
 * The delimiter that splits the lines most alike: for each candidate, the number of cells most lines share,
 * and how many lines share it. Bank preambles ('Conta ;12345678', a bank name alone) are a few lines against
 * the many lines of the statement, so they lose. A tie goes to the larger number of cells, then to the comma.
 */
function mostConsistent(lines: readonly string[]): Delimiter | undefined {
  let best: { delimiter: Delimiter; lines: number; cells: number } | undefined;
  for (const delimiter of CANDIDATES) {
    const shares = new Map<number, number>();
    for (const line of lines) {
      const count = countOutsideQuotes(line, delimiter);
      if (count > 0) shares.set(count, (shares.get(count) ?? 0) + 1);
    }
    for (const [cells, count] of shares) {
      if (!best || count > best.lines || (count === best.lines && cells > best.cells)) {
        best = { delimiter, lines: count, cells };
      }
    }
  }
  return best?.delimiter;
}

/**
 * Comma, semicolon or tab, decided by the header line: the first of the first lines that, split on one of its
 * delimiters (the most frequent first), holds the columns the person mapped, or without a mapping reads as a
 * header (names a date and an amount). Preamble lines such as 'Saldo ;1.234,56' therefore do not vote.
 * Without such a line, the delimiter that splits the first lines most alike wins; no delimiter at all gives
 * the comma.
 */
export function detectDelimiter(text: string, mapping?: ColumnMapping): Delimiter {
  const lines = firstLines(text, SCAN_LINES);
  const isHeader = mapping
    ? (cells: string[]) => matchesMapping(cells, mapping)
    : (cells: string[]) => isHeaderRow(cells);
  for (const line of lines) {
    for (const { delimiter } of byCount(line)) {
      if (isHeader(splitLine(line, delimiter))) return delimiter;
    }
  }
  return mostConsistent(lines) ?? ',';
}
