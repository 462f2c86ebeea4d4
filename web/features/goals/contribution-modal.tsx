import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Goal } from '../../../common/contract/goals';
import { formatReais } from '../../../common/money';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, SelectField, TextField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { MoneyInput } from '../../components/ui/money-input';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useAccounts } from '../accounts/api/accounts';
import { useCategories } from '../categories/api/categories';
import { useContributeToGoal } from './api/goals';
import {
  type ContributionFormValues,
  contributionFormSchema,
  newContributionValues,
  toContributionBody,
} from './contribution-form';
import { localToday } from './goal-display';
import { AccountOptions, CategoryOptions } from './select-options';

/** Mounted only while a goal is chosen, so the form starts fresh each time. */
export function ContributionModal({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  return goal ? <ContributionDialog goal={goal} onClose={onClose} /> : null;
}

function ContributionDialog({ goal, onClose }: { goal: Goal; onClose: () => void }) {
  const formId = useId();
  const contribute = useContributeToGoal();
  const toast = useToast();
  const accounts = useAccounts(undefined, true);
  const categories = useCategories();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ContributionFormValues>({
    resolver: zodResolver(contributionFormSchema),
    defaultValues: newContributionValues(goal, localToday()),
  });
  const { errors, isSubmitting } = form.formState;
  const destination = form.watch('account_id');
  const loading = accounts.isPending || categories.isPending;
  const all = accounts.data ?? [];
  // The source is any other account: money moves from it into the destination.
  const sources = all.filter((a) => String(a.id) !== destination);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await contribute.mutateAsync(toContributionBody(goal.id, values));
      toast('Aporte registrado');
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'Erro ao aportar'));
    }
  });

  return (
    <Modal
      open
      title="Novo aporte"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting || loading}>
            {isSubmitting ? 'Aportando...' : 'Aportar'}
          </Button>
        </>
      }
    >
      <div className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
        <p className="font-medium">{goal.name}</p>
        <p className="text-slate-600 dark:text-slate-400">
          <span className="money">{formatReais(goal.current_amount)}</span> de{' '}
          <span className="money">{formatReais(goal.target_amount)}</span> · faltam{' '}
          <span className="money">{formatReais(goal.remaining)}</span>
        </p>
      </div>
      {loading ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando...</p>
      ) : (
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Valor do aporte" error={errors.amount?.message}>
            {(id) => (
              <Controller
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <MoneyInput
                    id={id}
                    ref={field.ref}
                    name={field.name}
                    aria-invalid={!!errors.amount}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </Field>
          <TextField label="Data" type="date" error={errors.date?.message} {...form.register('date')} />
          <SelectField
            label="Conta destino"
            error={errors.account_id?.message}
            {...form.register('account_id', {
              onChange: (e) => {
                if (form.getValues('source_account_id') === e.target.value)
                  form.setValue('source_account_id', '');
              },
            })}
          >
            <option value="">Selecione a conta destino</option>
            <AccountOptions accounts={all} keep={destination} />
          </SelectField>
          <SelectField
            label="Conta origem"
            error={errors.source_account_id?.message}
            {...form.register('source_account_id')}
          >
            <option value="">Selecione a conta origem</option>
            <AccountOptions accounts={sources} />
          </SelectField>
          <SelectField
            label="Categoria (opcional)"
            className="sm:col-span-2"
            error={errors.category_id?.message}
            {...form.register('category_id')}
          >
            <option value="">Sem categoria</option>
            <CategoryOptions categories={categories.data ?? []} />
          </SelectField>
          {all.filter((a) => a.archived_at === null).length < 2 ? (
            <p className="text-xs text-slate-500 dark:text-slate-400 sm:col-span-2">
              O aporte move dinheiro de uma conta para outra: cadastre pelo menos duas contas em Contas.
            </p>
          ) : null}
          {error ? (
            <Alert tone="error" className="sm:col-span-2">
              {error}
            </Alert>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
