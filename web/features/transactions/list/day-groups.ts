import type { Transaction } from '../../../../common/contract/transactions';
import { HOME_CURRENCY } from '../../../../common/currencies';
import { sumReais } from '../../../../common/money';

export interface DayGroup {
  /** 'YYYY-MM-DD'. */
  date: string;
  items: Transaction[];
  /**
   * Income less expenses of the day's rows in reais (a row of an account in another currency is not added to them);
   * null when the day holds none (transfers only, or rows in other currencies only).
   */
  net: number | null;
}

/**
 * The rows under their days, in the list's order (newest first). Groups are made from every row loaded so far,
 * so a day that a page ends in goes on under the same heading when the next page arrives.
 */
export function groupByDay(items: readonly Transaction[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const tx of items) {
    const last = groups.at(-1);
    if (last && last.date === tx.date) last.items.push(tx);
    else groups.push({ date: tx.date, items: [tx], net: null });
  }
  for (const group of groups) {
    // Transfers move money between the person's own accounts: in no day's total, as in no other total.
    const flows = group.items
      .filter((tx) => !tx.transfer_id && (tx.currency ?? HOME_CURRENCY) === HOME_CURRENCY)
      .map((tx) => (tx.type === 'RECEITA' ? tx.amount : -tx.amount));
    group.net = flows.length > 0 ? sumReais(flows) : null;
  }
  return groups;
}
