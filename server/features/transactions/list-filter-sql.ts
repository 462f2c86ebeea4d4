import { type SQL, sql } from 'drizzle-orm';
import type { AttachmentFilter } from '../../../common/contract/attachments';
import { type BillPeriod, inBill } from '../shared/bill-period';
import { categoryAndChildren } from '../shared/category-rollup';

/** What the list (and its totals, and the exports of its rows) is narrowed by. */
export interface ListFilters {
  from?: string | undefined;
  to?: string | undefined;
  accountId?: number | undefined;
  /** A category with its subcategories (only its own rows with ownOnly), or 'sem': the money without one. */
  categoryId?: number | 'sem' | undefined;
  ownOnly?: boolean | undefined;
  type?: 'receita' | 'despesa' | undefined;
  /** Already folded for search (lower case, no accents). */
  q?: string | undefined;
  /** The amount the search text names (common/search.ts searchAmount), in cents: rows of it match too. */
  amount?: number | undefined;
  /** A card's bill: its pinned rows, and the unpinned ones dated in its period (from inclusive, to exclusive). */
  bill?: BillPeriod | undefined;
  /** The rows one import wrote. */
  importId?: string | undefined;
  /** Rows with a comprovante ('com') or without one ('sem'). */
  comprovante?: AttachmentFilter | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of the list and of its totals, on transactions alone (no join), always starting with the user, so
 * the planner can walk the (book_id, date, id) index and stop after one page.
 */
export function filterSql(bookId: number, f: ListFilters): SQL {
  const parts: SQL[] = [sql`t.book_id = ${bookId}`];
  if (f.from) parts.push(sql`t.date >= ${f.from}`);
  if (f.to) parts.push(sql`t.date <= ${f.to}`);
  if (f.accountId) parts.push(sql`t.account_id = ${f.accountId}`);
  if (f.type)
    parts.push(sql`t.type = ${f.type === 'receita' ? 'RECEITA' : 'DESPESA'} and t.transfer_id is null`);
  if (f.categoryId === 'sem') {
    // What the reports count as "Sem categoria" (the transaction_lines view): a row's own money without a category
    // (its amount beyond its split parts), or a split part without one; transfers are no one's.
    parts.push(sql`t.transfer_id is null and ((t.category_id is null and t.amount > t.split_amount) or exists (
      select 1 from transaction_splits s
      where s.transaction_id = t.id and s.book_id = t.book_id and s.category_id is null))`);
  } else if (f.categoryId) {
    // A parent's filter takes its subcategories' rows too (shared/category-rollup.ts), so opening a report's row
    // lands on the same money; a subcategory's is its own rows, and so is a parent's with ownOnly (a report's
    // "X (sem subcategoria)"). A split matches by any of its parts, as before.
    // Compared, never cast: an id past int4's range (a stranger's guess) finds nothing instead of failing.
    const ids = f.ownOnly
      ? sql`array(select k.id from categories k where k.book_id = ${bookId} and k.id = ${f.categoryId})`
      : categoryAndChildren(bookId, f.categoryId);
    parts.push(sql`(t.category_id = any(${ids}) or exists (
      select 1 from transaction_splits s
      where s.transaction_id = t.id and s.book_id = t.book_id and s.category_id = any(${ids})))`);
  }
  if (f.bill) parts.push(inBill(f.bill));
  if (f.importId) parts.push(sql`t.import_id = ${f.importId}`);
  if (f.comprovante) {
    const some = sql`exists (select 1 from attachments x
                             where x.book_id = t.book_id and x.transaction_id = t.id and x.removed_at is null)`;
    parts.push(f.comprovante === 'com' ? some : sql`not ${some}`);
  }
  if (f.q) {
    const pattern = likePattern(f.q);
    // Two index scans OR-ed: the trigram index (book_id, search_text) and (book_id, payee_id). The payee ids come
    // as an array (an InitPlan), not an IN (subquery), so that the second half can be an index scan too. A
    // search that names an amount ('45,90') also finds the rows of that amount, a third scan, of (book_id, amount).
    const byAmount = f.amount === undefined ? sql`` : sql` or t.amount = ${f.amount}`;
    parts.push(sql`(t.search_text like ${pattern} or t.payee_id = any(array(
      select p.id from payees p where p.book_id = ${bookId} and p.search_name like ${pattern}))${byAmount})`);
  }
  return sql.join(parts, sql` and `);
}
