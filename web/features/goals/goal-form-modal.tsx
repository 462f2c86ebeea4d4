import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  GOAL_NAME_MAX_LENGTH,
  GOAL_PRIORITIES,
  GOAL_TYPES,
  type Goal,
  goalPriorityLabels,
  goalTypeLabels,
} from '../../../common/contract/goals';
import { AccountSelect } from '../../components/ui/account-select';
import { CategorySelect } from '../../components/ui/category-select';
import { DateField } from '../../components/ui/date-field';
import { SelectField, TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoneyField } from '../../components/ui/money-field';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreateGoal, useUpdateGoal } from './api/goals';
import { localToday, savingsAccounts } from './goal-display';
import { type GoalFormValues, goalFormSchema, goalValues, newGoalValues, toGoalBody } from './goal-form';

/** 'new' opens an empty form; a goal opens it filled to edit; null keeps it closed. */
export type GoalFormTarget = 'new' | Goal | null;

/** Mounted only while open, so the form starts from the goal (or the defaults) each time. */
export function GoalFormModal({ target, onClose }: { target: GoalFormTarget; onClose: () => void }) {
  if (target === null) return null;
  return <GoalFormDialog goal={target === 'new' ? null : target} onClose={onClose} />;
}

function GoalFormDialog({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const accounts = useAccounts(undefined, true);
  const categories = useCategories();
  const [schema] = useState(() => goalFormSchema(localToday(), goal?.target_date ?? null));
  const form = useForm<GoalFormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: goal ? goalValues(goal) : newGoalValues,
  });
  const { errors } = form.formState;

  const dialog = useFormDialog(form, {
    save: (values) => {
      const body = toGoalBody(values);
      return goal ? update.mutateAsync({ id: goal.id, ...body }) : create.mutateAsync(body);
    },
    success: goal ? 'Meta atualizada' : 'Meta criada',
    fallback: 'Erro ao salvar',
    onClose,
  });

  // The selects are filled before the form so they show the goal's account and category.
  const loading = accounts.isPending || categories.isPending;
  return (
    <FormDialog
      title={goal ? 'Editar meta' : 'Nova Meta'}
      onClose={onClose}
      state={dialog}
      widthClass="max-w-2xl"
      disabled={loading}
      instead={loading ? <p className="text-sm text-slate-600 dark:text-slate-400">Carregando...</p> : null}
    >
      <TextField
        label="Nome"
        placeholder="Ex.: Reserva de emergência"
        autoComplete="off"
        maxLength={GOAL_NAME_MAX_LENGTH}
        className="sm:col-span-2"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField label="Tipo" error={errors.type?.message} {...form.register('type')}>
        {GOAL_TYPES.map((t) => (
          <option key={t} value={t}>
            {goalTypeLabels[t]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Prioridade" error={errors.priority?.message} {...form.register('priority')}>
        {GOAL_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {goalPriorityLabels[p]}
          </option>
        ))}
      </SelectField>
      <MoneyField control={form.control} name="target_amount" label="Valor alvo" />
      <MoneyField
        control={form.control}
        name="initial_amount"
        label="Valor inicial"
        hint="O que você já tem guardado"
      />
      {/* No "Estratégia": Linear and Por alocação changed neither the suggestion nor anything recorded
              (docs/PRODUCT.md); the field stays in the contract, and an edit keeps what the goal has. */}
      <DateField control={form.control} name="target_date" label="Data limite" />
      <MoneyField
        control={form.control}
        name="planned_monthly_amount"
        label="Valor mensal planejado"
        hint="Opcional"
      />
      <TextField
        label="Dia recorrente"
        type="number"
        inputMode="numeric"
        min={1}
        max={31}
        placeholder="1 a 31"
        hint="Dia do mês para o aporte (opcional)"
        error={errors.recurring_day?.message}
        {...form.register('recurring_day')}
      />
      <AccountSelect
        control={form.control}
        name="account_id"
        label="Conta"
        placeholder="Nenhuma"
        accounts={savingsAccounts(accounts.data ?? [])}
        keep={goal ? String(goal.account_id) : undefined}
      />
      <CategorySelect
        control={form.control}
        name="category_id"
        label="Categoria"
        placeholder="Nenhuma"
        categories={categories.data ?? []}
      />
    </FormDialog>
  );
}
