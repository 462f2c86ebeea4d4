import { normalizeWord } from './normalize';
import { detectPreset } from './presets';
import type { ColumnMapping, MappedField } from './types';

/**
 * Known header names per field, best first. A header cell is claimed by at most one field; for the
 * description the best-ranked name wins, so a file with both 'Descrição' and 'Histórico' describes with
 * the first and keeps the second as `history`.
 */
const ALIASES: Record<MappedField, readonly string[]> = {
  date: ['data', 'date', 'data lançamento', 'data de lançamento', 'data movimento'],
  description: ['descrição', 'description', 'title', 'memo', 'histórico', 'lançamento'],
  history: [],
  amount: ['valor', 'amount', 'valor (r$)'],
  debit: ['débito', 'debit', 'valor débito', 'débitos', 'saída', 'saídas'],
  credit: ['crédito', 'credit', 'valor crédito', 'créditos', 'entrada', 'entradas'],
  installment: ['parcela', 'parcelas', 'installment'],
  type: ['tipo', 'type'],
  account: ['conta', 'account', 'account_id'],
  category: ['categoria', 'category', 'category_id'],
  payee: ['favorecido', 'payee', 'payee_id'],
  status: ['status'],
  id: ['identificador', 'id', 'fitid'],
  balance: ['saldo', 'balance', 'saldos', 'saldo (r$)', 'saldos (r$)', 'saldo do dia'],
};

const HISTORY_ALIASES = new Set(['historico']);

const NORMALIZED: Array<[MappedField, string[]]> = (Object.keys(ALIASES) as MappedField[]).map((field) => [
  field,
  ALIASES[field].map(normalizeWord),
]);

/** Field -> column index. */
export type ColumnIndexes = Partial<Record<MappedField, number>>;

/** Guesses the role of each header cell from its name. */
export function guessColumns(headers: readonly string[]): ColumnIndexes {
  const names = headers.map(normalizeWord);
  const taken = new Set<number>();
  const result: ColumnIndexes = {};
  for (const [field, aliases] of NORMALIZED) {
    for (const alias of aliases) {
      const index = names.findIndex((name, i) => name === alias && !taken.has(i));
      if (index >= 0) {
        result[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  const history = names.findIndex((name, i) => HISTORY_ALIASES.has(name) && !taken.has(i));
  if (history >= 0 && result.description !== undefined) result.history = history;
  return result;
}

/**
 * Header detection looks at this many cells of a candidate row, and takes a longer cell for no name:
 * headers have a few short names, and a hostile row of millions of cells must not be normalised whole.
 */
export const HEADER_SCAN_CELLS = 200;
const HEADER_NAME_CHARS = 200;

function candidateNames(cells: readonly string[]): string[] {
  return cells.slice(0, HEADER_SCAN_CELLS).map((cell) => (cell.length > HEADER_NAME_CHARS ? '' : cell));
}

/**
 * A header row names at least the date and the amount (or a debit or credit column), or is a bank's header
 * that a preset knows (C6 names its columns 'Data de Compra' and 'Valor (em R$)').
 */
export function isHeaderRow(cells: readonly string[]): boolean {
  const names = candidateNames(cells);
  const columns = guessColumns(names);
  return (columns.date !== undefined && hasMoneyColumn(columns)) || detectPreset(names) !== undefined;
}

/** Where the money of a line is: a signed amount, or a debit and a credit column. */
export function hasMoneyColumn(columns: { amount?: unknown; debit?: unknown; credit?: unknown }): boolean {
  return columns.amount !== undefined || columns.debit !== undefined || columns.credit !== undefined;
}

/** The header names a mapping needs in the file: the date, and the amount or else the debit and credit. */
export function requiredNames(mapping: ColumnMapping): string[] {
  const named = (name: string | undefined): name is string => !!name && name.trim() !== '';
  const money = named(mapping.amount) ? [mapping.amount] : [mapping.debit, mapping.credit];
  return [mapping.date, ...money].filter(named);
}

/** Column indexes for an explicit mapping; `missing` lists the fields whose header is not in the file. */
export function applyMapping(
  headers: readonly string[],
  mapping: ColumnMapping,
): { columns: ColumnIndexes; missing: MappedField[] } {
  const names = headers.map(normalizeWord);
  const columns: ColumnIndexes = {};
  const missing: MappedField[] = [];
  for (const field of Object.keys(mapping) as MappedField[]) {
    const wanted = mapping[field];
    if (wanted === undefined || wanted.trim() === '') continue;
    const index = names.indexOf(normalizeWord(wanted));
    if (index >= 0) columns[field] = index;
    else missing.push(field);
  }
  return { columns, missing };
}

/** True when the row holds every header the mapping names for the date and the money (requiredNames). */
export function matchesMapping(cells: readonly string[], mapping: ColumnMapping): boolean {
  const names = new Set(candidateNames(cells).map(normalizeWord));
  const required = requiredNames(mapping);
  return required.length > 0 && required.every((name) => names.has(normalizeWord(name)));
}

/** Column indexes back to header names, as the wizard shows them in its dropdowns. */
export function columnsToMapping(headers: readonly string[], columns: ColumnIndexes): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of Object.keys(columns) as MappedField[]) {
    const index = columns[field];
    const name = index === undefined ? undefined : headers[index];
    if (name !== undefined) mapping[field] = name.trim();
  }
  return mapping;
}

/** Bank exports put account and period lines before the header; the header is looked for in this many rows. */
export const HEADER_SEARCH_ROWS = 30;

/**
 * Index of the header among the first rows: the first that names a date and an amount (or, with an explicit
 * mapping, the first holding the mapped date and amount headers). -1 when none does.
 */
export function findHeaderRow(rows: readonly (readonly string[])[], mapping?: ColumnMapping): number {
  const end = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < end; i++) {
    const cells = rows[i] ?? [];
    if (mapping ? matchesMapping(cells, mapping) : isHeaderRow(cells)) return i;
  }
  return -1;
}

/**
 * When no header is recognised, the row the wizard offers as column names: the first of the first rows with
 * the number of cells most of them have (a preamble's lines, a bank name alone, have fewer), so the person can
 * map the columns of an unknown header.
 */
export function likelyHeaderRow(rows: readonly (readonly string[])[]): number {
  const end = Math.min(rows.length, HEADER_SEARCH_ROWS);
  const counts = new Map<number, number>();
  for (let i = 0; i < end; i++) {
    const cells = rows[i]?.length ?? 0;
    counts.set(cells, (counts.get(cells) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = 0;
  for (const [cells, count] of counts) {
    if (count > bestCount || (count === bestCount && cells > best)) {
      best = cells;
      bestCount = count;
    }
  }
  const index = rows.slice(0, end).findIndex((row) => row.length === best);
  return Math.max(index, 0);
}
