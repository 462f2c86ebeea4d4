import { MAX_BUSINESS_DAY } from '../../business-days';
import { backupCapturedCode } from '../captured-code';
import { GOAL_INITIAL_NEGATIVE_MESSAGE, GOAL_PRIORITIES, GOAL_STRATEGIES, GOAL_TYPES } from '../goals';
import { RECURRING_KINDS, RECURRING_MODES, RECURRING_TYPES } from '../recurring';
import { MAX_RULE_CONDITIONS, MAX_RULE_TAGS, ruleCondition } from '../rules';
import { idSchema, isoDateSchema, moneySchema, signedMoneySchema, z } from '../shared';
import {
  createdAt,
  dayOfMonth,
  firstOfMonth,
  name,
  optionalDate,
  optionalInstant,
  optionalRef,
  optionalText,
  text,
} from './fields';

/** The book's plans and rules: goals, fixed items, budgets, rules. */

export const backupGoal = z.object({
  id: idSchema,
  name,
  type: z.enum(GOAL_TYPES, { error: 'Tipo de meta inválido' }),
  targetAmount: moneySchema,
  initialAmount: signedMoneySchema.refine((v) => v >= 0, { error: GOAL_INITIAL_NEGATIVE_MESSAGE }),
  strategy: z.enum(GOAL_STRATEGIES, { error: 'Estratégia inválida' }),
  accountId: optionalRef,
  categoryId: optionalRef,
  targetDate: optionalDate,
  plannedMonthlyAmount: moneySchema.nullish().transform((v) => v ?? null),
  recurringDay: dayOfMonth.nullish().transform((v) => v ?? null),
  priority: z.enum(GOAL_PRIORITIES, { error: 'Prioridade inválida' }),
  archivedAt: optionalInstant,
  createdAt,
});

export const backupRecurring = z.object({
  id: idSchema,
  accountId: idSchema,
  type: z
    .enum(RECURRING_TYPES, { error: 'Tipo inválido: use RECEITA ou DESPESA' })
    .optional()
    .default('DESPESA'),
  amount: moneySchema,
  description: text(1000),
  categoryId: optionalRef,
  payeeId: optionalRef,
  intervalUnit: z.literal('month', { error: 'O intervalo deve ser mensal' }),
  intervalCount: z.number().int().min(1).max(12),
  nextRun: isoDateSchema,
  dueDay: dayOfMonth,
  /** Absent from backups written before items could fall due on a business day. */
  dueBusinessDay: z
    .number()
    .int()
    .min(1)
    .max(MAX_BUSINESS_DAY)
    .nullish()
    .transform((v) => v ?? null),
  lastRun: optionalDate,
  mode: z.enum(RECURRING_MODES, { error: 'Modo inválido: use manual ou automatic' }),
  notifyDays: z.number().int().min(0).max(366),
  /** 'Valor variável'; absent from backups written before it existed: an exact amount, as then. */
  variableAmount: z.boolean().optional().default(false),
  /** What the item is (RECURRING_KINDS); absent from backups written before contas a pagar: a fixed item. */
  kind: z.enum(RECURRING_KINDS).optional().default('fixo'),
  /** A Pix Automático's authorised maximum (reais); absent before: none. */
  maxAmount: moneySchema.nullish().transform((v) => v ?? null),
  /** The boleto or Pix code the item was made from (POST /capture/code's code_key). */
  capturedCode: backupCapturedCode,
  createdAt,
});

export const backupBudget = z.object({
  categoryId: idSchema,
  month: firstOfMonth,
  amount: moneySchema,
  rollover: z.boolean(),
  createdAt,
});

/** A rule: its conditions as the rules contract reads them, and what it sets by id. */
export const backupRule = z.object({
  id: idSchema,
  name,
  position: z.number({ error: 'Posição inválida' }).int().min(1).max(100_000),
  conditions: z.array(ruleCondition).min(1).max(MAX_RULE_CONDITIONS),
  categoryId: optionalRef,
  payeeId: optionalRef,
  description: optionalText(200),
  tagIds: z.array(idSchema).max(MAX_RULE_TAGS).optional().default([]),
  createdAt,
});
