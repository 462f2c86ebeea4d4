/**
 * The rows of a read over many ids, `size` ids a statement, one statement after another, in the order of `ids`.
 * Why: PGlite runs a statement on the event loop's thread, so one statement over a person's every item (the
 * heaviest book's 24,000 valuations of its bens, 12,000 prepayments of its debts) held every other request for
 * tenths of a second; statements of a few items each take turns with them (db/pglite-turns.ts).
 */
export async function readInGroups<Row>(
  ids: readonly number[],
  size: number,
  read: (some: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const out: Row[] = [];
  for (let at = 0; at < ids.length; at += size) {
    for (const row of await read(ids.slice(at, at + size))) out.push(row);
  }
  return out;
}
