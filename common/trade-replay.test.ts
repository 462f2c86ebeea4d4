import { describe, expect, it } from 'vitest';
import { dayTradeDate, replayTrades } from './trade-replay';
import { scaledOf, type TradeMove } from './variable-income';

/** A trade of `units` for `cents` (paid by a compra, received net of fees by a venda) on a day. */
const trade = (side: 'compra' | 'venda', units: string, cents: number, date?: string): TradeMove => ({
  side,
  quantity: scaledOf(units),
  amountCents: BigInt(cents),
  ...(date === undefined ? {} : { date }),
});
const units = (text: string) => scaledOf(text);
const gains = (steps: ReturnType<typeof replayTrades>['steps']) =>
  steps.filter((s) => s.gainCents !== null).map((s) => [s.gainCents, s.dayTrade]);

describe('day trade: a compra and a venda of the asset on one day (Lei 9.959/2000, art. 8º)', () => {
  it('leaves the stock held before the day out: 100 held at R$ 10,00, 100 bought at R$ 12,00 and sold at R$ 13,00', () => {
    // The day trade: R$ 1.300,00 − R$ 1.200,00 = R$ 100,00. The 100 held before keep their R$ 1.000,00 of cost.
    // (The average cost alone would have sold at R$ 11,00 each: a gain of R$ 200,00, the stock left at R$ 12,00.)
    const replay = replayTrades([
      trade('compra', '100', 100_000, '2026-03-02'),
      trade('compra', '100', 120_000, '2026-03-10'),
      trade('venda', '100', 130_000, '2026-03-10'),
    ]);
    expect(gains(replay.steps)).toEqual([
      [10_000n, { quantity: units('100'), proceedsCents: 130_000n, gainCents: 10_000n }],
    ]);
    expect(replay.held).toEqual({ quantity: units('100'), costCents: 100_000n });
  });

  it("takes the day's average purchase price, fees included, and shares it by units over the day's vendas", () => {
    // 300 bought for R$ 3.003,00 (R$ 3,00 of fees); sold 100 for R$ 1.099,00 and 100 for R$ 1.200,00.
    // Day trade of 200: they cost 200/300 × R$ 3.003,00 = R$ 2.002,00, R$ 1.001,00 each hundred; the 100 left keep
    // R$ 1.001,00. Gains: R$ 1.099,00 − R$ 1.001,00 = R$ 98,00 and R$ 1.200,00 − R$ 1.001,00 = R$ 199,00.
    const day = '2026-04-15';
    const replay = replayTrades([
      trade('compra', '300', 300_300, day),
      trade('venda', '100', 109_900, day),
      trade('venda', '100', 120_000, day),
    ]);
    expect(gains(replay.steps)).toEqual([
      [9_800n, { quantity: units('100'), proceedsCents: 109_900n, gainCents: 9_800n }],
      [19_900n, { quantity: units('100'), proceedsCents: 120_000n, gainCents: 19_900n }],
    ]);
    expect(replay.held).toEqual({ quantity: units('100'), costCents: 100_100n });
  });

  it('sells what the day did not buy from the stock, at its average cost', () => {
    // 200 held for R$ 2.000,00; on one day 50 bought for R$ 550,00 and 120 sold for R$ 1.440,00 (R$ 12,00 each).
    // Day trade of 50: R$ 600,00 − R$ 550,00 = R$ 50,00. The other 70 come from the stock: R$ 840,00 − R$ 700,00 =
    // R$ 140,00. The sale's gain is R$ 190,00; 130 are left, costing R$ 1.300,00.
    const replay = replayTrades([
      trade('compra', '200', 200_000, '2026-05-04'),
      trade('compra', '50', 55_000, '2026-05-20'),
      trade('venda', '120', 144_000, '2026-05-20'),
    ]);
    expect(gains(replay.steps)).toEqual([
      [19_000n, { quantity: units('50'), proceedsCents: 60_000n, gainCents: 5_000n }],
    ]);
    expect(replay.held).toEqual({ quantity: units('130'), costCents: 130_000n });
  });

  it('is a day trade whichever comes first: a venda of the stock bought back the same day', () => {
    // 100 held at R$ 10,00; sold at R$ 12,00 and bought back at R$ 11,00: R$ 100,00 of day trade, the stock unchanged.
    const replay = replayTrades([
      trade('compra', '100', 100_000, '2026-06-01'),
      trade('venda', '100', 120_000, '2026-06-08'),
      trade('compra', '100', 110_000, '2026-06-08'),
    ]);
    expect(gains(replay.steps)).toEqual([
      [10_000n, { quantity: units('100'), proceedsCents: 120_000n, gainCents: 10_000n }],
    ]);
    expect(replay.held).toEqual({ quantity: units('100'), costCents: 100_000n });
  });

  it('applies trades without a date one by one (crypto, fundos): the average cost alone', () => {
    const replay = replayTrades([
      trade('compra', '100', 100_000),
      trade('compra', '100', 120_000),
      trade('venda', '100', 130_000),
    ]);
    expect(gains(replay.steps)).toEqual([[20_000n, null]]);
    expect(dayTradeDate('cripto', '2026-03-10')).toBeUndefined();
    expect(dayTradeDate('fii', '2026-03-10')).toBe('2026-03-10');
  });

  it('still refuses a venda of more than was held at that moment, even on a day that buys it back', () => {
    const replay = replayTrades([
      trade('venda', '10', 10_000, '2026-06-08'),
      trade('compra', '10', 9_000, '2026-06-08'),
    ]);
    expect(replay.refused).toMatchObject({ held: 0n });
    expect(replay.steps).toEqual([]);
  });
});
