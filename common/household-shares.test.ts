import { describe, expect, it } from 'vitest';
import { divideCents, hasFigures, settleUp, settlingPayments } from './household-shares';

describe('dividing a shared expense to the cent', () => {
  it('equal parts: the cents left over go one each to the first people', () => {
    // R$ 100,01 between two: 50,01 and 50,00. R$ 100,00 among three: 33,34 / 33,33 / 33,33.
    expect(divideCents(10001, [1, 1])).toEqual([5001, 5000]);
    expect(divideCents(10000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(divideCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('in proportion to incomes: floor of each share, the cents left to the largest remainders', () => {
    // R$ 1.000,00 by incomes of R$ 6.000 and R$ 4.000: 600,00 and 400,00 exactly.
    expect(divideCents(100000, [600000, 400000])).toEqual([60000, 40000]);
    // R$ 100,00 by incomes of 5.000,00 / 3.000,00 / 2.001,00 (sum 10.001,00), by hand: exact parts 4999,50005…,
    // 2999,70002… and 2000,79992… cents; floors 4999 + 2999 + 2000 = 9998, 2 cents left, to the largest remainders
    // (,79992 the third, ,70002 the second): 49,99 / 30,00 / 20,01.
    expect(divideCents(10000, [500000, 300000, 200100])).toEqual([4999, 3000, 2001]);
    // The sum is always the total, with huge figures too (R$ 999 bilhões by incomes of R$ 90 bilhões).
    const parts = divideCents(99_999_999_999_999, [9_000_000_000_000, 7, 3]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999_999_999_999);
  });

  it('refuses weights that divide nothing', () => {
    expect(() => divideCents(100, [])).toThrow(RangeError);
    expect(() => divideCents(100, [0, 0])).toThrow(RangeError);
  });
});

describe('settling up with the fewest payments', () => {
  it('pays the largest debt to the largest credit, to the cent', () => {
    // Ana is owed 20,01; Bia owes 20,01.
    expect(
      settlingPayments([
        { userId: 1, cents: 2001 },
        { userId: 2, cents: -2001 },
      ]),
    ).toEqual([{ fromUserId: 2, toUserId: 1, cents: 2001 }]);
    // Ana +150, Bia -100, Caio -50: two payments.
    expect(
      settlingPayments([
        { userId: 1, cents: 15000 },
        { userId: 2, cents: -10000 },
        { userId: 3, cents: -5000 },
      ]),
    ).toEqual([
      { fromUserId: 2, toUserId: 1, cents: 10000 },
      { fromUserId: 3, toUserId: 1, cents: 5000 },
    ]);
    expect(settlingPayments([{ userId: 1, cents: 0 }])).toEqual([]);
  });
});

describe('the settle-up of a period, one rule', () => {
  const person = (userId: number, paid: number, owed: number, sent = 0, received = 0) => ({
    userId,
    paid,
    owed,
    sent,
    received,
  });

  it('balances what each paid against their parts and the acertos, and settles them', () => {
    // Ana paid 100,00 divided in two; Bia paid 20,00 of it back already.
    const { members, payments } = settleUp([person(1, 10000, 5000, 0, 2000), person(2, 0, 5000, 2000, 0)]);
    expect(members.map((m) => [m.userId, m.balance])).toEqual([
      [1, 3000],
      [2, -3000],
    ]);
    expect(payments).toEqual([{ fromUserId: 2, toUserId: 1, cents: 3000 }]);
  });

  it('lists a leitor only with a figure of their own', () => {
    const figures = [person(1, 100, 100), person(2, 0, 0), person(3, 0, 0)];
    expect(settleUp(figures, new Set([2])).members.map((m) => m.userId)).toEqual([1, 3]);
    expect(hasFigures(person(2, 0, 0))).toBe(false);
    expect(hasFigures(person(2, 0, 0, 0, 1))).toBe(true);
  });
});
