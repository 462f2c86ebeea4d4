import type { z } from 'zod';
import {
  compareGoals,
  type contributionBody,
  GOAL_ACCOUNT_IS_CARD_MESSAGE,
  GOAL_PAST_DATE_MESSAGE,
  GOAL_SOURCE_IS_CARD_MESSAGE,
  type Goal,
  type goalBody,
  type goalUpdateBody,
} from '../../../common/contract/goals';
import type { Deleted } from '../../../common/contract/undo';
import { todayIn } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { actedBy, ledger, ledgerTransaction, references, writeTransfer } from '../ledger/public';
import { presentGoal } from './presenter';
import { goalsRepository as repo } from './repository';

export const GOAL_NOT_FOUND = 'Meta não encontrada';

export function createGoalsService(db: Db) {
  async function checkReferences(
    tx: Executor,
    user: AuthUser,
    input: { account_id: number | null; category_id: number | null },
  ) {
    if (input.account_id) await moneyAccount(tx, user, input.account_id, 'account_id');
    await references.category(tx, user.bookId, input.category_id);
  }

  /**
   * The account a goal's money is kept in, or comes from: the person's, and not a card (a card's balance is what
   * is owed: a contribution from it would be borrowed).
   */
  async function moneyAccount(
    tx: Executor,
    user: AuthUser,
    id: number,
    key: 'account_id' | 'source_account_id',
  ) {
    const account = await references.account(tx, user.bookId, id);
    if (account.type !== 'credit_card') return;
    const message = key === 'account_id' ? GOAL_ACCOUNT_IS_CARD_MESSAGE : GOAL_SOURCE_IS_CARD_MESSAGE;
    throw badRequest(message, key);
  }

  async function loadGoal(user: AuthUser, id: number): Promise<Goal> {
    const [row] = await repo.listWithProgress(db, user.bookId, id);
    if (!row) throw notFound(GOAL_NOT_FOUND);
    return presentGoal(row, todayIn(user.timeZone));
  }

  function values(input: z.output<typeof goalBody>) {
    return {
      name: input.name,
      type: input.type,
      targetAmount: reaisToCents(input.target_amount),
      initialAmount: reaisToCents(input.initial_amount),
      strategy: input.strategy,
      accountId: input.account_id,
      categoryId: input.category_id,
      targetDate: input.target_date,
      plannedMonthlyAmount:
        input.planned_monthly_amount === null ? null : reaisToCents(input.planned_monthly_amount),
      recurringDay: input.recurring_day,
      priority: input.priority,
      ...(input.archived === undefined ? {} : { archivedAt: input.archived ? new Date() : null }),
    };
  }

  return {
    async list(user: AuthUser): Promise<Goal[]> {
      const today = todayIn(user.timeZone);
      return (await repo.listWithProgress(db, user.bookId))
        .map((g) => presentGoal(g, today))
        .sort((a, b) => compareGoals(a, b) || a.id - b.id);
    },

    async create(user: AuthUser, input: z.output<typeof goalBody>): Promise<Goal> {
      if (input.target_date && input.target_date < todayIn(user.timeZone))
        throw badRequest(GOAL_PAST_DATE_MESSAGE);
      const row = await ledgerTransaction(db, actedBy(user, 'goals'), async (tx) => {
        await checkReferences(tx, user, input);
        return repo.insert(tx, { bookId: user.bookId, ...values(input) });
      });
      return loadGoal(user, row.id);
    },

    async update(user: AuthUser, input: z.output<typeof goalUpdateBody>): Promise<Goal> {
      await ledgerTransaction(db, actedBy(user, 'goals'), async (tx) => {
        const current = await repo.findOwned(tx, user.bookId, input.id);
        if (!current) throw notFound(GOAL_NOT_FOUND);
        // An old goal whose date has passed can still be edited; a new date must not be in the past.
        if (
          input.target_date &&
          input.target_date !== current.targetDate &&
          input.target_date < todayIn(user.timeZone)
        ) {
          throw badRequest(GOAL_PAST_DATE_MESSAGE);
        }
        await checkReferences(tx, user, input);
        await repo.update(tx, user.bookId, input.id, values(input));
      });
      return loadGoal(user, input.id);
    },

    async delete(user: AuthUser, id: number): Promise<Deleted> {
      await ledgerTransaction(db, actedBy(user, 'goals'), async (tx) => {
        if (!(await repo.findOwned(tx, user.bookId, id))) throw notFound(GOAL_NOT_FOUND);
        await ledger.unlink(tx, user.bookId, { goalId: id });
        await repo.delete(tx, user.bookId, id);
      });
      return { id };
    },

    /** Moves the money from the source to the destination account as a transfer linked to the goal. */
    async contribute(user: AuthUser, input: z.output<typeof contributionBody>): Promise<Goal> {
      await ledgerTransaction(db, actedBy(user, 'goals'), async (tx) => {
        const goal = await repo.findOwned(tx, user.bookId, input.id);
        if (!goal) throw notFound(GOAL_NOT_FOUND);
        await references.category(tx, user.bookId, input.category_id);
        await moneyAccount(tx, user, input.account_id, 'account_id');
        await moneyAccount(tx, user, input.source_account_id, 'source_account_id');
        await writeTransfer(tx, user.bookId, {
          date: input.date ?? todayIn(user.timeZone),
          amountCents: reaisToCents(input.amount),
          fromAccountId: input.source_account_id,
          toAccountId: input.account_id,
          description: `Aporte: ${goal.name}`,
          goalId: goal.id,
        });
      });
      return loadGoal(user, input.id);
    },
  };
}
