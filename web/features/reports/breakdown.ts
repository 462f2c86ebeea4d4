import type { ReportRow, ReportType } from '../../../common/contract/reports';
import { shareOf, topWithRest } from '../../../common/contract/reports';
import { sumReais } from '../../../common/money';
import type { DonutSlice } from '../../components/ui/donut-chart';

/** Slices shown one by one in a report's donut; the rest are one 'Outras' slice (7 colours in all). */
export const REPORT_DONUT_SLICES = 6;

export interface BreakdownRow extends ReportRow {
  /** Of the type's total, 0 to 100. */
  percent: number;
}

/** The rows of one type with their shares, and that type's total (added in cents). */
export function breakdownOf(rows: readonly ReportRow[], type: ReportType) {
  const own = rows.filter((r) => r.type === type);
  const total = sumReais(own.map((r) => r.total));
  return {
    total,
    rows: own.map((r): BreakdownRow => ({ ...r, percent: shareOf(r.total, total) })),
  };
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
