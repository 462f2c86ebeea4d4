import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FlowAnswer, FlowBand } from '../../../common/contract/money-flow';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { cn } from '../../lib/cn';
import {
  categoryTransactionsLink,
  expenseRows,
  FLOW_EXPENSES,
  FLOW_INCOME,
  FLOW_LEFT,
  FLOW_SHORT,
  incomeRows,
  LEFT_COLOR,
  leftParts,
  opensToChildren,
  SHORT_COLOR,
  shareOfIncome,
} from './flow';
import type { Period } from './report-period';

interface FlowTableProps {
  flow: FlowAnswer;
  period: Period;
  opened: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** The colour the chart gives a band, to tie each row to it (none for a band the chart does not draw). */
  colourOf: (kind: 'receita' | 'despesa', id: number | null, name: string) => string | undefined;
  caption: string;
}

const share = (total: number, flow: FlowAnswer) => {
  const value = shareOfIncome(total, flow);
  return value === null ? '—' : formatPercent(value);
};

/**
 * The flow's figures as a table (the phone's main view, and the screen reader's): receitas by category and their
 * total, despesas by category (one with subcategories opens to them) with their total and share of the income,
 * then what was left or missing. Each category's name leads to its transactions in the period.
 */
export function FlowTable({ flow, period, opened, onToggle, colourOf, caption }: FlowTableProps) {
  const result = flow.faltou > 0 ? { name: FLOW_SHORT, total: flow.faltou, color: SHORT_COLOR } : null;
  return (
    <table className="w-full text-sm" data-testid="flow-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <th scope="col" className="py-2 pr-2 font-medium">
            Categoria
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            Valor
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            <abbr title="Parte das receitas" className="no-underline">
              % receitas
            </abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        <SectionRow>{FLOW_INCOME}</SectionRow>
        {incomeRows(flow).map((band) => (
          <BandRow
            key={`r-${band.id}-${band.name}`}
            band={band}
            period={period}
            color={colourOf('receita', band.id, band.name)}
            share={share(band.total, flow)}
          />
        ))}
        <TotalRow
          name="Total de receitas"
          total={flow.totalReceitas}
          share={share(flow.totalReceitas, flow)}
        />
      </tbody>
      <tbody>
        <SectionRow>{FLOW_EXPENSES}</SectionRow>
        {expenseRows(flow).flatMap((band) => {
          const opens = band.id !== null && opensToChildren(band);
          const isOpen = opens && opened.has(band.id as number);
          const color = colourOf('despesa', band.id, band.name);
          const row = (
            <BandRow
              key={`d-${band.id}-${band.name}`}
              band={band}
              period={period}
              color={color}
              share={share(band.total, flow)}
              toggle={opens ? { open: isOpen, onToggle: () => onToggle(band.id as number) } : undefined}
            />
          );
          if (!isOpen) return [row];
          return [
            row,
            ...band.children.map((child) => (
              <BandRow
                key={`s-${band.id}-${child.id}-${child.name}`}
                band={child}
                period={period}
                color={color}
                share={share(child.total, flow)}
                sub
                own={child.id === band.id}
              />
            )),
          ];
        })}
        <TotalRow
          name="Total de despesas"
          total={flow.totalDespesas}
          share={share(flow.totalDespesas, flow)}
        />
      </tbody>
      <tbody>
        <tr className="border-t-2 border-slate-200 dark:border-slate-700">
          <th scope="row" className="py-2 pr-2 text-left font-semibold">
            <Swatch color={result ? result.color : LEFT_COLOR} />
            {result ? result.name : FLOW_LEFT}
          </th>
          <td
            className={cn(
              'money py-2 pr-2 text-right font-semibold',
              result ? 'text-rose-700 dark:text-rose-400' : 'text-emerald-700 dark:text-emerald-400',
            )}
            data-testid="flow-result"
          >
            {formatReais(result ? result.total : flow.sobrou)}
          </td>
          <td className="py-2 text-right tabular-nums text-slate-600 dark:text-slate-400">
            {share(result ? result.total : flow.sobrou, flow)}
          </td>
        </tr>
        {leftParts(flow).map((part) => (
          <tr key={part.name} className="text-[13px]">
            <th scope="row" className="py-1.5 pr-2 pl-7 text-left font-normal">
              <Swatch color={part.color} />
              {part.name}
            </th>
            <td className="money py-1.5 pr-2 text-right">{formatReais(part.total)}</td>
            <td className="py-1.5 text-right tabular-nums text-slate-600 dark:text-slate-400">
              {share(part.total, flow)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SectionRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <th
        scope="colgroup"
        colSpan={3}
        className="pt-4 pb-1 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {children}
      </th>
    </tr>
  );
}

function TotalRow({ name, total, share: part }: { name: string; total: number; share: string }) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-700">
      <th scope="row" className="py-2 pr-2 text-left font-semibold">
        {name}
      </th>
      <td className="money py-2 pr-2 text-right font-semibold">{formatReais(total)}</td>
      <td className="py-2 text-right tabular-nums text-slate-600 dark:text-slate-400">{part}</td>
    </tr>
  );
}

const Swatch = ({ color }: { color: string | undefined }) => (
  <span
    aria-hidden
    className="mr-2 inline-block size-2.5 shrink-0 rounded-sm align-middle"
    style={{ backgroundColor: color ?? 'transparent' }}
  />
);

function BandRow({
  band,
  period,
  color,
  share: part,
  toggle,
  sub = false,
  own = false,
}: {
  band: FlowBand;
  period: Period;
  color: string | undefined;
  share: string;
  toggle?: { open: boolean; onToggle: () => void };
  sub?: boolean;
  /** A parent's own money ("X (sem subcategoria)"). */
  own?: boolean;
}) {
  const to = categoryTransactionsLink(band.id, period, own);
  return (
    <tr
      className={cn('border-b border-slate-100 last:border-0 dark:border-slate-800/70', sub && 'text-[13px]')}
    >
      <th scope="row" className={cn('py-2 pr-2 text-left font-medium', sub && 'pl-7 font-normal')}>
        <span className="flex min-w-0 items-center gap-1">
          {toggle ? (
            <button
              type="button"
              aria-expanded={toggle.open}
              aria-label={`Subcategorias de ${band.name}`}
              title={toggle.open ? 'Fechar subcategorias' : 'Ver subcategorias'}
              onClick={toggle.onToggle}
              className="-ml-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <ChevronRight
                size={16}
                aria-hidden
                className={cn('transition-transform', toggle.open && 'rotate-90')}
              />
            </button>
          ) : sub ? null : (
            <span aria-hidden className="-ml-1 inline-block w-6 shrink-0" />
          )}
          <Swatch color={color} />
          <Link to={to} className="min-w-0 break-words hover:underline" title="Ver transações do período">
            {band.name}
          </Link>
        </span>
      </th>
      <td className="money py-2 pr-2 text-right">{formatReais(band.total)}</td>
      <td className="py-2 text-right tabular-nums text-slate-600 dark:text-slate-400">{part}</td>
    </tr>
  );
}
