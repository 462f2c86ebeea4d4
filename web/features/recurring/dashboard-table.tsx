import type { RecurringItem } from '../../../common/contract/recurring';
import { formatDateBR } from '../../../common/dates';
import { cn } from '../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { itemAmountText, itemWords, nextRunText } from './item-words';
import { CardTitle, RecurringCards } from './recurring-cards';
import { AmountCell, DescriptionCell, RecurringTable, TableRow, textCell } from './recurring-table';
import { StatusChip } from './status-chip';

const columns = [
  { label: 'Descrição' },
  { label: 'Categoria' },
  { label: 'Conta' },
  { label: 'Valor', align: 'right' },
  { label: 'Vencimento' },
  { label: 'Status' },
] as const;

/** The dashboard's read-only list of one kind: a table from the md breakpoint, cards on a phone. */
export function DashboardTable({ items, label }: { items: readonly RecurringItem[]; label: string }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!desktop)
    return (
      <RecurringCards label={label}>
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-3">
            <CardTitle description={item.description}>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {item.category_name ?? 'Sem categoria'} · {item.account_name}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {item.payment_status === 'pago'
                  ? nextRunText(item)
                  : `${itemWords[item.type].due} ${formatDateBR(item.next_run)}`}
              </p>
            </CardTitle>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="money font-semibold">{itemAmountText(item)}</span>
              <StatusChip status={item.payment_status} type={item.type} />
            </div>
          </li>
        ))}
      </RecurringCards>
    );
  return (
    <RecurringTable columns={columns} label={label}>
      {items.map((item) => (
        <TableRow key={item.id}>
          <DescriptionCell description={item.description}>
            {item.payee_name ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">{item.payee_name}</p>
            ) : null}
          </DescriptionCell>
          <td className={textCell}>
            {item.category_name ?? <span className="text-slate-500 dark:text-slate-400">Sem categoria</span>}
          </td>
          <td className={textCell}>{item.account_name}</td>
          <AmountCell amount={item.amount} />
          <td className={cn(textCell, 'whitespace-nowrap')}>{nextRunText(item)}</td>
          <td className="px-3 py-3">
            <StatusChip status={item.payment_status} type={item.type} />
          </td>
        </TableRow>
      ))}
    </RecurringTable>
  );
}
