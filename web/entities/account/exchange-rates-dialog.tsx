import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ExchangeRateValue } from '../../../common/contract/exchange-rates';
import type { CurrencyCode } from '../../../common/currencies';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { Modal } from '../../components/ui/modal';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useAction } from '../../components/ui/use-action';
import { browserToday } from '../../lib/browser-today';
import { exchangeRateRangeQuery, useDeleteExchangeRate, useExchangeRatesSummary } from './api/exchange-rates';
import { ExchangeRateFormModal, type ExchangeRateTarget } from './exchange-rate-form';
import { ExchangeRateRow } from './exchange-rate-row';
import {
  deleteRateMessage,
  informRateLabel,
  MAX_RATE_YEARS,
  noRatesText,
  rateDeletedText,
  ratesPeriod,
  ratesSourceText,
  ratesTitle,
} from './exchange-rate-text';

/** Rows shown at first, and added by each "Mostrar mais": some six weeks of PTAX. */
const PAGE = 30;

/** Mounted only while a currency is chosen, so its list starts fresh each time. */
export function ExchangeRatesDialog({
  currency,
  writable,
  onClose,
}: {
  currency: CurrencyCode | null;
  /** A dono or editor: rates can be typed, and the book's own corrected and deleted. */
  writable: boolean;
  onClose: () => void;
}) {
  return currency ? <RatesDialog currency={currency} writable={writable} onClose={onClose} /> : null;
}

/**
 * "Cotações": the rates of a currency the book reads, newest first, each marked PTAX or the book's own; "Informar
 * cotação" types one, and the book's own are corrected or deleted (asked first). A year at a time: "Mostrar mais"
 * shows more of it, then the year before while the book has older rates.
 */
function RatesDialog({
  currency,
  writable,
  onClose,
}: {
  currency: CurrencyCode;
  writable: boolean;
  onClose: () => void;
}) {
  const [today] = useState(browserToday);
  const [years, setYears] = useState(1);
  const [shown, setShown] = useState(PAGE);
  const period = ratesPeriod(today, years);
  const list = useQuery({ ...exchangeRateRangeQuery(currency, period), placeholderData: keepPreviousData });
  const summary = useExchangeRatesSummary().data?.find((s) => s.moeda === currency);
  const [typing, setTyping] = useState<ExchangeRateTarget | null>(null);
  const remove = useDeleteExchangeRate();
  const act = useAction();
  const resultsRef = useRef<HTMLDivElement>(null);

  const rates = [...(list.data?.cotacoes ?? [])].reverse();
  const older = summary?.primeira_data != null && summary.primeira_data < period.de && years < MAX_RATE_YEARS;
  // The next rows of what is read; past its end, the year before as well.
  const more = () => {
    if (shown >= rates.length) setYears(years + 1);
    setShown(shown + PAGE);
  };

  const deleteRate = async (value: ExchangeRateValue) => {
    const deleted = await act({
      confirm: {
        title: 'Excluir cotação',
        message: deleteRateMessage(currency, value.data, value.compra),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync({ currency, date: value.data }),
      done: rateDeletedText(value.data),
      failed: 'Não foi possível excluir a cotação',
    });
    // The row and its buttons are gone: the list keeps the focus, so Tab goes on from there.
    if (deleted) resultsRef.current?.focus();
  };

  return (
    <>
      <Modal open title={ratesTitle(currency)} onClose={onClose} widthClass="max-w-lg">
        <p className="text-sm text-slate-600 dark:text-slate-400">{ratesSourceText(currency)}</p>
        {writable ? (
          <Button className="mt-3" onClick={() => setTyping({ currency })}>
            <Plus size={16} aria-hidden /> {informRateLabel(currency)}
          </Button>
        ) : null}
        <div ref={resultsRef} tabIndex={-1} className="mt-4 outline-none" aria-busy={list.isFetching}>
          {list.isPending ? (
            <Skeleton label="Carregando cotações...">
              <SkeletonRows rows={5} rowClassName="h-10" />
            </Skeleton>
          ) : list.isError ? (
            <LoadFailed query={list} fallback="Erro ao carregar as cotações" />
          ) : rates.length === 0 ? (
            <EmptyState title={noRatesText(currency, years)} />
          ) : (
            <ul aria-label={ratesTitle(currency)} className="divide-y divide-slate-100 dark:divide-slate-800">
              {rates.slice(0, shown).map((value) => (
                <ExchangeRateRow
                  key={value.data}
                  value={value}
                  writable={writable}
                  deleting={remove.isPending && remove.variables?.date === value.data}
                  onCorrect={() => setTyping({ currency, date: value.data, rate: value.compra })}
                  onDelete={() => void deleteRate(value)}
                />
              ))}
            </ul>
          )}
          {shown < rates.length || older ? (
            <div className="mt-3 flex justify-center">
              <Button variant="secondary" size="sm" disabled={list.isFetching} onClick={more}>
                {list.isFetching ? 'Carregando...' : 'Mostrar mais'}
              </Button>
            </div>
          ) : null}
        </div>
      </Modal>
      <ExchangeRateFormModal target={typing} onClose={() => setTyping(null)} />
    </>
  );
}
