import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Account } from '../../../common/contract/accounts';
import { POSITION_NAME_MAX_LENGTH } from '../../../common/contract/investments';
import { AccountSelect } from '../../components/ui/account-select';
import { FormError } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoneyField } from '../../components/ui/money-field';
import { useAccounts } from '../../entities/account/public';
import { errorMessage } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreatePosition } from './api/investments';
import {
  newPositionValues,
  type PositionFormOutput,
  type PositionFormValues,
  positionFormSchema,
} from './position-form';
import { PositionRateFields } from './position-rate-fields';

/** The accounts an application is kept in: type Investimentos, not archived. */
export const investmentAccounts = (accounts: readonly Account[]) =>
  accounts.filter((a) => a.type === 'investment' && a.archived_at === null);

/** Mounted only while open, so the form starts from its defaults each time. */
export function PositionFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <PositionFormDialog onClose={onClose} /> : null;
}

const NO_INVESTMENT_ACCOUNT =
  'Uma aplicação fica numa conta do tipo Investimentos (a corretora ou o banco onde ela está), e este livro ainda não tem nenhuma.';

/** In place of the form while the book has no investment account: why, and the way to Contas. */
function NoInvestmentAccount() {
  return (
    <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
      <p>{NO_INVESTMENT_ACCOUNT}</p>
      <p>
        Crie uma em{' '}
        <Link to="/accounts" className="font-medium text-brand-700 underline dark:text-brand-500">
          Contas
        </Link>{' '}
        com o tipo Investimentos e volte aqui.
      </p>
    </div>
  );
}

function PositionFormDialog({ onClose }: { onClose: () => void }) {
  const create = useCreatePosition();
  const accounts = useAccounts();
  const [today] = useState(browserToday);
  const [schema] = useState(() => positionFormSchema(today));
  const all = accounts.data ?? [];
  const targets = investmentAccounts(all);
  const form = useForm<PositionFormValues, unknown, PositionFormOutput>({
    resolver: zodResolver(schema),
    // One investment account is chosen for the person: there is nothing else to pick.
    defaultValues: newPositionValues(today, targets.length === 1 ? String(targets[0]?.id) : ''),
  });
  // The accounts may arrive (or come back refreshed, after an account was just made) once the dialog is open:
  // the only investment account is chosen then too, unless the person already chose.
  const only = targets.length === 1 ? String(targets[0]?.id) : '';
  useEffect(() => {
    if (only !== '' && form.getValues('accountId') === '') form.setValue('accountId', only);
  }, [only, form]);
  const accountId = form.watch('accountId');
  const sources = all.filter(
    (a) => a.type !== 'credit_card' && a.archived_at === null && String(a.id) !== accountId,
  );
  const loading = accounts.isPending;

  const dialog = useFormDialog(form, {
    save: (body) => create.mutateAsync(body),
    success: 'Aplicação registrada',
    fallback: 'Erro ao salvar a aplicação',
    onClose,
  });

  return (
    <FormDialog
      title="Nova aplicação"
      onClose={onClose}
      state={dialog}
      widthClass="max-w-2xl"
      disabled={loading || targets.length === 0}
      label="Registrar"
      pendingLabel="Registrando..."
      instead={
        loading ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Carregando...</p>
        ) : accounts.isError ? (
          <FormError message={errorMessage(accounts.error, 'Erro ao carregar as contas')} />
        ) : targets.length === 0 ? (
          <NoInvestmentAccount />
        ) : null
      }
    >
      <AccountSelect
        control={form.control}
        name="accountId"
        label="Conta de investimentos"
        placeholder="Selecione a conta de investimentos"
        accounts={targets}
        onValueChange={(id) => {
          if (form.getValues('sourceAccountId') === id) form.setValue('sourceAccountId', '');
        }}
      />
      <AccountSelect
        control={form.control}
        name="sourceAccountId"
        label="Sai de"
        placeholder="Já está na conta de investimentos"
        hint="Opcional: a conta de onde o dinheiro saiu (lançado como transferência)"
        accounts={sources}
      />
      <TextField
        label="Nome"
        placeholder="Ex.: CDB Banco X 2028"
        autoComplete="off"
        maxLength={POSITION_NAME_MAX_LENGTH}
        className="sm:col-span-2"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <PositionRateFields form={form} />
      <MoneyField control={form.control} name="amount" label="Valor aplicado" />
      <DateField control={form.control} name="date" label="Data da aplicação" max={today} />
      <DateField control={form.control} name="maturityDate" label="Vencimento" hint="Opcional" />
    </FormDialog>
  );
}
