import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEBT_NAME_MAX_LENGTH, type DebtResponse } from '../../../common/contract/debts';
import { isMoneyAccountType } from '../../../common/money-accounts';
import { AccountSelect } from '../../components/ui/account-select';
import { DateField } from '../../components/ui/date-field';
import { TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { useAccounts } from '../../entities/account/public';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreateDebt, useUpdateDebt } from './api/debts';
import {
  type DebtFormOutput,
  type DebtFormValues,
  debtFormSchema,
  debtValues,
  dueByToday,
  firstDueAfterContract,
  newDebtValues,
  paidBeforeHint,
} from './debt-form';
import { DebtKindField, DebtTermsFields } from './debt-terms-fields';

/** 'new' opens an empty form; a debt opens it filled to edit; null keeps it closed. */
export type DebtFormTarget = 'new' | DebtResponse | null;

/** Mounted only while open, so the form starts from the debt (or the defaults) each time. */
export function DebtFormModal({ target, onClose }: { target: DebtFormTarget; onClose: () => void }) {
  if (target === null) return null;
  return <DebtFormDialog debt={target === 'new' ? null : target} onClose={onClose} />;
}

/** The fields a server refusal may name (its `reason`). */
const FIELDS = [
  'name',
  'kind',
  'lender',
  'principal',
  'rate',
  'ratePeriod',
  'installments',
  'system',
  'contractDate',
  'firstDueDate',
  'paidBefore',
  'paymentAccountId',
] as const satisfies readonly (keyof DebtFormValues)[];

function DebtFormDialog({ debt, onClose }: { debt: DebtResponse | null; onClose: () => void }) {
  const create = useCreateDebt();
  const update = useUpdateDebt();
  const accounts = useAccounts();
  const payers = (accounts.data ?? []).filter((a) => isMoneyAccountType(a.type));
  const form = useForm<DebtFormValues, unknown, DebtFormOutput>({
    resolver: zodResolver(debtFormSchema),
    defaultValues: debt ? debtValues(debt) : newDebtValues(),
  });
  const { errors } = form.formState;
  const [kind, contractDate, firstDueDate, installments] = form.watch([
    'kind',
    'contractDate',
    'firstDueDate',
    'installments',
  ]);
  const [today] = useState(browserToday);
  // The first due date filled in from the contract date, until the person types another.
  const filledDue = useRef<string | null>(null);
  useEffect(() => {
    const next = firstDueAfterContract(contractDate, form.getValues('firstDueDate'), filledDue.current);
    if (next === null) return;
    filledDue.current = next;
    form.setValue('firstDueDate', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [contractDate, form]);

  const dialog = useFormDialog(form, {
    fields: FIELDS,
    save: (body) => (debt ? update.mutateAsync({ id: debt.id, ...body }) : create.mutateAsync(body)),
    success: debt ? 'Dívida atualizada' : 'Dívida registrada',
    fallback: 'Erro ao salvar a dívida',
    onClose,
  });

  return (
    <FormDialog
      title={debt ? 'Editar dívida' : 'Nova dívida'}
      onClose={onClose}
      state={dialog}
      widthClass="max-w-2xl"
      label={debt ? 'Salvar' : 'Registrar'}
      pendingLabel={debt ? 'Salvando...' : 'Registrando...'}
      intro={
        debt ? (
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
            Mudar o contrato recalcula as parcelas e o saldo devedor. As parcelas já registradas continuam com
            a despesa lançada.
          </p>
        ) : null
      }
    >
      <TextField
        label="Nome"
        placeholder="Ex.: Financiamento do apartamento"
        autoComplete="off"
        maxLength={DEBT_NAME_MAX_LENGTH}
        className="sm:col-span-2"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <DebtKindField form={form} />
      <TextField
        label="Credor"
        placeholder="Ex.: Caixa, Banco do Brasil"
        hint="Opcional: quem emprestou"
        autoComplete="off"
        maxLength={DEBT_NAME_MAX_LENGTH}
        error={errors.lender?.message}
        {...form.register('lender')}
      />
      <DebtTermsFields form={form} kind={kind} />
      <DateField
        control={form.control}
        name="contractDate"
        label="Data da contratação"
        hint="A do contrato, mesmo que antiga"
      />
      <DateField
        control={form.control}
        name="firstDueDate"
        label="Primeiro vencimento"
        hint={debt ? undefined : 'Em geral um mês após a contratação: preenchido ao informá-la'}
      />
      <TextField
        label="Parcelas já pagas"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        hint={paidBeforeHint(dueByToday(firstDueDate, installments, today))}
        error={errors.paidBefore?.message}
        {...form.register('paidBefore')}
      />
      <AccountSelect
        control={form.control}
        name="paymentAccountId"
        label="Conta de pagamento"
        placeholder="Nenhuma"
        hint="Opcional: de onde saem as parcelas, para vê-las na Previsão"
        accounts={payers}
        keep={debt?.paymentAccountId ? String(debt.paymentAccountId) : undefined}
      />
    </FormDialog>
  );
}
