import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type CategoryReportRow,
  type MonthlyRow,
  type ReportSummary,
  reportPdfFileName,
  type TopItem,
} from '../../../../common/contract/reports';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** Every report query starts with this key, so one invalidation refreshes them all. */
export const reportsKey = ['reports'] as const;

export interface PeriodParams {
  from: string;
  to: string;
}

/** Report figures change with every transaction anywhere in the app: ask again on each visit. */
export const REPORT_STALE_TIME = 0;

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

/** The three grouped reports answer the same rows: GET /reports/by-category, /by-payee and /by-tag. */
export type BreakdownKind = 'by-category' | 'by-payee' | 'by-tag';

/**
 * One breakdown of the period; `parentId` (by-category only) opens a category with subcategories: one row per
 * subcategory and one for the money kept in the parent itself (?categoriaPaiId=).
 */
export const getReportBreakdown = (
  kind: BreakdownKind,
  period: PeriodParams,
  signal?: AbortSignal,
  parentId?: number | null,
) =>
  // The breakdown by category's rows may say more (hasChildren, parentId): the others' rows have no such field.
  api.get<CategoryReportRow[]>(
    `/reports/${kind}`,
    parentId == null
      ? { from: period.from, to: period.to }
      : { from: period.from, to: period.to, categoriaPaiId: parentId },
    signal,
  );

export const reportBreakdownQuery = (kind: BreakdownKind, period: PeriodParams, parentId?: number | null) =>
  queryOptions({
    queryKey: [...reportsKey, kind, period.from, period.to, ...(parentId == null ? [] : [parentId])],
    queryFn: ({ signal }) => getReportBreakdown(kind, period, signal, parentId),
    staleTime: REPORT_STALE_TIME,
  });

export const useReportBreakdown = (
  kind: BreakdownKind,
  period: PeriodParams,
  enabled = true,
  parentId?: number | null,
) =>
  useQuery({ ...reportBreakdownQuery(kind, period, parentId), placeholderData: keepPreviousData, enabled });

/**
 * GET /reports/top-expenses and /top-incomes: the largest items of the period. The answer's top-level total
 * (all expenses or incomes of the period) is the summary's receitas/despesas, which the page already has.
 */
export type TopKind = 'top-expenses' | 'top-incomes';

export const getTopItems = (kind: TopKind, period: PeriodParams & { limit: number }, signal?: AbortSignal) =>
  api.get<TopItem[]>(`/reports/${kind}`, { from: period.from, to: period.to, limit: period.limit }, signal);

export const topItemsQuery = (kind: TopKind, period: PeriodParams & { limit: number }) =>
  queryOptions({
    queryKey: [...reportsKey, kind, period.from, period.to, period.limit],
    queryFn: ({ signal }) => getTopItems(kind, period, signal),
    staleTime: REPORT_STALE_TIME,
  });

export const useTopItems = (kind: TopKind, period: PeriodParams & { limit: number }, enabled = true) =>
  useQuery({ ...topItemsQuery(kind, period), placeholderData: keepPreviousData, enabled });

/** GET /reports/pdf, saved as a file. Answers the file's name. */
export const downloadReportPdf = (period: PeriodParams): Promise<string> =>
  downloadFile('/reports/pdf', reportPdfFileName(period.from, period.to), {
    from: period.from,
    to: period.to,
  });

export const useDownloadReportPdf = () => useMutation({ mutationFn: downloadReportPdf });
