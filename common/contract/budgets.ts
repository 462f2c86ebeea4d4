import { isIsoDate } from '../dates';
import { formatReais } from '../money';
import { inPortuguese } from '../search';
import { idSchema, moneySchema, z } from './shared';

export const BUDGET_MONTH_MISSING_MESSAGE = 'Informe o mês do orçamento (AAAA-MM-01)';
export const BUDGET_MONTH_MESSAGE = 'Informe o mês como o primeiro dia (AAAA-MM-01)';

const firstOfMonth = z
  .string({ error: BUDGET_MONTH_MISSING_MESSAGE })
  .refine((v) => isIsoDate(v) && v.endsWith('-01'), { error: BUDGET_MONTH_MESSAGE });

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

/**
 * Deletes a budget from the month shown onward. month, when sent, is the month on screen: a budget repeated
 * there from an earlier month leaves that month (and the months that repeat it), not the earlier one.
 */
export const budgetDeleteQuery = z.object({ id: idSchema, month: firstOfMonth.optional() });

/** Gives the month the list of budgets in force in the month before it. */
export const budgetCopyBody = z.object({ month: firstOfMonth });

export const BUDGET_NOT_FOUND_MESSAGE = 'Orçamento não encontrado';
export const BUDGET_EXPENSE_CATEGORY_MESSAGE = 'Escolha uma categoria de despesa para o orçamento';
export const BUDGET_COPY_OWN_MESSAGE =
  'Este mês já tem orçamentos próprios. Altere-os na lista ou exclua-os antes de copiar.';
export const BUDGET_COPY_NONE_MESSAGE = 'O mês anterior não tem orçamentos para copiar.';
/** The one sentence the budgets page says of "Acumular saldo". */
export const ROLLOVER_EXPLAINED =
  'Acumular saldo: o que sobrar (ou faltar) de uma categoria num mês passa para o mês seguinte.';

/** POST /budgets/rollover's answer: the category and whether its budget now carries what is left. */
export interface BudgetRollover {
  categoryId: number;
  rollover: boolean;
}

export interface Budget {
  id: number;
  category_id: number;
  category: string;
  /**
   * The category's parent when it is a subcategory: a budget on that parent already covers this one's money, so
   * the month's totals count this budget only when the parent has none (web budgetTotals).
   */
  parent_category_id: number | null;
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
  /** available - spent: what is left of the month's money (negative when spending passed it). */
  remaining: number;
  /** True when the month has no list of its own and this budget repeats the one of source_month. */
  repeated: boolean;
  /** The month the budget was written for: the month itself, or the earlier month it repeats. */
  source_month: string;
  /**
   * spent and carried are in reais: an account in another currency's expenses at the PTAX sell of each row's date.
   * The accounts whose expenses here had no rate on their date, left out of them (ids, as the balances' field).
   */
  unconverted_accounts: number[];
}

/** What the accounts left out are out of, in the note on the budgets page. */
export const BUDGETS_OUT_OF = 'do gasto dos orçamentos';

/** The figure beside the percent: 'Restam R$ 52,00', or 'Excedeu R$ 81,67' when spending passed it. */
/** Budgets are listed by their category's name in Portuguese order (the database sorts by bytes). */
export const byCategoryName = (a: { category: string }, b: { category: string }) =>
  inPortuguese(a.category, b.category);

export function remainingText(remaining: number): string {
  return remaining < 0 ? `Excedeu ${formatReais(-remaining)}` : `Restam ${formatReais(remaining)}`;
}

/** Below 80% green, 80 to 100% yellow, above 100% red. */
export function budgetTone(percent: number | null): 'green' | 'yellow' | 'red' {
  if (percent === null) return 'red';
  if (percent > 100) return 'red';
  if (percent >= 80) return 'yellow';
  return 'green';
}
