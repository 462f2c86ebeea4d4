import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { IndexRateValue } from '../../../common/contract/index-rates';
import type { IndexSeries } from '../../../common/index-series';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { Modal } from '../../components/ui/modal';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useAction } from '../../components/ui/use-action';
import { indexRateValuesInfiniteQuery, useDeleteIndexRate, useIndexRates } from './api/index-rates';
import {
  deleteRateMessage,
  ofSeries,
  rateDeletedText,
  rateMonthOptions,
  ratePeriod,
  ratesEmptyText,
} from './index-rate-text';
import { IndexRateValueModal, type IndexRateValueTarget } from './index-rate-value-modal';
import { RatePeriodFields } from './rate-period-fields';
import { RateValueRow } from './rate-value-row';

/** Mounted only while a series is chosen, so its filters start fresh each time. */
export function IndexRateValuesDialog({
  series,
  writable,
  onClose,
}: {
  series: IndexSeries | null;
  /** A dono or editor: the book's own values can be corrected and deleted. */
  writable: boolean;
  onClose: () => void;
}) {
  return series ? <ValuesDialog series={series} writable={writable} onClose={onClose} /> : null;
}

/**
 * "Ver valores": a series' values newest first, where each comes from, and for the book's own "Corrigir" (the
 * value dialog on that date) and "Excluir" (asked first). A period of months and "Só os seus valores" narrow it
 * (a CDI has some 250 values a year); more pages come with "Mostrar mais".
 */
function ValuesDialog({
  series,
  writable,
  onClose,
}: {
  series: IndexSeries;
  writable: boolean;
  onClose: () => void;
}) {
  const summary = useIndexRates().data?.find((s) => s.serie === series);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [ownOnly, setOwnOnly] = useState(false);
  const list = useInfiniteQuery({
    ...indexRateValuesInfiniteQuery({
      serie: series,
      ...ratePeriod(from, to),
      ...(ownOnly ? { origem: 'livro' as const } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const [correcting, setCorrecting] = useState<IndexRateValueTarget | null>(null);
  const remove = useDeleteIndexRate();
  const act = useAction();
  const resultsRef = useRef<HTMLDivElement>(null);
  const months = rateMonthOptions(summary?.primeira_data ?? null, summary?.ultima_data ?? null);
  const values = list.data?.pages.flatMap((page) => page.valores) ?? [];

  const deleteValue = async (value: IndexRateValue) => {
    const deleted = await act({
      confirm: {
        title: 'Excluir valor',
        message: deleteRateMessage(series, value.data, value.valor),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync({ serie: series, data: value.data }),
      done: rateDeletedText(series, value.data),
      failed: 'Não foi possível excluir o valor',
    });
    // The row and its button are gone (the list too, when it was the last): the results keep the focus, so Tab
    // goes on from there rather than from the dialog's top.
    if (deleted) resultsRef.current?.focus();
  };

  const empty = ratesEmptyText(series, { ownOnly, period: from !== '' || to !== '' });
  return (
    <>
      <Modal open title={`Valores ${ofSeries(series)}`} onClose={onClose} widthClass="max-w-lg">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Do mais recente ao mais antigo.
          {writable
            ? ' Os seus valores podem ser corrigidos ou excluídos; os do Banco Central são os mesmos para todos.'
            : null}
        </p>
        <RatePeriodFields
          months={months}
          from={from}
          to={to}
          ownOnly={ownOnly}
          onFrom={setFrom}
          onTo={setTo}
          onOwnOnly={setOwnOnly}
        />
        <div ref={resultsRef} tabIndex={-1} className="mt-4 outline-none" aria-busy={list.isFetching}>
          {list.isPending ? (
            <Skeleton label="Carregando valores...">
              <SkeletonRows rows={5} rowClassName="h-10" />
            </Skeleton>
          ) : list.isError ? (
            <LoadFailed query={list} fallback="Erro ao carregar os valores" />
          ) : values.length === 0 ? (
            <EmptyState title={empty.title} description={empty.description} />
          ) : (
            <ul
              aria-label={`Valores ${ofSeries(series)}`}
              className="divide-y divide-slate-100 dark:divide-slate-800"
            >
              {values.map((value) => (
                <RateValueRow
                  key={value.data}
                  series={series}
                  value={value}
                  writable={writable}
                  deleting={remove.isPending && remove.variables?.data === value.data}
                  onCorrect={() => setCorrecting({ series, date: value.data, value: value.valor })}
                  onDelete={() => void deleteValue(value)}
                />
              ))}
            </ul>
          )}
          {list.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? 'Carregando...' : 'Mostrar mais'}
              </Button>
            </div>
          ) : null}
        </div>
      </Modal>
      <IndexRateValueModal target={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
}
