import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportSummary } from '../../../../common/contract/reports';
import { api } from '../../../lib/api-client';
import { type PeriodParams, REPORT_STALE_TIME, reportsKey } from './reports-key';

/** GET /reports/summary: income, expenses, result, number of transactions and savings rate of the period. */
export const getReportSummary = (period: PeriodParams, signal?: AbortSignal) =>
  api.get<ReportSummary>('/reports/summary', { from: period.from, to: period.to }, signal);

export const reportSummaryQuery = (period: PeriodParams) =>
  queryOptions({
    queryKey: [...reportsKey, 'summary', period.from, period.to],
    queryFn: ({ signal }) => getReportSummary(period, signal),
    staleTime: REPORT_STALE_TIME,
  });

export const useReportSummary = (period: PeriodParams) =>
  useQuery({ ...reportSummaryQuery(period), placeholderData: keepPreviousData });
