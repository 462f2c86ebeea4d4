import { z } from 'zod';
import {
  CONTRIBUTION_AMOUNT_MESSAGE,
  CONTRIBUTION_AMOUNT_MESSAGES,
  CONTRIBUTION_DESTINATION_MESSAGE,
  CONTRIBUTION_SAME_ACCOUNT_MESSAGE,
  CONTRIBUTION_SOURCE_MESSAGE,
  type ContributionBody,
} from '../../../common/contract/goals';
import { DATE_MISSING_MESSAGE, moneyText } from '../../../common/contract/shared';
import { isIsoDate } from '../../../common/dates';

const contributionAmount = moneyText(CONTRIBUTION_AMOUNT_MESSAGES);

export interface ContributionFormValues {
  amount: string;
  date: string;
  account_id: string;
  source_account_id: string;
  category_id: string;
}

export type ContributionErrors = Partial<Record<keyof ContributionFormValues, string>>;

export function newContributionValues(
  goal: { account_id: number | null },
  today: string,
): ContributionFormValues {
  return {
    amount: '',
    date: today,
    account_id: goal.account_id === null ? '' : String(goal.account_id),
    source_account_id: '',
    category_id: '',
  };
}

/** The server's rules in the same words, one message per field; empty when the contribution can be sent. */
export function validateContribution(values: ContributionFormValues): ContributionErrors {
  const errors: ContributionErrors = {};
  if (!contributionAmount.safeParse(values.amount).success) errors.amount = CONTRIBUTION_AMOUNT_MESSAGE;
  if (!isIsoDate(values.date)) errors.date = DATE_MISSING_MESSAGE;
  if (values.account_id === '') errors.account_id = CONTRIBUTION_DESTINATION_MESSAGE;
  if (values.source_account_id === '') errors.source_account_id = CONTRIBUTION_SOURCE_MESSAGE;
  else if (values.source_account_id === values.account_id)
    errors.source_account_id = CONTRIBUTION_SAME_ACCOUNT_MESSAGE;
  return errors;
}

export function toContributionBody(goalId: number, values: ContributionFormValues): ContributionBody {
  return {
    id: goalId,
    amount: contributionAmount.safeParse(values.amount).data ?? 0,
    date: values.date,
    account_id: Number(values.account_id),
    source_account_id: Number(values.source_account_id),
    category_id: values.category_id === '' ? null : Number(values.category_id),
  };
}

/** For react-hook-form: every message of validateContribution on its field. */
export const contributionFormSchema = z
  .object({
    amount: z.string(),
    date: z.string(),
    account_id: z.string(),
    source_account_id: z.string(),
    category_id: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateContribution(values))) {
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });
