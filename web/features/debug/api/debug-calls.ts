import { useMutation } from '@tanstack/react-query';
import type { GoalTransactions, SchemaState } from '../../../../common/contract/debug';
import { api } from '../../../lib/api-client';

export const getSchemaState = () => api.get<SchemaState>('/debug/schema');
export const fixSchema = () => api.post<SchemaState>('/debug/schema');
export const getGoalTransactions = () => api.get<GoalTransactions>('/debug/goal-transactions');

/** Run on demand from the page's buttons, so they are mutations rather than cached queries. */
export const useSchemaCheck = () => useMutation({ mutationFn: getSchemaState });
export const useSchemaFix = () => useMutation({ mutationFn: fixSchema });
export const useGoalTransactionsCheck = () => useMutation({ mutationFn: getGoalTransactions });
