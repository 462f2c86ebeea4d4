import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type BillSummary, billDatesBody, type CardSummary } from '../../../common/contract/cards';
import type { z } from '../../../common/contract/shared';
import { FormError } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { useMoveBillDates } from '../../entities/card/api/cards';
import { billTitle } from '../../entities/card/card-display';
import { useFormDialog } from '../../lib/use-form-dialog';

type DatesValues = z.input<typeof billDatesBody>;

/**
 * 'Alterar datas': the bank moved one bill's closing or due date. Purchases then fall in bills by the new dates
 * (the server decides; those placed by hand stay where they were put).
 */
export function BillDatesDialog({
  card,
  bill,
  onClose,
}: {
  card: CardSummary;
  bill: BillSummary;
  onClose: () => void;
}) {
  const formId = useId();
  const move = useMoveBillDates();
  const form = useForm<DatesValues>({
    resolver: zodResolver(billDatesBody),
    defaultValues: {
      account_id: card.id,
      month: bill.month,
      closing_date: bill.closing_date,
      due_date: bill.due_date,
    },
  });

  const { onSubmit, error } = useFormDialog(form, {
    save: (values) => move.mutateAsync(values),
    success: 'Datas da fatura alteradas',
    fallback: 'Não foi possível alterar as datas',
    onClose,
  });

  return (
    <Modal
      open
      title="Alterar datas da fatura"
      onClose={onClose}
      dirty={form.formState.isDirty}
      footer={<FormModalFooter formId={formId} onCancel={onClose} pending={move.isPending} />}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
          {card.name} · {billTitle(bill)}. Use quando o banco mudar o fechamento ou o vencimento desta fatura;
          as compras passam a contar pelas novas datas.
        </p>
        <DateField control={form.control} name="closing_date" label="Fechamento" />
        <DateField control={form.control} name="due_date" label="Vencimento" />
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}
