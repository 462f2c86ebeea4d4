import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Forecast } from '../../../../common/contract/forecast';
import { api } from '../../../lib/api-client';

/** Every forecast query starts with this key, so one invalidation refreshes them all. */
export const forecastKey = ['forecast'] as const;

export interface ForecastParams {
  days: number;
  /** The accounts chosen; undefined lets the server choose (active accounts, not cards nor investments). */
  accounts?: readonly number[];
}

/** GET /forecast: the accounts' balance day by day from today, and the items that move it. */
export const getForecast = (params: ForecastParams, signal?: AbortSignal) =>
  api.get<Forecast>('/forecast', { days: params.days, accounts: params.accounts?.join(',') }, signal);

/** The forecast moves with every transaction, fixed item and bill anywhere in the app: ask again on each visit. */
export const forecastQuery = (params: ForecastParams) =>
  queryOptions({
    queryKey: [...forecastKey, params.days, params.accounts?.join(',') ?? 'padrao'],
    queryFn: ({ signal }) => getForecast(params, signal),
    staleTime: 0,
  });

export const useForecast = (params: ForecastParams) =>
  useQuery({ ...forecastQuery(params), placeholderData: keepPreviousData });
