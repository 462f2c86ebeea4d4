import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions, SuggestionsQuery } from '../../../../common/contract/suggestions';
import { api } from '../../../lib/api-client';
import { transactionsKey } from './transactions';

/**
 * Under the ledger's key: a transaction saved (or a rule applied) changes what history suggests, and every ledger
 * mutation refreshes it.
 */
export const suggestionsQuery = (query: SuggestionsQuery) =>
  queryOptions({
    queryKey: [...transactionsKey, 'suggestions', query],
    queryFn: ({ signal }) => api.get<Suggestions>('/suggestions', query, signal),
    staleTime: 60_000,
  });

/** What the person's history suggests for a description and payee being typed; idle while both are empty. */
export const useSuggestions = (query: SuggestionsQuery) =>
  useQuery({
    ...suggestionsQuery(query),
    enabled: Boolean(query.description?.trim() || query.payee?.trim()),
    placeholderData: keepPreviousData,
  });
