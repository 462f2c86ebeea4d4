import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MAX_BUSINESS_DAY } from '../../../common/business-days';
import {
  RECURRING_KINDS,
  RECURRING_TYPES,
  recurringKindLabels,
  recurringTypeLabels,
  VARIABLE_AMOUNT_HINT,
} from '../../../common/contract/recurring';
import { PAYEE_NAME_MAX_LENGTH } from '../../../common/contract/shared';
import { HOME_CURRENCY } from '../../../common/currencies';
import { formatDateBR } from '../../../common/dates';
import { Checkbox } from '../../components/ui/checkbox';
import { DateField } from '../../components/ui/date-field';
import { SelectField, TextField } from '../../components/ui/field';
import { FormSelect, NamedOptions } from '../../components/ui/form-select';
import { MoneyField } from '../../components/ui/money-field';
import { currencySymbol, labelInCurrency, useAccounts } from '../../entities/account/public';
import { usePayees } from '../../entities/payee/public';
import { dueDateInMonthOf } from './due-dates';
import type { ItemWords } from './item-words';
import type { RecurringValues } from './recurring-form';

type RecurringFormApi = UseFormReturn<RecurringValues>;

/** 'Tipo': a fixed expense or a fixed income (another type clears the category chosen). */
export function RecurringTypeField({ form }: { form: RecurringFormApi }) {
  return (
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
  );
}

/**
 * How the item falls due, in words of its own beside "Tipo" (Gasto fixo / Receita fixa): "Tipo de item: Gasto
 * fixo" above "Tipo: Gasto fixo" read as one question asked twice.
 */
const KIND_CHOICES: Record<(typeof RECURRING_KINDS)[number], string> = {
  fixo: 'Todo mês',
  conta: `Uma vez: ${recurringKindLabels.conta.toLowerCase()}`,
  pix_automatico: `${recurringKindLabels.pix_automatico}: todo mês, até um valor máximo`,
};

/**
 * 'Repetição': a fixed expense or income repeating every month, a conta a pagar (one due date) or a Pix
 * Automático (a maximum authorised). The last two are expenses: choosing one makes the item an expense.
 */
export function RecurringKindField({ form }: { form: RecurringFormApi }) {
  return (
    <FormSelect
      control={form.control}
      name="kind"
      label="Repetição"
      onValueChange={(kind) => {
        if (kind !== 'fixo' && form.getValues('type') !== 'DESPESA') {
          form.setValue('type', 'DESPESA');
          form.setValue('category_id', '');
        }
      }}
    >
      {RECURRING_KINDS.map((k) => (
        <option key={k} value={k}>
          {KIND_CHOICES[k]}
        </option>
      ))}
    </FormSelect>
  );
}

/** A conta a pagar's one due date ('Vencimento'); a past one is a bill still owed. */
export function BillDueField({ form }: { form: RecurringFormApi }) {
  return (
    <DateField
      control={form.control}
      name="due_date"
      label="Vencimento"
      hint="A conta aparece na previsão e nos avisos até ser paga."
    />
  );
}

/** A Pix Automático's 'Valor máximo autorizado': a charge above it is flagged. */
export function MaxAmountField({ form }: { form: RecurringFormApi }) {
  return (
    <MoneyField
      control={form.control}
      name="max_amount"
      label="Valor máximo autorizado"
      hint="O limite que você autorizou no banco: uma cobrança acima dele é apontada."
    />
  );
}

/** 'Valor', and 'Valor variável' with what it changes. */
export function RecurringAmountField({ form }: { form: RecurringFormApi }) {
  const variableHintId = useId();
  // In the chosen account's currency: an item of a dollar account is typed in dollars, as its rows are.
  const accountId = Number(form.watch('account_id'));
  const currency = useAccounts().data?.find((a) => a.id === accountId)?.currency ?? HOME_CURRENCY;
  return (
    <div className="flex flex-col gap-2">
      <MoneyField
        control={form.control}
        name="amount"
        label={labelInCurrency('Valor', currency)}
        prefix={currencySymbol(currency)}
      />
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
  );
}

/** 'Favorecido': a name typed (new or existing, offered as typed) or, checked, one of the payees chosen. */
export function RecurringPayeeField({ form }: { form: RecurringFormApi }) {
  const payees = usePayees();
  const payeeListId = useId();
  const { errors } = form.formState;
  const useExisting = form.watch('use_existing_payee');
  return (
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
  );
}

/**
 * When it is due: a day of the month or a business day, the day, whether this month's (already passed) was paid,
 * and the first due date (asked unless this month's is left open).
 */
export function RecurringDueFields({
  form,
  today,
  words,
  passed,
}: {
  form: RecurringFormApi;
  today: string;
  words: ItemWords;
  /** This month's due date, when it has passed; null otherwise. */
  passed: string | null;
}) {
  const { errors } = form.formState;
  const dueDay = Number(form.watch('due_day'));
  const businessDay = form.watch('due_kind') === 'business';
  const type = form.watch('type');
  const answer = form.watch('paid_this_month');
  const unpaid = passed !== null && answer === 'no';
  return (
    <>
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
    </>
  );
}

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

/** What the answer to 'Já pago este mês?' will do, said before saving: a transaction is written only for 'yes'. */
function paidHint(answer: RecurringValues['paid_this_month'], passed: string, words: ItemWords): string {
  const date = formatDateBR(passed);
  if (answer === 'yes') return `${words.willBeRecorded} em ${date} na conta escolhida.`;
  if (answer === 'counted') return `Nada é registrado: conta como ${words.paidWord} neste mês.`;
  if (answer === 'no') return `O ${words.dateNoun} de ${date} fica em aberto.`;
  return `O ${words.dateNoun} deste mês foi ${date}.`;
}
