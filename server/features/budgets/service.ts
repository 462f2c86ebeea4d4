import type { z } from 'zod';
import {
  BUDGET_COPY_NONE_MESSAGE,
  BUDGET_COPY_OWN_MESSAGE,
  BUDGET_EXPENSE_CATEGORY_MESSAGE,
  BUDGET_NOT_FOUND_MESSAGE,
  type Budget,
  type BudgetRollover,
  type budgetUpsertBody,
} from '../../../common/contract/budgets';
import type { Deleted, UndoToken } from '../../../common/contract/undo';
import { addMonths } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { namedListRepository } from '../shared/named-list';
import { categoriesSpec } from '../shared/named-list-specs';
import { lockBook } from '../shared/person-limits';
import { spendingBasisOf } from '../shared/spending-basis';
import { undoLog } from '../shared/undo-log';
import { budgetsInForce } from './in-force';
import { presentBudget } from './presenter';
import type { DeletedBudget } from './put-back';
import { budgetsRepository as repo } from './repository';

const categories = namedListRepository(categoriesSpec);

/*
 * Budgets repeat every month until changed (repository.inForce). A change made in a month whose list is
 * repeated (a new amount, a new budget, a deletion) first gives the month the whole repeated list as its own
 * (repository.makeOwn), then changes it: the other budgets stay in the month with the amounts it showed, and
 * the earlier month keeps its own list. From then on the later months without a list repeat this one.
 */
export function createBudgetsService(db: Db) {
  // What was spent follows the book's competência or caixa, as every figure summed by month.
  const inForce = async (bookId: number, month: string) =>
    (await budgetsInForce(db, bookId, month, undefined, await spendingBasisOf(db, bookId))).map(
      presentBudget,
    );

  return {
    list(user: AuthUser, month: string): Promise<Budget[]> {
      return inForce(user.bookId, month);
    },

    async upsert(
      user: AuthUser,
      input: z.output<typeof budgetUpsertBody>,
    ): Promise<{ budget: Budget; created: boolean }> {
      const category = await categories.findOwned(db, user.bookId, input.categoryId);
      if (!category) throw notFound(categoriesSpec.messages.notFound);
      if (category.type !== 'despesa') throw badRequest(BUDGET_EXPENSE_CATEGORY_MESSAGE);
      const { inserted } = await db.transaction(async (tx) => {
        await lockBook(tx, user.bookId);
        await repo.makeOwn(tx, user.bookId, input.month);
        const result = await repo.upsert(tx, user.bookId, {
          categoryId: input.categoryId,
          month: input.month,
          amount: reaisToCents(input.amount),
          rollover: input.rollover,
        });
        if (input.rollover !== undefined)
          await repo.setRollover(tx, user.bookId, input.categoryId, input.rollover);
        return result;
      });
      const budget = (await inForce(user.bookId, input.month)).find(
        (b) => b.category_id === input.categoryId,
      );
      if (!budget) throw notFound(BUDGET_NOT_FOUND_MESSAGE);
      // Created when the category had no budget in the month, not when a repeated one became the month's own.
      return { budget, created: inserted };
    },

    async setRollover(user: AuthUser, categoryId: number, rollover: boolean): Promise<BudgetRollover> {
      if ((await repo.setRollover(db, user.bookId, categoryId, rollover)) === 0)
        throw notFound(BUDGET_NOT_FOUND_MESSAGE);
      return { categoryId, rollover };
    },

    /**
     * Deletes the budget from the month shown onward: from its own month when none is sent, or from a later
     * month that repeats it, which then keeps the rest of the list as its own. The months that repeat the
     * changed list follow it; earlier months and later months with their own list keep theirs. The month is
     * marked as having its own list, so deleting its last budget leaves it empty rather than repeating an
     * earlier month's list.
     */
    async delete(user: AuthUser, id: number, shownMonth: string | undefined): Promise<Deleted & UndoToken> {
      const row = await repo.findOwned(db, user.bookId, id);
      if (!row) throw notFound(BUDGET_NOT_FOUND_MESSAGE);
      const month = shownMonth ?? row.month;
      return db.transaction(async (tx) => {
        await lockBook(tx, user.bookId);
        // The budget must be the one on screen: written for the month, or repeated there from its own month.
        if ((await repo.sourceMonth(tx, user.bookId, month)) !== row.month)
          throw notFound(BUDGET_NOT_FOUND_MESSAGE);
        const made = await repo.makeOwn(tx, user.bookId, month);
        const deleted = await repo.deleteInMonth(tx, user.bookId, row.category_id, month);
        const kept: DeletedBudget = { month, made, row: deleted ?? null };
        return { id, undo: await undoLog.keep(tx, user.bookId, 'budget', kept) };
      });
    },

    /**
     * "Copiar do mês anterior": the month gets, as its own, the list in force in the month before. Refused when
     * the month already has budgets of its own, or when the month before has none.
     */
    async copyFromPrevious(user: AuthUser, month: string): Promise<Budget[]> {
      await db.transaction(async (tx) => {
        await lockBook(tx, user.bookId);
        if ((await repo.countOwn(tx, user.bookId, month)) > 0) throw conflict(BUDGET_COPY_OWN_MESSAGE);
        if ((await repo.copyList(tx, user.bookId, addMonths(month, -1), month)) === 0)
          throw conflict(BUDGET_COPY_NONE_MESSAGE);
      });
      return inForce(user.bookId, month);
    },
  };
}
