import {
  DESCRIPTION_MAX_LENGTH,
  idSchema,
  isoDateSchema,
  moneySchema,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_TOO_LONG_MESSAGE,
  requiredId,
  wellFormedText,
  z,
} from './shared';

/** How a description is compared, ignoring accents and case. */
export const TEXT_OPERATORS = ['contains', 'starts_with', 'equals'] as const;
export type TextOperator = (typeof TEXT_OPERATORS)[number];
export const textOperatorLabels: Record<TextOperator, string> = {
  contains: 'contém',
  starts_with: 'começa com',
  equals: 'é igual a',
};

/**
 * A person's rules run over every transaction they write and every row they import, so their number is bounded
 * (an import runs all of them on up to 100,000 rows), and so is each rule.
 */
export const MAX_RULES = 500;
export const MAX_RULE_CONDITIONS = 10;
export const RULE_NAME_MAX_LENGTH = 80;
export const RULE_TEXT_MAX_LENGTH = 100;
export const MAX_RULE_TAGS = 10;

export const RULE_NAME_MESSAGE = 'Informe um nome para a regra';
export const RULE_NAME_TOO_LONG_MESSAGE = `O nome deve ter no máximo ${RULE_NAME_MAX_LENGTH} caracteres`;
export const RULE_CONDITIONS_MESSAGE = 'Informe ao menos uma condição';
export const RULE_TOO_MANY_CONDITIONS_MESSAGE = `Use no máximo ${MAX_RULE_CONDITIONS} condições`;
export const RULE_CONDITION_MESSAGE = 'Condição inválida';
export const RULE_TEXT_MESSAGE = 'Informe o texto da condição';
export const RULE_TEXT_TOO_LONG_MESSAGE = `O texto deve ter no máximo ${RULE_TEXT_MAX_LENGTH} caracteres`;
export const RULE_OPERATOR_MESSAGE = 'Escolha contém, começa com ou é igual a';
export const RULE_AMOUNT_RANGE_MESSAGE = 'Informe o valor mínimo, o máximo ou os dois';
export const RULE_AMOUNT_ORDER_MESSAGE = 'O valor mínimo deve ser menor ou igual ao máximo';
export const RULE_TYPE_MESSAGE = 'Tipo inválido: use RECEITA ou DESPESA';
export const RULE_ACTIONS_MESSAGE = 'Escolha ao menos uma ação: categoria, favorecido, tags ou descrição';
export const RULE_DESCRIPTION_TOO_LONG_MESSAGE = `A nova descrição deve ter no máximo ${DESCRIPTION_MAX_LENGTH} caracteres`;
export const RULE_TOO_MANY_TAGS_MESSAGE = `Use no máximo ${MAX_RULE_TAGS} tags`;
export const RULE_NOT_FOUND_MESSAGE = 'Regra não encontrada';
export const TOO_MANY_RULES_MESSAGE = `Você já tem ${MAX_RULES} regras, o limite. Apague alguma antes de criar outra.`;
export const RULE_ORDER_MESSAGE = 'Informe todas as suas regras, cada uma uma vez, na nova ordem';
export const SELECT_PAYEE_MESSAGE = 'Selecione um favorecido';
export const SELECT_RULE_ACCOUNT_MESSAGE = 'Selecione uma conta';

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

const amountBound = z.preprocess((v) => (v === '' || v === undefined ? null : v), moneySchema.nullable());

/** One condition of a rule; every condition of a rule must hold for its actions to run. */
export const ruleCondition = z.discriminatedUnion(
  'field',
  [
    z.object({
      field: z.literal('description'),
      operator: z.enum(TEXT_OPERATORS, { error: RULE_OPERATOR_MESSAGE }),
      // Conditions are stored as jsonb: see wellFormedText.
      value: text(RULE_TEXT_MESSAGE, RULE_TEXT_MAX_LENGTH, RULE_TEXT_TOO_LONG_MESSAGE).transform(
        wellFormedText,
      ),
    }),
    z.object({ field: z.literal('payee'), payee_id: requiredId(SELECT_PAYEE_MESSAGE) }),
    z
      .object({
        field: z.literal('amount'),
        min: amountBound.optional().default(null),
        max: amountBound.optional().default(null),
      })
      .refine((c) => c.min !== null || c.max !== null, { error: RULE_AMOUNT_RANGE_MESSAGE, path: ['min'] })
      .refine((c) => c.min === null || c.max === null || c.min <= c.max, {
        error: RULE_AMOUNT_ORDER_MESSAGE,
        path: ['min'],
      }),
    z.object({ field: z.literal('account'), account_id: requiredId(SELECT_RULE_ACCOUNT_MESSAGE) }),
    z.object({
      field: z.literal('type'),
      value: z.enum(['RECEITA', 'DESPESA'], { error: RULE_TYPE_MESSAGE }),
    }),
  ],
  { error: RULE_CONDITION_MESSAGE },
);
export type RuleCondition = z.output<typeof ruleCondition>;
export type RuleConditionInput = z.input<typeof ruleCondition>;

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, { error: tooLong }).nullable().optional().default(null),
  );

/**
 * What a rule does to a transaction it matches: a category, a payee (by name, created when new, as a
 * transaction's payee is), tags (by name, likewise) and a new description; at least one.
 */
export const ruleActions = z
  .object({
    category_id: z.preprocess((v) => (v === '' ? null : v), idSchema.nullable().optional().default(null)),
    payee_name: optionalText(PAYEE_NAME_MAX_LENGTH, PAYEE_NAME_TOO_LONG_MESSAGE),
    tag_names: z
      .array(z.string().trim().min(1).max(80), { error: 'Tags inválidas' })
      .max(MAX_RULE_TAGS, { error: RULE_TOO_MANY_TAGS_MESSAGE })
      .optional()
      .default([]),
    description: optionalText(DESCRIPTION_MAX_LENGTH, RULE_DESCRIPTION_TOO_LONG_MESSAGE),
  })
  .refine(
    (a) =>
      a.category_id !== null || a.payee_name !== null || a.tag_names.length > 0 || a.description !== null,
    { error: RULE_ACTIONS_MESSAGE },
  );

/** POST /rules: a new rule, placed after the person's others. */
export const ruleBody = z.object({
  name: text(RULE_NAME_MESSAGE, RULE_NAME_MAX_LENGTH, RULE_NAME_TOO_LONG_MESSAGE),
  conditions: z
    .array(ruleCondition, { error: RULE_CONDITIONS_MESSAGE })
    .min(1, { error: RULE_CONDITIONS_MESSAGE })
    .max(MAX_RULE_CONDITIONS, { error: RULE_TOO_MANY_CONDITIONS_MESSAGE }),
  actions: ruleActions,
});
export type RuleBody = z.input<typeof ruleBody>;

/** PUT /rules: the whole rule again, with its id. */
export const ruleUpdateBody = ruleBody.extend({ id: idSchema });
export type RuleUpdateBody = z.input<typeof ruleUpdateBody>;

/** PUT /rules/order: every rule's id, in the order they run. */
export const ruleOrderBody = z.object({
  ids: z
    .array(idSchema, { error: RULE_ORDER_MESSAGE })
    .min(1, { error: RULE_ORDER_MESSAGE })
    .max(MAX_RULES, { error: RULE_ORDER_MESSAGE }),
});

/**
 * POST /rules/apply: runs the rules (or one) over existing transactions of a period. With preview, answers what
 * would change and writes nothing; without, writes it all in one database transaction.
 */
export const ruleApplyBody = z.object({
  rule_id: idSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Only transactions without a category (the default): rules fill gaps, they do not undo choices. */
  only_uncategorized: z.boolean({ error: 'Valor inválido' }).optional().default(true),
  preview: z.boolean({ error: 'Valor inválido' }).optional().default(false),
});
export type RuleApplyBody = z.input<typeof ruleApplyBody>;

/** A rule as the API answers it: its actions with the names of what they set. */
export interface Rule {
  id: number;
  name: string;
  position: number;
  conditions: RuleCondition[];
  actions: {
    category_id: number | null;
    category_name: string | null;
    payee_id: number | null;
    payee_name: string | null;
    tag_ids: number[];
    tag_names: string[];
    description: string | null;
  };
}

/** One transaction a rule run changes: the fields as they are and as they will be. */
export interface RuleChange {
  id: number;
  date: string;
  amount: number;
  type: 'RECEITA' | 'DESPESA';
  account_name: string;
  before: { description: string; category_name: string | null; payee_name: string | null };
  after: {
    description: string;
    category_name: string | null;
    payee_name: string | null;
    added_tags: string[];
  };
}

export interface RuleApplyResult {
  /** How many transactions change (or changed). */
  count: number;
  /** The first changes, newest first (at most RULE_PREVIEW_LIMIT). */
  changes: RuleChange[];
  applied: boolean;
}

export const RULE_PREVIEW_LIMIT = 200;
