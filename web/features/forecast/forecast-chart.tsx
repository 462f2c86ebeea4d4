import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ForecastDay } from '../../../common/contract/forecast';
import { formatDateBR, lastDayOfMonth } from '../../../common/dates';
import { formatCompactReais, formatReais } from '../../../common/money';
import { EXPENSE_COLOR } from '../../components/ui/chart-colors';

const LINE_COLOR = '#0ea5e9';

/** The days of the window that end a month: the chart marks them. */
export const monthEndsOf = (days: readonly ForecastDay[]) =>
  days.filter((d) => d.date === lastDayOfMonth(d.date)).map((d) => d.date);

/** 'dd/mm': the axis has no room for the year (the tooltip and the table say it). */
const shortDate = (iso: string) => formatDateBR(iso).slice(0, 5);

/**
 * The balance day by day as a line, today and each month end marked, zero drawn when the line goes below it; the
 * same figures at each month end and the last day in a table for screen readers.
 */
export function ForecastChart({ days, label }: { days: readonly ForecastDay[]; label: string }) {
  const today = days[0]?.date;
  const monthEnds = monthEndsOf(days);
  const firstNegative = days.find((d) => d.balance < 0);
  const goesNegative = firstNegative !== undefined;
  return (
    <figure aria-label={label} className="text-slate-600 dark:text-slate-400">
      <div style={{ height: 280 }} data-testid="forecast-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={[...days]} margin={{ top: 16, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="date"
              tickFormatter={shortDate}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: 'currentColor', strokeOpacity: 0.3 }}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              tickFormatter={formatCompactReais}
              tick={{ fill: 'currentColor', fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              width={76}
            />
            {goesNegative ? <ReferenceLine y={0} stroke={EXPENSE_COLOR} strokeDasharray="4 4" /> : null}
            {today ? (
              <ReferenceLine
                x={today}
                stroke="currentColor"
                strokeOpacity={0.6}
                label={{ value: 'Hoje', position: 'insideTopLeft', fill: 'currentColor', fontSize: 12 }}
              />
            ) : null}
            {monthEnds.map((date) => (
              <ReferenceLine
                key={date}
                x={date}
                stroke="currentColor"
                strokeOpacity={0.35}
                strokeDasharray="3 3"
              />
            ))}
            <Tooltip
              content={({ active, payload }) => {
                const day = payload?.[0]?.payload as ForecastDay | undefined;
                if (!active || !day) return null;
                return (
                  <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
                    <p className="mb-1 font-medium">{formatDateBR(day.date)}</p>
                    <p className={day.balance < 0 ? 'text-rose-600 dark:text-rose-400' : undefined}>
                      Saldo: <span className="money">{formatReais(day.balance)}</span>
                    </p>
                  </div>
                );
              }}
            />
            {firstNegative ? (
              <ReferenceDot
                x={firstNegative.date}
                y={firstNegative.balance}
                r={5}
                fill={EXPENSE_COLOR}
                stroke="none"
                data-testid="first-negative-dot"
              />
            ) : null}
            <Line
              type="stepAfter"
              dataKey="balance"
              name="Saldo previsto"
              stroke={LINE_COLOR}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* The marks are named here: a label on each month end would cover today's on a phone. */}
      <figcaption className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        Linha contínua: hoje. Linhas tracejadas: fim de cada mês.
        {firstNegative
          ? ` Ponto vermelho: o primeiro dia abaixo de zero (${formatDateBR(firstNegative.date)}).`
          : ''}
      </figcaption>
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Saldo previsto</th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter(
                (d, i) =>
                  i === 0 || i === days.length - 1 || monthEnds.includes(d.date) || d === firstNegative,
              )
              .map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatDateBR(d.date)}</th>
                  <td className="money">{formatReais(d.balance)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
