import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../common/contract/transactions';
import { canCategorise, similarRows } from './similar-rows';

const row = (id: number, description: string, over: Partial<Transaction> = {}) =>
  ({
    id,
    description,
    type: 'DESPESA',
    categoriaId: null,
    transfer_id: null,
    splits: [],
    ...over,
  }) as unknown as Transaction;

describe('the rows like one just categorised', () => {
  const uber = row(1, 'UBER *TRIP HELP.UBER.COM');
  const items = [
    uber,
    row(2, 'Uber trip 4321'),
    row(3, 'UBER *TRIP', { categoriaId: 9 }),
    row(4, 'UBER *TRIP', { categoriaId: 5 }),
    row(5, 'UBER EATS'),
    row(6, 'UBER *TRIP', { type: 'RECEITA' }),
    row(7, 'UBER *TRIP', { transfer_id: 'x' }),
  ];

  it('share its stem and type, and are in another category; transfers and the row itself are left out', () => {
    expect(similarRows(items, uber, 5).map((r) => r.id)).toEqual([2, 3]);
  });

  it('are none for a description without letters', () => {
    expect(similarRows([row(1, '1234'), row(2, '1234')], row(1, '1234'), 5)).toEqual([]);
  });

  it('leave out rows divided among categories', () => {
    expect(canCategorise(row(1, 'x', { splits: [{}] as Transaction['splits'] }))).toBe(false);
  });
});
