import { describe, expect, it } from 'vitest';
import { descriptionStem, descriptionWords } from './description-stem';

describe('descriptionStem', () => {
  it('folds accents and case, drops digits and punctuation, and keeps the first two words', () => {
    expect(descriptionWords('UBER *TRIP 1234 São Paulo')).toBe('uber trip sao paulo');
    expect(descriptionStem('UBER *TRIP 1234 São Paulo')).toBe('uber trip');
    expect(descriptionStem('Padaria Ipê - 23/11')).toBe('padaria ipe');
    expect(descriptionStem('Netflix')).toBe('netflix');
    expect(descriptionStem('  12/03  ')).toBe('');
    expect(descriptionStem('ÁGUA E ESGOTO 05/2026')).toBe('agua e');
    expect(descriptionWords('--Disney+ C&A_ÇÃO--')).toBe('disney c a cao');
  });
});
