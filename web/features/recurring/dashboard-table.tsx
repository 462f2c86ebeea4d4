import type { RecurringItem } from '../../../common/contract/recurring';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { statusOf } from './fixed-expense-stats';
import { StatusChip } from './status-chip';

const th = 'px-3 py-3 font-medium';

/** The dashboard's read-only list: a table from the md breakpoint, cards on a phone. */
export function DashboardTable({ items }: { items: readonly RecurringItem[] }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!desktop)
    return (
      <ul
        aria-label="Todos os gastos fixos"
        className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{item.description}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {item.category_name ?? 'Sem categoria'} · {item.account_name}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                Vence {formatDateBR(item.next_run)}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="money font-semibold">{formatReais(item.amount)}</span>
              <StatusChip status={statusOf(item)} />
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Descrição
            </th>
            <th scope="col" className={th}>
              Categoria
            </th>
            <th scope="col" className={th}>
              Conta
            </th>
            <th scope="col" className={`${th} text-right`}>
              Valor
            </th>
            <th scope="col" className={th}>
              Vencimento
            </th>
            <th scope="col" className={th}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
              <td className="px-4 py-3">
                <p className="font-medium break-words text-slate-900 dark:text-slate-100">
                  {item.description}
                </p>
                {item.payee_name ? (
                  <p className="text-xs text-slate-500 dark:text-slate-400">{item.payee_name}</p>
                ) : null}
              </td>
              <td className="px-3 py-3 text-slate-700 dark:text-slate-300">
                {item.category_name ?? <span className="text-slate-400">Sem categoria</span>}
              </td>
              <td className="px-3 py-3 text-slate-700 dark:text-slate-300">{item.account_name}</td>
              <td className="money px-3 py-3 text-right font-semibold">{formatReais(item.amount)}</td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                {formatDateBR(item.next_run)}
              </td>
              <td className="px-3 py-3">
                <StatusChip status={statusOf(item)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
