import { GOAL_PRIORITIES, GOAL_STRATEGIES, GOAL_TYPES, type Goal } from '../goals';
import { z } from '../shared';
import { type AnswerEntries, answering, id, instant, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';

const goalAnswer = answering<Goal>()(
  z.object({
    id,
    name: z.string(),
    type: z.enum(GOAL_TYPES),
    target_amount: reais,
    current_amount: reais.describe('O valor inicial mais todos os aportes'),
    accumulated: reais,
    initial_amount: reais,
    strategy: z.enum(GOAL_STRATEGIES),
    account_id: id.nullable(),
    category_id: id.nullable(),
    target_date: isoDate.nullable(),
    planned_monthly_amount: reais.nullable(),
    recurring_day: z.number().int().nullable(),
    priority: z.enum(GOAL_PRIORITIES),
    archived_at: instant.nullable(),
    percent: z.number().describe('current_amount / target_amount × 100, com uma casa decimal'),
    remaining: reais,
    months_left: z
      .number()
      .int()
      .nullable()
      .describe('Meses deste mês até o da data limite (0 quando é este mês ou já passou); null sem data'),
    suggested_monthly: reais
      .nullable()
      .describe('remaining / months_left, centavos arredondados para cima; null sem data ou já concluída'),
    completed: z.boolean(),
    contributions_count: z.number().int(),
    created_at: instant,
  }),
);

export const GOAL_ANSWERS: AnswerEntries = {
  'GET /goals': [z.array(goalAnswer), 'As metas do livro'],
  'POST /goals': [goalAnswer, 'A meta criada'],
  'PUT /goals': [goalAnswer, 'A meta alterada'],
  'DELETE /goals': [deletedAnswer, 'A meta excluída'],
  'POST /goals/contribute': [goalAnswer, 'A meta com o aporte'],
};
