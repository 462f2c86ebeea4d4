import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_BUSINESS_DAY } from '../../../common/business-days';
import {
  defaultRecurringDescriptions,
  RECURRING_MODES,
  RECURRING_TYPES,
  recurringModeLabels,
  recurringTypeLabels,
  VARIABLE_AMOUNT_HINT,
} from '../../../common/contract/recurring';
import { DESCRIPTION_MAX_LENGTH, PAYEE_NAME_MAX_LENGTH } from '../../../common/contract/shared';
import { formatDateBR } from '../../../common/dates';
import { AccountSelect } from '../../components/ui/account-select';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CategorySelect } from '../../components/ui/category-select';
import { Checkbox } from '../../components/ui/checkbox';
import { DateField } from '../../components/ui/date-field';
import { SelectField, TextField } from '../../components/ui/field';
import { FormSelect, NamedOptions } from '../../components/ui/form-select';
import { MoneyField } from '../../components/ui/money-field';
import { useToast } from '../../components/ui/toast';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { usePayees } from '../../entities/payee/public';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useCreateRecurring } from './api/recurring';
import { dueDateInMonthOf, nextDueFrom } from './due-dates';
import { type ItemWords, itemWords } from './item-words';
import {
  firstDueIssues,
  passedThisMonth,
  type RecurringValues,
  recurringDefaults,
  recurringForm,
  toCreateBody,
} from './recurring-form';

/** This month's due date for what is typed, or how the rule reads while the number is not one. */
function dueHint(day: number, businessDay: boolean, today: string, income: boolean): string {
  const date = dueDateInMonthOf(businessDay ? 'business' : 'day', day, today);
  if (date === null)
    return businessDay
      ? 'Sábados, domingos e feriados nacionais não contam.'
      : `Num mês mais curto, ${income ? 'recebe' : 'vence'} no último dia.`;
  const what = income ? 'Recebimento' : 'Vencimento';
  return `${what} neste mês: ${formatDateBR(date)}${date < today ? ' (já passou)' : ''}`;
}

/** A failure about the typed payee name has its own fallback text in the catalogue. */
function saveFailure(error: unknown, sentPayeeName: boolean): string {
  const aboutPayee = error instanceof ApiError && (error.reason ?? '').toLowerCase().includes('payee');
  return errorMessage(error, sentPayeeName && aboutPayee ? 'Falha ao criar favorecido' : 'Erro ao salvar');
}

export function RecurringFormCard({ today }: { today: string }) {
  const accounts = useAccounts();
  const categories = useCategories();
  const payees = usePayees();
  const create = useCreateRecurring();
  const toast = useToast();
  const payeeListId = useId();
  const variableHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RecurringValues>({
    resolver: zodResolver(recurringForm, undefined, { raw: true }),
    defaultValues: recurringDefaults(),
  });
  const { errors } = form.formState;
  const useExisting = form.watch('use_existing_payee');
  const dueDay = Number(form.watch('due_day'));
  const businessDay = form.watch('due_kind') === 'business';
  const type = form.watch('type');
  const words = itemWords[type];
  const dueKind = form.watch('due_kind');
  const passed = passedThisMonth({ due_kind: dueKind, due_day: form.watch('due_day') }, today);
  const answer = form.watch('paid_this_month');
  const unpaid = passed !== null && answer === 'no';

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
      toast(itemWords[values.type].created);
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
        {words.newTitle}
      </h2>
      <form
        ref={formRef}
        aria-labelledby="new-fixed-title"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <FormSelect
          control={form.control}
          name="type"
          label="Tipo"
          // Categories belong to a type: a choice made for the other one no longer fits.
          onValueChange={() => form.setValue('category_id', '')}
        >
          {RECURRING_TYPES.slice()
            .reverse()
            .map((t) => (
              <option key={t} value={t}>
                {recurringTypeLabels[t]}
              </option>
            ))}
        </FormSelect>
        <AccountSelect
          control={form.control}
          name="account_id"
          label="Conta"
          placeholder="Selecione uma conta"
          // An income is received into an account that holds money; an expense may also go on a card.
          accounts={(accounts.data ?? []).filter((a) => type === 'DESPESA' || a.type !== 'credit_card')}
        />
        <div className="flex flex-col gap-2">
          <MoneyField control={form.control} name="amount" label="Valor" />
          <Checkbox
            labelClassName="w-fit"
            aria-describedby={variableHintId}
            {...form.register('variable_amount')}
          >
            Valor variável
          </Checkbox>
          <p id={variableHintId} className="text-xs text-slate-500 dark:text-slate-400">
            {VARIABLE_AMOUNT_HINT}
          </p>
        </div>
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
        <div className="flex flex-col gap-2 sm:col-span-2">
          {useExisting ? (
            <FormSelect control={form.control} name="payee_id" label="Favorecido">
              <option value="">Selecione um favorecido</option>
              <NamedOptions items={payees.data ?? []} />
            </FormSelect>
          ) : (
            <>
              <TextField
                label="Favorecido"
                placeholder="Nome do favorecido (novo ou existente)"
                maxLength={PAYEE_NAME_MAX_LENGTH}
                autoComplete="off"
                list={payeeListId}
                error={errors.payee_name?.message}
                {...form.register('payee_name')}
              />
              <datalist id={payeeListId}>
                {(payees.data ?? []).map((p) => (
                  <option key={p.id} value={p.name} />
                ))}
              </datalist>
            </>
          )}
          <Checkbox
            labelClassName="w-fit"
            {...form.register('use_existing_payee', {
              onChange: () => form.clearErrors(['payee_id', 'payee_name']),
            })}
          >
            Usar favorecido existente
          </Checkbox>
        </div>
        <SelectField label={`${words.due} no`} {...form.register('due_kind')}>
          <option value="day">Dia do mês</option>
          <option value="business">Dia útil do mês</option>
        </SelectField>
        <TextField
          label={businessDay ? 'Dia útil' : words.dayLabel}
          type="number"
          inputMode="numeric"
          min={1}
          max={businessDay ? MAX_BUSINESS_DAY : 31}
          step={1}
          placeholder={businessDay ? `1 a ${MAX_BUSINESS_DAY}` : '1 a 31'}
          error={errors.due_day?.message}
          hint={dueHint(dueDay, businessDay, today, type === 'RECEITA')}
          {...form.register('due_day')}
        />
        {passed !== null ? (
          <SelectField
            label={words.paidQuestion}
            error={errors.paid_this_month?.message}
            hint={paidHint(answer, passed, words)}
            {...form.register('paid_this_month')}
          >
            <option value="">Selecione</option>
            <option value="yes">{words.paidYes}</option>
            <option value="counted">{words.paidCounted}</option>
            <option value="no">{words.paidNo}</option>
          </SelectField>
        ) : null}
        {unpaid ? null : (
          <DateField
            control={form.control}
            name="first_due"
            label={`Primeiro ${words.dateNoun}`}
            hint="Depois, todo mês na mesma regra."
          />
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
            {create.isPending ? 'Salvando…' : words.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** What the answer to 'Já pago este mês?' will do, said before saving: a transaction is written only for 'yes'. */
function paidHint(answer: RecurringValues['paid_this_month'], passed: string, words: ItemWords): string {
  const date = formatDateBR(passed);
  if (answer === 'yes') return `${words.willBeRecorded} em ${date} na conta escolhida.`;
  if (answer === 'counted') return `Nada é registrado: conta como ${words.paidWord} neste mês.`;
  if (answer === 'no') return `O ${words.dateNoun} de ${date} fica em aberto.`;
  return `O ${words.dateNoun} deste mês foi ${date}.`;
}
