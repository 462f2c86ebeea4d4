import { type Query, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpendingBasis, SpendingBasisAnswer } from '../../../../common/contract/spending-basis';
import { api } from '../../../lib/api-client';

/**
 * The current book's spending basis: not under the books' key, so a change of book asks it again (refreshForBook
 * starts every other query over).
 */
export const spendingBasisKey = ['spending-basis'] as const;

/** GET /books/spending-basis: when a card purchase counts in the figures that sum money by month. */
export const spendingBasisQuery = () =>
  queryOptions({
    queryKey: spendingBasisKey,
    queryFn: ({ signal }) => api.get<SpendingBasisAnswer>('/books/spending-basis', undefined, signal),
  });

export const useSpendingBasis = () => useQuery(spendingBasisQuery());

/**
 * The figures that follow the basis: the reports (the flow and the calendar among them), the dashboard and the
 * budgets. Named by their keys' first word, as their features name them (entities import no feature).
 */
const FOLLOWING_KEYS = new Set<unknown>(['reports', 'dashboard', 'budgets']);
const followsBasis = (query: Query) => FOLLOWING_KEYS.has(query.queryKey[0]);

/** PUT /books/spending-basis (a leitor is refused); every figure that follows it is asked again. */
export function useSetSpendingBasis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (base: SpendingBasis) => api.put<SpendingBasisAnswer>('/books/spending-basis', { base }),
    onSuccess: async (answer) => {
      client.setQueryData(spendingBasisKey, answer);
      await client.invalidateQueries({ predicate: followsBasis });
    },
  });
}
