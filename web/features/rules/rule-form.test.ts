import { describe, expect, it } from 'vitest';
import {
  RULE_ACTIONS_MESSAGE,
  RULE_AMOUNT_ORDER_MESSAGE,
  RULE_AMOUNT_RANGE_MESSAGE,
  RULE_NAME_MESSAGE,
  RULE_TEXT_MESSAGE,
  type Rule,
  SELECT_PAYEE_MESSAGE,
} from '../../../common/contract/rules';
import {
  type ConditionRow,
  emptyCondition,
  newRuleValues,
  type RuleFormValues,
  ruleForm,
  ruleValues,
  toRuleBody,
} from './rule-form';

const valid = (over: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...newRuleValues(),
  name: 'Uber',
  conditions: [{ ...emptyCondition(), value: 'uber' }],
  actions: { category_id: '7', payee_name: '', tag_names: [], description: '' },
  ...over,
});
const row = (over: Partial<ConditionRow>): ConditionRow => ({ ...emptyCondition(), ...over });

const issues = (values: RuleFormValues) => {
  const result = ruleForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('rule form', () => {
  it('asks for a name, the text of a description condition and an action, in the contract words', () => {
    expect(issues(newRuleValues())).toEqual([
      ['name', RULE_NAME_MESSAGE],
      ['conditions.0.value', RULE_TEXT_MESSAGE],
      ['actions', RULE_ACTIONS_MESSAGE],
    ]);
    expect(issues(valid())).toEqual([]);
  });

  it('checks only the chosen field of a row, with the message under that field', () => {
    // The row still holds a blank text from before the field was switched: it is not sent nor checked.
    expect(issues(valid({ conditions: [row({ field: 'payee' })] }))).toEqual([
      ['conditions.0.payee_id', SELECT_PAYEE_MESSAGE],
    ]);
    expect(issues(valid({ conditions: [row({ field: 'amount' })] }))).toEqual([
      ['conditions.0.min', RULE_AMOUNT_RANGE_MESSAGE],
    ]);
    expect(issues(valid({ conditions: [row({ field: 'amount', min: '50,00', max: '10,00' })] }))).toEqual([
      ['conditions.0.min', RULE_AMOUNT_ORDER_MESSAGE],
    ]);
  });

  it('sends each row as its field asks, money in reais and blanks as nothing to change', () => {
    const body = toRuleBody(
      valid({
        name: '  Mercado  ',
        conditions: [
          row({ field: 'description', operator: 'starts_with', value: ' PIX ', min: '9' }),
          row({ field: 'payee', payee_id: '3' }),
          row({ field: 'amount', min: '1.234,56', max: '' }),
          row({ field: 'account', account_id: '12' }),
          row({ field: 'type', type: 'RECEITA' }),
        ],
        actions: { category_id: '', payee_name: ' Uber ', tag_names: ['app'], description: '' },
      }),
    );
    expect(body).toEqual({
      name: 'Mercado',
      conditions: [
        { field: 'description', operator: 'starts_with', value: 'PIX' },
        { field: 'payee', payee_id: 3 },
        { field: 'amount', min: 1234.56, max: null },
        { field: 'account', account_id: 12 },
        { field: 'type', value: 'RECEITA' },
      ],
      actions: { category_id: null, payee_name: 'Uber', tag_names: ['app'], description: null },
    });
  });

  it('opens a saved rule as it was saved, a payee or account no longer there left to choose again', () => {
    const rule: Rule = {
      id: 1,
      name: 'Mercado',
      position: 1,
      conditions: [
        { field: 'amount', min: null, max: 1500 },
        { field: 'payee', payee_id: 3 },
        { field: 'account', account_id: 9 },
      ],
      actions: {
        category_id: 7,
        category_name: 'Mercado',
        payee_id: null,
        payee_name: null,
        tag_ids: [2],
        tag_names: ['casa'],
        description: 'Compra no mercado',
      },
    };
    const values = ruleValues(rule, { payee: () => false, account: (id) => id === 9 });
    expect(values.conditions.map((c) => [c.field, c.min, c.max, c.payee_id, c.account_id])).toEqual([
      ['amount', '', '1.500,00', '', ''],
      ['payee', '', '', '', ''],
      ['account', '', '', '', '9'],
    ]);
    expect(values.actions).toEqual({
      category_id: '7',
      payee_name: '',
      tag_names: ['casa'],
      description: 'Compra no mercado',
    });
    expect(toRuleBody({ ...values, conditions: [values.conditions[0]!] }).conditions).toEqual([
      { field: 'amount', min: null, max: 1500 },
    ]);
  });
});
