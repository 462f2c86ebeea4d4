import { describe, expect, it } from 'vitest';
import { PTAX_CURRENCIES } from '../../common/currencies';
import { ptaxSeries } from './ptax-series';

describe("the bench's PTAX series", () => {
  it('has a rate on business days only, as the Banco Central publishes: no weekend, no national holiday', () => {
    const december = ptaxSeries('USD', '2025-12-01', '2025-12-31').map((d) => d.date);
    // 23 weekdays in December 2025, less Christmas (Thursday the 25th).
    expect(december).toHaveLength(22);
    expect(december).not.toContain('2025-12-25');
    expect(december).not.toContain('2025-12-06');
    expect(december).not.toContain('2025-12-07');
    expect(december).toContain('2025-12-24');
    // Consciência Negra (a national holiday since 2024) and Carnival's Monday and Tuesday of 2026.
    const dates = new Set(ptaxSeries('EUR', '2024-11-18', '2026-02-20').map((d) => d.date));
    expect(dates.has('2024-11-20')).toBe(false);
    expect(dates.has('2026-02-16')).toBe(false);
    expect(dates.has('2026-02-17')).toBe(false);
    expect(dates.has('2026-02-18')).toBe(true);
  });

  it('gives each currency a plausible rate with the sell above the buy, the same whatever period is asked', () => {
    for (const currency of PTAX_CURRENCIES) {
      const days = ptaxSeries(currency, '2021-01-01', '2026-11-29');
      expect(days.length, currency).toBeGreaterThan(1400);
      for (const d of days) expect(Number(d.sell), `${currency} ${d.date}`).toBeGreaterThan(Number(d.buy));
    }
    const dollars = ptaxSeries('USD', '2021-01-01', '2026-11-29').map((d) => Number(d.buy));
    expect(Math.min(...dollars)).toBeGreaterThan(4.5);
    expect(Math.max(...dollars)).toBeLessThan(6.2);
    // Finados (02/11) has none; the yen's rate has five decimals.
    expect(ptaxSeries('JPY', '2026-11-02', '2026-11-02')).toEqual([]);
    expect(ptaxSeries('JPY', '2026-11-03', '2026-11-03')[0]?.buy).toMatch(/^0\.0\d{4}$/);
    expect(ptaxSeries('USD', '2026-03-02', '2026-03-06')).toEqual(
      ptaxSeries('USD', '2026-01-01', '2026-03-31').filter(
        (d) => d.date >= '2026-03-02' && d.date <= '2026-03-06',
      ),
    );
    // A currency the Banco Central does not quote has no PTAX.
    expect(ptaxSeries('ARS', '2026-03-02', '2026-03-06')).toEqual([]);
  });
});
