import { describe, expect, it } from 'vitest';
import { replayTrades } from './trade-replay';
import {
  applyTrade,
  averagePrice,
  costOfUnits,
  decimalText,
  NOTHING_HELD,
  readDecimal,
  scaledOf,
  type TradeMove,
  tradeAmountCents,
  valueCents,
} from './variable-income';

/** Units or reais as the scaled BigInt (×10^8) the module holds. */
const d = (text: string): bigint => {
  const reading = readDecimal(text);
  if (!reading.ok) throw new Error(text);
  return reading.scaled;
};

const buy = (quantity: string, price: string, fees = 0n): TradeMove => ({
  side: 'compra',
  quantity: d(quantity),
  amountCents: tradeAmountCents('compra', d(quantity), d(price), fees),
});
const sell = (quantity: string, price: string, fees = 0n): TradeMove => ({
  side: 'venda',
  quantity: d(quantity),
  amountCents: tradeAmountCents('venda', d(quantity), d(price), fees),
});
const split = (side: 'desdobro' | 'grupamento', quantity: string): TradeMove => ({
  side,
  quantity: d(quantity),
  amountCents: 0n,
});

describe('reading quantities and prices', () => {
  it('reads a comma or a dot as the decimal separator, and thousands grouped', () => {
    expect(readDecimal('10,5')).toEqual({ ok: true, scaled: 1_050_000_000n });
    expect(readDecimal('10.5')).toEqual({ ok: true, scaled: 1_050_000_000n });
    expect(readDecimal('1.234,56')).toEqual({ ok: true, scaled: 123_456_000_000n });
    expect(readDecimal('1,234.56')).toEqual({ ok: true, scaled: 123_456_000_000n });
    expect(readDecimal('1.234.567')).toEqual({ ok: true, scaled: 123_456_700_000_000n });
    // A dot and three digits after a whole part is a Brazilian thousands: 1.500 PETR4 are one thousand five hundred.
    expect(readDecimal('1.500')).toEqual({ ok: true, scaled: 150_000_000_000n });
    expect(readDecimal('12.345')).toEqual({ ok: true, scaled: 1_234_500_000_000n });
    // Not after a 0, nor with other than three digits: fractions (0.001 BTC, 1.5 quotas, 1.2345).
    expect(readDecimal('0.001')).toEqual({ ok: true, scaled: 100_000n });
    expect(readDecimal('1.5')).toEqual({ ok: true, scaled: 150_000_000n });
    expect(readDecimal('1.2345')).toEqual({ ok: true, scaled: 123_450_000n });
    // A number is its value: 38.125 (a spreadsheet's cell) is thirty-eight and an eighth.
    expect(readDecimal(38.125)).toEqual({ ok: true, scaled: 3_812_500_000n });
    expect(readDecimal(' 100 ')).toEqual({ ok: true, scaled: 10_000_000_000n });
    expect(readDecimal('-5')).toEqual({ ok: true, scaled: -500_000_000n });
  });

  it('reads numbers exactly, those JavaScript prints with an exponent too', () => {
    expect(readDecimal(0.1)).toEqual({ ok: true, scaled: 10_000_000n });
    expect(readDecimal(1e-7)).toEqual({ ok: true, scaled: 10n });
    expect(readDecimal(1e21)).toEqual({ ok: true, scaled: 10n ** 29n });
  });

  it('takes 8 decimals at most (trailing zeros do not count) and refuses what is not a number', () => {
    expect(readDecimal('0,00000001')).toEqual({ ok: true, scaled: 1n });
    expect(readDecimal('1.000000000')).toEqual({ ok: true, scaled: 100_000_000n });
    expect(readDecimal('0.000000001')).toEqual({ ok: false, problem: 'decimals' });
    expect(readDecimal(1.123456789)).toEqual({ ok: false, problem: 'decimals' });
    for (const bad of [
      '',
      'abc',
      '1.2,3.4',
      '1,2,3',
      '12.34.5',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      {},
    ])
      expect(readDecimal(bad)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('answers every value with a dot and 8 decimals', () => {
    expect(decimalText(10_000_000_000n)).toBe('100.00000000');
    expect(decimalText(3_203_266_667n)).toBe('32.03266667');
    expect(decimalText(1n)).toBe('0.00000001');
    expect(decimalText(-150_000_000n)).toBe('-1.50000000');
  });

  it('reads back what it answers and what the database stores, and any other text as typed', () => {
    for (const scaled of [10_000_000_000n, 3_203_266_667n, 1n, -150_000_000n, 0n, 123_456_789_012_345_678n])
      expect(scaledOf(decimalText(scaled))).toBe(scaled);
    // numeric(20,8) as PostgreSQL writes it.
    expect(scaledOf('38.12500000')).toBe(3_812_500_000n);
    // Not the stored form: the typed rules (a dot before three digits is a thousands separator).
    expect(scaledOf('1.500')).toBe(150_000_000_000n);
    expect(scaledOf('0.5')).toBe(50_000_000n);
    expect(() => scaledOf('1.2345678901')).toThrow(RangeError);
  });
});

describe('value of units', () => {
  it('rounds quantity × price half up to the cent', () => {
    // 3 × 0,33333333 = 0,99999999 reais = 99,999999 cents -> 100.
    expect(valueCents(d('3'), d('0.33333333'))).toBe(100n);
    // 1 × 0,005 = half a cent -> 1 cent; 1 × 0,00499999 -> 0.
    expect(valueCents(d('1'), d('0.005'))).toBe(1n);
    expect(valueCents(d('1'), d('0.00499999'))).toBe(0n);
    // 0,5 BTC × R$ 350.000,00 = R$ 175.000,00.
    expect(valueCents(d('0.5'), d('350000'))).toBe(17_500_000n);
  });

  it('adds the fees to what a compra cost and takes them from what a venda received', () => {
    // 100 × 30,00 = 3.000,00; + 4,90 = 3.004,90.
    expect(tradeAmountCents('compra', d('100'), d('30'), 490n)).toBe(300_490n);
    // 120 × 40,00 = 4.800,00; − 4,90 = 4.795,10.
    expect(tradeAmountCents('venda', d('120'), d('40'), 490n)).toBe(479_510n);
    expect(tradeAmountCents('desdobro', d('100'), null, 0n)).toBe(0n);
  });
});

describe('average cost and realized gain (Receita rule)', () => {
  it('buy 100 PETR4 at 30,00 + 4,90, buy 50 at 36,00, sell 120 at 40,00 − 4,90', () => {
    const replay = replayTrades([buy('100', '30', 490n), buy('50', '36'), sell('120', '40', 490n)]);
    expect(replay.refused).toBeNull();
    const [first, second, sale] = replay.steps;
    // After the first buy: 100 units costing 3.004,90 (fees in the cost); average 30,049.
    expect(first?.after).toEqual({ quantity: d('100'), costCents: 300_490n });
    expect(averagePrice(first!.after)).toBe(d('30,049'));
    // After the second: 150 units costing 3.004,90 + 1.800,00 = 4.804,90; average 4.804,90 / 150 = 32,0326666… ->
    // 32,03266667 (8 places, half up).
    expect(second?.after).toEqual({ quantity: d('150'), costCents: 480_490n });
    expect(averagePrice(second!.after)).toBe(d('32.03266667'));
    // The sale's units cost 4.804,90 × 120/150 = 3.843,92; it received 4.800,00 − 4,90 = 4.795,10: gain 951,18.
    expect(sale?.gainCents).toBe(95_118n);
    // Left: 30 units costing 4.804,90 − 3.843,92 = 960,98; the average is unchanged by the sale.
    expect(replay.held).toEqual({ quantity: d('30'), costCents: 96_098n });
    expect(averagePrice(replay.held)).toBe(d('32.03266667'));
  });

  it('a sale below the average is a loss', () => {
    // 10 × 50,00 = 500,00 cost; 10 sold at 45,00 − 1,00 = 449,00: loss of 51,00.
    const replay = replayTrades([buy('10', '50'), sell('10', '45', 100n)]);
    expect(replay.steps[1]?.gainCents).toBe(-5_100n);
    expect(replay.held).toEqual({ quantity: 0n, costCents: 0n });
    expect(averagePrice(replay.held)).toBeNull();
  });

  it('rounds the cost of the units sold to the cent, and the last sale takes the whole rest', () => {
    // 3 units costing 1,00: one sold costs 1,00/3 = 0,333… -> 0,33; of the 0,67 left on 2 units, one costs
    // 0,335 -> 0,34 (half up); the last one the 0,33 left.
    const held = { quantity: d('3'), costCents: 100n };
    expect(costOfUnits(held, d('1'))).toBe(33n);
    expect(costOfUnits({ quantity: d('2'), costCents: 67n }, d('1'))).toBe(34n);
    expect(costOfUnits({ quantity: d('1'), costCents: 33n }, d('1'))).toBe(33n);
    const replay = replayTrades([
      { side: 'compra', quantity: d('3'), amountCents: 100n },
      sell('1', '1'),
      sell('1', '1'),
      sell('1', '1'),
    ]);
    // Each received 1,00: gains 0,67, 0,66 and 0,67, which add to 3,00 − 1,00.
    expect(replay.steps.slice(1).map((s) => s.gainCents)).toEqual([67n, 66n, 67n]);
    expect(replay.held).toEqual({ quantity: 0n, costCents: 0n });
  });

  it('a desdobro adds units at no cost and a grupamento removes units keeping the cost', () => {
    // 30 units costing 960,98; desdobro 1:2 (30 more): 60 units, average 960,98 / 60 = 16,0163333… -> 16,01633333.
    const start = { quantity: d('30'), costCents: 96_098n };
    const splitStep = applyTrade(start, split('desdobro', '30'));
    expect(splitStep).toEqual({
      ok: true,
      after: { quantity: d('60'), costCents: 96_098n },
      gainCents: null,
    });
    expect(averagePrice({ quantity: d('60'), costCents: 96_098n })).toBe(d('16.01633333'));
    // Grupamento 6:1 of 60 units: 50 removed, 10 left, the same 960,98: average 96,098.
    const groupStep = applyTrade({ quantity: d('60'), costCents: 96_098n }, split('grupamento', '50'));
    expect(groupStep).toEqual({
      ok: true,
      after: { quantity: d('10'), costCents: 96_098n },
      gainCents: null,
    });
    expect(averagePrice({ quantity: d('10'), costCents: 96_098n })).toBe(d('96,098'));
  });

  it('refuses selling more than held and a grupamento of every unit, saying what was held', () => {
    const replay = replayTrades([buy('10', '5'), sell('11', '6'), buy('5', '5')]);
    expect(replay.refused).toEqual({ trade: expect.objectContaining({ side: 'venda' }), held: d('10') });
    // The replay stops at the refusal.
    expect(replay.steps).toHaveLength(1);
    expect(applyTrade({ quantity: d('10'), costCents: 5_000n }, split('grupamento', '10'))).toEqual({
      ok: false,
      held: d('10'),
    });
    expect(applyTrade(NOTHING_HELD, sell('0.00000001', '1'))).toEqual({ ok: false, held: 0n });
  });

  it('fractions of a crypto keep their 8 places', () => {
    // 0,12345678 BTC at 300.000,00 = 37.037,034 -> 37.037,03; half of it (0,06172839) sold at 400.000,00 =
    // 24.691,356 -> 24.691,36. Its cost: 3.703.703 × 0,06172839 / 0,12345678 = 1.851.851,5 -> 1.851.852 cents.
    const replay = replayTrades([buy('0.12345678', '300000'), sell('0.06172839', '400000')]);
    expect(replay.steps[0]?.after.costCents).toBe(3_703_703n);
    expect(replay.steps[1]?.gainCents).toBe(2_469_136n - 1_851_852n);
    expect(replay.held).toEqual({ quantity: d('0.06172839'), costCents: 1_851_851n });
  });
});
