import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { Transaction } from '../../../../common/contract/transactions';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useCanWrite } from '../../../entities/book/public';
import { useCategories } from '../../../entities/category/public';
import { useSelectedMonth } from '../../../lib/month-context';
import { transactionsInfiniteQuery } from '../api/transactions';
import { FiltersBar } from './filters-bar';
import { SelectionBar } from './selection-bar';
import { hasBillFilter, hasNarrowingFilters, listQueryOf } from './transaction-filters';
import { TransactionsHeader } from './transactions-header';
import { ImportFilterNotice, SharedFilesNotice } from './transactions-notices';
import { TransactionsResults } from './transactions-results';
import { TransactionsSkeleton } from './transactions-skeleton';
import { useCategorise } from './use-categorise';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useRefreshOnCreated } from './use-refresh-on-created';
import { useRowSelection } from './use-row-selection';
import { useSharedFiles } from './use-shared-files';
import { useTransactionFilters } from './use-transaction-filters';

/**
 * The form (its fields, the date picker, the form library) comes when a row is opened, not with the list: it is
 * half of the page's code, and on a phone's network the list would wait for it.
 */
const EditTransactionModal = lazy(() =>
  import('../edit/edit-transaction-modal').then((m) => ({ default: m.EditTransactionModal })),
);
/** "Nova transação" with the files shared into the installed app (use-shared-files.ts). */
const NewTransactionDialog = lazy(() =>
  import('../new/new-transaction-dialog').then((m) => ({ default: m.NewTransactionDialog })),
);
/** What a leitor opens instead: the row read, with its history. */
const TransactionDetailsModal = lazy(() =>
  import('../edit/transaction-details-modal').then((m) => ({ default: m.TransactionDetailsModal })),
);

export function TransactionsPage() {
  const { from, to } = useSelectedMonth();
  const { filters, update, clear, searchText, setSearchText } = useTransactionFilters();
  const query = useMemo(() => listQueryOf(filters, { from, to }), [filters, from, to]);
  const list = useInfiniteQuery({ ...transactionsInfiniteQuery(query), placeholderData: keepPreviousData });
  const onDelete = useConfirmedDelete();
  const writable = useCanWrite();
  // The row opened: edited where the book is written, read (its details and history) where it is only read.
  const [opened, setOpened] = useState<Transaction | null>(null);
  const closeOpened = useCallback(() => setOpened(null), []);
  const shared = useSharedFiles(writable);

  useRefreshOnCreated();

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const categoryList = useCategories().data ?? [];
  const categorise = useCategorise(items, categoryList);
  const selection = useRowSelection(items);
  const { chosen } = selection;
  const categoriseSelected = async (categoryId: number | null) => {
    if (await categorise.change(chosen, categoryId)) selection.clear();
  };
  const bill = hasBillFilter(filters);

  return (
    <>
      <TransactionsHeader filters={filters} query={query} />
      <FiltersBar
        filters={filters}
        update={update}
        clear={clear}
        searchText={searchText}
        setSearchText={setSearchText}
      />
      <SharedFilesNotice notice={shared.notice} onDismiss={shared.dismiss} />
      <ImportFilterNotice importId={filters.importId} onShowAll={() => update({ importId: '' })} />
      {list.isError ? (
        <LoadFailed query={list} fallback="Erro ao carregar transações" className="mb-4" />
      ) : null}
      {list.isPending ? (
        <TransactionsSkeleton />
      ) : list.isSuccess ? (
        <TransactionsResults
          list={list}
          items={items}
          bill={bill}
          filtered={hasNarrowingFilters(filters)}
          writable={writable}
          categoryList={categoryList}
          categorise={categorise}
          selection={selection}
          onOpen={setOpened}
          onDelete={(tx) => void onDelete(tx)}
        />
      ) : null}
      {writable && chosen.length > 0 ? (
        <SelectionBar
          count={chosen.length}
          categories={categoryList}
          pending={categorise.pending}
          onCategorise={(categoryId) => void categoriseSelected(categoryId)}
          onClear={selection.clear}
        />
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          {writable ? (
            <EditTransactionModal transaction={opened} onClose={closeOpened} />
          ) : (
            <TransactionDetailsModal transaction={opened} onClose={closeOpened} />
          )}
        </Suspense>
      ) : null}
      {shared.files ? (
        <Suspense fallback={null}>
          <NewTransactionDialog onClose={shared.close} initialFiles={shared.files} />
        </Suspense>
      ) : null}
    </>
  );
}
