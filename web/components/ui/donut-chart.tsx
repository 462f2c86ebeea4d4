import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { CHART_PALETTE, shareOf, sliceColours } from '../../../common/contract/reports';
import { formatPercent } from '../../../common/percent';
import { cn } from '../../lib/cn';

/** A slice: label, value and an optional colour (the charts of docs/PRODUCT.md); id travels with a click. */
export interface DonutSlice {
  label: string;
  value: number;
  color?: string;
  id?: number | null;
}

export interface ShownSlice extends DonutSlice {
  color: string;
  /** Of the sum of the slices, 0 to 100. */
  percent: number;
}

/** The 7 default colours, in slice order; readable on the light and the dark theme. */
export const DONUT_PALETTE: readonly string[] = CHART_PALETTE;

/**
 * Slices with their colour and share; slices of 0 or less are left out. The colour: the slice's own, else the
 * charts' rule (common/contract/reports.ts sliceColours: grey for 'Sem categoria', the palette for the others).
 */
export function shownSlices(slices: readonly DonutSlice[], palette: readonly string[] = DONUT_PALETTE) {
  const positive = slices.filter((s) => s.value > 0);
  const total = positive.reduce((sum, s) => sum + s.value, 0);
  const colours = sliceColours(positive, palette);
  return positive.map(
    (s, i): ShownSlice => ({
      ...s,
      color: s.color ?? (colours[i] as string),
      percent: shareOf(s.value, total),
    }),
  );
}

interface DonutChartProps {
  slices: readonly DonutSlice[];
  /** Names the chart for screen readers ('Despesas por categoria'). */
  label: string;
  /** How a value is written in the legend and the tooltip (money, usually). */
  formatValue?: (value: number) => string;
  /** A click on a slice or on its legend entry hands the slice (label and id) to the page. */
  onSliceClick?: (slice: DonutSlice) => void;
  /** Tells which slices can be clicked (all of them by default). */
  isClickable?: (slice: DonutSlice) => boolean;
  /** The legend under the chart (narrow places, the default) or beside it from the sm breakpoint. */
  legend?: 'below' | 'side';
  className?: string;
}

/** A donut with a legend showing each slice's share with one decimal ('45,3%'). */
export function DonutChart({
  slices,
  label,
  formatValue,
  onSliceClick,
  isClickable = () => true,
  legend = 'below',
  className,
}: DonutChartProps) {
  const shown = shownSlices(slices);
  const clickable = (s: DonutSlice) => Boolean(onSliceClick) && isClickable(s);
  return (
    <figure
      className={cn('flex flex-col gap-4', legend === 'side' && 'sm:flex-row sm:items-center', className)}
      aria-label={label}
    >
      <div className="mx-auto h-52 w-52 shrink-0" data-testid="donut-chart">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={shown.map((s) => ({ name: s.label, value: s.value, fill: s.color }))}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="100%"
              paddingAngle={shown.length > 1 ? 1 : 0}
              stroke="none"
              isAnimationActive={false}
              onClick={(_, index) => {
                const slice = shown[index];
                if (slice && clickable(slice)) onSliceClick?.(slice);
              }}
            >
              {shown.map((s) => (
                <Cell
                  key={`${s.id ?? 'x'}-${s.label}`}
                  fill={s.color}
                  className={clickable(s) ? 'cursor-pointer outline-none' : 'outline-none'}
                />
              ))}
            </Pie>
            <Tooltip
              content={({ active, payload }) => {
                const item = payload?.[0];
                if (!active || !item) return null;
                const slice = shown.find((s) => s.label === item.name);
                if (!slice) return null;
                return (
                  <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow dark:border-slate-700 dark:bg-slate-800">
                    <p className="font-medium">{slice.label}</p>
                    <p className="text-slate-600 dark:text-slate-300">
                      {formatValue ? <span className="money">{formatValue(slice.value)}</span> : null}
                      {formatValue ? ' · ' : null}
                      {formatPercent(slice.percent)}
                    </p>
                  </div>
                );
              }}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="min-w-0 flex-1">
        <ul className="flex flex-col gap-1.5 text-sm" aria-label={`Legenda: ${label}`}>
          {shown.map((s) => {
            const body = (
              <>
                <span
                  className="h-3 w-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: s.color }}
                  aria-hidden
                />
                <span className="min-w-0 flex-1 truncate text-left">{s.label}</span>
                {formatValue ? (
                  <span className="money text-slate-600 dark:text-slate-400">{formatValue(s.value)}</span>
                ) : null}
                <span
                  className="w-14 shrink-0 text-right font-medium tabular-nums"
                  data-testid="donut-percent"
                >
                  {formatPercent(s.percent)}
                </span>
              </>
            );
            return (
              <li key={`${s.id ?? 'x'}-${s.label}`}>
                {clickable(s) ? (
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 rounded px-1 py-0.5 hover:bg-slate-100 dark:hover:bg-slate-800"
                    onClick={() => onSliceClick?.(s)}
                  >
                    {body}
                  </button>
                ) : (
                  <div className="flex items-center gap-2 px-1 py-0.5">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </figcaption>
    </figure>
  );
}
