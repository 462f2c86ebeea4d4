import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notices } from '../../../../common/contract/notices';
import { api } from '../../../lib/api-client';

export const noticesKey = ['notices'] as const;

/**
 * The queries whose data 'Avisos' is computed from on the server: the fixed expenses, the cards and the debts.
 * When one of them goes stale after a write, so does 'Avisos'.
 */
const SOURCES = new Set(['recurring', 'cards', 'debts']);

/** GET /reminders: what the top bar's 'Avisos' counts and its page lists, from one answer. */
export const getNotices = () => api.get<Notices>('/reminders');

export function useNotices() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
        if (SOURCES.has(String(event.query.queryKey[0])))
          void client.invalidateQueries({ queryKey: noticesKey });
      }),
    [client],
  );
  return useQuery({ queryKey: noticesKey, queryFn: getNotices, staleTime: 60_000 });
}
