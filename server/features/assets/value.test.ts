import { describe, expect, it } from 'vitest';
import { assetValuesOn } from './value';

// A car bought on 15/02/2026 for 80.000,00 (8.000.000 cents), valued 75.000,00 on 01/06 and 72.000,00 on 01/08,
// sold on 20/10/2026.
const car = { acquiredOn: '2026-02-15', acquiredCents: 8_000_000, soldOn: '2026-10-20' };
const valuations = [
  { date: '2026-06-01', valueCents: 7_500_000 },
  { date: '2026-08-01', valueCents: 7_200_000 },
];

describe('assetValuesOn', () => {
  it('is nothing before the acquisition day, the price on it, each valuation from its own day, nothing from the sale', () => {
    const dates = [
      '2026-02-14',
      '2026-02-15',
      '2026-05-31',
      '2026-06-01',
      '2026-07-31',
      '2026-08-01',
      '2026-10-19',
      '2026-10-20',
    ];
    expect(assetValuesOn(car, valuations, dates)).toEqual([
      { cents: 0, valuedOn: null },
      { cents: 8_000_000, valuedOn: null },
      { cents: 8_000_000, valuedOn: null },
      { cents: 7_500_000, valuedOn: '2026-06-01' },
      // No interpolation: 01/06's value until the next valuation's day.
      { cents: 7_500_000, valuedOn: '2026-06-01' },
      { cents: 7_200_000, valuedOn: '2026-08-01' },
      { cents: 7_200_000, valuedOn: '2026-08-01' },
      { cents: 0, valuedOn: null },
    ]);
  });

  it('answers dates in the order asked, whatever it is', () => {
    const values = assetValuesOn({ ...car, soldOn: null }, valuations, [
      '2030-01-01',
      '2026-03-01',
      '2026-07-01',
    ]);
    expect(values.map((v) => v.cents)).toEqual([7_200_000, 8_000_000, 7_500_000]);
  });
});
