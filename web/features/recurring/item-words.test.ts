import { describe, expect, it } from 'vitest';
import { countText, itemWords } from './item-words';

describe('countText', () => {
  it('counts expenses and incomes in their own words, and says how many of them the filters show', () => {
    expect(countText(itemWords.DESPESA, 1, 1, false)).toBe('1 gasto fixo');
    expect(countText(itemWords.DESPESA, 3, 3, false)).toBe('3 gastos fixos');
    expect(countText(itemWords.RECEITA, 0, 0, false)).toBe('0 receitas fixas');
    expect(countText(itemWords.RECEITA, 1, 1, false)).toBe('1 receita fixa');
    expect(countText(itemWords.RECEITA, 1, 2, true)).toBe('1 de 2 receitas fixas');
    expect(countText(itemWords.DESPESA, 0, 1, true)).toBe('0 de 1 gasto fixo');
  });
});
