import { describe, expect, it } from 'vitest';
import {
  estimateForeignPurchase,
  foreignInstallments,
  foreignPurchase,
  replaceEstimate,
} from './foreign-purchases';
import { transferRates } from './foreign-transfers';

// Every expected figure is worked by hand in the comment beside it: reais = hundredths × rate, half up to the cent;
// IOF = reais × rate of the day (common/iof-exchange.ts, each rate's decree there), half up to the cent.

describe('foreignPurchase', () => {
  it('US$ 100,00 on 10/03/2025 at 5,8123: R$ 581,23, IOF 3,38% R$ 19,65, total R$ 600,88', () => {
    // 10000 × 5,8123 = 58123 cents. IOF: 58123 × 3,38% = 1964,5574 cents -> 1965 (0,5574 ≥ 0,5: up).
    // 58123 + 1965 = 60088. Rates: 58123 / 10000 = 5,8123; 60088 / 10000 = 6,0088. (Decreto 10.997/2022, 15-C IV.)
    expect(
      foreignPurchase({ foreignHundredths: 10_000, currency: 'USD', rate: '5,8123', date: '2025-03-10' }),
    ).toMatchObject({
      rate: '5.8123',
      reaisCents: 58_123,
      iofCents: 1965,
      totalCents: 60_088,
      effectiveRate: '5.8123',
      effectiveRateWithIof: '6.0088',
      iof: { basisPoints: 338, text: '3,38%' },
    });
  });

  it('the same on 10/06/2025 at 3,5%: IOF R$ 20,34, total R$ 601,57', () => {
    // 58123 × 3,5% = 2034,305 cents -> 2034 (0,305 < 0,5: down). 58123 + 2034 = 60157; 60157 / 10000 = 6,0157.
    // (Decreto 12.499/2025, art. 15-B, VII.)
    expect(
      foreignPurchase({ foreignHundredths: 10_000, currency: 'USD', rate: '5.8123', date: '2025-06-10' }),
    ).toMatchObject({
      reaisCents: 58_123,
      iofCents: 2034,
      totalCents: 60_157,
      effectiveRateWithIof: '6.0157',
    });
  });

  it('the same on 15/08/2023 at 5,38%: IOF R$ 31,27, total R$ 612,50', () => {
    // 58123 × 538 = 29.061.500 + 2.208.674 = 31.270.174 -> / 10000 = 3127,0174 cents -> 3127.
    // 58123 + 3127 = 61250; 61250 / 10000 = 6,125. (Decreto 10.997/2022, 15-C II.)
    expect(
      foreignPurchase({ foreignHundredths: 10_000, currency: 'USD', rate: '5,8123', date: '2023-08-15' }),
    ).toMatchObject({ iofCents: 3127, totalCents: 61_250, effectiveRateWithIof: '6.125' });
  });

  it('US$ 100,00 on 15/07/2021 at 5,1234 at 6,38%: R$ 512,34, IOF R$ 32,69, total R$ 545,03', () => {
    // 10000 × 5,1234 = 51234. 51234 × 638 = 30.740.400 + 1.946.892 = 32.687.292 -> 3268,7292 cents -> 3269.
    // 51234 + 3269 = 54503. (Decreto 6.306/2007 art. 15-B, VII.)
    expect(
      foreignPurchase({ foreignHundredths: 10_000, currency: 'USD', rate: '5,1234', date: '2021-07-15' }),
    ).toMatchObject({ reaisCents: 51_234, iofCents: 3269, totalCents: 54_503 });
  });

  it('the day the rate changed: US$ 100,00 at 5,6789 is R$ 587,08 on 22/05/2025 and R$ 587,77 on 23/05/2025', () => {
    // 10000 × 5,6789 = 56789. On 22/05 (3,38%): 56789 × 338 = 17.036.700 + 2.157.982 = 19.194.682 -> 1919,4682 -> 1919;
    // total 56789 + 1919 = 58708. On 23/05 (3,5%, Decreto 12.466/2025): 56789 × 350 = 19.876.150 -> 1987,615 -> 1988;
    // total 56789 + 1988 = 58777.
    const purchase = { foreignHundredths: 10_000, currency: 'USD', rate: '5,6789' } as const;
    expect(foreignPurchase({ ...purchase, date: '2025-05-22' })).toMatchObject({
      iofCents: 1919,
      totalCents: 58_708,
    });
    expect(foreignPurchase({ ...purchase, date: '2025-05-23' })).toMatchObject({
      iofCents: 1988,
      totalCents: 58_777,
    });
  });

  it('¥ 1.500 (no minor unit: 150000 hundredths) at 0,0385 on 01/09/2025: R$ 57,75, IOF R$ 2,02, total R$ 59,77', () => {
    // 150000 × 0,0385 = 5775 cents (1500 × 0,0385 = 57,75). 5775 × 350 = 2.021.250 -> 202,125 -> 202.
    // 5775 + 202 = 5977. Rates: 5775 / 150000 = 0,0385; 5977 / 150000 = 0,0398466… -> 0,039847 (6th decimal: 6|6 up).
    expect(
      foreignPurchase({ foreignHundredths: 150_000, currency: 'JPY', rate: '0,0385', date: '2025-09-01' }),
    ).toMatchObject({
      reaisCents: 5775,
      iofCents: 202,
      totalCents: 5977,
      effectiveRate: '0.0385',
      effectiveRateWithIof: '0.039847',
    });
  });

  it('rounds the half cent up, in the conversion and in the IOF', () => {
    // US$ 10,05 at 5,5: 1005 × 5,5 = 5527,5 cents -> 5528.
    expect(
      foreignPurchase({ foreignHundredths: 1005, currency: 'USD', rate: '5,5', date: '2025-09-01' })
        .reaisCents,
    ).toBe(5528);
    // ARS 200,00 at 0,005: 20000 × 0,005 = 100 cents; IOF 100 × 3,5% = 3,5 cents -> 4; total 104.
    expect(
      foreignPurchase({ foreignHundredths: 20_000, currency: 'ARS', rate: '0,005', date: '2025-09-01' }),
    ).toMatchObject({ reaisCents: 100, iofCents: 4, totalCents: 104 });
  });

  it('refuses in Portuguese what it cannot work: a bad rate, a fraction of a yen, a day before the table', () => {
    const base = { foreignHundredths: 10_000, currency: 'USD', rate: '5,8123', date: '2025-03-10' } as const;
    expect(() => foreignPurchase({ ...base, rate: '0' })).toThrow('A cotação deve ser maior que zero.');
    expect(() => foreignPurchase({ ...base, currency: 'JPY', foreignHundredths: 150 })).toThrow(
      'Iene não tem centavos',
    );
    expect(() => foreignPurchase({ ...base, date: '2013-01-10' })).toThrow('28/12/2013');
  });
});

describe('an estimate replaced by the bill', () => {
  // US$ 100,00 on 10/06/2025, PTAX sell 5,5843: 10000 × 5,5843 = 55843 cents; IOF 55843 × 3,5% = 1954,505 -> 1955;
  // estimate total 55843 + 1955 = 57798.
  const estimate = estimateForeignPurchase({
    foreignHundredths: 10_000,
    currency: 'USD',
    ptaxSell: '5.5843',
    date: '2025-06-10',
  });

  it('estimates at the PTAX sell of the day', () => {
    expect(estimate).toMatchObject({
      estimated: true,
      reaisCents: 55_843,
      iofCents: 1955,
      totalCents: 57_798,
    });
  });

  it('takes the bill’s R$ 581,23 and R$ 20,34: rate 5,8123, 4,08% over the PTAX, R$ 23,59 more than estimated', () => {
    // Bill total 58123 + 2034 = 60157; difference 60157 − 57798 = 2359. Rate 58123 / 10000 = 5,8123; with IOF 6,0157.
    // Spread: 5,8123 / 5,5843 = 1,0408287… -> 4,08287…% -> 4,08%. IOF expected: 58123 × 3,5% = 2034,305 -> 2034.
    expect(replaceEstimate(estimate, { reaisCents: 58_123, iofCents: 2034 })).toEqual({
      reaisCents: 58_123,
      iofCents: 2034,
      totalCents: 60_157,
      rate: '5.8123',
      rateWithIof: '6.0157',
      spread: { basisPoints: 408, text: '4,08%' },
      differenceCents: 2359,
      expectedIofCents: 2034,
      iofAsExpected: true,
    });
  });

  it('says when the bill’s IOF is not the day’s rate on its reais', () => {
    // 58123 × 3,38% = 1964,5574 -> 1965, not the 2034 the day's 3,5% gives.
    expect(replaceEstimate(estimate, { reaisCents: 58_123, iofCents: 1965 }).iofAsExpected).toBe(false);
  });
});

describe('foreignInstallments', () => {
  it('splits the converted total, the remainder on the first: R$ 601,57 in 3 = 200,53 + 200,52 + 200,52', () => {
    // 60157 / 3 = 20052 remainder 1: 20052 + 1 = 20053 first, then 20052 twice; 20053 + 20052 + 20052 = 60157.
    expect(foreignInstallments({ totalCents: 60_157 }, 3)).toEqual([20_053, 20_052, 20_052]);
    expect(foreignInstallments({ totalCents: 60_157 }, 1)).toEqual([60_157]);
  });
});

describe('transferRates', () => {
  it('R$ 1.000,00 sent with R$ 33,82 of IOF for US$ 172,50, PTAX 5,4123: 5,601043 and 3,49% over the PTAX', () => {
    // Exchanged 100000 − 3382 = 96618 cents (the IOF: 96618 × 3,5% = 3381,63 -> 3382).
    // Without IOF: 96618 / 17250 = 5,6010434… -> 5,601043. With: 100000 / 17250 = 5,7971014… -> 5,797101.
    // Spread: 5,6010434… / 5,4123 = 1,0348730… -> 3,48730…% -> 3,49%.
    expect(
      transferRates({
        reaisSentCents: 100_000,
        foreignReceivedHundredths: 17_250,
        iofCents: 3382,
        ptaxSell: '5,4123',
      }),
    ).toEqual({
      rateWithIof: '5.797101',
      rateWithoutIof: '5.601043',
      ptaxSell: '5.4123',
      spread: { basisPoints: 349, text: '3,49%' },
    });
  });

  it('answers a spread below the PTAX as negative', () => {
    // 5400 cents for US$ 10,00 = 5,40 per dollar; 5,40 / 5,4123 = 0,99772… -> −0,2273…% -> −0,23%.
    expect(
      transferRates({
        reaisSentCents: 5400,
        foreignReceivedHundredths: 1000,
        iofCents: 0,
        ptaxSell: '5,4123',
      }).spread,
    ).toEqual({ basisPoints: -23, text: '-0,23%' });
  });

  it('refuses an IOF as large as what was sent', () => {
    expect(() =>
      transferRates({ reaisSentCents: 100, foreignReceivedHundredths: 100, iofCents: 100, ptaxSell: '5' }),
    ).toThrow('O IOF deve ser zero ou mais');
  });
});
