import { CalendarClock, ListFilter } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BillDetail, BillItem, CardSummary } from '../../../common/contract/cards';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Button, focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { RowAction } from '../../components/ui/row-action';
import { useBill } from '../../entities/card/api/cards';
import { BillStatusBadge, billTitle } from '../../entities/card/card-display';
import { cn } from '../../lib/cn';
import { AnticipateDialog } from './anticipate-dialog';
import { BillDatesDialog } from './bill-dates-dialog';
import { BillItemRow, BillTotals } from './bill-items';

const secondaryLink =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';

/**
 * One bill of a card: its status and dates, what it holds, what was paid, and what is left. Not `writable` (a book
 * the person only reads), it is only read: no paying, changing its dates or anticipating installments.
 */
export function BillView({
  card,
  month,
  onPay,
  writable,
}: {
  card: CardSummary;
  month: string;
  onPay: (bill: BillDetail) => void;
  writable: boolean;
}) {
  const bill = useBill(card.id, month);
  const [editingDates, setEditingDates] = useState(false);
  const [anticipating, setAnticipating] = useState<{ item: BillItem; later: number } | null>(null);
  if (bill.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Carregando fatura...</p>;
  if (bill.isError) return <LoadFailed query={bill} fallback="Erro ao carregar a fatura" />;
  const b = bill.data;
  return (
    <Card className="flex flex-col gap-4" data-testid="bill-view">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium">
            {billTitle(b)} <BillStatusBadge status={b.status} />
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="bill-closing">
            Fecha em {formatDateBR(b.closing_date)}
          </p>
        </div>
        {writable && b.remaining > 0 && b.status !== 'prevista' ? (
          <Button size="sm" onClick={() => onPay(b)}>
            Pagar esta fatura
          </Button>
        ) : null}
      </div>
      <div className="-mx-3 -my-2 flex flex-wrap gap-1">
        {writable ? (
          <RowAction
            verb="Alterar datas"
            label="Alterar datas desta fatura"
            icon={CalendarClock}
            withText
            onClick={() => setEditingDates(true)}
          />
        ) : null}
        <Link
          to={`/transactions?accountId=${card.id}&billMonth=${b.month}`}
          className={cn(secondaryLink, focusRing)}
        >
          <ListFilter size={16} aria-hidden /> Ver em Transações
        </Link>
      </div>
      {b.previous_balance !== 0 ? (
        <p className="flex justify-between text-sm">
          <span>{b.previous_balance > 0 ? 'Saldo anterior' : 'Crédito anterior'}</span>
          <span className="money">{formatReais(b.previous_balance)}</span>
        </p>
      ) : null}
      {b.items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Nenhuma compra nesta fatura.</p>
      ) : (
        <ul aria-label="Compras da fatura" className="divide-y divide-slate-100 dark:divide-slate-800">
          {b.items.map((item) => (
            <BillItemRow
              key={item.id}
              item={item}
              foreseen={b.status === 'prevista'}
              writable={writable}
              onAnticipate={(i, later) => setAnticipating({ item: i, later })}
            />
          ))}
        </ul>
      )}
      {b.payments.length > 0 ? (
        <ul aria-label="Pagamentos" className="flex flex-col gap-1 text-sm">
          {b.payments.map((p) => (
            <li key={p.id} className="flex justify-between text-emerald-700 dark:text-emerald-400">
              <span>Pagamento em {formatDateBR(p.date)}</span>
              <span className="money">{formatReais(p.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {b.paid_before_grana > 0 ? (
        <p className="flex justify-between text-sm text-emerald-700 dark:text-emerald-400">
          <span>Pago fora do Grana (antes de você começar a usá-lo)</span>
          <span className="money">{formatReais(b.paid_before_grana)}</span>
        </p>
      ) : null}
      <BillTotals bill={b} />
      {editingDates ? <BillDatesDialog card={card} bill={b} onClose={() => setEditingDates(false)} /> : null}
      {anticipating ? (
        <AnticipateDialog item={anticipating.item} onClose={() => setAnticipating(null)} />
      ) : null}
    </Card>
  );
}
