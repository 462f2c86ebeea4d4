import { describe, expect, it } from 'vitest';
import { byCategoryName } from './contract/budgets';
import { byName, foldForSearch, searchAmount } from './search';

describe('the search fold', () => {
  it('reads accents and case the same', () => {
    expect(foldForSearch('Açaí NA Praça')).toBe('acai na praca');
  });
});

describe('Portuguese order', () => {
  it("puts 'Água' among the A's, not after 'Zoológico' as bytes would", () => {
    const names = ['Zoológico', 'Aluguel', 'Água', 'Ônibus', 'Educação'];
    expect(
      names
        .map((name) => ({ name }))
        .sort(byName)
        .map((n) => n.name),
    ).toEqual(['Água', 'Aluguel', 'Educação', 'Ônibus', 'Zoológico']);
    expect(
      names
        .map((category) => ({ category }))
        .sort(byCategoryName)
        .map((b) => b.category),
    ).toEqual(['Água', 'Aluguel', 'Educação', 'Ônibus', 'Zoológico']);
  });
});

describe('the amount a search names', () => {
  it('reads money the ways a person types it, in cents, without its sign', () => {
    expect(['45,90', '45.90', 'R$ 45,90', ' 45,9 ', '-45,90', 'r$45.90'].map(searchAmount)).toEqual([
      4590, 4590, 4590, 4590, 4590, 4590,
    ]);
    expect(['1.234,56', 'R$ 1.234,56', '1.500', '1.234.567'].map(searchAmount)).toEqual([
      123456, 123456, 150000, 123456700,
    ]);
  });

  it('names none for words, bare numbers and zero', () => {
    expect(['mercado', '45', '2024', 'uber 45,90', '0,00', '', '1,2,3'].map(searchAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
