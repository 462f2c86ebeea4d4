import { z } from 'zod';
import {
  GOAL_NAME_TARGET_MESSAGE,
  GOAL_PAST_DATE_MESSAGE,
  GOAL_PRIORITIES,
  GOAL_STRATEGIES,
  GOAL_TYPES,
  type Goal,
  type GoalBody,
} from '../../../common/contract/goals';
import { isIsoDate } from '../../../common/dates';
import { centsToReais } from '../../../common/money';
import { moneyTextToCents, reaisToMoneyText } from '../../components/ui/money-input';

export const RECURRING_DAY_MESSAGE = 'O dia recorrente deve ser entre 1 e 31';
export const INITIAL_NEGATIVE_MESSAGE = 'O valor inicial não pode ser negativo';
export const NUMERIC_MESSAGE = 'Informe um valor numérico';
export const PLANNED_POSITIVE_MESSAGE = 'O valor mensal deve ser maior que zero';

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
  initial_amount: '0,00',
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
    target_amount: reaisToMoneyText(goal.target_amount),
    initial_amount: reaisToMoneyText(goal.initial_amount),
    strategy: goal.strategy,
    account_id: idText(goal.account_id),
    category_id: idText(goal.category_id),
    target_date: goal.target_date ?? '',
    planned_monthly_amount:
      goal.planned_monthly_amount === null ? '' : reaisToMoneyText(goal.planned_monthly_amount),
    recurring_day: goal.recurring_day === null ? '' : String(goal.recurring_day),
    priority: goal.priority,
  };
}

/**
 * The same rules and messages as the server's goalBody, checked before sending. today is the person's date;
 * keptDate is the date the goal already has, which an edit may keep even once it has passed.
 */
export function goalFormSchema(today: string, keptDate: string | null = null) {
  return z.object({
    name: z.string().trim().min(1, { error: GOAL_NAME_TARGET_MESSAGE }).max(100, {
      error: 'O nome deve ter no máximo 100 caracteres',
    }),
    type: z.enum(GOAL_TYPES),
    target_amount: z.string().refine(
      (text) => {
        const cents = moneyTextToCents(text);
        return cents !== null && cents > 0;
      },
      { error: GOAL_NAME_TARGET_MESSAGE },
    ),
    initial_amount: z.string().superRefine((text, ctx) => {
      if (text.trim() === '') return;
      const cents = moneyTextToCents(text);
      if (cents === null) ctx.addIssue({ code: 'custom', message: NUMERIC_MESSAGE });
      else if (cents < 0) ctx.addIssue({ code: 'custom', message: INITIAL_NEGATIVE_MESSAGE });
    }),
    strategy: z.enum(GOAL_STRATEGIES),
    account_id: z.string(),
    category_id: z.string(),
    target_date: z.string().superRefine((text, ctx) => {
      if (text === '') return;
      if (!isIsoDate(text)) ctx.addIssue({ code: 'custom', message: 'Data inválida' });
      else if (text < today && text !== keptDate)
        ctx.addIssue({ code: 'custom', message: GOAL_PAST_DATE_MESSAGE });
    }),
    planned_monthly_amount: z.string().superRefine((text, ctx) => {
      if (text.trim() === '') return;
      const cents = moneyTextToCents(text);
      if (cents === null) ctx.addIssue({ code: 'custom', message: NUMERIC_MESSAGE });
      else if (cents <= 0) ctx.addIssue({ code: 'custom', message: PLANNED_POSITIVE_MESSAGE });
    }),
    recurring_day: z
      .string()
      .refine((text) => text.trim() === '' || /^(?:[1-9]|[12]\d|3[01])$/.test(text.trim()), {
        error: RECURRING_DAY_MESSAGE,
      }),
    priority: z.enum(GOAL_PRIORITIES),
  });
}

const reaisOf = (text: string) => centsToReais(moneyTextToCents(text) ?? 0);
const idOrNull = (text: string) => (text === '' ? null : Number(text));

export function toGoalBody(values: GoalFormValues): GoalBody {
  return {
    name: values.name.trim(),
    type: values.type,
    target_amount: reaisOf(values.target_amount),
    initial_amount: values.initial_amount.trim() === '' ? 0 : reaisOf(values.initial_amount),
    strategy: values.strategy,
    account_id: idOrNull(values.account_id),
    category_id: idOrNull(values.category_id),
    target_date: values.target_date === '' ? null : values.target_date,
    planned_monthly_amount:
      values.planned_monthly_amount.trim() === '' ? null : reaisOf(values.planned_monthly_amount),
    recurring_day: values.recurring_day.trim() === '' ? null : Number(values.recurring_day.trim()),
    priority: values.priority,
  };
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
