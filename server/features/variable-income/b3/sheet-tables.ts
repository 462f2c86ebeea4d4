import type ExcelJS from 'exceljs';
import { type Cell, cellOf, textOf } from './cells';
import { plain } from './format';

/**
 * Finds a B3 sheet by its header (the columns' titles of format.ts) and walks its data lines with a reader of their
 * cells: what each of the three readers (read-negociacao.ts, read-movimentacao.ts, read-posicao.ts) stands on.
 */

/** Where the header can be: B3 puts it on the first line; a title line or two above it is tolerated. */
const HEADER_SEARCH_ROWS = 5;

export interface Table<K extends string> {
  sheet: ExcelJS.Worksheet;
  headerRow: number;
  columns: Partial<Record<K, number>>;
}

export function findHeader<K extends string>(
  sheet: ExcelJS.Worksheet,
  titles: Record<K, string>,
  required: readonly K[],
): Table<K> | null {
  const wanted = new Map<string, K>();
  for (const [key, title] of Object.entries(titles) as Array<[K, string]>) wanted.set(plain(title), key);
  for (let r = 1; r <= Math.min(HEADER_SEARCH_ROWS, sheet.actualRowCount); r++) {
    const columns: Partial<Record<K, number>> = {};
    sheet.getRow(r).eachCell((cell, col) => {
      const key = wanted.get(plain(textOf(cellOf(cell.value))));
      if (key !== undefined && columns[key] === undefined) columns[key] = col;
    });
    if (required.every((key) => columns[key] !== undefined)) return { sheet, headerRow: r, columns };
  }
  return null;
}

export function findSheet<K extends string>(
  workbook: ExcelJS.Workbook,
  titles: Record<K, string>,
  required: readonly K[],
): Table<K> | null {
  for (const sheet of workbook.worksheets) {
    const table = findHeader(sheet, titles, required);
    if (table) return table;
  }
  return null;
}

/** Each data line below the header that has something in the columns read, with a reader of its cells. */
export function eachLine<K extends string>(
  table: Table<K>,
  visit: (get: (key: K) => Cell, line: number) => void,
): void {
  const columns = Object.values(table.columns) as number[];
  table.sheet.eachRow((row, line) => {
    if (line <= table.headerRow) return;
    const cells = new Map<number, Cell>();
    for (const col of columns) cells.set(col, cellOf(row.getCell(col).value));
    if ([...cells.values()].every((cell) => cell === null)) return;
    visit((key) => {
      const col = table.columns[key];
      return col === undefined ? null : (cells.get(col) ?? null);
    }, line);
  });
}
