import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarAnswer, FlowAnswer } from '../../../../common/contract/money-flow';
import { api } from '../../../lib/api-client';
import { type PeriodParams, REPORT_STALE_TIME, reportsKey } from './reports';

/** GET /reports/flow: where the period's money came from and went, in the book's spending basis. */
export const flowQuery = (period: PeriodParams) =>
  queryOptions({
    queryKey: [...reportsKey, 'flow', period.from, period.to],
    queryFn: ({ signal }) =>
      api.get<FlowAnswer>('/reports/flow', { from: period.from, to: period.to }, signal),
    staleTime: REPORT_STALE_TIME,
  });

export const useFlow = (period: PeriodParams) =>
  useQuery({ ...flowQuery(period), placeholderData: keepPreviousData });

/** GET /reports/calendar: each day's expenses and income (a month, or a year at most). */
export const calendarQuery = (period: PeriodParams) =>
  queryOptions({
    queryKey: [...reportsKey, 'calendar', period.from, period.to],
    queryFn: ({ signal }) =>
      api.get<CalendarAnswer>('/reports/calendar', { from: period.from, to: period.to }, signal),
    staleTime: REPORT_STALE_TIME,
  });

/** No earlier answer stands in while another loads: its days would sit in the wrong month's grid. */
export const useCalendar = (period: PeriodParams) => useQuery(calendarQuery(period));
