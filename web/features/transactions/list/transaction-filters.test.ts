import { describe, expect, it } from 'vitest';
import {
  billFilterMonths,
  filtersButtonName,
  filtersFromParams,
  hasActiveFilters,
  hasNarrowingFilters,
  listQueryOf,
  NO_FILTERS,
  panelFilterCount,
  paramsWithFilters,
  periodOf,
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
      subcategorias: '',
      q: 'mercado',
      from: '2026-01-10',
      to: null,
      billMonth: '',
      importId: '',
      comprovante: '',
    });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(filtersFromParams(new URLSearchParams('other=1')))).toBe(false);
  });

  it("a report's band: the money without a category, or a category's own rows without its subcategories'", () => {
    const none = filtersFromParams(
      new URLSearchParams('categoryId=sem&subcategorias=sem&from=2026-10-01&to=2026-10-31'),
    );
    expect([none.categoryId, none.subcategorias]).toEqual(['sem', '']);
    expect(listQueryOf(none, month)).toEqual({
      limit: 30,
      from: '2026-10-01',
      to: '2026-10-31',
      categoryId: 'sem',
    });
    const own = filtersFromParams(new URLSearchParams('categoryId=7&subcategorias=sem'));
    expect(listQueryOf(own, month)).toEqual({
      limit: 30,
      from: '2026-03-01',
      to: '2026-03-31',
      categoryId: 7,
      subcategorias: 'sem',
    });
    expect(filtersFromParams(new URLSearchParams('categoryId=7&subcategorias=com')).subcategorias).toBe('');
  });

  it('an import’s rows: its id from the address (a uuid only) goes to the server with the period', () => {
    const id = '3f2b7c1e-9a4d-4e8b-8c21-5d6e7f809a1b';
    const imported = filtersFromParams(new URLSearchParams(`importId=${id}&from=2026-10-01&to=2026-10-07`));
    expect(imported.importId).toBe(id);
    expect(hasNarrowingFilters(imported)).toBe(true);
    expect(listQueryOf(imported, month)).toEqual({
      limit: 30,
      from: '2026-10-01',
      to: '2026-10-07',
      importId: id,
    });
    expect(filtersFromParams(new URLSearchParams('importId=abc')).importId).toBe('');
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
    const next = paramsWithFilters(new URLSearchParams('keep=1&q=old&accountId=3&billMonth=2026-12'), {
      ...NO_FILTERS,
      type: 'receita',
      categoryId: '5',
    });
    expect(next.toString()).toBe('keep=1&type=receita&categoryId=5');
    expect(
      paramsWithFilters(new URLSearchParams(), {
        ...NO_FILTERS,
        accountId: '7',
        billMonth: '2026-12',
      }).toString(),
    ).toBe('accountId=7&billMonth=2026-12');
  });

  it("read a card's bill from the address only with its card and as a month", () => {
    expect(filtersFromParams(new URLSearchParams('accountId=7&billMonth=2026-12')).billMonth).toBe('2026-12');
    expect(filtersFromParams(new URLSearchParams('billMonth=2026-12')).billMonth).toBe('');
    expect(filtersFromParams(new URLSearchParams('accountId=7&billMonth=2026-13')).billMonth).toBe('');
    expect(filtersFromParams(new URLSearchParams('accountId=7&billMonth=2026-12-01')).billMonth).toBe('');
  });

  it('ask for a bill with no period, whatever the month selector or the link says', () => {
    const bill = filtersFromParams(
      new URLSearchParams('accountId=7&billMonth=2026-12&from=2026-11-01&to=2026-11-30&type=despesa'),
    );
    expect(listQueryOf(bill, month)).toEqual({
      limit: 30,
      accountId: 7,
      billMonth: '2026-12',
      type: 'despesa',
    });
    expect(periodOf(bill, month)).toEqual({ from: undefined, to: undefined });
    expect(hasActiveFilters(bill)).toBe(true);
    // The card is part of the bill; the type narrows it.
    expect(hasNarrowingFilters(bill)).toBe(true);
    expect(hasNarrowingFilters({ ...bill, type: '' })).toBe(false);
    expect(hasNarrowingFilters({ ...bill, type: '', billMonth: '' })).toBe(true);
  });

  it("offer the card's bills, newest first, with an older one chosen by a link", () => {
    const bills = [{ month: '2027-01' }, { month: '2026-12' }, { month: '2026-11' }];
    expect(billFilterMonths(bills, '')).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(billFilterMonths(bills, '2026-12')).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(billFilterMonths(bills, '2025-06')).toEqual(['2027-01', '2026-12', '2026-11', '2025-06']);
  });

  it('the comprovante filter: com or sem from the address go to the server, anything else is dropped', () => {
    const withOnes = filtersFromParams(new URLSearchParams('comprovante=com'));
    expect(listQueryOf(withOnes, month).comprovante).toBe('com');
    expect(panelFilterCount(withOnes)).toBe(1);
    expect(filtersFromParams(new URLSearchParams('comprovante=sem')).comprovante).toBe('sem');
    const odd = filtersFromParams(new URLSearchParams('comprovante=talvez'));
    expect(odd.comprovante).toBe('');
    expect(listQueryOf(odd, month).comprovante).toBeUndefined();
    expect(paramsWithFilters(new URLSearchParams(), withOnes).toString()).toBe('comprovante=com');
  });

  it("count the filters behind the phone's button, and say how many in its name", () => {
    expect(panelFilterCount(NO_FILTERS)).toBe(0);
    expect(panelFilterCount({ ...NO_FILTERS, q: 'mercado', from: '2026-11-01' })).toBe(0);
    expect(panelFilterCount({ ...NO_FILTERS, type: 'despesa' })).toBe(1);
    expect(panelFilterCount({ ...NO_FILTERS, accountId: '3', billMonth: '2026-11', categoryId: '7' })).toBe(
      3,
    );
    expect(filtersButtonName(0)).toBe('Filtros');
    expect(filtersButtonName(1)).toBe('Filtros, 1 ativo');
    expect(filtersButtonName(2)).toBe('Filtros, 2 ativos');
  });

  it('describe the period', () => {
    expect(periodText('2026-03-01', '2026-03-31')).toBe('de 01/03/2026 a 31/03/2026');
    expect(periodText('2026-03-01', null)).toBe('a partir de 01/03/2026');
    expect(periodText(null, '2026-03-31')).toBe('até 31/03/2026');
  });
});
