import {
  incomeStatusLabels,
  type PaymentStatus,
  paymentStatusLabels,
  type RecurringType,
} from '../../../common/contract/recurring';
import { cn } from '../../lib/cn';

export const statusTones: Record<PaymentStatus, string> = {
  pago: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-400/30',
  pendente:
    'bg-amber-100 text-amber-800 ring-amber-600/20 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-400/30',
  atrasado: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/30',
};

/** 'Pago' (green), 'Pendente' (amber), 'Atrasado' (red); an income's 'Recebida', 'Pendente', 'Atrasada'. */
export function StatusChip({
  status,
  type,
  className,
}: {
  status: PaymentStatus;
  type: RecurringType;
  className?: string;
}) {
  const labels = type === 'RECEITA' ? incomeStatusLabels : paymentStatusLabels;
  return (
    <span
      data-testid="status-chip"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        statusTones[status],
        className,
      )}
    >
      {labels[status]}
    </span>
  );
}
