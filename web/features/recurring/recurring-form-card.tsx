import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  defaultRecurringDescriptions,
  RECURRING_MODES,
  type RecurringKind,
  recurringModeLabels,
} from '../../../common/contract/recurring';
import { DESCRIPTION_MAX_LENGTH } from '../../../common/contract/shared';
import { AccountSelect } from '../../components/ui/account-select';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CategorySelect } from '../../components/ui/category-select';
import { SelectField, TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useCreateRecurring } from './api/recurring';
import { nextDueFrom } from './due-dates';
import { itemWords } from './item-words';
import {
  firstDueIssues,
  passedThisMonth,
  type RecurringValues,
  recurringDefaults,
  recurringForm,
  toCreateBody,
} from './recurring-form';
import {
  BillDueField,
  MaxAmountField,
  RecurringAmountField,
  RecurringDueFields,
  RecurringKindField,
  RecurringPayeeField,
  RecurringTypeField,
} from './recurring-form-fields';

/** A failure about the typed payee name has its own fallback text in the catalogue. */
function saveFailure(error: unknown, sentPayeeName: boolean): string {
  const aboutPayee = error instanceof ApiError && (error.reason ?? '').toLowerCase().includes('payee');
  return errorMessage(error, sentPayeeName && aboutPayee ? 'Falha ao criar favorecido' : 'Erro ao salvar');
}

/** The form's heading and button for the kinds that are not a plain fixed item (which keep the type's words). */
const kindTitles: Partial<Record<RecurringKind, { title: string; submit: string }>> = {
  conta: { title: 'Nova conta a pagar', submit: 'Adicionar conta a pagar' },
  pix_automatico: { title: 'Novo Pix Automático', submit: 'Adicionar Pix Automático' },
};

export function RecurringFormCard({ today }: { today: string }) {
  const accounts = useAccounts();
  const categories = useCategories();
  const create = useCreateRecurring();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RecurringValues>({
    resolver: zodResolver(recurringForm, undefined, { raw: true }),
    defaultValues: recurringDefaults(),
  });
  const { errors } = form.formState;
  const dueDay = Number(form.watch('due_day'));
  const type = form.watch('type');
  const words = itemWords[type];
  const dueKind = form.watch('due_kind');
  const kind = form.watch('kind');
  const passed = passedThisMonth({ kind, due_kind: dueKind, due_day: form.watch('due_day') }, today);

  // The first due date follows the due day (the next one from today) until the person picks another.
  useEffect(() => {
    if (form.getFieldState('first_due').isDirty) return;
    form.setValue('first_due', nextDueFrom(dueKind, dueDay, today) ?? '');
  }, [form, dueKind, dueDay, today]);

  const onSubmit = form.handleSubmit(async (values) => {
    const issues = Object.entries(firstDueIssues(values, today));
    for (const [name, message] of issues) form.setError(name as keyof RecurringValues, { message });
    if (issues.length > 0) return;
    const body = toCreateBody(values, today);
    try {
      await create.mutateAsync(body);
      toast(values.kind === 'conta' ? 'Conta a pagar cadastrada' : itemWords[values.type].created);
      form.reset(recurringDefaults({ account_id: values.account_id }));
      // The button was disabled while saving, which dropped the focus to the page: the next one starts at the top.
      // Tipo is a controlled select, whose ref reset() drops until the next render (setFocus would find none).
      formRef.current?.querySelector<HTMLElement>('[name="type"]')?.focus();
    } catch (e) {
      toast(saveFailure(e, !!body.payee_name), 'error');
    }
  });

  return (
    <Card>
      <h2 id="new-fixed-title" className="mb-4 font-semibold">
        {kindTitles[kind]?.title ?? words.newTitle}
      </h2>
      <form
        ref={formRef}
        aria-labelledby="new-fixed-title"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <RecurringKindField form={form} />
        {kind === 'fixo' ? <RecurringTypeField form={form} /> : null}
        <AccountSelect
          control={form.control}
          name="account_id"
          label="Conta"
          placeholder="Selecione uma conta"
          // An income is received into an account that holds money; an expense may also go on a card.
          accounts={(accounts.data ?? []).filter((a) => type === 'DESPESA' || a.type !== 'credit_card')}
        />
        <RecurringAmountField form={form} />
        {kind === 'pix_automatico' ? <MaxAmountField form={form} /> : null}
        <TextField
          label="Descrição"
          placeholder={defaultRecurringDescriptions[type]}
          maxLength={DESCRIPTION_MAX_LENGTH}
          autoComplete="off"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <CategorySelect
          control={form.control}
          name="category_id"
          label="Categoria"
          placeholder="Sem categoria"
          categories={categories.data ?? []}
          type={type === 'RECEITA' ? 'receita' : 'despesa'}
        />
        <RecurringPayeeField form={form} />
        {kind === 'conta' ? (
          <BillDueField form={form} />
        ) : (
          <RecurringDueFields form={form} today={today} words={words} passed={passed} />
        )}
        <SelectField label="Modo" error={errors.mode?.message} {...form.register('mode')}>
          {RECURRING_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {recurringModeLabels[mode]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Avisar (dias antes)"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          error={errors.notify_days?.message}
          hint={`Quantos dias antes do ${words.dateNoun} você quer ser lembrado.`}
          {...form.register('notify_days')}
        />
        <p className="text-xs text-slate-500 sm:col-span-2 lg:col-span-3 lg:self-center dark:text-slate-400">
          {words.modeHint}
        </p>
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
            {create.isPending ? 'Salvando…' : (kindTitles[kind]?.submit ?? words.submit)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
