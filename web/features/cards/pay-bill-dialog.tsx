import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type BillSummary, billPaymentBody, type CardSummary } from '../../../common/contract/cards';
import { fromText, moneyText, z } from '../../../common/contract/shared';
import { centsToInputText, reaisToCents, sumReais } from '../../../common/money';
import { AccountSelect } from '../../components/ui/account-select';
import { FormError } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyField } from '../../components/ui/money-field';
import { useAccounts } from '../../entities/account/public';
import { usePayBill } from '../../entities/card/api/cards';
import { billTitle } from '../../entities/card/card-display';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';

const body = billPaymentBody.shape;

/** The payment as typed: the paying account's id string, the amount as text, the date. */
const paymentForm = z.object({
  from_account_id: fromText(body.from_account_id),
  amount: moneyText(),
  date: body.date,
});
type PaymentValues = z.input<typeof paymentForm>;

/** 'Pagar fatura' for one bill: from an account that is not a card, by default what is left of it, today. */
export function PayBillDialog({
  card,
  bill,
  onClose,
}: {
  card: CardSummary;
  bill: BillSummary;
  onClose: () => void;
}) {
  const formId = useId();
  const pay = usePayBill();
  const accounts = useAccounts();
  const left = Math.max(0, sumReais([bill.total, -bill.paid]));
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentForm, undefined, { raw: true }),
    defaultValues: {
      from_account_id: card.payment_account_id === null ? '' : String(card.payment_account_id),
      amount: left > 0 ? centsToInputText(reaisToCents(left)) : '',
      date: browserToday(),
    },
  });
  const payers = (accounts.data ?? []).filter((a) => a.type !== 'credit_card');

  const { onSubmit, error } = useFormDialog(form, {
    save: (values) =>
      pay.mutateAsync({ account_id: card.id, month: bill.month, ...paymentForm.parse(values) }),
    success: 'Pagamento registrado',
    fallback: 'Não foi possível registrar o pagamento',
    onClose,
  });

  return (
    <Modal
      open
      title="Pagar fatura"
      onClose={onClose}
      dirty={form.formState.isDirty}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={pay.isPending}
          label="Pagar"
          pendingLabel="Pagando..."
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
          {card.name} · {billTitle(bill)}
        </p>
        <AccountSelect
          control={form.control}
          name="from_account_id"
          label="Conta de pagamento"
          placeholder="Selecione..."
          className="sm:col-span-2"
          accounts={payers}
        />
        <MoneyField control={form.control} name="amount" label="Valor" />
        <DateField control={form.control} name="date" label="Data" />
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}
