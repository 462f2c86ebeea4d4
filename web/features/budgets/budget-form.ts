import type { BudgetUpsertBody } from '../../../common/contract/budgets';
import { moneyText, z } from '../../../common/contract/shared';
import { centsToReais } from '../../../common/money';
import { moneyTextToCents } from '../../components/ui/money-input';

export const SELECT_CATEGORY_MESSAGE = 'Selecione uma categoria';
const budgetAmount = moneyText();

/** An amount typed in the Brazilian format: answers the message to show, or null when it is a valid amount. */
export function budgetAmountProblem(text: string): string | null {
  return budgetAmount.safeParse(text).error?.issues[0]?.message ?? null;
}

/** Category and amount are both required (the specification's "Budget add"). */
export const budgetForm = z.object({
  categoryId: z.string().min(1, { error: SELECT_CATEGORY_MESSAGE }),
  amount: z.string().superRefine((text, ctx) => {
    const problem = budgetAmountProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type BudgetFormValues = z.infer<typeof budgetForm>;

export const emptyBudgetForm: BudgetFormValues = { categoryId: '', amount: '' };

export function toBudgetBody(values: BudgetFormValues, month: string): BudgetUpsertBody {
  return {
    categoryId: Number(values.categoryId),
    month,
    amount: centsToReais(moneyTextToCents(values.amount) ?? 0),
  };
}
