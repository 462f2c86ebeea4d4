import type { Executor } from '../../db/connect';
import {
  transactionsExportRepository as repo,
  type SplitRow,
  type TagLinkRow,
} from './transactions-repository';

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

/** The split parts and tag links of a page of transactions, each grouped under its transaction. */
export async function partsOfPage(
  tx: Executor,
  bookId: number,
  rows: Array<{ id: number; splitAmount: number }>,
): Promise<{ splits: Map<number, SplitRow[]>; tagLinks: Map<number, TagLinkRow[]> }> {
  const withSplits = rows.filter((r) => r.splitAmount > 0).map((r) => r.id);
  const splits = byTransaction(await repo.splitsOf(tx, bookId, withSplits));
  const ids = rows.map((r) => r.id);
  const tagLinks = byTransaction(await repo.tagLinksOf(tx, bookId, ids));
  return { splits, tagLinks };
}
