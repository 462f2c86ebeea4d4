import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthlyRow } from '../../../common/contract/reports';
import { formatMonthLabel, formatMonthShort } from '../../../common/dates';
import { formatCompactReais, formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { EXPENSE_COLOR, INCOME_COLOR } from './chart-colors';

/**
 * Income against expenses per month as paired bars, with the same figures in a table for screen readers and
 * for reading them exactly.
 */
export function IncomeExpenseBars({
  rows,
  label,
  height = 260,
  fill = false,
}: {
  rows: readonly MonthlyRow[];
  label: string;
  /** Height of the chart; with fill, its least height, the chart growing to fill its panel. */
  height?: number;
  fill?: boolean;
}) {
  const data = rows.map((r) => ({ ...r, label: formatMonthShort(r.month) }));
  return (
    <figure
      aria-label={label}
      className={cn('text-slate-600 dark:text-slate-400', fill && 'flex min-h-0 flex-1 flex-col')}
    >
      <div style={fill ? { minHeight: height, flex: 1 } : { height }} data-testid="income-expense-bars">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 14, right: 4, bottom: 0, left: 0 }} barGap={2}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="label"
              tick={{ fill: 'currentColor', fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: 'currentColor', strokeOpacity: 0.3 }}
              interval="preserveStartEnd"
            />
            <YAxis
              tickFormatter={formatCompactReais}
              tick={{ fill: 'currentColor', fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              width={72}
            />
            <Tooltip
              cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
              content={({ active, payload }) => {
                const row = payload?.[0]?.payload as (MonthlyRow & { label: string }) | undefined;
                if (!active || !row) return null;
                return (
                  <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
                    <p className="mb-1 font-medium first-letter:uppercase">{formatMonthLabel(row.month)}</p>
                    <p>
                      Receitas: <span className="money">{formatReais(row.receitas)}</span>
                    </p>
                    <p>
                      Despesas: <span className="money">{formatReais(row.despesas)}</span>
                    </p>
                  </div>
                );
              }}
            />
            <Legend
              itemSorter={null}
              iconType="square"
              wrapperStyle={{ fontSize: 13 }}
              formatter={(value) => <span className="text-slate-700 dark:text-slate-300">{value}</span>}
            />
            <Bar
              dataKey="receitas"
              name="Receitas"
              fill={INCOME_COLOR}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
            />
            <Bar
              dataKey="despesas"
              name="Despesas"
              fill={EXPENSE_COLOR}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table with sr-only still lays out its cells in some browsers; the wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">Receitas</th>
              <th scope="col">Despesas</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month}>
                <th scope="row">{formatMonthLabel(r.month)}</th>
                <td className="money">{formatReais(r.receitas)}</td>
                <td className="money">{formatReais(r.despesas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
