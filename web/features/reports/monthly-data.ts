import type { MonthlyRow } from '../../../common/contract/reports';

/** Whether any month has money: a chart of zeros says nothing. Apart from the chart, which loads on its own. */
export const hasMonthlyData = (rows: readonly MonthlyRow[]) =>
  rows.some((r) => r.receitas !== 0 || r.despesas !== 0);
