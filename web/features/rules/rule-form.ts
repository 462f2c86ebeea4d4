import {
  type Rule,
  type RuleBody,
  type RuleCondition,
  type RuleConditionInput,
  ruleBody,
  TEXT_OPERATORS,
} from '../../../common/contract/rules';
import { fromForm, fromText, moneyTextReading, z } from '../../../common/contract/shared';
import { centsToInputText, reaisToCents } from '../../../common/money';

export const CONDITION_FIELDS = ['description', 'payee', 'amount', 'account', 'type'] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export const conditionFieldLabels: Record<ConditionField, string> = {
  description: 'Descrição',
  payee: 'Favorecido',
  amount: 'Valor',
  account: 'Conta',
  type: 'Tipo',
};

const TYPES = ['RECEITA', 'DESPESA'] as const;

/**
 * One condition as its row holds it: the field chosen and every field's inputs (text, id strings, money text),
 * so switching the field back and forth keeps what was typed. Only the chosen field's inputs are sent.
 */
const conditionRow = z.object({
  field: z.enum(CONDITION_FIELDS),
  operator: z.enum(TEXT_OPERATORS),
  value: z.string(),
  payee_id: z.string(),
  min: moneyTextReading,
  max: moneyTextReading,
  account_id: z.string(),
  type: z.enum(TYPES),
});
export type ConditionRow = z.input<typeof conditionRow>;

/** The chosen field's inputs as the contract's condition reads them (its messages land on the same names). */
function conditionOf(row: z.output<typeof conditionRow>): RuleConditionInput {
  switch (row.field) {
    case 'description':
      return { field: 'description', operator: row.operator, value: row.value };
    case 'payee':
      return { field: 'payee', payee_id: row.payee_id };
    case 'amount':
      return { field: 'amount', min: row.min, max: row.max };
    case 'account':
      return { field: 'account', account_id: row.account_id };
    case 'type':
      return { field: 'type', value: row.type };
  }
}

const body = ruleBody.shape;

/** The actions as the inputs hold them: the category's id string, the payee's name, the tag chips, the text. */
const actionsHeld = z.object({
  category_id: z.string(),
  payee_name: z.string(),
  tag_names: z.array(z.string()),
  description: z.string(),
});

/**
 * The rule's form: the contract's ruleBody read from what the inputs hold, so its rules and messages are the
 * server's (a condition's text, an amount range, 'Escolha ao menos uma ação…').
 */
export const ruleForm = z.object({
  name: fromText(body.name),
  conditions: fromForm(z.array(conditionRow.transform(conditionOf)), body.conditions),
  actions: fromForm(actionsHeld, body.actions),
});
export type RuleFormValues = z.input<typeof ruleForm>;

export const emptyCondition = (field: ConditionField = 'description'): ConditionRow => ({
  field,
  operator: 'contains',
  value: '',
  payee_id: '',
  min: '',
  max: '',
  account_id: '',
  type: 'DESPESA',
});

export const newRuleValues = (): RuleFormValues => ({
  name: '',
  conditions: [emptyCondition()],
  actions: { category_id: '', payee_name: '', tag_names: [], description: '' },
});

const idText = (id: number | null) => (id === null ? '' : String(id));
const moneyInputText = (reais: number | null) =>
  reais === null ? '' : centsToInputText(reaisToCents(reais));

/** Whether a payee or an account a condition names is still the person's. */
export interface StillThere {
  payee: (id: number) => boolean;
  account: (id: number) => boolean;
}

function rowOf(condition: RuleCondition, there: StillThere): ConditionRow {
  const row = emptyCondition(condition.field);
  const kept = (id: number, exists: boolean) => (exists ? String(id) : '');
  switch (condition.field) {
    case 'description':
      return { ...row, operator: condition.operator, value: condition.value };
    case 'payee':
      return { ...row, payee_id: kept(condition.payee_id, there.payee(condition.payee_id)) };
    case 'amount':
      return { ...row, min: moneyInputText(condition.min), max: moneyInputText(condition.max) };
    case 'account':
      return { ...row, account_id: kept(condition.account_id, there.account(condition.account_id)) };
    case 'type':
      return { ...row, type: condition.value };
  }
}

/**
 * A saved rule in the form, to edit. A payee or an account deleted since is left unchosen, so the form asks for
 * another instead of sending an id the server no longer knows.
 */
export function ruleValues(rule: Rule, there: StillThere): RuleFormValues {
  return {
    name: rule.name,
    conditions: rule.conditions.map((c) => rowOf(c, there)),
    actions: {
      category_id: idText(rule.actions.category_id),
      payee_name: rule.actions.payee_name ?? '',
      tag_names: rule.actions.tag_names,
      description: rule.actions.description ?? '',
    },
  };
}

/** The request body of the values a valid form holds. */
export function toRuleBody(values: RuleFormValues): RuleBody {
  return ruleForm.parse(values);
}
