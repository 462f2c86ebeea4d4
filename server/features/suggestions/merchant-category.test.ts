import { describe, expect, it } from 'vitest';
import { merchantCategoryFinder } from './merchant-category';

const categories = [
  { id: 1, name: 'Transporte', type: 'despesa' },
  { id: 2, name: 'Alimentação', type: 'despesa' },
  { id: 3, name: 'Salário', type: 'receita' },
];

describe("the well-known merchant's category, asked for every line of a statement", () => {
  it('answers a repeated description the same each time, an income never, and each answer is the caller’s own', () => {
    const find = merchantCategoryFinder(categories);
    const first = find('DESPESA', 'UBER *TRIP HELP.UBER.COM');
    expect(first).toEqual({ id: 1, name: 'Transporte', merchant: 'Uber' });
    if (first) first.name = 'changed by the caller';
    expect(find('DESPESA', 'UBER *TRIP HELP.UBER.COM')).toEqual({
      id: 1,
      name: 'Transporte',
      merchant: 'Uber',
    });
    expect(find('RECEITA', 'UBER *TRIP HELP.UBER.COM')).toBeNull();
    expect(find('DESPESA', 'PADARIA DO BAIRRO')).toBeNull();
    expect(find('DESPESA', 'PADARIA DO BAIRRO')).toBeNull();
  });
});
