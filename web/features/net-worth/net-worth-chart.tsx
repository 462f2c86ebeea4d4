import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  NET_WORTH_CLASS_LABELS,
  NET_WORTH_CLASSES,
  type NetWorthMonth,
} from '../../../common/contract/net-worth';
import { formatMonthShort } from '../../../common/dates';
import { formatCompactReais, formatReais } from '../../../common/money';
import { EXPENSE_COLOR, INCOME_COLOR } from '../../components/ui/chart-colors';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { chartRows, evenTicks, monthName } from './net-worth-data';

/** Mid-tones that read on the light and the dark theme, as the other charts' colours. */
export const NET_WORTH_COLORS = {
  caixa: '#0ea5e9',
  rendaFixa: INCOME_COLOR,
  // Pink: apart from renda fixa's green (a teal beside it read as the same class to a newcomer), caixa's blue,
  // the bens' violet and the debts' red, on both themes.
  rendaVariavel: '#db2777',
  // Violet: apart from caixa's blue, the investments' greens and the debts' red on both themes.
  bens: '#8b5cf6',
  dividas: EXPENSE_COLOR,
  real: '#f59e0b',
} as const;

type Row = ReturnType<typeof chartRows>[number];

/**
 * The classes month by month as stacked bars (caixa, renda fixa, renda variável and bens above zero, dívidas below it), the
 * total as a line and, when the IPCA allows it, the total in today's money as a dashed line. The page's table below
 * says the same figures exactly; the chart's own keyboard layer (recharts') walks its months with their tooltip.
 */
export function NetWorthChart({
  months,
  showReal,
  height = 320,
}: {
  months: readonly NetWorthMonth[];
  showReal: boolean;
  height?: number;
}) {
  const data = chartRows(months);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <figure
      aria-label="Gráfico do patrimônio no fim de cada mês, por classe; os valores estão na tabela abaixo"
      className="text-slate-600 dark:text-slate-400"
      style={{ height }}
      data-testid="net-worth-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          stackOffset="sign"
          margin={{ top: 12, right: 20, bottom: 0, left: 0 }}
          barCategoryGap="20%"
        >
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            dataKey="month"
            tickFormatter={(m: string) => formatMonthShort(`${m}-01`)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: 'currentColor', strokeOpacity: 0.3 }}
            ticks={evenTicks(
              data.map((r) => r.month),
              desktop ? 12 : 6,
            )}
            interval={0}
          />
          <YAxis
            tickFormatter={formatCompactReais}
            tick={{ fill: 'currentColor', fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            width={76}
          />
          <ReferenceLine y={0} stroke="currentColor" strokeOpacity={0.5} />
          <Tooltip
            cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
            content={({ active, payload }) => {
              const row = payload?.[0]?.payload as Row | undefined;
              if (!active || !row) return null;
              return (
                <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
                  <p className="mb-1 font-medium first-letter:uppercase">{monthName(row.month)}</p>
                  <p>
                    Total: <span className="money font-semibold">{formatReais(row.total)}</span>
                  </p>
                  {NET_WORTH_CLASSES.map((c) => (
                    <p key={c}>
                      {NET_WORTH_CLASS_LABELS[c]}: <span className="money">{formatReais(row[c])}</span>
                    </p>
                  ))}
                  {showReal && row.real !== undefined ? (
                    <p>
                      Valor real: <span className="money">{formatReais(row.real)}</span>
                    </p>
                  ) : null}
                </div>
              );
            }}
          />
          <Legend
            itemSorter={null}
            wrapperStyle={{ fontSize: 13 }}
            formatter={(value) => <span className="text-slate-700 dark:text-slate-300">{value}</span>}
          />
          {NET_WORTH_CLASSES.map((c) => (
            <Bar
              key={c}
              dataKey={c}
              name={NET_WORTH_CLASS_LABELS[c]}
              stackId="classes"
              fill={NET_WORTH_COLORS[c]}
              maxBarSize={32}
              isAnimationActive={false}
            />
          ))}
          <Line
            dataKey="total"
            name="Patrimônio líquido"
            type="monotone"
            stroke="currentColor"
            strokeWidth={2}
            dot={months.length <= 24 ? { r: 2.5, fill: 'currentColor' } : false}
            isAnimationActive={false}
          />
          {showReal ? (
            <Line
              dataKey="real"
              name="Valor real (IPCA)"
              type="monotone"
              stroke={NET_WORTH_COLORS.real}
              strokeWidth={2}
              strokeDasharray="5 4"
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ) : null}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
