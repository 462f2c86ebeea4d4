import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Rule,
  RuleApplyBody,
  RuleApplyResult,
  RuleBody,
  RuleUpdateBody,
} from '../../../../common/contract/rules';
import { payeesKey } from '../../../entities/payee/public';
import { tagsKey } from '../../../entities/tag/public';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** Every query about rules starts with this key. */
export const rulesKey = ['rules'] as const;

export const getRules = (signal?: AbortSignal) => api.get<Rule[]>('/rules', undefined, signal);
export const rulesQuery = () =>
  queryOptions({ queryKey: rulesKey, queryFn: ({ signal }) => getRules(signal) });
export const useRules = () => useQuery(rulesQuery());

/**
 * Saving a rule may create the payee and the tags its actions name, so their lists refresh with the rules.
 */
function useRuleMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([rulesKey, payeesKey, tagsKey].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const createRule = (body: RuleBody) => api.post<Rule>('/rules', body);
export const useCreateRule = () => useRuleMutation(createRule);

export const updateRule = (body: RuleUpdateBody) => api.put<Rule>('/rules', body);
export const useUpdateRule = () => useRuleMutation(updateRule);

export const deleteRule = (id: number) => api.delete<{ id: number }>('/rules', { id });
export const useDeleteRule = () => useRuleMutation(deleteRule);

/** The whole new order; the answer is the list in that order, shown at once. */
export const reorderRules = (ids: number[]) => api.put<Rule[]>('/rules/order', { ids });
export const useReorderRules = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderRules,
    onSuccess: (rules) => client.setQueryData(rulesKey, rules),
  });
};

export const applyRules = (body: RuleApplyBody) => api.post<RuleApplyResult>('/rules/apply', body);

/** The preview writes nothing, so nothing refreshes after it. */
export const usePreviewRules = () =>
  useMutation({
    mutationFn: (body: Omit<RuleApplyBody, 'preview'>) => applyRules({ ...body, preview: true }),
  });

/** Applying changes transactions: every figure computed from them refreshes. */
export const useApplyRules = () =>
  useLedgerMutation((body: Omit<RuleApplyBody, 'preview'>) => applyRules({ ...body, preview: false }));
