import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AccountSelect } from '../../components/ui/account-select';
import { FormError } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { FormSelect } from '../../components/ui/form-select';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyField } from '../../components/ui/money-field';
import { useAccounts } from '../../entities/account/public';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreateSettlement } from './api/settlement';
import { settlementSentence } from './household-words';
import { newSettleValues, type SettleFormValues, settleFormSchema, toSettleBody } from './settle-form';

export interface SuggestedPayment {
  fromUserId: number;
  toUserId: number;
  amount: number;
}

/**
 * 'Registrar acerto': a payment from one person to another, prefilled from 'Bia paga R$ 120,00 a Ana'. With both
 * accounts chosen the server also writes it as a transfer between them in the book.
 */
export function SettleDialog({
  payment,
  people,
  onClose,
}: {
  payment: SuggestedPayment | null;
  /** The book's people, in its order. */
  people: readonly { userId: number; name: string }[];
  onClose: () => void;
}) {
  const formId = useId();
  const create = useCreateSettlement();
  const accounts = useAccounts();
  const form = useForm<SettleFormValues>({
    resolver: zodResolver(settleFormSchema),
    defaultValues: newSettleValues(payment, browserToday()),
  });
  const { control } = form;
  const accountList = accounts.data ?? [];

  const { onSubmit, error, pending } = useFormDialog(form, {
    save: (values) => create.mutateAsync(toSettleBody(values)),
    success: (_, recorded) => `Acerto registrado: ${settlementSentence(recorded)}`,
    fallback: 'Não foi possível registrar o acerto',
    onClose,
  });

  const personOptions = (
    <>
      <option value="">Selecione...</option>
      {people.map((p) => (
        <option key={p.userId} value={p.userId}>
          {p.name}
        </option>
      ))}
    </>
  );

  return (
    <Modal
      open
      title="Registrar acerto"
      onClose={onClose}
      dirty={form.formState.isDirty}
      initialFocus='[name="amount"]'
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={pending}
          label="Registrar acerto"
          pendingLabel="Registrando..."
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormSelect control={control} name="fromUserId" label="Quem paga">
          {personOptions}
        </FormSelect>
        <FormSelect control={control} name="toUserId" label="Quem recebe">
          {personOptions}
        </FormSelect>
        <MoneyField control={control} name="amount" label="Valor" />
        <DateField control={control} name="date" label="Data" />
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
          As contas são opcionais: com as duas, o acerto também é lançado como uma transferência entre elas
          neste livro.
        </p>
        <AccountSelect
          control={control}
          name="fromAccountId"
          label="Conta de quem paga"
          placeholder="Nenhuma"
          accounts={accountList}
        />
        <AccountSelect
          control={control}
          name="toAccountId"
          label="Conta de quem recebe"
          placeholder="Nenhuma"
          accounts={accountList}
        />
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}
