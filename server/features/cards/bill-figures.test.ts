import { describe, expect, it } from 'vitest';
import { billMonthFor } from '../../../common/card-bills';
import { addDays } from '../../../common/dates';
import { billDatesOf, type CardDayTotal, type CardTerms, cardBillFigures, windowStart } from './bill-figures';
import { billPeriod } from './card-terms';

// Closing 3, due 10: the December bill holds 03/11 to 02/12, closes 03/12 and is due 10/12.
const terms: CardTerms = { closingDay: 3, dueDay: 10, moved: new Map() };
const buy = (date: string, cents: number, billMonth: string | null = null): CardDayTotal => ({
  date,
  billMonth,
  type: 'DESPESA',
  transfer: false,
  cents,
});
const refund = (date: string, cents: number): CardDayTotal => ({ ...buy(date, cents), type: 'RECEITA' });
const pay = (date: string, cents: number, billMonth: string): CardDayTotal => ({
  date,
  billMonth,
  type: 'RECEITA',
  transfer: true,
  cents,
});

const byMonth = (today: string, days: CardDayTotal[]) =>
  Object.fromEntries(cardBillFigures(terms, days, today).map((b) => [b.month, b]));

describe('cardBillFigures', () => {
  it('puts purchases and refunds in the bill of their dates; the open one is aberta, later ones prevista', () => {
    const bills = byMonth('2026-11-20', [
      buy('2026-11-03', 10_000),
      buy('2026-12-02', 5_000),
      refund('2026-11-25', 2_000),
      buy('2026-12-03', 7_000),
      buy('2027-02-15', 1_000, '2027-02'),
    ]);
    expect(Object.keys(bills)).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(bills['2026-12']).toMatchObject({ status: 'aberta', itemsCents: 13_000, totalCents: 13_000 });
    expect(bills['2026-12']?.dates).toEqual({ closing_date: '2026-12-03', due_date: '2026-12-10' });
    expect(bills['2027-01']).toMatchObject({ status: 'prevista', itemsCents: 7_000 });
    expect(bills['2027-02']).toMatchObject({
      status: 'prevista',
      itemsCents: 1_000,
      previousBalanceCents: 0,
    });
  });

  it('statuses once closed: fechada, parcial, paga; vencida after the due date', () => {
    const days = [buy('2026-11-10', 50_000)];
    expect(byMonth('2026-12-05', days)['2026-12']?.status).toBe('fechada');
    expect(byMonth('2026-12-05', [...days, pay('2026-12-05', 20_000, '2026-12')])['2026-12']).toMatchObject({
      status: 'parcial',
      paidCents: 20_000,
      remainingCents: 30_000,
    });
    expect(byMonth('2026-12-11', [...days, pay('2026-12-05', 20_000, '2026-12')])['2026-12']?.status).toBe(
      'vencida',
    );
    expect(byMonth('2026-12-11', [...days, pay('2026-12-10', 50_000, '2026-12')])['2026-12']?.status).toBe(
      'paga',
    );
  });

  it('carries what was left unpaid after the due date into the next bill as its previous balance', () => {
    const days = [buy('2026-11-10', 50_000), pay('2026-12-08', 20_000, '2026-12'), buy('2026-12-20', 4_000)];
    const beforeDue = byMonth('2026-12-09', days);
    expect(beforeDue['2027-01']).toMatchObject({ previousBalanceCents: 0, totalCents: 4_000 });
    const afterDue = byMonth('2026-12-11', days);
    expect(afterDue['2027-01']).toMatchObject({
      status: 'aberta',
      previousBalanceCents: 30_000,
      totalCents: 34_000,
      remainingCents: 34_000,
    });
  });

  it('an overpayment is a credit that lowers the next bill at once', () => {
    const days = [buy('2026-11-10', 50_000), pay('2026-12-05', 60_000, '2026-12'), buy('2026-12-20', 4_000)];
    const bills = byMonth('2026-12-06', days);
    expect(bills['2026-12']).toMatchObject({ status: 'paga', remainingCents: 0 });
    expect(bills['2027-01']).toMatchObject({
      previousBalanceCents: -10_000,
      totalCents: -6_000,
      remainingCents: 0,
    });
  });

  it('follows the dates the bank moved for one bill', () => {
    const moved: CardTerms = {
      ...terms,
      moved: new Map([['2026-12', { closing_date: '2026-12-01', due_date: '2026-12-09' }]]),
    };
    const bills = cardBillFigures(moved, [buy('2026-12-02', 1_000)], '2026-11-20');
    expect(bills.map((b) => [b.month, b.itemsCents])).toEqual([
      ['2026-12', 0],
      ['2027-01', 1_000],
    ]);
  });

  it('computed from a year before the open bill with the older bills summed, every bill from there on is the same', () => {
    // Three years of a purchase every 9 days, a payment most months (not always the whole bill), and a refund now
    // and then: unpaid balances and credits carry from bill to bill.
    const days: CardDayTotal[] = [];
    for (let i = 0; i < 120; i++) {
      const date = addDays('2023-11-01', i * 9);
      days.push(buy(date, 1_000 + ((i * 337) % 5_000)));
      if (i % 7 === 3) days.push(refund(date, 450));
      if (i % 3 === 0) {
        const month = billMonthFor(date, billDatesOf(terms));
        days.push(pay(addDays(date, 2), 2_500 + ((i * 113) % 3_000), month));
      }
    }
    const today = '2026-11-20';
    const whole = cardBillFigures(terms, days, today);
    const start = billPeriod(terms, windowStart('2026-12'));
    const inWindow = (d: CardDayTotal) =>
      d.billMonth === null ? d.date >= start.from : d.billMonth >= start.month;
    const net = (rows: CardDayTotal[]) =>
      rows.reduce((sum, d) => sum + (d.type === 'DESPESA' ? d.cents : -d.cents), 0);
    const windowed = cardBillFigures(terms, days.filter(inWindow), today, {
      earlier: { month: start.month, carriedCents: net(days.filter((d) => !inWindow(d))) },
    });
    expect(windowed[0]?.month).toBe('2025-12');
    expect(windowed[0]?.previousBalanceCents).not.toBe(0);
    expect(windowed).toEqual(whole.filter((b) => b.month >= start.month));
  });
});
