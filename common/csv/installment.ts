import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../card-bills';
import type { Installment } from './types';

/**
 * Card bills mark the k-th of n installments of a purchase: a column of their own (C6 and XP 'Parcela': '3/10',
 * '3 de 10', 'Única'; Inter's 'Tipo': 'Parcela 3/10') or the end of the description (Nubank 'Loja - Parcela
 * 3/10', many banks 'LOJA 03/10'). Only counts the product accepts (2 to 48) with k within them are taken, so
 * '31/12' or '1/1' at the end of a description is not an installment.
 */
function installment(number: string, count: string): Installment | undefined {
  const k = Number(number);
  const n = Number(count);
  if (n < MIN_INSTALLMENTS || n > MAX_INSTALLMENTS || k < 1 || k > n) return undefined;
  return { number: k, count: n };
}

const CELL = /^(?:parcela\s*)?(\d{1,2})\s*(?:\/|de)\s*(\d{1,2})$/i;
// The marker must stand apart from the text before it: 'Loja - Parcela 3/10', 'LOJA 03/10', 'Loja 3 de 10'.
const ENDING = /(?:^|[\s-])(?:parcela\s*)?(\d{1,2})\s*(?:\/|de)\s*(\d{1,2})\s*$/i;

/** Characters at the end of a description where an installment marker is looked for. */
const MARKER_CHARS = 40;

/** The installment an installment cell names; undefined for 'Única', '-', '' and anything else. */
export function installmentFromCell(cell: string): Installment | undefined {
  const match = CELL.exec(cell.trim());
  return match ? installment(match[1] ?? '', match[2] ?? '') : undefined;
}

/** The installment written at the end of a description, if any. */
export function installmentFromDescription(description: string): Installment | undefined {
  // The marker is a few characters: the end of a long (or hostile) description is enough.
  const match = ENDING.exec(description.slice(-MARKER_CHARS));
  return match ? installment(match[1] ?? '', match[2] ?? '') : undefined;
}

/** The purchase's own words: the description without its installment marker ('Loja - Parcela 3/10' reads 'Loja'). */
export function withoutInstallmentMarker(description: string): string {
  const match = ENDING.exec(description.slice(-MARKER_CHARS));
  if (!match) return description.trim();
  const cut = description.length - (description.slice(-MARKER_CHARS).length - match.index);
  return description
    .slice(0, cut)
    .replace(/[\s-]+$/, '')
    .trim();
}
