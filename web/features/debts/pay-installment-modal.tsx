import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type DebtInstallment, type DebtResponse, debtPaymentBody } from '../../../common/contract/debts';
import { fromText, z } from '../../../common/contract/shared';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { AccountSelect } from '../../components/ui/account-select';
import { FormError } from '../../components/ui/alert';
import { CategorySelect } from '../../components/ui/category-select';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoneyField } from '../../components/ui/money-field';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { errorMessage } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { usePayInstallment } from './api/debts';
import { installmentTitle, paidToast, splitText } from './debt-display';
import { lateFeeHint, lateFeeText, paidLate, paymentTotalText } from './late-fee';
import { moneyAccounts, optionalIdText } from './pay-fields';

/** Mounted only while a debt is chosen, so the form starts from its next instalment each time. */
export function PayInstallmentModal({ debt, onClose }: { debt: DebtResponse | null; onClose: () => void }) {
  return debt?.next ? <PayDialog debt={debt} installment={debt.next} onClose={onClose} /> : null;
}

const body = debtPaymentBody.shape;
const payFields = z.object({
  accountId: fromText(body.accountId),
  date: fromText(body.date),
  categoryId: optionalIdText(body.categoryId),
  interestCategoryId: optionalIdText(body.interestCategoryId),
  lateFee: lateFeeText,
});
type PayFormValues = z.input<typeof payFields>;

function PayDialog({
  debt,
  installment,
  onClose,
}: {
  debt: DebtResponse;
  installment: DebtInstallment;
  onClose: () => void;
}) {
  const pay = usePayInstallment();
  const accounts = useAccounts();
  const categories = useCategories();
  const payers = moneyAccounts(accounts.data ?? []);
  const form = useForm<PayFormValues, unknown, z.output<typeof payFields>>({
    resolver: zodResolver(payFields),
    // The day it falls due: a person recording it on time has nothing to change. An overdue one was most likely
    // paid today: its due date would tell the net worth it was owed for none of the days it was late.
    defaultValues: {
      accountId: '',
      date: installment.overdue ? browserToday() : installment.dueDate,
      categoryId: '',
      interestCategoryId: '',
      lateFee: '',
    },
  });
  const [date, lateFee] = useWatch({ control: form.control, name: ['date', 'lateFee'] });
  const late = paidLate(date, installment.dueDate);
  // The fee's field is there only for a late payment: a fee typed, then the date moved back, is not sent.
  useEffect(() => {
    if (!late && form.getValues('lateFee') !== '') form.setValue('lateFee', '');
  }, [form, late]);
  const loading = accounts.isPending || categories.isPending;
  // The debt's 'Conta de pagamento' is the one that paid, or else a lone account that holds money; chosen once the
  // accounts arrive, unless already picked.
  const usual = payers.some((a) => a.id === debt.paymentAccountId) ? String(debt.paymentAccountId) : null;
  const chosen = usual ?? (payers.length === 1 ? String(payers[0]?.id) : null);
  useEffect(() => {
    if (chosen !== null && form.getValues('accountId') === '') form.setValue('accountId', chosen);
  }, [form, chosen]);

  const dialog = useFormDialog(form, {
    fields: ['accountId', 'date', 'lateFee'],
    save: (values) => pay.mutateAsync({ id: debt.id, number: installment.number, ...values }),
    success: (values) =>
      paidToast(installment, values.lateFee ?? 0, payers.find((a) => a.id === values.accountId)?.name),
    fallback: 'Erro ao registrar a parcela',
    onClose,
  });

  return (
    <FormDialog
      title="Registrar parcela"
      onClose={onClose}
      state={dialog}
      widthClass="max-w-xl"
      disabled={loading}
      label="Registrar"
      pendingLabel="Registrando..."
      intro={<InstallmentSummary debt={debt} installment={installment} />}
      instead={
        loading ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Carregando...</p>
        ) : accounts.isError ? (
          <FormError message={errorMessage(accounts.error, 'Erro ao carregar as contas')} />
        ) : null
      }
    >
      <AccountSelect
        control={form.control}
        name="accountId"
        label="Conta que pagou"
        placeholder="Selecione a conta"
        accounts={payers}
      />
      <DateField control={form.control} name="date" label="Data do pagamento" />
      <CategorySelect
        control={form.control}
        name="categoryId"
        label="Categoria"
        placeholder="Sem categoria"
        hint="Opcional: a da despesa lançada"
        type="despesa"
        categories={categories.data ?? []}
      />
      <CategorySelect
        control={form.control}
        name="interestCategoryId"
        label="Categoria dos juros"
        placeholder="A mesma da parcela"
        hint="Opcional: os juros ficam numa divisão da despesa com esta categoria"
        type="despesa"
        categories={categories.data ?? []}
      />
      {late && (
        <MoneyField
          control={form.control}
          name="lateFee"
          label="Multa e juros de atraso (opcional)"
          hint={lateFeeHint(installment.dueDate)}
          className="sm:col-span-2"
        />
      )}
      <p className="money text-sm font-semibold sm:col-span-2" data-testid="pay-total" aria-live="polite">
        {paymentTotalText(installment.payment, lateFee, late)}
      </p>
    </FormDialog>
  );
}

/** The installment being paid: its debt, its number and due date, its amount and how it splits. */
function InstallmentSummary({ debt, installment }: { debt: DebtResponse; installment: DebtInstallment }) {
  return (
    <div
      className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60"
      data-testid="pay-installment"
    >
      <p className="font-medium break-words">{debt.name}</p>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span>
          {installmentTitle(installment.number, debt.scheduleCount)} ·{' '}
          {installment.overdue ? 'venceu em' : 'vence em'} {formatDateBR(installment.dueDate)}
        </span>
        <span className="money text-base font-semibold">{formatReais(installment.payment)}</span>
      </p>
      <p className="money text-slate-600 dark:text-slate-400">{splitText(installment)}</p>
    </div>
  );
}
