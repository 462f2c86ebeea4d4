import type { z } from 'zod';
import type { transactionListQuery } from '../../../common/contract/transaction-list';
import { foldForSearch, searchAmount } from '../../../common/search';
import type { Executor } from '../../db/connect';
import { billPeriodOf } from '../cards/public';
import type { ListFilters } from './repository';

/**
 * The list's query (common/contract/transactions.ts) as the repository's filters: the search folded, the amount it
 * names, a card's bill as its period. The list and the exports of what it shows (the CSV of Transações) read
 * the same rows by these. A category's id stays as sent: the repository widens a parent's to its subcategories.
 */
export async function listFiltersOf(
  db: Executor,
  bookId: number,
  query: Omit<z.output<typeof transactionListQuery>, 'page' | 'limit'>,
): Promise<ListFilters> {
  return {
    from: query.from,
    to: query.to,
    accountId: query.accountId,
    categoryId: query.categoryId,
    ownOnly: query.subcategorias === 'sem',
    type: query.type,
    q: query.q ? foldForSearch(query.q) : undefined,
    amount: query.q ? (searchAmount(query.q) ?? undefined) : undefined,
    bill:
      query.billMonth === undefined || query.accountId === undefined
        ? undefined
        : await billPeriodOf(db, bookId, query.accountId, query.billMonth),
    importId: query.importId,
    comprovante: query.comprovante,
  };
}
