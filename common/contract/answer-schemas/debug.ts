/**
 * The answers of the diagnostics: the database's migrations and the transactions tied to goals.
 */

import type { GoalTransaction, GoalTransactions, SchemaState } from '../debug';
import { z } from '../shared';
import { TRANSACTION_TYPES } from '../transactions';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';

const schemaState = answering<SchemaState>()(
  z.object({
    ok: z.boolean().describe('Nenhuma migração pendente e todas as tabelas existem'),
    database: z.enum(['pglite', 'postgres']),
    applied: z.array(
      z.object({
        tag: z.string().nullable(),
        hash: z.string(),
        created_at: z.number().describe('Em milissegundos desde 1970'),
      }),
    ),
    pending: z.array(z.object({ tag: z.string(), when: z.number().describe('Em milissegundos desde 1970') })),
    missingTables: z.array(z.string()).describe('Tabelas que o código usa e o banco não tem'),
    tables: z
      .array(z.object({ name: z.string(), rows: z.number().int().nullable() }))
      .describe('Cada tabela; rows conta as linhas do livro (null onde a tabela não tem dono)'),
  }),
);

const goalTransaction = answering<GoalTransaction>()(
  z.object({
    id,
    date: isoDate,
    amount: reais,
    type: z.enum(TRANSACTION_TYPES),
    description: z.string(),
    account_id: id,
    account_name: z.string(),
    goal_id: id,
    goal_name: z.string().nullable(),
    transfer_id: z.string().nullable(),
  }),
);

const goalTransactions = answering<GoalTransactions>()(
  z.object({ count: z.number().int(), items: z.array(goalTransaction).describe('As mais novas') }),
);

export const DEBUG_ANSWERS: AnswerEntries = {
  'GET /debug/schema': [schemaState, 'O estado das migrações e das tabelas'],
  'POST /debug/schema': [schemaState, 'O estado depois de aplicar as migrações'],
  'GET /debug/goal-transactions': [goalTransactions, 'As transações ligadas às metas'],
};
