import { describe, expect, it } from 'vitest';
import { suggestionHint } from './suggestion-hint';

const base = { payee: null, tags: [] };

describe('suggestionHint', () => {
  it('says what the category was chosen from', () => {
    const category = { id: 1, name: 'Transporte', count: 3 };
    expect(suggestionHint({ ...base, basis: 'payee', matches: 4, category }, ' Uber ')).toBe(
      'Sugerida pelo histórico: 3 de 4 transações de Uber',
    );
    expect(
      suggestionHint({ ...base, basis: 'description', matches: 1, category: { ...category, count: 1 } }, ''),
    ).toBe('Sugerida pelo histórico: 1 transação com descrição parecida');
    expect(suggestionHint({ ...base, basis: null, matches: 0, category: null }, 'Uber')).toBeNull();
  });
});

describe('suggestionHint for a well-known merchant', () => {
  it('says it is the default suggestion, and for which merchant', () => {
    const category = { id: 1, name: 'Transporte', count: 0 };
    expect(
      suggestionHint(
        { ...base, basis: 'merchant', merchant: 'Uber', matches: 0, category },
        'Uber do Brasil',
      ),
    ).toBe('Sugestão padrão para Uber');
  });
});
