import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexSeriesSummary } from '../../../../common/contract/index-rates';
import { api } from '../../../lib/api-client';

/** The index series' state (GET /index-rates): one per series, how far each one's values go. */
export const indexRatesKey = ['index-rates'] as const;

export const getIndexRates = (signal?: AbortSignal) =>
  api.get<IndexSeriesSummary[]>('/index-rates', undefined, signal);

export const indexRatesQuery = () =>
  queryOptions({ queryKey: indexRatesKey, queryFn: ({ signal }) => getIndexRates(signal) });

export const useIndexRates = () => useQuery(indexRatesQuery());
