import type { ImportRow } from './types';

/**
 * What makes two statement lines, or a line and a stored transaction, the same movement: date, type, amount in
 * cents and description. Descriptions are compared without case or extra spaces; accents count, since a bank
 * writes the same text the same way. The preview's marks and the import's check against the ledger use it.
 */
export function duplicateKey(row: {
  date: string;
  type: string;
  amountCents: number;
  description: string;
}): string {
  const description = row.description.replace(/\s+/g, ' ').trim().toLowerCase();
  return `${row.date}|${row.type}|${row.amountCents}|${description}`;
}

/**
 * For each row, whether it repeats an earlier row of the same file: same date, description and amount
 * (and type, so a refund is not the purchase it undoes). Two rows whose bank ids (FITID, Nubank's
 * Identificador) differ are different transactions, however alike; an equal id does not make rows equal
 * by itself, because some banks reuse ids within a file.
 */
export function markDuplicates(rows: readonly ImportRow[]): boolean[] {
  const seen = new Map<string, { withoutId: boolean; ids: Set<string> | null }>();
  return rows.map((row) => {
    const key = duplicateKey(row);
    const earlier = seen.get(key);
    const duplicate =
      earlier !== undefined &&
      (row.fitid === undefined || earlier.withoutId || earlier.ids?.has(row.fitid) === true);
    const entry = earlier ?? { withoutId: false, ids: null };
    if (row.fitid === undefined) entry.withoutId = true;
    else if (entry.ids) entry.ids.add(row.fitid);
    else entry.ids = new Set([row.fitid]);
    if (!earlier) seen.set(key, entry);
    return duplicate;
  });
}
