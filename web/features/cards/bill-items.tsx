import { FastForward } from 'lucide-react';
import type { BillDetail, BillItem } from '../../../common/contract/cards';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { RowAction } from '../../components/ui/row-action';
import { ForeignLine } from '../../entities/account/public';
import { cn } from '../../lib/cn';
import { installmentLabel } from '../../lib/installment-label';
import { laterInstallments } from './anticipate-dialog';

/** One purchase of a bill (a credit in green), with 'Antecipar' when later installments may be anticipated. */
export function BillItemRow({
  item,
  foreseen,
  writable,
  onAnticipate,
}: {
  item: BillItem;
  /** The bill is still 'prevista'. */
  foreseen: boolean;
  writable: boolean;
  onAnticipate: (item: BillItem, later: number) => void;
}) {
  const credit = item.type === 'RECEITA';
  const part = installmentLabel(item);
  const later = laterInstallments(item, foreseen);
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {item.description || item.payee_name || 'Sem descrição'}
          {part ? <span className="ml-2 text-xs text-slate-500 tabular-nums">{part}</span> : null}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {formatDateBR(item.date)}
          {item.category_name ? ` · ${item.category_name}` : ''}
        </p>
        {writable && later > 0 ? (
          <RowAction
            verb="Antecipar"
            label={`Antecipar parcelas de ${item.description || 'compra parcelada'}`}
            icon={FastForward}
            withText
            className="-ml-3 h-8 text-xs"
            onClick={() => onAnticipate(item, later)}
          />
        ) : null}
      </div>
      <span
        className={cn(
          'money shrink-0 text-right',
          credit ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-900 dark:text-slate-100',
        )}
      >
        {formatReais(credit ? -item.amount : item.amount)}
        <ForeignLine foreign={item.foreign} estimated={item.estimated} />
      </span>
    </li>
  );
}

/** The bill's total, what was paid and what is left. */
export function BillTotals({ bill: b }: { bill: BillDetail }) {
  return (
    <dl className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
      <div>
        <dt className="text-xs text-slate-500 dark:text-slate-400">Total</dt>
        <dd className="money font-semibold" data-testid="bill-total">
          {formatReais(b.total)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500 dark:text-slate-400">Pago</dt>
        <dd className="money font-semibold">{formatReais(b.paid)}</dd>
      </div>
      <div className="text-right">
        <dt className="text-xs text-slate-500 dark:text-slate-400">Restante</dt>
        <dd className="money font-semibold" data-testid="bill-remaining">
          {formatReais(b.remaining)}
        </dd>
      </div>
    </dl>
  );
}
