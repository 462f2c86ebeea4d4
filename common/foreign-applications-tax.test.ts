import { describe, expect, it } from 'vitest';
import { parseRate, convertToCents as toCents } from './exchange-rates';
import { parseQuantity, proportion, rateDown, rateHalfUp } from './foreign-applications-money';
import {
  cashSalesExempt,
  type ForeignTrade,
  foreignApplicationsYear,
  positionsBeforeTheLaw,
} from './foreign-applications-tax';

// Every expected figure below is worked by hand in its comment. Rates are made up but shaped as the PTAX (four
// decimals); what the law says of each rate is in common/foreign-applications-tax.ts.

const trade =
  (kind: 'buy' | 'sell') =>
  (date: string, asset: string, quantity: string, amount: number, rate: string): ForeignTrade => ({
    kind,
    date,
    asset,
    currency: 'USD',
    quantity,
    amount,
    rate,
  });
const buy = trade('buy');
const sell = trade('sell');

describe('exact arithmetic', () => {
  it('converts hundredths of a currency at a rate to cents, half up', () => {
    // US$ 1.234,56 at 5,1234: 123456 × 51234 / 10^4 = 632514,4704 → 632514 (R$ 6.325,14).
    expect(toCents(123_456, parseRate('5,1234'))).toBe(632_514);
    // US$ 0,01 at 0,5: 0,5 cent → 1 (half up); at 0,4999: 0,4999 → 0.
    expect(toCents(1, parseRate('0.5'))).toBe(1);
    expect(toCents(1, parseRate('0,4999'))).toBe(0);
  });

  it('reads quantities of any precision and takes proportions exactly', () => {
    // 1/3 of R$ 100,00 is 3333,33… cents → 3333; 2/3 is 6666,66… → 6667.
    expect(proportion(10_000, parseQuantity('1'), parseQuantity('3'))).toBe(3_333);
    expect(proportion(10_000, parseQuantity('2'), parseQuantity('3'))).toBe(6_667);
    expect(parseQuantity('0,000000000000000001')).toBe(1n);
    expect(() => parseQuantity('1.2.3')).toThrow('Quantidade inválida');
    expect(() => parseRate('0')).toThrow('A cotação deve ser maior que zero.');
  });

  it('15% half up for the tax, rounded down for a limit', () => {
    // 15% of R$ 51,29 is 769,35 cents: the tax rounds to 769, the limit too; of 3 cents, 0,45 → 0.
    expect(rateHalfUp(5_129, 1500)).toBe(769);
    expect(rateDown(5_129, 1500)).toBe(769);
    // 15% of 10 cents is 1,5: the tax rounds to 2, a limit stays at 1.
    expect(rateHalfUp(10, 1500)).toBe(2);
    expect(rateDown(10, 1500)).toBe(1);
  });
});

describe('a sale at a gain, the exchange variation inside it (Lei 14.754/2023, art. 3º, § 2º)', () => {
  it('average cost in reais, 15% on the gain, the rest held at cost', () => {
    const year = foreignApplicationsYear({
      year: 2024,
      operations: [
        // 10 VOO for US$ 4.000,00 at 5,0000: cost R$ 20.000,00.
        buy('2024-02-01', 'VOO', '10', 400_000, '5,0000'),
        // 10 more for US$ 4.400,00 at 5,2000: R$ 22.880,00. Held: 20, R$ 42.880,00, US$ 8.400,00.
        buy('2024-05-02', 'VOO', '10', 440_000, '5,2000'),
        // 5 sold for US$ 2.500,00 at 5,6000: R$ 14.000,00.
        sell('2024-11-04', 'VOO', '5', 250_000, '5,6000'),
      ],
    });
    expect(year.sales).toEqual([
      {
        date: '2024-11-04',
        asset: 'VOO',
        quantity: '5',
        proceedsCents: 1_400_000,
        // R$ 42.880,00 × 5/20 = R$ 10.720,00.
        costCents: 1_072_000,
        // R$ 14.000,00 − R$ 10.720,00 = R$ 3.280,00.
        resultCents: 328_000,
        // Price: (US$ 2.500,00 − US$ 8.400,00 × 5/20 = US$ 2.100,00) = US$ 400,00 × 5,60 = R$ 2.240,00.
        priceResultCents: 224_000,
        // Exchange: US$ 2.100,00 × 5,60 = R$ 11.760,00 − R$ 10.720,00 = R$ 1.040,00. 2.240 + 1.040 = 3.280.
        exchangeResultCents: 104_000,
      },
    ]);
    expect(year).toMatchObject({
      resultCents: 328_000,
      taxableCents: 328_000,
      // 15% of R$ 3.280,00 = R$ 492,00.
      taxCents: 49_200,
      creditCents: 0,
      taxDueCents: 49_200,
      lossCarriedOutCents: 0,
    });
    // Bens e Direitos at cost (P&R 474): 15 VOO, R$ 42.880,00 − R$ 10.720,00 = R$ 32.160,00; US$ 6.300,00.
    expect(year.positions).toEqual([
      { asset: 'VOO', currency: 'USD', quantity: '15', costCents: 3_216_000, costHundredths: 630_000 },
    ]);
  });
});

describe('a sale at a loss offsets the year’s dividends (art. 9º, caput)', () => {
  it('taxes the net: dividends less the loss', () => {
    const year = foreignApplicationsYear({
      year: 2024,
      operations: [
        // 100 XYZ for US$ 2.000,00 at 5,0000: R$ 10.000,00.
        buy('2024-03-01', 'XYZ', '100', 200_000, '5,0000'),
        // Dividend of US$ 300,00 at 5,1000: R$ 1.530,00 (no tax withheld, an Irish ETF's).
        {
          kind: 'income',
          type: 'dividend',
          date: '2024-06-03',
          asset: 'XYZ',
          currency: 'USD',
          amount: 30_000,
          rate: '5,1000',
        },
        // All sold for US$ 1.700,00 at 5,5000: R$ 9.350,00.
        sell('2024-09-02', 'XYZ', '100', 170_000, '5,5000'),
      ],
    });
    // R$ 9.350,00 − R$ 10.000,00 = −R$ 650,00: a price loss of US$ 300,00 × 5,50 = −R$ 1.650,00 and an exchange
    // gain of US$ 2.000,00 × 5,50 − R$ 10.000,00 = +R$ 1.000,00.
    expect(year.sales[0]).toMatchObject({
      resultCents: -65_000,
      priceResultCents: -165_000,
      exchangeResultCents: 100_000,
    });
    expect(year).toMatchObject({
      salesResultCents: -65_000,
      incomeCents: 153_000,
      // R$ 1.530,00 − R$ 650,00 = R$ 880,00; 15% = R$ 132,00.
      resultCents: 88_000,
      taxableCents: 88_000,
      taxCents: 13_200,
      taxDueCents: 13_200,
      lossCarriedOutCents: 0,
      positions: [],
    });
  });
});

describe('tax withheld in the US (art. 4º; reciprocity, P&R 136)', () => {
  const dividend = (date: string, amount: number, rate: string, withheld: number, taxRate: string) =>
    ({
      kind: 'income',
      type: 'dividend',
      date,
      asset: 'AAPL',
      currency: 'USD',
      amount,
      rate,
      withheld: { amount: withheld, rate: taxRate },
    }) as const;

  it('30% withheld: deducted up to 15% of each dividend, the excess lost', () => {
    const year = foreignApplicationsYear({
      year: 2024,
      operations: [
        // US$ 1.000,00 at the PTAX venda 5,0000: R$ 5.000,00. Withheld US$ 300,00 at the PTAX compra 4,9990 (art. 4º,
        // § 2º): 30000 × 49990 / 10^4 = R$ 1.499,70. Limit: 15% of R$ 5.000,00 = R$ 750,00.
        dividend('2024-04-01', 100_000, '5,0000', 30_000, '4,9990'),
        // US$ 10,01 at 5,1234: 1001 × 51234 / 10^4 = 5128,5234 → R$ 51,29. Withheld US$ 3,00 at 5,1228: 1536,84 →
        // R$ 15,37. Limit: 15% of 5129 = 769,35 → 769 (rounded down).
        dividend('2024-10-01', 1_001, '5,1234', 300, '5,1228'),
      ],
    });
    expect(year.incomes.map((i) => [i.grossCents, i.withheldCents, i.creditLimitCents])).toEqual([
      [500_000, 149_970, 75_000],
      [5_129, 1_537, 769],
    ]);
    expect(year).toMatchObject({
      // R$ 5.000,00 + R$ 51,29 = R$ 5.051,29; 15% = 75769,35 → R$ 757,69.
      incomeCents: 505_129,
      taxCents: 75_769,
      // R$ 1.499,70 + R$ 15,37.
      withheldCents: 151_507,
      // R$ 750,00 + R$ 7,69 = R$ 757,69: nothing left to pay; R$ 757,38 withheld is not deducted, nor carried.
      creditCents: 75_769,
      taxDueCents: 0,
    });
  });

  it('never more than the year’s tax: a loss leaves less tax than the credit', () => {
    const year = foreignApplicationsYear({
      year: 2025,
      operations: [
        // R$ 5.000,00 of dividend, R$ 1.500,00 withheld (compra 5,0000), limit R$ 750,00.
        dividend('2025-02-03', 100_000, '5,0000', 30_000, '5,0000'),
        // 1 share bought for US$ 1.000,00 and sold for US$ 600,00, both at 5,0000: a loss of R$ 2.000,00.
        buy('2025-03-03', 'BBB', '1', 100_000, '5,0000'),
        sell('2025-07-01', 'BBB', '1', 60_000, '5,0000'),
      ],
    });
    // R$ 5.000,00 − R$ 2.000,00 = R$ 3.000,00; 15% = R$ 450,00: the credit stops there.
    expect(year).toMatchObject({
      resultCents: 300_000,
      taxCents: 45_000,
      creditCents: 45_000,
      taxDueCents: 0,
    });
  });
});

describe('dollars in a non-remunerated account (art. 2º, § 3º; P&R 469)', () => {
  it('declared at the 31/12 rate, its exchange variation no income', () => {
    const year = foreignApplicationsYear({
      year: 2024,
      operations: [],
      // US$ 10.000,00 bought at R$ 5,00 during the year; at the 31/12 PTAX venda 6,1923: R$ 61.923,00. The R$ 11.923,00
      // of variation is not income.
      deposits: [{ account: 'Conta corrente', currency: 'USD', balance: 1_000_000, rate: '6,1923' }],
    });
    expect(year.deposits).toEqual([
      {
        account: 'Conta corrente',
        currency: 'USD',
        balance: 1_000_000,
        rate: '6,1923',
        valueCents: 6_192_300,
      },
    ]);
    expect(year).toMatchObject({ resultCents: 0, taxableCents: 0, taxCents: 0, taxDueCents: 0 });
  });

  it('cash in banknotes: exempt up to US$ 5.000,00 of sales in the year (art. 2º, § 4º)', () => {
    expect(cashSalesExempt(500_000)).toBe(true);
    expect(cashSalesExempt(500_001)).toBe(false);
  });
});

describe('a loss carried to the next year and used there (art. 9º, § 2º)', () => {
  const year2024 = foreignApplicationsYear({
    year: 2024,
    operations: [
      // 50 ABC for US$ 5.000,00 at 4,9000: R$ 24.500,00; sold for US$ 4.000,00 at 5,4000: R$ 21.600,00. Loss
      // R$ 2.900,00.
      buy('2024-01-10', 'ABC', '50', 500_000, '4,9000'),
      sell('2024-08-15', 'ABC', '50', 400_000, '5,4000'),
      // 10 DEF for US$ 1.000,00 at 5,1000: R$ 5.100,00, held into 2025.
      buy('2024-05-20', 'DEF', '10', 100_000, '5,1000'),
    ],
  });

  it('2024: no tax, the loss carried', () => {
    expect(year2024).toMatchObject({
      resultCents: -290_000,
      taxableCents: 0,
      taxCents: 0,
      lossCarriedOutCents: 290_000,
      positions: [
        { asset: 'DEF', currency: 'USD', quantity: '10', costCents: 510_000, costHundredths: 100_000 },
      ],
    });
  });

  it('2025: the loss offsets interest and a gain, once', () => {
    const year = foreignApplicationsYear({
      year: 2025,
      positions: year2024.positions,
      lossCarriedInCents: year2024.lossCarriedOutCents,
      operations: [
        // Interest of US$ 800,00 at 5,7500: R$ 4.600,00.
        {
          kind: 'income',
          type: 'interest',
          date: '2025-03-10',
          asset: 'Treasury',
          currency: 'USD',
          amount: 80_000,
          rate: '5,7500',
        },
        // 4 of the 10 DEF for US$ 480,00 at 5,5000: R$ 2.640,00; cost R$ 5.100,00 × 4/10 = R$ 2.040,00; gain R$ 600,00.
        sell('2025-06-02', 'DEF', '4', 48_000, '5,5000'),
      ],
    });
    expect(year).toMatchObject({
      // R$ 4.600,00 + R$ 600,00 = R$ 5.200,00; less the R$ 2.900,00 carried: R$ 2.300,00; 15% = R$ 345,00.
      resultCents: 520_000,
      lossCarriedInCents: 290_000,
      lossUsedCents: 290_000,
      taxableCents: 230_000,
      taxCents: 34_500,
      taxDueCents: 34_500,
      lossCarriedOutCents: 0,
      // 6 DEF left: R$ 5.100,00 − R$ 2.040,00 = R$ 3.060,00; US$ 1.000,00 − US$ 400,00 = US$ 600,00.
      positions: [
        { asset: 'DEF', currency: 'USD', quantity: '6', costCents: 306_000, costHundredths: 60_000 },
      ],
    });
  });

  it('2025 with less income than the loss: part used, the rest carried on', () => {
    const year = foreignApplicationsYear({
      year: 2025,
      lossCarriedInCents: 290_000,
      operations: [
        // Interest of US$ 200,00 at 5,0000: R$ 1.000,00, all offset; R$ 2.900,00 − R$ 1.000,00 = R$ 1.900,00 left.
        {
          kind: 'income',
          type: 'interest',
          date: '2025-05-05',
          asset: 'Treasury',
          currency: 'USD',
          amount: 20_000,
          rate: '5,0000',
        },
      ],
    });
    expect(year).toMatchObject({
      lossUsedCents: 100_000,
      taxableCents: 0,
      taxCents: 0,
      lossCarriedOutCents: 190_000,
    });
  });
});

describe('what it refuses, in Portuguese', () => {
  it('a year before the law, an operation outside the year, a sale beyond what is held', () => {
    expect(() => foreignApplicationsYear({ year: 2023, operations: [] })).toThrow('a partir de 2024');
    expect(() =>
      foreignApplicationsYear({ year: 2024, operations: [buy('2025-01-02', 'A', '1', 100, '5')] }),
    ).toThrow('fora do ano-calendário 2024');
    expect(() =>
      foreignApplicationsYear({
        year: 2024,
        operations: [buy('2024-01-02', 'A', '1', 100, '5'), sell('2024-02-01', 'A', '1,5', 100, '5')],
      }),
    ).toThrow('maior que a quantidade em carteira');
  });

  it('takes operations in date order, whatever order they come in', () => {
    const year = foreignApplicationsYear({
      year: 2024,
      operations: [sell('2024-06-01', 'A', '1', 600, '5'), buy('2024-01-02', 'A', '1', 500, '5')],
    });
    // Bought US$ 5,00 at 5 = R$ 25,00; sold US$ 6,00 at 5 = R$ 30,00: R$ 5,00 of gain.
    expect(year.sales[0]?.resultCents).toBe(500);
  });
});

describe('what was held before the law, and splits', () => {
  it('the opening cost: each buy at its own rate, a sale before 2024 taking its average cost out', () => {
    // 10 bought for US$ 1.000,00 at 5,00 = R$ 5.000,00 and 10 for US$ 1.200,00 at 4,80 = R$ 5.760,00: 20 units at
    // R$ 10.760,00 (US$ 2.200,00). 5 sold in 2023 take 5/20 of both: R$ 2.690,00 and US$ 550,00. Left: 15 units at
    // R$ 8.070,00 (US$ 1.650,00). The 2024 buy is not in the opening position.
    const positions = positionsBeforeTheLaw([
      buy('2022-03-01', 'VOO', '10', 100_000, '5.0000'),
      buy('2023-03-01', 'VOO', '10', 120_000, '4.8000'),
      sell('2023-09-01', 'VOO', '5', 70_000, '4.9000'),
      buy('2024-02-01', 'VOO', '1', 50_000, '4.9500'),
    ]);
    expect(positions).toEqual([
      { asset: 'VOO', currency: 'USD', quantity: '15', costCents: 807_000, costHundredths: 165_000 },
    ]);
  });

  it('a split adds units and keeps the cost; a reverse split takes them away', () => {
    // 10 units bought for US$ 1.000,00 at 5,00 = R$ 5.000,00; split 1:4 (30 added): 40 units, the same cost. 20 sold
    // for US$ 800,00 at 5,00 = R$ 4.000,00 at half the cost, R$ 2.500,00: a gain of R$ 1.500,00. Then a 1:2 reverse
    // split takes 10 of the 20 left, still at R$ 2.500,00.
    const year = foreignApplicationsYear({
      year: 2025,
      operations: [
        buy('2025-01-02', 'A', '10', 100_000, '5.0000'),
        { kind: 'split', date: '2025-02-03', asset: 'A', currency: 'USD', quantity: '30' },
        sell('2025-03-03', 'A', '20', 80_000, '5.0000'),
        { kind: 'merge', date: '2025-04-01', asset: 'A', currency: 'USD', quantity: '10' },
      ],
    });
    expect(year.sales[0]).toMatchObject({ costCents: 250_000, resultCents: 150_000 });
    expect(year.positions).toEqual([
      { asset: 'A', currency: 'USD', quantity: '10', costCents: 250_000, costHundredths: 50_000 },
    ]);
  });
});
