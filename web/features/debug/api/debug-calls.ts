import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /debug/schema and POST /debug/schema (server/features/debug/service.ts). */
export interface SchemaState {
  ok: boolean;
  database: 'pglite' | 'postgres';
  applied: Array<{ tag: string | null; hash: string; created_at: number }>;
  pending: Array<{ tag: string; when: number }>;
  missingTables: string[];
  tables: Array<{ name: string; rows: number | null }>;
}

export interface GoalTransactions {
  count: number;
  items: Array<{
    id: number;
    date: string;
    amount: number;
    type: 'RECEITA' | 'DESPESA';
    description: string;
    account_id: number;
    account_name: string;
    goal_id: number;
    goal_name: string | null;
    transfer_id: string | null;
  }>;
}

export const getSchemaState = () => api.get<SchemaState>('/debug/schema');
export const fixSchema = () => api.post<SchemaState>('/debug/schema');
export const getGoalTransactions = () => api.get<GoalTransactions>('/debug/goal-transactions');

/** Run on demand from the page's buttons, so they are mutations rather than cached queries. */
export const useSchemaCheck = () => useMutation({ mutationFn: getSchemaState });
export const useSchemaFix = () => useMutation({ mutationFn: fixSchema });
export const useGoalTransactionsCheck = () => useMutation({ mutationFn: getGoalTransactions });
