// A card bill's period and the SQL that picks its rows: the card's bills and the transaction list's bill filter
// read the same rule.
import { sql } from 'drizzle-orm';

/** A bill's month and the dates of the unpinned rows it holds, from inclusive, to exclusive. */
export interface BillPeriod {
  month: string;
  from: string;
  to: string;
}

/** Which rows (t) of a card belong to one bill: pinned to it, or unpinned and dated in its period. */
export function inBill(bill: BillPeriod) {
  return sql`(t.bill_month = ${bill.month}
    or (t.bill_month is null and t.date >= ${bill.from} and t.date < ${bill.to}))`;
}
