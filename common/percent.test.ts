import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('writes one decimal with a comma and thousands with a dot', () => {
    expect(formatPercent(45.25)).toBe('45,3%');
    expect(formatPercent(45.24)).toBe('45,2%');
    expect(formatPercent(80)).toBe('80,0%');
    expect(formatPercent(100)).toBe('100,0%');
    expect(formatPercent(0)).toBe('0,0%');
    expect(formatPercent(1234.5)).toBe('1.234,5%');
    expect(formatPercent(1234.56)).toBe('1.234,6%');
    expect(formatPercent(-12.34)).toBe('-12,3%');
  });
});
