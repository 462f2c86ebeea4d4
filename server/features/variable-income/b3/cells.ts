import type ExcelJS from 'exceljs';
import { addDays, isIsoDate, parseDate, toIsoDate } from '../../../../common/dates';
import { divideRounding, readDecimal } from '../../../../common/variable-income';

/**
 * A cell of a B3 spreadsheet as the reader sees it: text (trimmed), a number, a date, or nothing. B3 writes a
 * missing value as the text "-", which is nothing too.
 */
export type Cell = string | number | Date | null;

export function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' || text === '-' ? null : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return value;
  if (typeof value !== 'object') return null;
  // A formula's last result, a hyperlink's text, rich text's runs joined: what the person sees in the cell.
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('richText' in value) return cellOf(value.richText.map((run) => run.text).join(''));
  if ('text' in value) return cellOf(value.text);
  return null;
}

/** The cell as text, for messages and for the columns read as text (a number as it prints). */
export function textOf(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

/** The last serial an Excel date can have (9999-12-31). */
const MAX_SERIAL = 2_958_465;

/**
 * A date cell: text dd/mm/aaaa (as B3 writes it), an Excel date (exceljs answers a Date at UTC midnight of the
 * day, so the day is read in UTC), or a bare serial number (days since 1899-12-30, or since 1904-01-01 in a
 * workbook of the 1904 system). Null when it is no real date.
 */
export function dateOf(cell: Cell, date1904 = false): string | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    const iso = toIsoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
    return isIsoDate(iso) ? iso : null;
  }
  if (typeof cell === 'number') {
    if (cell < 1 || cell > MAX_SERIAL) return null;
    const iso = addDays(date1904 ? '1904-01-01' : '1899-12-30', Math.floor(cell));
    return isIsoDate(iso) ? iso : null;
  }
  if (typeof cell === 'string') return parseDate(cell, 'DD/MM/YYYY');
  return null;
}

/** Past this a number is no quantity nor price anyone holds (and a double no longer has the cents exactly). */
const MAX_NUMBER = 1e15;

/**
 * A quantity, a price or an amount, × 10^8 (common/variable-income.ts), or null when the cell holds none.
 * - A number: Excel keeps a double; the shortest text that reads back as that double is what was typed (up to 15
 *   significant digits), so 38.5 is 38,5 exactly. A value the sheet computed with more than 8 decimals
 *   (38.50000000000001) is rounded to 8 by toFixed, which rounds the double's exact binary value.
 * - Text: B3 writes Brazilian numbers ('1.601,00', '38,12', 'R$ 160,10'); with no comma, dots followed by three
 *   digits group thousands ('1.500' is 1500), as B3 never writes a decimal dot. More than 8 decimals are rounded
 *   half up to 8.
 */
export function scaledOf(cell: Cell): bigint | null {
  if (typeof cell === 'number') {
    if (Math.abs(cell) >= MAX_NUMBER) return null;
    let reading = readDecimal(cell);
    if (!reading.ok && reading.problem === 'decimals') reading = readDecimal(cell.toFixed(8));
    return reading.ok ? reading.scaled : null;
  }
  if (typeof cell !== 'string') return null;
  let text = cell.replace(/^R\$/i, '').replace(/[\s\u00a0]/g, '');
  if (/^[1-9]\d{0,2}(\.\d{3})+$/.test(text)) text = text.replaceAll('.', '');
  const long = /^(\d+)[,.](\d{9,30})$/.exec(text);
  if (long) {
    const [, whole = '', fraction = ''] = long;
    return divideRounding(BigInt(whole + fraction), 10n ** BigInt(fraction.length - 8));
  }
  const reading = readDecimal(text);
  return reading.ok ? reading.scaled : null;
}

/** An amount of money in cents: the value × 10^8 rounded half up to the cent. Null when the cell holds none. */
export function centsOf(cell: Cell): bigint | null {
  const scaled = scaledOf(cell);
  return scaled === null ? null : divideRounding(scaled, 1_000_000n);
}
