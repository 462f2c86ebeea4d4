import { Copy } from 'lucide-react';
import { addMonths, formatMonthLabel } from '../../../common/dates';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useCopyBudgets } from './api/budgets';

/**
 * "Copiar do mês anterior": the month gets, as its own, the budgets in force the month before. The server
 * refuses a month that has its own budgets or a previous month without any; its message is shown as is.
 */
export function CopyPreviousButton({ month }: { month: string }) {
  const copy = useCopyBudgets();
  const toast = useToast();
  const onClick = async () => {
    try {
      await copy.mutateAsync(month);
      toast(
        `Orçamentos de ${formatMonthLabel(addMonths(month, -1))} copiados para ${formatMonthLabel(month)}`,
      );
    } catch (error) {
      toast(errorMessage(error, 'Erro ao copiar orçamentos. Tente novamente.'), 'error');
    }
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
