import { Trash2 } from 'lucide-react';
import { type Control, useController, useWatch } from 'react-hook-form';
import type { Payee } from '../../../common/contract/payees';
import { RULE_TEXT_MAX_LENGTH, TEXT_OPERATORS, textOperatorLabels } from '../../../common/contract/rules';
import { byName } from '../../../common/search';
import { type AccountChoice, AccountSelect } from '../../components/ui/account-select';
import { TextField } from '../../components/ui/field';
import { FormSelect } from '../../components/ui/form-select';
import { IconButton } from '../../components/ui/icon-button';
import { MoneyField } from '../../components/ui/money-field';
import { CONDITION_FIELDS, conditionFieldLabels, type RuleFormValues } from './rule-form';
import { typeLabels } from './rule-sentence';

interface Props {
  control: Control<RuleFormValues>;
  index: number;
  payees: readonly Payee[];
  accounts: readonly AccountChoice[];
  /** Absent when the row is the only one: a rule keeps at least one condition. */
  onRemove?: () => void;
}

/** The description's text, bound to the form (its message is the contract's). */
function DescriptionText({ control, index }: Pick<Props, 'control' | 'index'>) {
  const { field, fieldState } = useController({ control, name: `conditions.${index}.value` });
  return (
    <TextField
      ref={field.ref}
      label="Texto"
      placeholder="Ex.: uber"
      autoComplete="off"
      maxLength={RULE_TEXT_MAX_LENGTH}
      className="col-span-2 min-w-0 flex-1"
      error={fieldState.error?.message}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** One condition: which field it looks at ('Campo') and that field's inputs; the trash removes it. */
export function ConditionRow({ control, index, payees, accounts, onRemove }: Props) {
  const field = useWatch({ control, name: `conditions.${index}.field` });
  const accountId = useWatch({ control, name: `conditions.${index}.account_id` });
  const name = (key: 'operator' | 'payee_id' | 'min' | 'max' | 'account_id' | 'type') =>
    `conditions.${index}.${key}` as const;

  return (
    <fieldset
      data-testid="rule-condition"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start dark:border-slate-700"
    >
      <legend className="sr-only">Condição {index + 1}</legend>
      {/* On a phone the remove button sits beside 'Campo'; from sm up the row is one line, the button last. */}
      <div className="flex items-end gap-2 sm:contents">
        <FormSelect
          control={control}
          name={`conditions.${index}.field`}
          label="Campo"
          className="min-w-0 flex-1 sm:w-36 sm:flex-none"
        >
          {CONDITION_FIELDS.map((f) => (
            <option key={f} value={f}>
              {conditionFieldLabels[f]}
            </option>
          ))}
        </FormSelect>
        {onRemove ? (
          <IconButton
            label={`Remover condição ${index + 1}`}
            title="Remover condição"
            icon={Trash2}
            tone="danger"
            className="sm:order-last sm:mt-6"
            onClick={onRemove}
          />
        ) : null}
      </div>
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-3 sm:flex sm:items-start">
        {field === 'description' ? (
          <>
            <FormSelect
              control={control}
              name={name('operator')}
              label="Comparação"
              className="col-span-2 sm:w-36"
            >
              {TEXT_OPERATORS.map((op) => (
                <option key={op} value={op}>
                  {textOperatorLabels[op]}
                </option>
              ))}
            </FormSelect>
            <DescriptionText control={control} index={index} />
          </>
        ) : field === 'payee' ? (
          <FormSelect
            control={control}
            name={name('payee_id')}
            label="Favorecido"
            className="col-span-2 min-w-0 flex-1"
          >
            <option value="">Selecione...</option>
            {[...payees].sort(byName).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </FormSelect>
        ) : field === 'amount' ? (
          <>
            <MoneyField control={control} name={name('min')} label="Mínimo" className="min-w-0 flex-1" />
            <MoneyField control={control} name={name('max')} label="Máximo" className="min-w-0 flex-1" />
          </>
        ) : field === 'account' ? (
          <AccountSelect
            control={control}
            name={name('account_id')}
            label="Conta"
            placeholder="Selecione..."
            className="col-span-2 min-w-0 flex-1"
            accounts={accounts}
            keep={accountId}
          />
        ) : (
          <FormSelect
            control={control}
            name={name('type')}
            label="Tipo"
            className="col-span-2 min-w-0 flex-1"
          >
            <option value="DESPESA">{typeLabels.DESPESA}</option>
            <option value="RECEITA">{typeLabels.RECEITA}</option>
          </FormSelect>
        )}
      </div>
    </fieldset>
  );
}
