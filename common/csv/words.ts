import { normalizeWord } from './normalize';
import type { ImportStatus, ImportType } from './types';

// Written with accents for reading; compared through normalizeWord. 'c' and 'd' are the one-letter
// credit/debit marks several banks print in a type column.
const TYPE_WORDS: Record<ImportType, readonly string[]> = {
  RECEITA: ['income', 'receita', 'entrada', 'crédito', 'credit', 'c'],
  DESPESA: ['expense', 'despesa', 'saída', 'débito', 'debit', 'd'],
  TRANSFER: ['transfer', 'transferência'],
};

const STATUS_WORDS: Record<ImportStatus, readonly string[]> = {
  CLEARED: ['cleared', 'compensada', 'compensado'],
  PENDING: ['pending', 'pendente'],
  RECONCILED: ['reconciled', 'conferida', 'conferido', 'reconciliada', 'reconciliado'],
};

function lookup<T extends string>(table: Record<T, readonly string[]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const key of Object.keys(table) as T[]) {
    for (const word of table[key]) map.set(normalizeWord(word), key);
  }
  return map;
}

const TYPES = lookup(TYPE_WORDS);
const STATUSES = lookup(STATUS_WORDS);

// A type or status column repeats a handful of words over thousands of rows: each distinct cell is
// normalised once. The bound keeps a column of unique junk from growing the cache without end.
const CACHE_LIMIT = 1000;

function cachedLookup<T>(table: Map<string, T>): (word: string) => T | undefined {
  const cache = new Map<string, T | undefined>();
  return (word) => {
    if (word === '') return undefined;
    if (cache.has(word)) return cache.get(word);
    const found = table.get(normalizeWord(word));
    if (cache.size < CACHE_LIMIT) cache.set(word, found);
    return found;
  };
}

const typeOf = cachedLookup(TYPES);
const statusOf = cachedLookup(STATUSES);

/** The type a word names, or null for an empty or unknown word (the default-type rule decides then). */
export function typeFromWord(word: string): ImportType | null {
  return typeOf(word) ?? null;
}

/** The status a word names; anything else is CLEARED, docs/PRODUCT.md's default. */
export function statusFromWord(word: string): ImportStatus {
  return statusOf(word) ?? 'CLEARED';
}

export const DEFAULT_TRANSFER_DESCRIPTION = 'Transferência';
