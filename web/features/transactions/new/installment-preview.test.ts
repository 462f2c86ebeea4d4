import { describe, expect, it } from 'vitest';
import { installmentPreview } from './installment-preview';

describe('installmentPreview', () => {
  it('says how much each installment is', () => {
    expect(installmentPreview('1.234,50', 10)).toBe('10x de R$ 123,45');
  });

  it('names the first installment when the cents do not divide evenly', () => {
    expect(installmentPreview('100,00', 3)).toBe('3x de R$ 33,33 (a primeira de R$ 33,34)');
  });

  it('says nothing while the amount cannot be divided', () => {
    expect(installmentPreview('', 3)).toBeNull();
    expect(installmentPreview('0,02', 3)).toBeNull();
  });
});
