import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  IndexRateBody,
  IndexRateImportBody,
  IndexRateImportResult,
  IndexRateKey,
  IndexRateOrigin,
  IndexRateValues,
  IndexSeriesSummary,
} from '../../../../common/contract/index-rates';
import type { IndexSeries } from '../../../../common/index-series';
import { api } from '../../../lib/api-client';
import { investmentsKey } from './investments';

/** The index series' state (GET /index-rates): one per series, how far each one's values go. */
export const indexRatesKey = ['index-rates'] as const;

export const getIndexRates = (signal?: AbortSignal) =>
  api.get<IndexSeriesSummary[]>('/index-rates', undefined, signal);

export const indexRatesQuery = () =>
  queryOptions({ queryKey: indexRatesKey, queryFn: ({ signal }) => getIndexRates(signal) });

export const useIndexRates = () => useQuery(indexRatesQuery());

/**
 * What a series' values are read into: the series' own state, the positions' values and the net worth (its
 * investments' yield and its real terms by the IPCA, GET /net-worth).
 */
const readersOfTheSeries = [indexRatesKey, investmentsKey, ['net-worth']] as const;

/** A write of the book's own values, after which every reader of the series is asked again (awaited). */
function useSeriesWrite<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(readersOfTheSeries.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export interface IndexRateSaved {
  serie: IndexRateBody['serie'];
  data: string;
  valor: number;
  origem: 'livro';
}

/** One value typed for the book (POST /index-rates); a 409 when the Banco Central already has that day. */
export const putIndexRate = (body: IndexRateBody) => api.post<IndexRateSaved>('/index-rates', body);
export const usePutIndexRate = () => useSeriesWrite(putIndexRate);

/** An SGS export's text (POST /index-rates/import): every line checked before any is written. */
export const importIndexRates = (body: IndexRateImportBody) =>
  api.post<IndexRateImportResult>('/index-rates/import', body);
export const useImportIndexRates = () => useSeriesWrite(importIndexRates);

/** The book's own value of a date deleted (DELETE /index-rates); a 404 when the book has none there. */
export const deleteIndexRate = (key: { serie: IndexSeries; data: string }) =>
  api.delete<IndexRateKey>('/index-rates', key);
export const useDeleteIndexRate = () => useSeriesWrite(deleteIndexRate);

/** Values a page of the "Ver valores" list holds: about two months of the CDI's business days. */
export const INDEX_RATE_LIST_PAGE = 50;

/** What the list asks for: a series, its period (open where absent) and, optionally, the book's own only. */
export interface IndexRateListParams {
  serie: IndexSeries;
  de?: string;
  ate?: string;
  origem?: IndexRateOrigin;
}

/**
 * A series' values newest first (GET /index-rates/values), a page at a time: the next one ends where the server
 * says the rest starts. Under indexRatesKey, so every write of the series asks it again.
 */
export const indexRateValuesInfiniteQuery = (params: IndexRateListParams) =>
  infiniteQueryOptions({
    queryKey: [...indexRatesKey, 'values', params],
    queryFn: ({ pageParam, signal }) =>
      api.get<IndexRateValues>(
        '/index-rates/values',
        { ...params, ate: pageParam ?? params.ate, ordem: 'decrescente', limite: INDEX_RATE_LIST_PAGE },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.proxima ?? undefined,
  });
