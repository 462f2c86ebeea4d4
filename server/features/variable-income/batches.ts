/**
 * Rows written per statement: a statement carries at most 65,535 parameters (PostgreSQL's wire protocol), and a
 * ledger row takes about a dozen, so a thousand rows stay well inside it whatever the batch.
 */
const ROWS_PER_STATEMENT = 1000;

/** Writes `items` a statement's worth at a time; answers what each write answered, in the items' order. */
export async function inStatements<T, R>(items: T[], write: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT)
    out.push(...(await write(items.slice(i, i + ROWS_PER_STATEMENT))));
  return out;
}
