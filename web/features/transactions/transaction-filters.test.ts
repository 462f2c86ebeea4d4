import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  hasActiveFilters,
  listQueryOf,
  paramsWithFilters,
  periodText,
} from './transaction-filters';

const month = { from: '2026-03-01', to: '2026-03-31' };

describe('transaction filters', () => {
  it('read the address, dropping what is not valid', () => {
    const filters = filtersFromParams(
      new URLSearchParams('accountId=4&type=DESPESA&categoryId=x&q=mercado&from=2026-01-10&to=2026-02-30'),
    );
    expect(filters).toEqual({
      accountId: '4',
      type: 'despesa',
      categoryId: '',
      q: 'mercado',
      from: '2026-01-10',
      to: null,
    });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(filtersFromParams(new URLSearchParams('other=1')))).toBe(false);
  });

  it('use the selected month unless the address gives a period', () => {
    const plain = filtersFromParams(new URLSearchParams('q=%20acai%20'));
    expect(listQueryOf(plain, month)).toEqual({ limit: 30, from: '2026-03-01', to: '2026-03-31', q: 'acai' });
    const linked = filtersFromParams(new URLSearchParams('from=2025-12-01&to=2025-12-31&accountId=2'));
    expect(listQueryOf(linked, month)).toEqual({
      limit: 30,
      from: '2025-12-01',
      to: '2025-12-31',
      accountId: 2,
    });
  });

  it('write the filters back, keeping other parameters', () => {
    const next = paramsWithFilters(new URLSearchParams('keep=1&q=old&accountId=3'), {
      accountId: '',
      type: 'receita',
      categoryId: '5',
      q: '',
      from: null,
      to: null,
    });
    expect(next.toString()).toBe('keep=1&type=receita&categoryId=5');
  });

  it('describe the period', () => {
    expect(periodText('2026-03-01', '2026-03-31')).toBe('de 01/03/2026 a 31/03/2026');
    expect(periodText('2026-03-01', null)).toBe('a partir de 01/03/2026');
    expect(periodText(null, '2026-03-31')).toBe('até 31/03/2026');
  });
});
