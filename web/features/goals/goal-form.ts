import {
  GOAL_PAST_DATE_MESSAGE,
  GOAL_PRIORITIES,
  GOAL_STRATEGIES,
  GOAL_TYPES,
  type Goal,
  type GoalBody,
  goalBody,
} from '../../../common/contract/goals';
import { fromText, moneyTextReading, z } from '../../../common/contract/shared';
import { isIsoDate } from '../../../common/dates';
import { centsToInputText, reaisToCents } from '../../../common/money';

/** Everything as the inputs hold it (text); toGoalBody turns it into the request. */
export interface GoalFormValues {
  name: string;
  type: (typeof GOAL_TYPES)[number];
  target_amount: string;
  initial_amount: string;
  strategy: (typeof GOAL_STRATEGIES)[number];
  account_id: string;
  category_id: string;
  target_date: string;
  planned_monthly_amount: string;
  recurring_day: string;
  priority: (typeof GOAL_PRIORITIES)[number];
}

/** docs/PRODUCT.md's defaults: type poupanca, strategy linear, priority media, initial amount 0. */
export const newGoalValues: GoalFormValues = {
  name: '',
  type: 'poupanca',
  target_amount: '',
  initial_amount: '',
  strategy: 'linear',
  account_id: '',
  category_id: '',
  target_date: '',
  planned_monthly_amount: '',
  recurring_day: '',
  priority: 'media',
};

const idText = (id: number | null) => (id === null ? '' : String(id));

export function goalValues(goal: Goal): GoalFormValues {
  return {
    name: goal.name,
    type: goal.type,
    target_amount: centsToInputText(reaisToCents(goal.target_amount)),
    initial_amount: centsToInputText(reaisToCents(goal.initial_amount)),
    strategy: goal.strategy,
    account_id: idText(goal.account_id),
    category_id: idText(goal.category_id),
    target_date: goal.target_date ?? '',
    planned_monthly_amount:
      goal.planned_monthly_amount === null ? '' : centsToInputText(reaisToCents(goal.planned_monthly_amount)),
    recurring_day: goal.recurring_day === null ? '' : String(goal.recurring_day),
    priority: goal.priority,
  };
}

const body = goalBody.shape;

/**
 * The contract's goal fields read from what the inputs hold: the money fields from the text typed (blank is 0 for
 * the initial amount and none for the planned monthly amount, as the contract says), the ids from the selects'
 * strings, the recurring day from its text.
 */
const goalFields = z.object({
  name: fromText(body.name),
  type: z.enum(GOAL_TYPES),
  target_amount: moneyTextReading.pipe(body.target_amount),
  initial_amount: moneyTextReading.pipe(body.initial_amount),
  strategy: z.enum(GOAL_STRATEGIES),
  account_id: fromText(body.account_id),
  category_id: fromText(body.category_id),
  target_date: fromText(body.target_date),
  planned_monthly_amount: moneyTextReading.pipe(body.planned_monthly_amount),
  recurring_day: fromText(body.recurring_day),
  priority: z.enum(GOAL_PRIORITIES),
});

/**
 * The same rules and messages as the server's goalBody, checked before sending. today is the person's date;
 * keptDate is the date the goal already has, which an edit may keep even once it has passed.
 */
export function goalFormSchema(today: string, keptDate: string | null = null) {
  return goalFields.extend({
    target_date: goalFields.shape.target_date.refine(
      (date) => date === null || !isIsoDate(date) || date >= today || date === keptDate,
      { error: GOAL_PAST_DATE_MESSAGE },
    ),
  });
}

/** The request body of the values a valid form holds. */
export function toGoalBody(values: GoalFormValues): GoalBody {
  return goalFields.parse(values);
}

/** The whole goal as the update call needs it, with the archive flag: archiving keeps everything else. */
export function archiveBody(goal: Goal, archived: boolean) {
  return {
    id: goal.id,
    name: goal.name,
    type: goal.type,
    target_amount: goal.target_amount,
    initial_amount: goal.initial_amount,
    strategy: goal.strategy,
    account_id: goal.account_id,
    category_id: goal.category_id,
    target_date: goal.target_date,
    planned_monthly_amount: goal.planned_monthly_amount,
    recurring_day: goal.recurring_day,
    priority: goal.priority,
    archived,
  };
}
