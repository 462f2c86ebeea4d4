import type { GoalTransaction } from '../../../common/contract/debug';
import { centsToReais } from '../../../common/money';
import type { GoalTransactionRow } from './repository';

/** A goal's transaction as the debug page shows it: the stored row with its amount in reais. */
export function presentGoalTransaction(r: GoalTransactionRow): GoalTransaction {
  return {
    id: Number(r.id),
    date: r.date,
    amount: centsToReais(Number(r.amount)),
    type: r.type,
    description: r.description,
    account_id: Number(r.account_id),
    account_name: r.account_name,
    goal_id: Number(r.goal_id),
    goal_name: r.goal_name,
    transfer_id: r.transfer_id,
  };
}
