import { useMutation } from '@tanstack/react-query';
import type { GoalTransactions, SchemaState } from '../../../../common/contract/debug';
import { api } from '../../../lib/api-client';

// Run on demand from the page's buttons, so they are mutations rather than cached queries.

export const getSchemaState = () => api.get<SchemaState>('/debug/schema');
export const useSchemaCheck = () => useMutation({ mutationFn: getSchemaState });

export const fixSchema = () => api.post<SchemaState>('/debug/schema');
export const useSchemaFix = () => useMutation({ mutationFn: fixSchema });

export const getGoalTransactions = () => api.get<GoalTransactions>('/debug/goal-transactions');
export const useGoalTransactionsCheck = () => useMutation({ mutationFn: getGoalTransactions });
