import { describe, expect, it } from 'vitest';
import { amountFormatByEndings, inferAmountFormat } from './amount-format';

describe('inferAmountFormat', () => {
  it('lets the cells ending in one or two decimals vote, and answers auto when none does', () => {
    expect(inferAmountFormat(['-1.234,56', '12,3'])).toBe('comma');
    expect(inferAmountFormat(['-1,234.56', '12.30'])).toBe('dot');
    expect(inferAmountFormat(['1.500', '200'])).toBe('auto');
  });
});

describe('amountFormatByEndings', () => {
  it("answers the separator most of a file's amounts end with, dot on a tie", () => {
    expect(amountFormatByEndings(['-1.234,56', '12,30'])).toBe('comma');
    expect(amountFormatByEndings(['1,5', '2,50', '3.10'])).toBe('comma');
    expect(amountFormatByEndings(['-1,234.56', '12.30'])).toBe('dot');
    expect(amountFormatByEndings(['1.234,56', '1,234.56'])).toBe('dot');
    expect(amountFormatByEndings(['1.500'])).toBe('dot');
    expect(amountFormatByEndings([])).toBe('dot');
  });
});
