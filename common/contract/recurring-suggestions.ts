/**
 * Fixed items found in the history (GET /recurring/suggestions, POST /recurring/suggestions/dismiss): the same payee
 * (or description) with a near amount on a near day in three or more months, offered once as "Parece um gasto
 * fixo" / "Parece uma receita fixa". Re-exported by ./recurring.ts; kept apart for the size of that file.
 */
import { z } from './shared';

/** The longest key the book keeps (recurring_dismissals.key's check). */
export const SUGGESTION_KEY_MAX_LENGTH = 300;

/**
 * A suggestion's key: its type, then 'p' and the payee's id, or 'd' and the description's stem. Stable while the
 * rows behind it are: a dismissal stores it, and a suggestion with a dismissed key is never offered again.
 */
export const SUGGESTION_KEY_PATTERN = /^(RECEITA|DESPESA):(p[1-9][0-9]{0,15}|d[a-z ]+)$/;

export const SUGGESTION_KEY_MISSING_MESSAGE = 'Informe a sugestão que não é fixa (key).';
export const SUGGESTION_KEY_INVALID_MESSAGE =
  'Sugestão inválida: use a key de uma sugestão de GET /recurring/suggestions.';

/** "Não é fixo": the suggestion's key, kept so the suggestion never comes back. */
export const suggestionDismissBody = z.object({
  key: z
    .string({
      error: (issue) =>
        issue.input === undefined ? SUGGESTION_KEY_MISSING_MESSAGE : SUGGESTION_KEY_INVALID_MESSAGE,
    })
    .max(SUGGESTION_KEY_MAX_LENGTH, { error: SUGGESTION_KEY_INVALID_MESSAGE })
    .regex(SUGGESTION_KEY_PATTERN, { error: SUGGESTION_KEY_INVALID_MESSAGE })
    .meta({ examples: ['DESPESA:p12'] }),
});
export type SuggestionDismissBody = z.input<typeof suggestionDismissBody>;

/**
 * A fixed expense or income found in the last 12 months: what the new item would be (the latest row's description,
 * account, amount, category and payee; the typical day), and what it was seen in.
 */
export interface FixedSuggestion {
  key: string;
  type: 'RECEITA' | 'DESPESA';
  description: string;
  accountId: number;
  /** Reais, the latest row's. */
  amount: number;
  categoryId: number | null;
  payeeId: number | null;
  payeeName: string | null;
  /** The typical day of the month (1 to 31): the median of the days it was seen on. */
  dueDay: number;
  /** The months it was seen in, 'YYYY-MM', oldest first. */
  months: string[];
  /** Whether the amounts differed (within VARIABLE_AMOUNT_TOLERANCE_PERCENT of the latest). */
  variableAmount: boolean;
  /** Reais: amount × 12. */
  yearlyCost: number;
  /** Whether this month's has been recorded already (the item starts as paid or received this month). */
  seenThisMonth: boolean;
}

/** "Não é fixo" kept: the key, as stored. */
export interface SuggestionDismissed {
  key: string;
}
