/** Rows of a page (splits, tag links) grouped under their transaction, in the order they came. */
export function byTransaction<T extends { transactionId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.transactionId);
    if (list) list.push(row);
    else map.set(row.transactionId, [row]);
  }
  return map;
}
