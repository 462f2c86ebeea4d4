import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Unpaid fixed expenses due within the next days (7 for the 'Avisos' badge). */
export const getUpcomingCount = (days: number) => api.get<{ count: number }>('/recurring/upcoming', { days });

export const upcomingCountQuery = (days = 7) =>
  queryOptions({
    queryKey: ['recurring', 'upcoming', days],
    queryFn: () => getUpcomingCount(days),
    staleTime: 60_000,
  });

export const useUpcomingCount = (days = 7) => useQuery(upcomingCountQuery(days));
