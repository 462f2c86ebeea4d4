import { z } from 'zod';
import type { BudgetUpsertBody } from '../../../common/contract/budgets';
import { centsToReais } from '../../../common/money';
import { moneyTextToCents } from '../../components/ui/money-input';

export const SELECT_CATEGORY_MESSAGE = 'Selecione uma categoria';
export const AMOUNT_MISSING_MESSAGE = 'Informe um valor';
export const AMOUNT_POSITIVE_MESSAGE = 'O valor deve ser maior que zero';

/** An amount typed in the Brazilian format: answers the message to show, or null when it is a positive amount. */
export function budgetAmountProblem(text: string): string | null {
  if (text.trim() === '') return AMOUNT_MISSING_MESSAGE;
  const cents = moneyTextToCents(text);
  if (cents === null) return AMOUNT_MISSING_MESSAGE;
  if (cents <= 0) return AMOUNT_POSITIVE_MESSAGE;
  return null;
}

/** Category and amount are both required (docs/PRODUCT.md, Orçamentos). */
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
