import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { Transaction } from '../../../common/contract/transactions';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { useAction } from '../../components/ui/use-action';
import { useCanWrite } from '../../entities/book/public';
import { billMonthLabel } from '../../entities/card/public';
import { useCategories } from '../../entities/category/public';
import { deleteQuestion, directionOf } from '../../entities/transaction/transaction-display';
import { useUndoToast } from '../../entities/undo/public';
import { useSelectedMonth } from '../../lib/month-context';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { transactionsInfiniteQuery, useDeleteTransaction } from './api/transactions';
import { ExportButton } from './export-dialog';
import { FiltersBar } from './filters-bar';
import { SelectionBar } from './selection-bar';
import { hasBillFilter, hasNarrowingFilters, listQueryOf, periodOf, periodText } from './transaction-filters';
import { TransactionsResults } from './transactions-results';
import { TransactionsSkeleton } from './transactions-skeleton';
import { useCategorise } from './use-categorise';
import { useRefreshOnCreated } from './use-refresh-on-created';
import { useRowSelection } from './use-row-selection';
import { useSharedFiles } from './use-shared-files';
import { useTransactionFilters } from './use-transaction-filters';

/**
 * The form (its fields, the date picker, the form library) comes when a row is opened, not with the list: it is
 * half of the page's code, and on a phone's network the list would wait for it.
 */
const EditTransactionModal = lazy(() =>
  import('./edit-transaction-modal').then((m) => ({ default: m.EditTransactionModal })),
);
/** "Nova transação" with the files shared into the installed app (use-shared-files.ts). */
const NewTransactionDialog = lazy(() =>
  import('./new-transaction-dialog').then((m) => ({ default: m.NewTransactionDialog })),
);
/** What a leitor opens instead: the row read, with its history. */
const TransactionDetailsModal = lazy(() =>
  import('./transaction-details-modal').then((m) => ({ default: m.TransactionDetailsModal })),
);

export function TransactionsPage() {
  const act = useAction();
  const undoToast = useUndoToast();
  const { from, to } = useSelectedMonth();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { filters, update, clear, searchText, setSearchText } = useTransactionFilters();
  const query = useMemo(() => listQueryOf(filters, { from, to }), [filters, from, to]);
  const period = periodOf(filters, { from, to });
  const list = useInfiniteQuery({ ...transactionsInfiniteQuery(query), placeholderData: keepPreviousData });
  const remove = useDeleteTransaction();
  const writable = useCanWrite();
  // The row opened: edited where the book is written, read (its details and history) where it is only read.
  const [opened, setOpened] = useState<Transaction | null>(null);
  const closeOpened = useCallback(() => setOpened(null), []);
  const shared = useSharedFiles(writable);

  useRefreshOnCreated();

  const onDelete = async (tx: Transaction) => {
    const transfer = directionOf(tx) === 'transfer';
    await act({
      confirm: {
        title: transfer ? 'Excluir transferência' : 'Excluir transação',
        message: deleteQuestion(tx),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(tx.id),
      done: ({ undo }) => undoToast(transfer ? 'Transferência excluída' : 'Transação excluída', undo),
      failed: 'Não foi possível excluir',
    });
  };

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
      <PageHeader
        title="Transações"
        // On a phone the month selector says the period: the sentence would push the list down a line or two.
        subtitle={
          !desktop
            ? undefined
            : bill
              ? `Receitas e despesas da fatura de ${billMonthLabel(filters.billMonth)}`
              : filters.importId
                ? `Receitas e despesas importadas ${periodText(period.from, period.to)}`
                : `Receitas e despesas ${periodText(period.from, period.to)}`
        }
        actions={
          <>
            <ExportButton query={query} />
            <MonthSelector />
          </>
        }
      />
      <FiltersBar
        filters={filters}
        update={update}
        clear={clear}
        searchText={searchText}
        setSearchText={setSearchText}
      />
      {shared.notice ? (
        <Alert tone="info" className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <span>{shared.notice}</span>
          <Button variant="secondary" size="sm" onClick={shared.dismiss}>
            Entendi
          </Button>
        </Alert>
      ) : null}
      {filters.importId ? (
        <Alert tone="info" className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <span>Mostrando só as transações desta importação.</span>
          <Button variant="secondary" size="sm" onClick={() => update({ importId: '' })}>
            Ver todas do período
          </Button>
        </Alert>
      ) : null}
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
