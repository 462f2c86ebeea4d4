import type { HTMLAttributes, ReactNode } from 'react';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';

/*
 * The table both lists of fixed expenses show from the md breakpoint: the dashboard's, read only, and the
 * management list with its actions. Each chooses its columns and fills its rows with these cells and its
 * own (the cards they show on a phone are in recurring-cards.tsx).
 */

export interface Column {
  label: string;
  align?: 'right';
}

/**
 * The table: a header row of the columns (the first, the description, with more room on the left), then the rows.
 * A page may show two (expenses and incomes): the label names each.
 */
export function RecurringTable({
  columns,
  label,
  children,
}: {
  columns: readonly Column[];
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table aria-label={label} className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  index === 0 ? 'px-4' : 'px-3',
                  'py-3 font-medium',
                  column.align === 'right' && 'text-right',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

/** A row of the table; className adds to its hover tint. */
export function TableRow({ className, children, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr className={cn(className, 'hover:bg-slate-50 dark:hover:bg-slate-800/40')} {...props}>
      {children}
    </tr>
  );
}

/** The first cell: the description, and beneath it what the table adds (payee, or category and payee). */
export function DescriptionCell({ description, children }: { description: string; children?: ReactNode }) {
  return (
    <td className="px-4 py-3">
      <p className="font-medium break-words text-slate-900 dark:text-slate-100">{description}</p>
      {children}
    </td>
  );
}

/** Beneath an item's amount when it is of 'valor variável': the amount is what is expected, not what is paid. */
export function VariableAmountNote({ item }: { item: { variable_amount: boolean } }) {
  return item.variable_amount ? (
    <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">valor variável</span>
  ) : null;
}

export function AmountCell({ amount, children }: { amount: number; children?: ReactNode }) {
  return (
    <td className="money px-3 py-3 text-right font-semibold">
      {formatReais(amount)}
      {children}
    </td>
  );
}

/** A cell of plain text, such as the account's name. */
export const textCell = 'px-3 py-3 text-slate-700 dark:text-slate-300';
