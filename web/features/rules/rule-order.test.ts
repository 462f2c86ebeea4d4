import { describe, expect, it } from 'vitest';
import { movedOrder } from './rule-order';

const rules = [{ id: 5 }, { id: 2 }, { id: 9 }];

describe('moving a rule', () => {
  it('swaps it with its neighbour and sends every rule', () => {
    expect(movedOrder(rules, 1, -1)).toEqual([2, 5, 9]);
    expect(movedOrder(rules, 1, 1)).toEqual([5, 9, 2]);
  });

  it('keeps the order at either end', () => {
    expect(movedOrder(rules, 0, -1)).toEqual([5, 2, 9]);
    expect(movedOrder(rules, 2, 1)).toEqual([5, 2, 9]);
  });
});
