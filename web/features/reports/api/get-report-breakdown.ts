import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRow } from '../../../../common/contract/reports';
import { api } from '../../../lib/api-client';
import { type PeriodParams, REPORT_STALE_TIME, reportsKey } from './reports-key';

/** The three grouped reports answer the same rows: GET /reports/by-category, /by-payee and /by-tag. */
export type BreakdownKind = 'by-category' | 'by-payee' | 'by-tag';

export const getReportBreakdown = (kind: BreakdownKind, period: PeriodParams, signal?: AbortSignal) =>
  api.get<ReportRow[]>(`/reports/${kind}`, { from: period.from, to: period.to }, signal);

export const reportBreakdownQuery = (kind: BreakdownKind, period: PeriodParams) =>
  queryOptions({
    queryKey: [...reportsKey, kind, period.from, period.to],
    queryFn: ({ signal }) => getReportBreakdown(kind, period, signal),
    staleTime: REPORT_STALE_TIME,
  });

export const useReportBreakdown = (kind: BreakdownKind, period: PeriodParams, enabled = true) =>
  useQuery({ ...reportBreakdownQuery(kind, period), placeholderData: keepPreviousData, enabled });
