import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSelectedMonth } from '../../../lib/month-context';
import {
  filtersFromParams,
  NO_FILTERS,
  paramsWithFilters,
  type TransactionFilters,
} from './transaction-filters';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's filters, kept in the address: a link presets them, and 'Limpar filtros' clears them. The text
 * search is typed into local state and reaches the address (and the server) 300 ms after the last key.
 */
export function useTransactionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const { month } = useSelectedMonth();

  const update = useCallback(
    (change: Partial<TransactionFilters>) =>
      setParams((current) => paramsWithFilters(current, { ...filtersFromParams(current), ...change }), {
        replace: true,
      }),
    [setParams],
  );

  const [searchText, setSearchText] = useState(filters.q);
  const sent = useRef(filters.q);
  // A search that arrives through the address (the top bar's box) replaces what is in the field.
  useEffect(() => {
    if (filters.q !== sent.current) {
      sent.current = filters.q;
      setSearchText(filters.q);
    }
  }, [filters.q]);
  useEffect(() => {
    if (searchText === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = searchText;
      update({ q: searchText });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, update]);

  // Choosing a month in the selector ends a period that came from the address, a bill and an import: the month is
  // asked for.
  const shownMonth = useRef(month);
  useEffect(() => {
    if (shownMonth.current === month) return;
    shownMonth.current = month;
    update({ from: null, to: null, billMonth: '', importId: '' });
  }, [month, update]);

  const clear = useCallback(() => {
    sent.current = '';
    setSearchText('');
    setParams((current) => paramsWithFilters(current, NO_FILTERS), { replace: true });
  }, [setParams]);

  return { filters, update, clear, searchText, setSearchText };
}
