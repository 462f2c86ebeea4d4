import { describe, expect, it } from 'vitest';
import type { TaxForeignFigures } from '../../../common/contract/income-tax-abroad';
import {
  abroadYearLines,
  incomeTypeText,
  quantityText,
  resultPartsText,
  signedReaisText,
} from './abroad-display';

// The year 2025 of server/features/income-tax/foreign-applications.test.ts: AAPL sold at a loss, VOO at a gain
// (part of it the dollar's rise), a dividend with 30% withheld in the US.
const year2025: TaxForeignFigures = {
  sales: [],
  incomes: [],
  salesResult: 1686.95,
  income: 540,
  result: 2226.95,
  lossCarriedIn: 0,
  lossUsed: 0,
  taxable: 2226.95,
  tax: 334.04,
  withheld: 161.98,
  credit: 81,
  taxDue: 253.04,
  lossCarriedOut: 0,
};

const shown = (figures: TaxForeignFigures) =>
  abroadYearLines(figures).map((line) => [line.label, line.value, line.detail]);

describe('the year’s lines', () => {
  it('read as the declaration works them: result, losses, base, 15%, the credit and what is paid', () => {
    expect(shown(year2025)).toEqual([
      ['Resultado do ano', '+R$ 2.226,95', 'vendas +R$ 1.686,95 · dividendos e juros R$ 540,00'],
      ['Perdas de anos anteriores compensadas', 'R$ 0,00', null],
      ['Base de cálculo', 'R$ 2.226,95', null],
      ['Imposto (15%)', 'R$ 334,04', null],
      [
        'Imposto pago no exterior deduzido',
        'R$ 81,00',
        'pago R$ 161,98; deduz-se até 15% de cada rendimento',
      ],
      ['Imposto a pagar com a declaração', 'R$ 253,04', null],
      ['Perdas para os anos seguintes', 'R$ 0,00', null],
    ]);
    expect(
      abroadYearLines(year2025)
        .filter((line) => line.total)
        .map((line) => line.key),
    ).toEqual(['taxDue']);
  });

  it('says the losses accumulated beside those used, and a loss carried on', () => {
    const lines = shown({
      ...year2025,
      salesResult: -3000,
      income: 0,
      result: -3000,
      lossCarriedIn: 500,
      lossUsed: 0,
      taxable: 0,
      tax: 0,
      withheld: 0,
      credit: 0,
      taxDue: 0,
      lossCarriedOut: 3500,
    });
    expect(lines[0]).toEqual([
      'Resultado do ano',
      '-R$ 3.000,00',
      'vendas -R$ 3.000,00 · dividendos e juros R$ 0,00',
    ]);
    expect(lines[1]).toEqual(['Perdas de anos anteriores compensadas', 'R$ 0,00', 'de R$ 500,00 acumuladas']);
    expect(lines[4]?.[2]).toBeNull();
    expect(lines[6]).toEqual(['Perdas para os anos seguintes', 'R$ 3.500,00', null]);
  });
});

describe('a sale and an income', () => {
  it('split a sale’s result into the price’s part and the exchange’s, with their signs', () => {
    expect(resultPartsText({ priceResult: 2062.5, exchangeResult: 1145.65 })).toBe(
      'preço +R$ 2.062,50 · câmbio +R$ 1.145,65',
    );
    expect(resultPartsText({ priceResult: -1120, exchangeResult: -401.2 })).toBe(
      'preço -R$ 1.120,00 · câmbio -R$ 401,20',
    );
    expect(signedReaisText(0)).toBe('R$ 0,00');
  });

  it('write the quantity and the income’s kind in Portuguese', () => {
    expect(quantityText('10')).toBe('10');
    expect(quantityText('1500.5')).toBe('1.500,5');
    expect(quantityText('0.00012345')).toBe('0,00012345');
    expect(incomeTypeText('dividend')).toBe('Dividendos');
    expect(incomeTypeText('interest')).toBe('Juros');
  });
});
