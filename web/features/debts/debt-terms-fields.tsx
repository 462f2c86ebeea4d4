import type { UseFormReturn } from 'react-hook-form';
import {
  AMORTIZATION_SYSTEM_LABELS,
  AMORTIZATION_SYSTEMS,
  DEBT_KIND_LABELS,
  DEBT_KINDS,
  type DebtKind,
  RATE_PERIODS,
} from '../../../common/contract/debts';
import { TextField } from '../../components/ui/field';
import { FormSelect } from '../../components/ui/form-select';
import { MoneyField } from '../../components/ui/money-field';
import { type DebtFormOutput, type DebtFormValues, RATE_PERIOD_WORDS, USUAL_TERMS } from './debt-form';

type DebtForm = UseFormReturn<DebtFormValues, unknown, DebtFormOutput>;

/** 'Tipo': a kind chosen brings the system and the rate's period it is usually quoted in. */
export function DebtKindField({ form }: { form: DebtForm }) {
  return (
    <FormSelect
      control={form.control}
      name="kind"
      label="Tipo"
      onValueChange={(value) => {
        // The system and the rate's period a kind is usually quoted in, chosen for the person.
        const usual = USUAL_TERMS[value as DebtKind];
        form.setValue('system', usual.system, { shouldDirty: true });
        form.setValue('ratePeriod', usual.ratePeriod, { shouldDirty: true });
      }}
    >
      {DEBT_KINDS.map((k) => (
        <option key={k} value={k}>
          {DEBT_KIND_LABELS[k]}
        </option>
      ))}
    </FormSelect>
  );
}

/** The contract's terms: the amount financed, the installments, the rate and its period, the system. */
export function DebtTermsFields({ form, kind }: { form: DebtForm; kind: DebtKind }) {
  const { errors } = form.formState;
  return (
    <>
      <MoneyField control={form.control} name="principal" label="Valor financiado" />
      <TextField
        label="Número de parcelas"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ex.: 360"
        error={errors.installments?.message}
        {...form.register('installments')}
      />
      <TextField
        label="Taxa de juros (%)"
        inputMode="decimal"
        autoComplete="off"
        placeholder={USUAL_TERMS[kind].rateExample}
        hint="A taxa efetiva do contrato"
        error={errors.rate?.message}
        {...form.register('rate')}
      />
      <FormSelect control={form.control} name="ratePeriod" label="A taxa é">
        {RATE_PERIODS.map((p) => (
          <option key={p} value={p}>
            {RATE_PERIOD_WORDS[p]}
          </option>
        ))}
      </FormSelect>
      <FormSelect
        control={form.control}
        name="system"
        label="Sistema de amortização"
        className="sm:col-span-2"
      >
        {AMORTIZATION_SYSTEMS.map((s) => (
          <option key={s} value={s}>
            {AMORTIZATION_SYSTEM_LABELS[s]}
          </option>
        ))}
      </FormSelect>
    </>
  );
}
