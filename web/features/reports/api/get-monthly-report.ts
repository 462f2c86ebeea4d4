import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyRow } from '../../../../common/contract/reports';
import { api } from '../../../lib/api-client';
import { type PeriodParams, REPORT_STALE_TIME, reportsKey } from './reports-key';

/** GET /reports/monthly: income and expenses of every month of the range, zeros included. */
export const getMonthlyReport = (period: PeriodParams, signal?: AbortSignal) =>
  api.get<MonthlyRow[]>('/reports/monthly', { from: period.from, to: period.to }, signal);

export const monthlyReportQuery = (period: PeriodParams) =>
  queryOptions({
    queryKey: [...reportsKey, 'monthly', period.from, period.to],
    queryFn: ({ signal }) => getMonthlyReport(period, signal),
    staleTime: REPORT_STALE_TIME,
  });

export const useMonthlyReport = (period: PeriodParams, enabled = true) =>
  useQuery({ ...monthlyReportQuery(period), placeholderData: keepPreviousData, enabled });
