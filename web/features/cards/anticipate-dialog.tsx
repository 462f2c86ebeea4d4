import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { anticipationSummary, planAnticipation } from '../../../common/anticipation';
import {
  type AnticipationOptions,
  anticipateBody,
  type BillItem,
  DISCOUNT_TOO_LARGE_MESSAGE,
  NOTHING_TO_ANTICIPATE_MESSAGE,
} from '../../../common/contract/cards';
import { moneyTextReading, z } from '../../../common/contract/shared';
import { reaisToCents } from '../../../common/money';
import { FormError } from '../../components/ui/alert';
import { FormSelect } from '../../components/ui/form-select';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyField } from '../../components/ui/money-field';
import { useAnticipate, useAnticipationOptions } from '../../entities/card/api/cards';
import { useUndoToast } from '../../entities/undo/public';
import { errorMessage } from '../../lib/api-client';
import { installmentLabel } from '../../lib/installment-label';

const body = anticipateBody.shape;

/** The form holds the count as a select's text ('' until the person chooses) and the discount as typed. */
const anticipateForm = z.object({
  count: z
    .string()
    .transform((v) => (v === '' ? undefined : Number(v)))
    .pipe(body.count),
  discount: moneyTextReading.pipe(body.discount),
});
type AnticipateValues = z.input<typeof anticipateForm>;

export const CHOOSE_COUNT_TEXT = 'Escolha quantas parcelas antecipar para ver o valor.';
export const ANTICIPATION_UNDONE_MESSAGE = 'Antecipação desfeita';

/**
 * How many installments of this purchase may still lie in later bills: those after this one, and this one too
 * when its bill is not yet open. Whether to offer 'Antecipar'; the dialog asks the server which exactly.
 */
export function laterInstallments(
  item: Pick<BillItem, 'installment_number' | 'installment_count'>,
  future: boolean,
) {
  if (item.installment_number === null || item.installment_count === null) return 0;
  return item.installment_count - item.installment_number + (future ? 1 : 0);
}

/**
 * The preview of what the chosen count and discount write: the plan of common/anticipation.ts over the
 * installments the server listed, the same the server computes when it writes. `ready` when it can be sent.
 */
function preview(
  options: AnticipationOptions | undefined,
  count: string,
  discount: string,
): { text: string; ready: boolean } {
  const bill = options?.bill_month;
  if (options && (bill == null || options.installments.length === 0))
    return { text: NOTHING_TO_ANTICIPATE_MESSAGE, ready: false };
  if (!options || bill == null || count === '') return { text: CHOOSE_COUNT_TEXT, ready: false };
  const typed = moneyTextReading.safeParse(discount);
  const reais = typed.success && typeof typed.data === 'number' ? typed.data : 0;
  const discountCents = Number.isFinite(reais) && reais > 0 ? reaisToCents(reais) : 0;
  const plan = planAnticipation(
    options.installments.map((i) => reaisToCents(i.amount)),
    Number(count),
    discountCents,
  );
  return plan
    ? { text: anticipationSummary(plan, bill), ready: true }
    : { text: DISCOUNT_TOO_LARGE_MESSAGE, ready: false };
}

/**
 * 'Antecipar parcelas': the last installments of a purchase move into the open bill, dated today; a discount the
 * bank gave for paying early lowers them. Nothing is chosen until the person picks how many; a preview says what
 * enters the bill, and the toast offers 'Desfazer'.
 */
export function AnticipateDialog({ item, onClose }: { item: BillItem; onClose: () => void }) {
  const formId = useId();
  const undoToast = useUndoToast();
  const anticipate = useAnticipate();
  const group = item.installment_group;
  const options = useAnticipationOptions(group ?? '');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AnticipateValues>({
    resolver: zodResolver(anticipateForm, undefined, { raw: true }),
    defaultValues: { count: '', discount: '' },
  });
  const [count, discount] = useWatch({ control: form.control, name: ['count', 'discount'] });
  const later = options.data?.installments ?? [];
  const summary = preview(options.data, count, discount);

  const onSubmit = form.handleSubmit(async (values) => {
    if (group === null) return;
    setError(null);
    const v = anticipateForm.parse(values);
    let result: { moved: number[]; undo: string };
    try {
      result = await anticipate.mutateAsync({ installment_group: group, ...v });
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível antecipar as parcelas'));
      return;
    }
    const moved = result.moved.length;
    undoToast(
      moved === 1 ? '1 parcela antecipada' : `${moved} parcelas antecipadas`,
      result.undo,
      ANTICIPATION_UNDONE_MESSAGE,
    );
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
          disabled={!summary.ready}
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
        <FormSelect control={form.control} name="count" label="Parcelas a antecipar" disabled={!options.data}>
          <option value="">{options.isPending ? 'Carregando...' : 'Escolha quantas'}</option>
          {later.map((_, i) => {
            const n = i + 1;
            return (
              <option key={n} value={String(n)}>
                {n === 1 ? 'A última' : `As últimas ${n}`}
              </option>
            );
          })}
        </FormSelect>
        <MoneyField
          control={form.control}
          name="discount"
          label="Desconto (opcional)"
          hint="Reduz o valor das parcelas antecipadas"
        />
        <p
          role="status"
          aria-label="Resumo da antecipação"
          className="text-sm font-medium text-slate-800 sm:col-span-2 dark:text-slate-200"
        >
          {summary.text}
        </p>
        <FormError
          message={
            error ?? (options.isError ? errorMessage(options.error, 'Não foi possível carregar') : null)
          }
          className="sm:col-span-2"
        />
      </form>
    </Modal>
  );
}
