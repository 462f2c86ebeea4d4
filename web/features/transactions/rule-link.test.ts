import { describe, expect, it } from 'vitest';
import { newRuleLink } from './rule-link';

describe('newRuleLink', () => {
  it('carries what the new rule starts from, encoded', () => {
    expect(
      newRuleLink({ description: ' Padaria Ipê & Cia ', type: 'DESPESA', categoriaId: 7, payee_name: 'Ipê' }),
    ).toBe('/rules?nova=1&descricao=Padaria+Ip%C3%AA+%26+Cia&tipo=DESPESA&categoria=7&favorecido=Ip%C3%AA');
    expect(newRuleLink({ description: '', type: 'RECEITA', categoriaId: null, payee_name: null })).toBe(
      '/rules?nova=1&tipo=RECEITA',
    );
  });
});
