import { idSchema, isoDateSchema, moneySchema, z } from './shared';

const firstOfMonth = isoDateSchema.refine((v) => v.endsWith('-01'), {
  error: 'Informe o mês como o primeiro dia (AAAA-MM-01)',
});

/** The add form's message when no category is chosen. */
export const BUDGET_CATEGORY_MESSAGE = 'Selecione uma categoria';

export const budgetListQuery = z.object({ month: firstOfMonth });

/** Creates or updates the one budget of the category in the month. rollover, when sent, applies to the category. */
export const budgetUpsertBody = z.object({
  categoryId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema),
  month: firstOfMonth,
  amount: moneySchema,
  rollover: z.boolean().optional(),
});
export type BudgetUpsertBody = z.input<typeof budgetUpsertBody>;

export const budgetRolloverBody = z.object({ categoryId: idSchema, rollover: z.boolean() });

export interface Budget {
  id: number;
  category_id: number;
  category: string;
  /** First day of the month. */
  month: string;
  /** Reais budgeted for the month. */
  amount: number;
  /** Expenses of the category in the month, split parts included. */
  spent: number;
  /** Whether what was left or overspent in earlier months carries into this one. */
  rollover: boolean;
  /** Left (+) or overspent (-) in the category's earlier budgeted months; 0 when rollover is off. */
  carried: number;
  /** amount + carried: what this month really has. */
  available: number;
  /** spent / available x 100, one decimal (null when nothing is available). */
  percent: number | null;
}

/** Below 80% green, 80 to 100% yellow, above 100% red. */
export function budgetTone(percent: number | null): 'green' | 'yellow' | 'red' {
  if (percent === null) return 'red';
  if (percent > 100) return 'red';
  if (percent >= 80) return 'yellow';
  return 'green';
}
