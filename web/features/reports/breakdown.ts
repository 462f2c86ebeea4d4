import type {
  CategoryReportRow,
  CurrencyAmount,
  ReportRow,
  ReportType,
} from '../../../common/contract/reports';
import { topWithRest } from '../../../common/contract/reports';
import { type CurrencyCode, formatMoney, isCurrencyCode } from '../../../common/currencies';
import { reaisToCents, sumReais } from '../../../common/money';
import type { DonutSlice } from '../../components/ui/donut-chart';

/** Slices shown one by one in a report's donut; the rest are one 'Outras' slice (7 colours in all). */
export const REPORT_DONUT_SLICES = 6;

/** The rows of one type, with the shares the server gives them, and that type's total (added in cents). */
export function breakdownOf<R extends ReportRow>(rows: readonly R[], type: ReportType) {
  const own = rows.filter((r) => r.type === type);
  return { total: sumReais(own.map((r) => r.total)), rows: own };
}

/** The donut's slices: the 6 largest rows and 'Outras' with the rest. */
export function breakdownSlices(rows: readonly ReportRow[]): DonutSlice[] {
  return topWithRest(
    rows.map((r): DonutSlice & { total: number } => ({
      label: r.name,
      value: r.total,
      id: r.id,
      total: r.total,
    })),
    REPORT_DONUT_SLICES,
    (total) => ({ label: 'Outras', value: total, id: null, total }),
  ).map(({ label, value, id }) => ({ label, value, id }));
}

/**
 * Whether a row of the breakdown by category opens to its subcategories: the server marks a parent's row
 * (hasChildren). Inside an opened parent none opens: a subcategory has none, and the parent's own money is not a
 * level of its own.
 */
export function rowOpens(row: CategoryReportRow, opened: boolean): boolean {
  return !opened && row.id !== null && row.hasChildren === true;
}

/** A row's money in the currencies it was spent in (a tag's trip): 'ARS 145.000,00 · US$ 250,00'. */
export const currenciesText = (currencies: readonly CurrencyAmount[] | undefined): string =>
  (currencies ?? [])
    .filter((c) => isCurrencyCode(c.currency))
    .map((c) => formatMoney(reaisToCents(c.amount), c.currency as CurrencyCode))
    .join(' · ');
