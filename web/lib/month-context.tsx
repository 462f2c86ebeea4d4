import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { addMonths, firstDayOfMonth, isIsoDate, monthRange } from '../../common/dates';
import { browserToday } from './browser-today';

const STORAGE_KEY = 'selectedMonth';

/** The browser's own zone: the person's clock decides which month is "now". */
function currentMonth(): string {
  return firstDayOfMonth(browserToday());
}

function initialMonth(): string {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  return stored && isIsoDate(stored) ? firstDayOfMonth(stored) : currentMonth();
}

/** The period a page opened now shows, before the provider mounts (a route's first API calls start from it). */
export function initialMonthRange(): { from: string; to: string } {
  return monthRange(initialMonth());
}

interface MonthState {
  /** First day of the selected month, ISO. */
  month: string;
  from: string;
  to: string;
  setMonth: (iso: string) => void;
  previous: () => void;
  next: () => void;
  today: () => void;
}

const MonthContext = createContext<MonthState | null>(null);

/** The selected month drives every page that shows a period, and survives moving between pages. */
export function MonthProvider({ children }: { children: ReactNode }) {
  const [month, setMonthState] = useState(initialMonth);
  const setMonth = useCallback((iso: string) => {
    const value = firstDayOfMonth(iso);
    sessionStorage.setItem(STORAGE_KEY, value);
    setMonthState(value);
  }, []);
  const value = useMemo<MonthState>(() => {
    const { from, to } = monthRange(month);
    return {
      month,
      from,
      to,
      setMonth,
      previous: () => setMonth(addMonths(month, -1)),
      next: () => setMonth(addMonths(month, 1)),
      today: () => setMonth(currentMonth()),
    };
  }, [month, setMonth]);
  return <MonthContext.Provider value={value}>{children}</MonthContext.Provider>;
}

export function useSelectedMonth(): MonthState {
  const state = useContext(MonthContext);
  if (!state) throw new Error('useSelectedMonth outside MonthProvider');
  return state;
}
