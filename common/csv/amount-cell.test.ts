import { describe, expect, it } from 'vitest';
import { type AmountFormat, parseAmount } from '../money';
import { parseAmountCell } from './amount-cell';

const FORMATS: AmountFormat[] = ['auto', 'comma', 'dot'];

describe('parseAmountCell', () => {
  it('answers what parseAmount answers, for plain cells and every other shape', () => {
    const texts = [
      '0',
      '-0',
      '-0.00',
      '0,00',
      '7',
      '-89.90',
      '89,9',
      '89.9',
      '1500',
      '-1500',
      '1.500',
      '1,500',
      '1.234,56',
      '1,234.56',
      '12.345',
      '1.2.3',
      '007.50',
      '999999999999.99',
      '-999999999999,99',
      '9999999999999',
      '1000000000000.00',
      '12.',
      ',5',
      '.5',
      '-',
      '',
      '+5',
      '10,00-',
      '(10,00)',
      'R$ 1.234,56',
      '1 234,56',
      '12.345.678',
      '1,2',
      '1.23,4',
      '12a',
      '١٢',
      '-12.3x',
    ];
    for (const format of FORMATS) {
      for (const text of texts) {
        expect([format, text, parseAmountCell(text, format)]).toEqual([
          format,
          text,
          parseAmount(text, format),
        ]);
      }
    }
  });

  it('agrees with parseAmount on random short texts of digits, signs and separators', () => {
    // Mostly digits, so that many of the texts are plain amounts.
    const alphabet = '0123456789012345678901234567890123456789.,-';
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const differ: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      let text = '';
      const length = next() % 18;
      for (let i = 0; i < length; i++) text += alphabet[next() % alphabet.length];
      for (const format of FORMATS) {
        if (!Object.is(parseAmountCell(text, format), parseAmount(text, format)))
          differ.push(`${format} ${text}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
