import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../common/contract/rules';
import { ruleSentence } from './rule-sentence';

const names = {
  payees: new Map([[3, 'Padaria Central']]),
  accounts: new Map([[9, 'Nubank']]),
};
const noActions: Rule['actions'] = {
  category_id: null,
  category_name: null,
  payee_id: null,
  payee_name: null,
  tag_ids: [],
  tag_names: [],
  description: null,
};

describe('a rule as a sentence', () => {
  it('says the conditions joined by "e" and what the rule sets', () => {
    expect(
      ruleSentence(
        {
          conditions: [
            { field: 'description', operator: 'contains', value: 'uber' },
            { field: 'type', value: 'DESPESA' },
          ],
          actions: {
            ...noActions,
            category_id: 4,
            category_name: 'Transporte',
            payee_id: 5,
            payee_name: 'Uber',
            tag_ids: [1, 2],
            tag_names: ['app', 'trabalho'],
          },
        },
        names,
      ),
    ).toBe(
      'Se a descrição contém “uber” e o tipo é Despesa → categoria Transporte, favorecido Uber, tags app, trabalho',
    );
  });

  it('writes amounts as R$ and names payees and accounts, or says they were deleted', () => {
    expect(
      ruleSentence(
        {
          conditions: [
            { field: 'description', operator: 'starts_with', value: 'PIX' },
            { field: 'payee', payee_id: 3 },
            { field: 'amount', min: 10, max: 1234.56 },
            { field: 'account', account_id: 9 },
          ],
          actions: { ...noActions, tag_ids: [1], tag_names: ['casa'], description: 'Pão' },
        },
        names,
      ),
    ).toBe(
      'Se a descrição começa com “PIX”, o favorecido é Padaria Central, o valor está entre R$ 10,00 e R$ 1.234,56 e a conta é Nubank → tag casa, descrição “Pão”',
    );
    const deleted = {
      conditions: [
        { field: 'payee', payee_id: 99 },
        { field: 'account', account_id: 98 },
        { field: 'amount', min: 50, max: null },
      ] as Rule['conditions'],
      actions: { ...noActions, category_id: 4, category_name: 'Mercado' },
    };
    expect(ruleSentence(deleted, names)).toBe(
      'Se o favorecido é (excluído), a conta é (excluída) e o valor é de pelo menos R$ 50,00 → categoria Mercado',
    );
    expect(
      ruleSentence(
        {
          conditions: [
            { field: 'amount', min: null, max: 0.5 },
            { field: 'description', operator: 'equals', value: 'Tarifa' },
          ],
          actions: { ...noActions, category_id: 4, category_name: 'Tarifas' },
        },
        names,
      ),
    ).toBe('Se o valor é de até R$ 0,50 e a descrição é igual a “Tarifa” → categoria Tarifas');
  });
});
