import { describe, expect, it } from 'vitest';
import { comeCotasDates, comeCotasOf } from './come-cotas';
import { decimalText, scaledOf, type TradeMove, tradeAmountCents } from './variable-income';

const buy = (date: string, quantity: string, price: string): TradeMove & { date: string } => ({
  date,
  side: 'compra',
  quantity: scaledOf(quantity),
  amountCents: tradeAmountCents('compra', scaledOf(quantity), scaledOf(price), 0n),
});
const sell = (date: string, quantity: string, price: string): TradeMove & { date: string } => ({
  date,
  side: 'venda',
  quantity: scaledOf(quantity),
  amountCents: tradeAmountCents('venda', scaledOf(quantity), scaledOf(price), 0n),
});
const prices =
  (byDay: Record<string, string>) =>
  (date: string): bigint | null =>
    byDay[date] === undefined ? null : scaledOf(byDay[date] as string);

/** The figures a person reads: the day, the income and the tax in reais, the cotas taken and held. */
const read = (events: ReturnType<typeof comeCotasOf>) =>
  events.map((e) => ({
    date: e.date,
    gain: Number(e.gainCents) / 100,
    tax: Number(e.taxCents) / 100,
    cotas: Number(decimalText(e.quotasWithheld)),
    held: Number(decimalText(e.quantity)),
  }));

describe('come-cotas (Lei 10.892/2004, art. 3º; Lei 11.033/2004)', () => {
  it('falls on the last business day of May and of November', () => {
    // 31/05/2025 is a Saturday and 30/11/2025 a Sunday: Friday 30/05 and Friday 28/11.
    expect(comeCotasDates(2025)).toEqual(['2025-05-30', '2025-11-28']);
    // 2026: Friday 29/05 (the 31st a Sunday), Monday 30/11.
    expect(comeCotasDates(2026)).toEqual(['2026-05-29', '2026-11-30']);
  });

  it('a fund of long term: 15% of the six months’ income, paid with cotas at the day’s value', () => {
    // 5.000 cotas at R$ 1,00 on 03/01/2025 (R$ 5.000,00). On 30/05 the cota is R$ 1,20: R$ 6.000,00, an income of
    // R$ 1.000,00, 15% = R$ 150,00 = 125 cotas at R$ 1,20. On 28/11, R$ 1,26: the 4.875 left are worth
    // R$ 6.142,50 against the base R$ 5.850,00 (4.875 × 1,20): R$ 292,50 × 15% = 43,875 → R$ 43,88, or
    // 43,88 ÷ 1,26 = 34,825396825… → 34,82539683 cotas.
    const events = comeCotasOf(
      'longo_prazo',
      [buy('2025-01-03', '5000', '1')],
      prices({ '2025-05-30': '1.2', '2025-11-28': '1.26' }),
      '2025-12-31',
    );
    expect(read(events)).toEqual([
      { date: '2025-05-30', gain: 1000, tax: 150, cotas: 125, held: 5000 },
      { date: '2025-11-28', gain: 292.5, tax: 43.88, cotas: 34.82539683, held: 4875 },
    ]);
  });

  it('a fund of short term takes 20%; a fund of ações none', () => {
    const trades = [buy('2025-01-03', '5000', '1')];
    const day = prices({ '2025-05-30': '1.2' });
    // R$ 1.000,00 × 20% = R$ 200,00 = 166,66666667 cotas at R$ 1,20.
    expect(read(comeCotasOf('curto_prazo', trades, day, '2025-06-30'))).toEqual([
      { date: '2025-05-30', gain: 1000, tax: 200, cotas: 166.66666667, held: 5000 },
    ]);
    expect(comeCotasOf('acoes', trades, day, '2025-06-30')).toEqual([]);
  });

  it('a fall withholds nothing and is made up by the next rise before anything is withheld', () => {
    // After May (4.875 cotas, base R$ 5.850,00), November's cota of R$ 1,10 is worth R$ 5.362,50: nothing. May 2026 at
    // R$ 1,30: R$ 6.337,50 − R$ 5.850,00 = R$ 487,50 × 15% = 73,125 → R$ 73,13 = 56,25384615… → 56,25384615 cotas.
    const events = comeCotasOf(
      'longo_prazo',
      [buy('2025-01-03', '5000', '1')],
      prices({ '2025-05-30': '1.2', '2025-11-28': '1.1', '2026-05-29': '1.3' }),
      '2026-06-30',
    );
    expect(read(events)).toEqual([
      { date: '2025-05-30', gain: 1000, tax: 150, cotas: 125, held: 5000 },
      { date: '2025-11-28', gain: -487.5, tax: 0, cotas: 0, held: 4875 },
      { date: '2026-05-29', gain: 487.5, tax: 73.13, cotas: 56.25384615, held: 4875 },
    ]);
  });

  it('a purchase adds what it cost to the base; a sale takes its share of it', () => {
    // After May: 4.875 cotas, base R$ 5.850,00. 01/07: 1.000 more at R$ 1,25 (base R$ 7.100,00, 5.875 cotas).
    // 15/08: 875 sold at R$ 1,24: the base loses 7.100,00 × 875 ÷ 5.875 = 1.057,4468… → R$ 1.057,45, leaving
    // R$ 6.042,55 for 5.000 cotas. 28/11 at R$ 1,26: R$ 6.300,00 − 6.042,55 = R$ 257,45 × 15% = 38,6175 → R$ 38,62.
    const events = comeCotasOf(
      'longo_prazo',
      [buy('2025-01-03', '5000', '1'), buy('2025-07-01', '1000', '1.25'), sell('2025-08-15', '875', '1.24')],
      prices({ '2025-05-30': '1.2', '2025-11-28': '1.26' }),
      '2025-12-31',
    );
    expect(read(events)[1]).toEqual({
      date: '2025-11-28',
      gain: 257.45,
      tax: 38.62,
      cotas: 30.65079365,
      held: 5000,
    });
  });

  it('a day without its cota typed is said, not guessed; nothing held is no come-cotas', () => {
    const events = comeCotasOf('longo_prazo', [buy('2025-01-03', '5000', '1')], prices({}), '2025-06-30');
    expect(events).toMatchObject([{ date: '2025-05-30', price: null, taxCents: 0n }]);
    const sold = comeCotasOf(
      'longo_prazo',
      [buy('2025-01-03', '10', '1'), sell('2025-02-03', '10', '1.1')],
      prices({ '2025-05-30': '1.2' }),
      '2025-12-31',
    );
    expect(sold).toEqual([]);
  });
});
