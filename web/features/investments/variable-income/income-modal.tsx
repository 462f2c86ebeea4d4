import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type HoldingResponse,
  INCOME_KIND_LABELS,
  INCOME_KINDS,
  type IncomeKind,
} from '../../../../common/contract/variable-income';
import { HOME_CURRENCY } from '../../../../common/currencies';
import { AccountSelect } from '../../../components/ui/account-select';
import { DateField } from '../../../components/ui/date-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormSelect } from '../../../components/ui/form-select';
import { MoneyField } from '../../../components/ui/money-field';
import { currencySymbol, formatInCurrency, useAccounts } from '../../../entities/account/public';
import { browserToday } from '../../../lib/browser-today';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateIncome } from '../api/variable-income';
import { holdingCurrency, moneyLabel } from './holding-display';
import { HoldingSummary } from './holding-summary';
import {
  INCOME_FIELDS,
  type IncomeFormValues,
  incomeFormSchema,
  incomeFormValues,
  suggestedWithheld,
} from './income-form';

/**
 * 'Registrar provento': a dividendo, JCP or rendimento of a holding. Mounted only while a holding is chosen. Its money
 * is in the holding's currency; abroad the tax withheld is the other country's (the Imposto de Renda page deducts it).
 */
export function IncomeModal({ holding, onClose }: { holding: HoldingResponse | null; onClose: () => void }) {
  return holding ? <IncomeDialog holding={holding} onClose={onClose} /> : null;
}

function IncomeDialog({ holding, onClose }: { holding: HoldingResponse; onClose: () => void }) {
  const create = useCreateIncome();
  const accounts = useAccounts();
  const [today] = useState(browserToday);
  const [schema] = useState(() => incomeFormSchema(holding.id, today));
  const currency = holdingCurrency(holding);
  const abroad = currency !== HOME_CURRENCY;
  const form = useForm<IncomeFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: incomeFormValues(today, holding.kind),
  });
  // The withheld field follows the gross (15% of a JCP's) until the person types in it.
  const withheldTyped = useRef(false);
  const suggest = () => {
    if (withheldTyped.current) return;
    const { kind, amount } = form.getValues();
    form.setValue('withheld', suggestedWithheld(kind, amount), { shouldDirty: true });
  };
  const dialog = useFormDialog(form, {
    fields: INCOME_FIELDS,
    save: (body) => create.mutateAsync(body),
    success: (_, saved) =>
      `${saved.kindLabel} de ${holding.ticker} registrados: ${formatInCurrency(saved.net, currency)} líquido`,
    fallback: 'Erro ao registrar o provento',
    onClose,
  });
  // The money lands in an account of the holding's currency (the server refuses another: a transfer converts).
  const receivers = (accounts.data ?? []).filter(
    (a) =>
      a.type !== 'credit_card' &&
      a.archived_at === null &&
      a.id !== holding.accountId &&
      a.currency === currency,
  );

  return (
    <FormDialog
      title="Registrar provento"
      onClose={onClose}
      widthClass="max-w-xl"
      state={dialog}
      label="Registrar provento"
      pendingLabel="Registrando..."
      intro={<HoldingSummary holding={holding} />}
    >
      <FormSelect control={form.control} name="kind" label="Tipo de provento" onValueChange={suggest}>
        {INCOME_KINDS.map((k: IncomeKind) => (
          <option key={k} value={k}>
            {INCOME_KIND_LABELS[k]}
          </option>
        ))}
      </FormSelect>
      <DateField control={form.control} name="date" label="Data do pagamento" max={today} />
      <MoneyField
        control={form.control}
        name="amount"
        label={moneyLabel('Valor bruto', currency)}
        prefix={currencySymbol(currency)}
        onValueChange={suggest}
      />
      <MoneyField
        control={form.control}
        name="withheld"
        label={moneyLabel(abroad ? 'Imposto retido no exterior' : 'IR retido', currency)}
        prefix={currencySymbol(currency)}
        hint={
          abroad
            ? 'O que o país do ativo reteve (nos EUA, em geral 30% dos dividendos); o Imposto de Renda deduz até 15% do provento'
            : 'JCP: 15% do bruto, retidos pela empresa; dividendos e rendimentos de FII são isentos'
        }
        onValueChange={(text) => {
          // Leaving the field writes its text in full, which is no typing of the person's own.
          const { kind, amount } = form.getValues();
          withheldTyped.current = text !== suggestedWithheld(kind, amount);
        }}
      />
      <AccountSelect
        control={form.control}
        name="accountId"
        label="Conta que recebe"
        placeholder={`${holding.accountName} (a do ativo)`}
        accounts={receivers}
        className="sm:col-span-2"
      />
    </FormDialog>
  );
}
