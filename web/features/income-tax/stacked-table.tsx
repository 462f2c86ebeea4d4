import type { ReactNode } from 'react';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { muted } from './tax-section';

export interface Column {
  label: string;
  /** Figures line up on the right from sm up. */
  numeric?: boolean;
}

/**
 * A table from sm up; on a phone each row a block of lines, every cell with its column's name beside it (a table of
 * five money columns does not fit 390 px, and one that scrolls sideways hides what it holds).
 */
export function StackedTable({
  caption,
  columns,
  children,
  testId,
}: {
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
  testId?: string;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn('px-2 py-1.5 font-medium first:pl-0 last:pr-0', column.numeric && 'text-right')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function StackedRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <tr
      className="block border-b border-slate-100 py-1.5 last:border-0 sm:table-row sm:py-0 dark:border-slate-800"
      data-testid={testId}
    >
      {children}
    </tr>
  );
}

/** The row's name: its first cell, a line of its own on a phone. */
export function StackedHead({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="block py-0.5 pr-2 align-top font-medium sm:table-cell sm:py-1.5">
      {children}
    </th>
  );
}

/**
 * A cell: on a phone its column's name at the left and the value at the right; a `bare` one (a text that names the
 * row, such as a description) is a line of its own instead, as a long text does not fit beside a name.
 */
export function StackedCell({
  label,
  numeric,
  bare,
  children,
  className,
}: {
  label: string;
  numeric?: boolean;
  bare?: boolean;
  children: ReactNode;
  className?: string;
}) {
  if (bare)
    return (
      <td
        className={cn(
          'block py-0.5 align-top font-medium sm:table-cell sm:px-2 sm:py-1.5 sm:font-normal',
          className,
        )}
      >
        {children}
      </td>
    );
  return (
    <td
      className={cn(
        'flex items-start justify-between gap-3 py-0.5 align-top sm:table-cell sm:px-2 sm:py-1.5 sm:last:pr-0',
        numeric && 'sm:text-right',
        className,
      )}
    >
      {/* A long field name ('Imposto retido na fonte (Lei nº 11.033/2004)') wraps rather than push its value out. */}
      <span className={cn(muted, 'min-w-0 sm:hidden')}>{label}</span>
      <span className="min-w-0 text-right">{children}</span>
    </td>
  );
}

/** A cell of a figure in reais, the commonest of these tables. */
export function ReaisCell({ label, value }: { label: string; value: number }) {
  return (
    <StackedCell label={label} numeric>
      <span className="money">{formatReais(value)}</span>
    </StackedCell>
  );
}
