import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type DebtResponse,
  PREPAYMENT_MODE_LABELS,
  PREPAYMENT_MODES,
  prepaymentBody,
} from '../../../common/contract/debts';
import { fromText, moneyText, z } from '../../../common/contract/shared';
import { formatReais } from '../../../common/money';
import { AccountSelect } from '../../components/ui/account-select';
import { CategorySelect } from '../../components/ui/category-select';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoneyField } from '../../components/ui/money-field';
import { radioCardClass } from '../../components/ui/radio-card';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreatePrepayment } from './api/debts';
import { prepaidToast } from './debt-display';
import { OverdueNote } from './overdue-note';
import { moneyAccounts, optionalIdText } from './pay-fields';

/** Mounted only while a debt is chosen, so the form starts fresh each time. */
export function PrepaymentModal({
  debt,
  today,
  onClose,
}: {
  debt: DebtResponse | null;
  today: string;
  onClose: () => void;
}) {
  return debt ? <PrepaymentDialog debt={debt} today={today} onClose={onClose} /> : null;
}

/** What each choice keeps and what it changes, under its name. */
const MODE_HINTS: Record<(typeof PREPAYMENT_MODES)[number], string> = {
  prazo: 'A parcela continua a mesma e a dívida termina antes.',
  parcela: 'O prazo continua o mesmo e as próximas parcelas ficam menores.',
};

const body = prepaymentBody.shape;
const prepaymentFields = z.object({
  date: fromText(body.date),
  amount: moneyText(),
  mode: z.enum(PREPAYMENT_MODES),
  accountId: optionalIdText(body.accountId),
  categoryId: optionalIdText(body.categoryId),
});
type PrepaymentFormValues = z.input<typeof prepaymentFields>;

function PrepaymentDialog({
  debt,
  today,
  onClose,
}: {
  debt: DebtResponse;
  today: string;
  onClose: () => void;
}) {
  const modeName = useId();
  const prepay = useCreatePrepayment();
  const accounts = useAccounts();
  const categories = useCategories();
  const payers = moneyAccounts(accounts.data ?? []);
  const form = useForm<PrepaymentFormValues, unknown, z.output<typeof prepaymentFields>>({
    resolver: zodResolver(prepaymentFields),
    defaultValues: { date: today, amount: '', mode: 'prazo', accountId: '', categoryId: '' },
  });
  const withAccount = form.watch('accountId') !== '';

  const dialog = useFormDialog(form, {
    fields: ['date', 'amount', 'accountId'],
    // A category is the expense's: without an account no expense is recorded.
    save: (values) =>
      prepay.mutateAsync({
        debtId: debt.id,
        ...values,
        categoryId: values.accountId === null ? null : values.categoryId,
      }),
    success: (values) => {
      const payer = values.accountId === null ? null : payers.find((a) => a.id === values.accountId);
      return prepaidToast(values.amount, payer?.name ?? null);
    },
    fallback: 'Erro ao amortizar',
    onClose,
  });

  return (
    <FormDialog
      title="Amortizar"
      onClose={onClose}
      widthClass="max-w-xl"
      state={dialog}
      disabled={accounts.isPending || categories.isPending}
      label="Amortizar"
      pendingLabel="Amortizando..."
      intro={
        <div className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <p className="font-medium break-words">{debt.name}</p>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span>Saldo devedor hoje</span>
            <span className="money font-semibold">{formatReais(debt.balanceToday)}</span>
          </p>
          <OverdueNote debt={debt} className="mt-2" />
        </div>
      }
    >
      <DateField control={form.control} name="date" label="Data" />
      <MoneyField control={form.control} name="amount" label="Valor" />
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">O que reduzir</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PREPAYMENT_MODES.map((mode) => (
            <label key={mode} className={radioCardClass}>
              <input
                type="radio"
                value={mode}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                aria-describedby={`${modeName}-${mode}`}
                {...form.register('mode')}
              />
              <span>
                <span className="block font-medium">{PREPAYMENT_MODE_LABELS[mode]}</span>
                <span id={`${modeName}-${mode}`} className="block text-slate-600 dark:text-slate-400">
                  {MODE_HINTS[mode]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <AccountSelect
        control={form.control}
        name="accountId"
        label="Conta que pagou"
        placeholder="Nenhuma: só anotar no contrato"
        hint={
          withAccount
            ? 'O valor é lançado como despesa desta conta'
            : 'Opcional: sem conta, a amortização fica só anotada no contrato, sem despesa lançada'
        }
        accounts={payers}
      />
      <CategorySelect
        control={form.control}
        name="categoryId"
        label="Categoria"
        placeholder="Sem categoria"
        hint={withAccount ? 'Opcional: a da despesa lançada' : 'Usada só quando uma conta pagou'}
        disabled={!withAccount}
        type="despesa"
        categories={categories.data ?? []}
      />
    </FormDialog>
  );
}
