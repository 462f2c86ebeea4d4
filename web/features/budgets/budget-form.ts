import {
  BUDGET_CATEGORY_MESSAGE,
  type BudgetUpsertBody,
  budgetUpsertBody,
} from '../../../common/contract/budgets';
import { fromText, moneyText, requiredId, type z } from '../../../common/contract/shared';

export const budgetAmount = moneyText();

/** An amount typed in the Brazilian format: answers the message to show, or null when it is a valid amount. */
export function budgetAmountProblem(text: string): string | null {
  return budgetAmount.safeParse(text).error?.issues[0]?.message ?? null;
}

/**
 * Category and amount are both required (docs/PRODUCT.md, Orçamentos). The request body's fields, read from
 * what the form holds: the select's id text and the amount typed in the Brazilian format.
 */
export const budgetForm = budgetUpsertBody
  .pick({ categoryId: true, amount: true })
  .extend({ categoryId: fromText(requiredId(BUDGET_CATEGORY_MESSAGE)), amount: budgetAmount });
export type BudgetFormValues = z.input<typeof budgetForm>;

export const emptyBudgetForm: BudgetFormValues = { categoryId: '', amount: '' };

export function toBudgetBody(values: z.output<typeof budgetForm>, month: string): BudgetUpsertBody {
  return { ...values, month };
}
