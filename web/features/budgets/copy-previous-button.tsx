import { Copy } from 'lucide-react';
import { addMonths, formatMonthLabel } from '../../../common/dates';
import { Button } from '../../components/ui/button';
import { useAction } from '../../components/ui/use-action';
import { useCopyBudgets } from './api/budgets';

/**
 * "Copiar do mês anterior": the month gets, as its own, the budgets in force the month before. The server
 * refuses a month that has its own budgets or a previous month without any; its message is shown as is.
 */
export function CopyPreviousButton({ month }: { month: string }) {
  const copy = useCopyBudgets();
  const act = useAction();
  const onClick = async () => {
    await act({
      work: () => copy.mutateAsync(month),
      done: `Orçamentos de ${formatMonthLabel(addMonths(month, -1))} copiados para ${formatMonthLabel(month)}`,
      failed: 'Erro ao copiar orçamentos. Tente novamente.',
    });
  };
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={() => void onClick()}
      disabled={copy.isPending}
    >
      <Copy size={16} aria-hidden />
      {copy.isPending ? 'Copiando...' : 'Copiar do mês anterior'}
    </Button>
  );
}
