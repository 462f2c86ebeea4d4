import { useSearchParams } from 'react-router';
import { DEFAULT_TREND_MONTHS, isPeriodChoice, type PeriodChoice, TREND_CHOICES } from './report-period';
import { type TabValue, tabs } from './report-tabs';

/**
 * What the report shows, kept in the address (a link or a reload opens the same): the tab, the period, the
 * trends' window and the printable page. `setParam` changes one, its default leaving the address.
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const tab: TabValue = tabs.some((t) => t.value === params.get('tab'))
    ? (params.get('tab') as TabValue)
    : 'categorias';
  const choiceParam = params.get('periodo');
  const choice: PeriodChoice = isPeriodChoice(choiceParam) ? choiceParam : 'mes';
  const trendParam = Number(params.get('meses'));
  const trendMonths = (TREND_CHOICES as readonly number[]).includes(trendParam)
    ? trendParam
    : DEFAULT_TREND_MONTHS;
  const printing = params.get('print') === '1';

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return { tab, choice, trendMonths, printing, setParam };
}
