import { describe, expect, it } from 'vitest';
import { byCategoryName } from './contract/budgets';
import { byName, foldForSearch } from './search';

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
