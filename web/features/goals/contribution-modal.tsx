import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Goal } from '../../../common/contract/goals';
import { formatReais } from '../../../common/money';
import { AccountSelect } from '../../components/ui/account-select';
import { CategorySelect } from '../../components/ui/category-select';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoneyField } from '../../components/ui/money-field';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useContributeToGoal } from './api/goals';
import {
  type ContributionFormValues,
  contributionFormSchema,
  newContributionValues,
  toContributionBody,
} from './contribution-form';
import { localToday, savingsAccounts } from './goal-display';

/** Mounted only while a goal is chosen, so the form starts fresh each time. */
export function ContributionModal({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  return goal ? <ContributionDialog goal={goal} onClose={onClose} /> : null;
}

function ContributionDialog({ goal, onClose }: { goal: Goal; onClose: () => void }) {
  const contribute = useContributeToGoal();
  const accounts = useAccounts(undefined, true);
  const categories = useCategories();
  const form = useForm<ContributionFormValues>({
    resolver: zodResolver(contributionFormSchema),
    defaultValues: newContributionValues(goal, localToday()),
  });
  const destination = form.watch('account_id');
  const loading = accounts.isPending || categories.isPending;
  const all = accounts.data ?? [];
  // The source is any other account that holds money: money set aside moves from it into the destination (from a
  // card it would be borrowed, and the goal would grow while the debt does).
  const sources = all.filter((a) => String(a.id) !== destination && a.type !== 'credit_card');

  const dialog = useFormDialog(form, {
    save: (values) => contribute.mutateAsync(toContributionBody(goal.id, values)),
    success: 'Aporte registrado',
    fallback: 'Erro ao aportar',
    onClose,
  });

  return (
    <FormDialog
      title="Novo aporte"
      onClose={onClose}
      state={dialog}
      disabled={loading}
      label="Aportar"
      pendingLabel="Aportando..."
      intro={
        <div className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <p className="font-medium">{goal.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            <span className="money">{formatReais(goal.current_amount)}</span> de{' '}
            <span className="money">{formatReais(goal.target_amount)}</span> · faltam{' '}
            <span className="money">{formatReais(goal.remaining)}</span>
          </p>
        </div>
      }
      instead={loading ? <p className="text-sm text-slate-600 dark:text-slate-400">Carregando...</p> : null}
    >
      <MoneyField control={form.control} name="amount" label="Valor do aporte" />
      <DateField control={form.control} name="date" label="Data" />
      <AccountSelect
        control={form.control}
        name="account_id"
        label="Conta destino"
        placeholder="Selecione a conta destino"
        accounts={savingsAccounts(all)}
        keep={destination}
        onValueChange={(id) => {
          if (form.getValues('source_account_id') === id) form.setValue('source_account_id', '');
        }}
      />
      <AccountSelect
        control={form.control}
        name="source_account_id"
        label="Conta origem"
        placeholder="Selecione a conta origem"
        accounts={sources}
      />
      <CategorySelect
        control={form.control}
        name="category_id"
        label="Categoria (opcional)"
        placeholder="Sem categoria"
        className="sm:col-span-2"
        categories={categories.data ?? []}
      />
      {all.filter((a) => a.archived_at === null && a.type !== 'credit_card').length < 2 ? (
        <p className="text-xs text-slate-500 dark:text-slate-400 sm:col-span-2">
          O aporte move dinheiro de uma conta para outra: cadastre em Contas pelo menos duas contas que
          guardam dinheiro (uma poupança, por exemplo; cartões não contam).
        </p>
      ) : null}
    </FormDialog>
  );
}
