import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { anticipateBody, type BillItem } from '../../../common/contract/cards';
import { moneyTextReading, z } from '../../../common/contract/shared';
import { FormError } from '../../components/ui/alert';
import { FormSelect } from '../../components/ui/form-select';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyField } from '../../components/ui/money-field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { installmentLabel } from '../transactions/transaction-display';
import { useAnticipate } from './api/cards';

const body = anticipateBody.shape;

/** The form holds the count as a select's text ('' for every future installment) and the discount as typed. */
const anticipateForm = z.object({
  count: z
    .string()
    .transform((v) => (v === '' ? undefined : Number(v)))
    .pipe(body.count),
  discount: moneyTextReading.pipe(body.discount),
});
type AnticipateValues = z.input<typeof anticipateForm>;

/**
 * How many installments of this purchase may still lie in later bills: those after this one, and this one too
 * when its bill is not yet open. The server knows exactly and says so if fewer are left.
 */
export function laterInstallments(
  item: Pick<BillItem, 'installment_number' | 'installment_count'>,
  future: boolean,
) {
  if (item.installment_number === null || item.installment_count === null) return 0;
  return item.installment_count - item.installment_number + (future ? 1 : 0);
}

/**
 * 'Antecipar parcelas': the last installments of a purchase move into the open bill, dated today; a discount the
 * bank gave for paying early is recorded as a credit in that bill.
 */
export function AnticipateDialog({
  item,
  later,
  onClose,
}: {
  item: BillItem;
  /** laterInstallments of the item: the choices offered. */
  later: number;
  onClose: () => void;
}) {
  const formId = useId();
  const toast = useToast();
  const anticipate = useAnticipate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AnticipateValues>({
    resolver: zodResolver(anticipateForm, undefined, { raw: true }),
    defaultValues: { count: '', discount: '' },
  });
  const group = item.installment_group;

  const onSubmit = form.handleSubmit(async (values) => {
    if (group === null) return;
    setError(null);
    const v = anticipateForm.parse(values);
    let moved: number;
    try {
      moved = (await anticipate.mutateAsync({ installment_group: group, ...v })).moved.length;
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível antecipar as parcelas'));
      return;
    }
    toast(moved === 1 ? '1 parcela antecipada' : `${moved} parcelas antecipadas`);
    onClose();
  });

  return (
    <Modal
      open
      title="Antecipar parcelas"
      onClose={onClose}
      dirty={form.formState.isDirty}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={anticipate.isPending}
          label="Antecipar"
          pendingLabel="Antecipando..."
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
          {item.description || item.payee_name || 'Compra parcelada'} · parcela {installmentLabel(item)}. As
          últimas parcelas passam para a fatura aberta, com a data de hoje.
        </p>
        <FormSelect control={form.control} name="count" label="Parcelas a antecipar">
          <option value="">Todas as futuras</option>
          {Array.from({ length: later }, (_, i) => i + 1).map((n) => (
            <option key={n} value={String(n)}>
              {n === 1 ? 'A última' : `As últimas ${n}`}
            </option>
          ))}
        </FormSelect>
        <MoneyField
          control={form.control}
          name="discount"
          label="Desconto (opcional)"
          hint="Entra como crédito na fatura aberta"
        />
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}
