import { describe, expect, it } from 'vitest';
import { toRuleBody } from './rule-form';
import { isNewRuleLink, linkedRuleValues, newRuleLink, rulePhraseOf, withoutRuleLink } from './rule-link';

const params = (link: string) => new URLSearchParams(link.slice(link.indexOf('?')));
const isCategory = (id: string) => id === '7';

describe('the link that opens a new rule filled in', () => {
  it('looks for the description’s stem, as far as the description holds it as written', () => {
    expect(rulePhraseOf('UBER *TRIP HELP.UBER.COM')).toBe('uber');
    expect(rulePhraseOf('Padaria Ipê 123')).toBe('padaria ipe');
    expect(rulePhraseOf('IFOOD')).toBe('ifood');
    expect(rulePhraseOf('1234')).toBe('');
    // The bank's prefix is no part of it: a rule for every debit purchase would file them all under one category.
    expect(rulePhraseOf('COMPRA CARTAO DEB DROGASIL')).toBe('drogasil');
    expect(rulePhraseOf('COMPRA CARTAO DEB PAO DE ACUCAR')).toBe('pao de');
    expect(rulePhraseOf('PIX ENVIADO')).toBe('');
  });

  it('carries a transaction’s description stem, category, payee and type, and opens a rule of them', () => {
    const link = newRuleLink({
      description: 'Padaria Café 0412',
      categoryId: 7,
      payeeName: 'Pão',
      type: 'DESPESA',
    });
    expect(link).toBe('/rules?nova=1&descricao=padaria+cafe&categoria=7&favorecido=P%C3%A3o&tipo=DESPESA');
    expect(isNewRuleLink(params(link))).toBe(true);
    expect(toRuleBody(linkedRuleValues(params(link), isCategory))).toEqual({
      name: 'padaria cafe',
      conditions: [
        { field: 'description', operator: 'contains', value: 'padaria cafe' },
        { field: 'type', value: 'DESPESA' },
      ],
      actions: { category_id: 7, payee_name: 'Pão', tag_names: [], description: null },
    });
  });

  it('leaves out what is missing or unknown: no type condition, a category that is not the person’s', () => {
    const values = linkedRuleValues(params('/rules?nova=1&descricao=Padaria&categoria=8&tipo=x'), isCategory);
    expect(values.conditions.map((c) => [c.field, c.value])).toEqual([['description', 'Padaria']]);
    expect(values.actions.category_id).toBe('');
    expect(isNewRuleLink(params('/rules?descricao=Padaria'))).toBe(false);
  });

  it('is taken off the address, other parameters kept', () => {
    expect(
      withoutRuleLink(
        params('/rules?nova=1&descricao=P&categoria=7&favorecido=X&tipo=RECEITA&x=1'),
      ).toString(),
    ).toBe('x=1');
  });
});
