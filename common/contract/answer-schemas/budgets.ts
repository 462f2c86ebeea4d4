import type { Budget, BudgetRollover } from '../budgets';
import { z } from '../shared';
import { type AnswerEntries, answering, id } from './blocks';
import { deletedWithUndo } from './deleted';
import { budgetAnswer } from './from-answers';

const budget = answering<Budget>()(budgetAnswer);

const budgetRollover = answering<BudgetRollover>()(
  z.object({
    categoryId: id,
    rollover: z.boolean().describe('true: o que sobra (ou falta) passa para o mês seguinte'),
  }),
);

export const BUDGET_ANSWERS: AnswerEntries = {
  'POST /budgets': [budget, 'O orçamento criado (201) ou alterado (200)'],
  'DELETE /budgets': [deletedWithUndo, 'O orçamento excluído'],
  'POST /budgets/copy': [z.array(budget), 'Os orçamentos do mês, copiados do mês anterior'],
  'POST /budgets/rollover': [budgetRollover, 'A categoria e se ela acumula saldo'],
};
