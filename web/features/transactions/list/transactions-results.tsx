import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Category } from '../../../../common/contract/categories';
import type { Transaction, TransactionPage } from '../../../../common/contract/transactions';
import { HOME_CURRENCY } from '../../../../common/currencies';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SimilarOfferBanner } from './similar-offer-banner';
import { SummaryCards } from './summary-cards';
import { TransactionList } from './transaction-list';
import type { useCategorise } from './use-categorise';
import type { useRowSelection } from './use-row-selection';

/** A row of an account in another currency: its amount is not reais, and the totals leave it out. */
const inOtherCurrency = (tx: Transaction) => (tx.currency ?? HOME_CURRENCY) !== HOME_CURRENCY;

/**
 * The list once loaded: its totals (when the period has both ends), the rows (with the offer to categorise the
 * similar ones), and 'Carregar mais' while more pages come.
 */
export function TransactionsResults({
  list,
  items,
  bill,
  filtered,
  writable,
  categoryList,
  categorise,
  selection,
  onOpen,
  onDelete,
}: {
  list: UseInfiniteQueryResult<InfiniteData<TransactionPage>>;
  items: readonly Transaction[];
  /** The list is a card's bill, not a period. */
  bill: boolean;
  /** A filter narrows the list (the totals say they are the filter's). */
  filtered: boolean;
  writable: boolean;
  categoryList: readonly Category[];
  categorise: ReturnType<typeof useCategorise>;
  selection: ReturnType<typeof useRowSelection>;
  onOpen: (tx: Transaction) => void;
  onDelete: (tx: Transaction) => void;
}) {
  const totals = list.data?.pages[0]?.totals;
  const { selected, select, chosen } = selection;
  return (
    <>
      {totals ? (
        <SummaryCards
          totals={totals}
          scope={bill ? 'bill' : 'period'}
          filtered={filtered}
          onlyReais={items.some(inOtherCurrency)}
        />
      ) : (
        // The server sums a period with a start and an end (or a bill, or an import): an open one would sum
        // years for a figure nobody asked, and zeros would be figures the person does not have.
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400" data-testid="summary-none">
          Os totais aparecem quando o período tem início e fim.
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState
          title="Nenhuma transação encontrada"
          description={
            bill ? 'Não há transações nesta fatura.' : 'Não há transações para o período selecionado.'
          }
        />
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {/* Over the bottom of the screen, where the changed row is in view; the selection's bar takes that
              place while rows are selected. */}
          {writable && categorise.offer && chosen.length === 0 ? (
            <SimilarOfferBanner
              offer={categorise.offer}
              pending={categorise.pending}
              onApply={() => void categorise.applyOffer()}
              onDismiss={categorise.dismissOffer}
            />
          ) : null}
          <TransactionList
            items={items}
            onOpen={onOpen}
            onDelete={onDelete}
            lastDayComplete={!list.hasNextPage}
            categories={categoryList}
            onCategory={(tx, categoryId) => categorise.change([tx], categoryId)}
            categorising={categorise.pending}
            selected={selected}
            onSelect={select}
            writable={writable}
          />
          <div className="mt-4 flex justify-center">
            {list.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
              </Button>
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">Fim da lista</p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
