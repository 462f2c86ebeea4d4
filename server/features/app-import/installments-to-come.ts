import type { AppRow } from './readers/types';

/**
 * The last installment the file holds of each purchase (the same account, description, amount and n), and how many
 * come after it: the app exported up to it, and the installments after it are still to come, so the import writes
 * them as Grana's own purchase in installments would. A file that holds n of n has none to come. The preview says
 * the count, the write marks the lines.
 */
export function installmentsToCome(rows: readonly AppRow[]): { last: Set<AppRow>; count: number } {
  const last = new Map<string, AppRow>();
  for (const row of rows) {
    if (!row.installment || row.type !== 'DESPESA') continue;
    const key = `${row.account}\u0000${row.description.trim().toLowerCase()}\u0000${row.amountCents}\u0000${row.installment.count}`;
    const seen = last.get(key);
    if (!seen || (seen.installment?.number ?? 0) < row.installment.number) last.set(key, row);
  }
  let count = 0;
  for (const row of last.values())
    if (row.installment) count += Math.max(0, row.installment.count - row.installment.number);
  return { last: new Set(last.values()), count };
}
