import type { UseFormReturn } from 'react-hook-form';
import type { Account } from '../../../../common/contract/accounts';
import {
  HOLDING_NAME_MAX_LENGTH,
  type HoldingResponse,
  TICKER_MAX_LENGTH,
  VARIABLE_INCOME_KIND_LABELS,
  VARIABLE_INCOME_KINDS,
} from '../../../../common/contract/variable-income';
import { AccountSelect } from '../../../components/ui/account-select';
import { Field, inputClass, TextField } from '../../../components/ui/field';
import { FormSelect } from '../../../components/ui/form-select';
import type { TradeFormOutput, TradeFormValues } from './trade-form';

type TradeForm = UseFormReturn<TradeFormValues, unknown, TradeFormOutput>;

/**
 * A compra from scratch: the investment account, the ticker, and its kind and name — asked of a new ticker,
 * shown read-only for one the account already holds.
 */
export function TradeHoldingFields({
  form,
  targets,
  known,
  isNew,
}: {
  form: TradeForm;
  /** The investment accounts. */
  targets: readonly Account[];
  /** The holding the account already has of the typed ticker. */
  known: HoldingResponse | undefined;
  isNew: boolean;
}) {
  return (
    <>
      <AccountSelect
        control={form.control}
        name="accountId"
        label="Conta de investimentos"
        placeholder="Selecione a corretora"
        accounts={targets}
        onValueChange={(id) => {
          if (form.getValues('cashAccountId') === id) form.setValue('cashAccountId', '');
        }}
      />
      <TextField
        label="Código do ativo"
        placeholder="Ex.: PETR4"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={TICKER_MAX_LENGTH}
        hint={known ? 'Já na carteira desta conta' : isNew ? 'Novo nesta conta' : undefined}
        error={form.formState.errors.ticker?.message}
        {...form.register('ticker')}
      />
      {/* Both always in place, right after the code (nothing jumps while it is typed): asked of a new
          ticker, read-only for one already held in the account, whose kind and name stay as they are. */}
      {known ? (
        <>
          <ReadOnlyField label="Tipo do ativo" value={VARIABLE_INCOME_KIND_LABELS[known.kind]} />
          <ReadOnlyField label="Nome" value={known.name ?? ''} placeholder="Sem nome" />
        </>
      ) : (
        <>
          <FormSelect control={form.control} name="kind" label="Tipo do ativo">
            <option value="">Selecione o tipo</option>
            {VARIABLE_INCOME_KINDS.map((k) => (
              <option key={k} value={k}>
                {VARIABLE_INCOME_KIND_LABELS[k]}
              </option>
            ))}
          </FormSelect>
          <TextField
            label="Nome"
            placeholder="Opcional. Ex.: Petrobras PN"
            autoComplete="off"
            maxLength={HOLDING_NAME_MAX_LENGTH}
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
        </>
      )}
    </>
  );
}

// The field's own look, its white ground greyed (cn does not merge classes: the white one is swapped out).
const readOnlyClass = inputClass
  .replace('bg-white', 'bg-slate-100')
  .replace('dark:bg-slate-900', 'dark:bg-slate-800');

/** What the form shows but does not change: focusable and read aloud like a field, greyed like one that is fixed. */
function ReadOnlyField({
  label,
  value,
  placeholder,
}: {
  label: string;
  value: string;
  placeholder?: string;
}) {
  return (
    <Field label={label}>
      {(id) => <input id={id} readOnly value={value} placeholder={placeholder} className={readOnlyClass} />}
    </Field>
  );
}
