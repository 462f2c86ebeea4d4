import {
  idSchema,
  isoDateSchema,
  MONEY_NUMERIC_MESSAGE,
  moneySchemaWith,
  requiredId,
  signedMoneySchema,
  z,
} from './shared';

export const GOAL_TYPES = ['poupanca', 'quitar_divida'] as const;
export const GOAL_STRATEGIES = ['linear', 'por_alocacao'] as const;
export const GOAL_PRIORITIES = ['baixa', 'media', 'alta'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];

export const goalTypeLabels = { poupanca: 'Poupança', quitar_divida: 'Quitar dívida' } as const;
export const goalStrategyLabels = { linear: 'Linear', por_alocacao: 'Por alocação' } as const;
export const goalPriorityLabels = { baixa: 'Baixa', media: 'Média', alta: 'Alta' } as const;

export const GOAL_NAME_TARGET_MESSAGE = 'Informe um nome e um valor de alvo válido';
export const GOAL_PAST_DATE_MESSAGE = 'A data limite não pode estar no passado';
/** A card's balance is what is owed, not money kept: a goal's savings live in an account that holds money. */
export const GOAL_SOURCE_IS_CARD_MESSAGE =
  'Um aporte sai de uma conta com dinheiro, não de um cartão de crédito: escolha outra conta origem';
export const GOAL_ACCOUNT_IS_CARD_MESSAGE =
  'Um cartão de crédito não guarda o dinheiro de uma meta: escolha uma conta corrente, poupança, carteira ou investimento';
export const GOAL_NAME_MAX_LENGTH = 100;
export const GOAL_NAME_TOO_LONG_MESSAGE = `O nome deve ter no máximo ${GOAL_NAME_MAX_LENGTH} caracteres`;
export const GOAL_INITIAL_NEGATIVE_MESSAGE = 'O valor inicial não pode ser negativo';
export const GOAL_PLANNED_POSITIVE_MESSAGE = 'O valor mensal deve ser maior que zero';
export const GOAL_RECURRING_DAY_MESSAGE = 'O dia recorrente deve ser entre 1 e 31';
/** The messages of the target amount: the form shows one for the name and the target together. */
const targetAmountMessages = { missing: GOAL_NAME_TARGET_MESSAGE, notPositive: GOAL_NAME_TARGET_MESSAGE };
/** The planned monthly amount is optional: a value typed is a number above zero. */
const plannedMonthlyMessages = { missing: MONEY_NUMERIC_MESSAGE, notPositive: GOAL_PLANNED_POSITIVE_MESSAGE };

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalId = z.preprocess(emptyToNull, idSchema.nullable());

export const goalBody = z.object({
  name: z
    .string({ error: GOAL_NAME_TARGET_MESSAGE })
    .trim()
    .min(1, { error: GOAL_NAME_TARGET_MESSAGE })
    .max(GOAL_NAME_MAX_LENGTH, { error: GOAL_NAME_TOO_LONG_MESSAGE }),
  type: z.enum(GOAL_TYPES, { error: 'Tipo de meta inválido' }).optional().default('poupanca'),
  target_amount: moneySchemaWith(targetAmountMessages),
  initial_amount: z
    .preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), signedMoneySchema)
    .refine((v) => v >= 0, { error: GOAL_INITIAL_NEGATIVE_MESSAGE }),
  strategy: z.enum(GOAL_STRATEGIES, { error: 'Estratégia inválida' }).optional().default('linear'),
  account_id: optionalId.optional().default(null),
  category_id: optionalId.optional().default(null),
  target_date: z.preprocess(emptyToNull, isoDateSchema.nullable()).optional().default(null),
  planned_monthly_amount: z
    .preprocess(emptyToNull, moneySchemaWith(plannedMonthlyMessages).nullable())
    .optional()
    .default(null),
  recurring_day: z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: GOAL_RECURRING_DAY_MESSAGE })
        .int({ error: GOAL_RECURRING_DAY_MESSAGE })
        .min(1, { error: GOAL_RECURRING_DAY_MESSAGE })
        .max(31, { error: GOAL_RECURRING_DAY_MESSAGE })
        .nullable(),
    )
    .optional()
    .default(null),
  priority: z.enum(GOAL_PRIORITIES, { error: 'Prioridade inválida' }).optional().default('media'),
  /** true archives the goal, false restores it; absent leaves it as it is. */
  archived: z.boolean().optional(),
});
export type GoalBody = z.input<typeof goalBody>;

export const goalUpdateBody = goalBody.extend({ id: idSchema });
export type GoalUpdateBody = z.input<typeof goalUpdateBody>;

/** A contribution's messages; the web's contribution form shows the same words before sending. */
export const CONTRIBUTION_AMOUNT_MESSAGE = 'Informe um valor positivo para o aporte';
export const CONTRIBUTION_DESTINATION_MESSAGE = 'Selecione uma conta destino para o aporte';
export const CONTRIBUTION_SOURCE_MESSAGE = 'Selecione uma conta origem para o aporte';
export const CONTRIBUTION_SAME_ACCOUNT_MESSAGE = 'A conta origem deve ser diferente da conta destino';
/** One message for a missing and a non-positive contribution amount. */
export const CONTRIBUTION_AMOUNT_MESSAGES = {
  missing: CONTRIBUTION_AMOUNT_MESSAGE,
  notPositive: CONTRIBUTION_AMOUNT_MESSAGE,
};

export const contributionBody = z
  .object({
    id: idSchema,
    amount: moneySchemaWith(CONTRIBUTION_AMOUNT_MESSAGES),
    date: isoDateSchema.optional(),
    account_id: requiredId(CONTRIBUTION_DESTINATION_MESSAGE),
    category_id: z.preprocess(emptyToNull, idSchema.nullable()).optional(),
    source_account_id: requiredId(CONTRIBUTION_SOURCE_MESSAGE),
  })
  .refine((v) => v.account_id !== v.source_account_id, {
    error: CONTRIBUTION_SAME_ACCOUNT_MESSAGE,
    path: ['source_account_id'],
  });
export type ContributionBody = z.input<typeof contributionBody>;

export interface Goal {
  id: number;
  name: string;
  type: (typeof GOAL_TYPES)[number];
  target_amount: number;
  /** initial_amount plus every contribution. */
  current_amount: number;
  accumulated: number;
  initial_amount: number;
  strategy: (typeof GOAL_STRATEGIES)[number];
  account_id: number | null;
  category_id: number | null;
  target_date: string | null;
  planned_monthly_amount: number | null;
  recurring_day: number | null;
  priority: GoalPriority;
  archived_at: string | null;
  /** current / target x 100, one decimal. */
  percent: number;
  remaining: number;
  /** Months from this month to the target date's month (0 when it is this month or past); null without a date. */
  months_left: number | null;
  /** remaining / months_left, cents rounded up (all of it when months_left is 0); null without a date or once completed. */
  suggested_monthly: number | null;
  /** current_amount reached target_amount. */
  completed: boolean;
  contributions_count: number;
  created_at: string;
}

/** Priority alta, media, baixa; then the earliest target date (goals without a date last). */
export function compareGoals(
  a: Pick<Goal, 'priority' | 'target_date'>,
  b: Pick<Goal, 'priority' | 'target_date'>,
) {
  const rank = { alta: 0, media: 1, baixa: 2 } as const;
  if (rank[a.priority] !== rank[b.priority]) return rank[a.priority] - rank[b.priority];
  if (a.target_date === b.target_date) return 0;
  if (!a.target_date) return 1;
  if (!b.target_date) return -1;
  return a.target_date < b.target_date ? -1 : 1;
}
