import type { z } from 'zod';
import type { Budget, budgetUpsertBody } from '../../../common/contract/budgets';
import { reaisToCents } from '../../../common/money';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { categoriesSpec } from '../categories/spec';
import { namedListRepository } from '../shared/named-list';
import { presentBudget } from './presenter';
import { budgetsRepository as repo } from './repository';

const categories = namedListRepository(categoriesSpec);
const BUDGET_NOT_FOUND = 'Orçamento não encontrado';

export function createBudgetsService(db: Db) {
  return {
    async list(user: AuthUser, month: string): Promise<Budget[]> {
      return (await repo.listMonth(db, user.id, month)).map(presentBudget);
    },

    async upsert(
      user: AuthUser,
      input: z.output<typeof budgetUpsertBody>,
    ): Promise<{ budget: Budget; created: boolean }> {
      const category = await categories.findOwned(db, user.id, input.categoryId);
      if (!category) throw notFound(categoriesSpec.messages.notFound);
      if (category.type !== 'despesa') throw badRequest('Escolha uma categoria de despesa para o orçamento');
      const { id, inserted } = await db.transaction(async (tx) => {
        const result = await repo.upsert(tx, user.id, {
          categoryId: input.categoryId,
          month: input.month,
          amount: reaisToCents(input.amount),
          rollover: input.rollover,
        });
        if (input.rollover !== undefined)
          await repo.setRollover(tx, user.id, input.categoryId, input.rollover);
        return result;
      });
      const budget = (await repo.listMonth(db, user.id, input.month)).find((b) => Number(b.id) === id);
      if (!budget) throw notFound(BUDGET_NOT_FOUND);
      return { budget: presentBudget(budget), created: inserted };
    },

    async setRollover(
      user: AuthUser,
      categoryId: number,
      rollover: boolean,
    ): Promise<{ categoryId: number; rollover: boolean }> {
      if ((await repo.setRollover(db, user.id, categoryId, rollover)) === 0) throw notFound(BUDGET_NOT_FOUND);
      return { categoryId, rollover };
    },

    async delete(user: AuthUser, id: number): Promise<{ id: number }> {
      if (!(await repo.delete(db, user.id, id))) throw notFound(BUDGET_NOT_FOUND);
      return { id };
    },
  };
}
