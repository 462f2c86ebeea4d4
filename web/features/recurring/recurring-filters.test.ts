import { describe, expect, it } from 'vitest';
import { recurringItem } from '../../test/recurring-items';
import { filterRecurring, hasFilters, NO_CATEGORY_FILTER } from './recurring-filters';

const items = [
  recurringItem({ id: 1, description: 'Aluguel', payment_status: 'pendente', account_id: 1, category_id: 7 }),
  recurringItem({
    id: 2,
    description: 'Conta de Água',
    payment_status: 'atrasado',
    account_id: 2,
    category_id: 8,
  }),
  recurringItem({ id: 3, description: 'Academia', payment_status: 'pago', account_id: 1, category_id: null }),
];
const ids = (list: { id: number }[]) => list.map((i) => i.id);

describe('filterRecurring', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterRecurring(items, { status: '' }))).toEqual([1, 2, 3]);
    expect(hasFilters({ status: '', accountId: '', search: '  ' })).toBe(false);
  });

  it('filters by status and by account', () => {
    expect(ids(filterRecurring(items, { status: 'atrasado' }))).toEqual([2]);
    expect(ids(filterRecurring(items, { status: '', accountId: '1' }))).toEqual([1, 3]);
    expect(ids(filterRecurring(items, { status: 'pago', accountId: '2' }))).toEqual([]);
    expect(hasFilters({ status: 'pago' })).toBe(true);
  });

  it('filters by category, "Sem categoria" included', () => {
    expect(ids(filterRecurring(items, { status: '', categoryId: '8' }))).toEqual([2]);
    expect(ids(filterRecurring(items, { status: '', categoryId: NO_CATEGORY_FILTER }))).toEqual([3]);
  });

  it('searches the description ignoring case and accents', () => {
    expect(ids(filterRecurring(items, { status: '', search: 'agua' }))).toEqual([2]);
    expect(ids(filterRecurring(items, { status: '', search: ' ACADE ' }))).toEqual([3]);
  });
});
