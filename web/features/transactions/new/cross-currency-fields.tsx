import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { Account } from '../../../../common/contract/accounts';
import { type CurrencyCode, currencySymbol, HOME_CURRENCY } from '../../../../common/currencies';
import { parseAmount } from '../../../../common/money';
import { MoneyField } from '../../../components/ui/money-field';
import type { NewTransactionValues } from '../shared/new-transaction-form';
import { effectiveRateText } from './effective-rate';

/** The currencies of a transfer's two accounts when they differ (an account of another book counts as in reais). */
export function crossCurrencyOf(
  accounts: readonly Account[],
  fromId: string,
  toId: string,
): { from: CurrencyCode; to: CurrencyCode } | null {
  const currencyOf = (id: string) => accounts.find((a) => String(a.id) === id)?.currency ?? HOME_CURRENCY;
  if (!fromId || !toId) return null;
  const from = currencyOf(fromId);
  const to = currencyOf(toId);
  return from === to ? null : { from, to };
}

/**
 * A transfer between accounts of two currencies (reais to a Nomad account in dollars): what the destination
 * receives ('Valor recebido (US$)'), the IOF paid when the reais leave ('IOF (R$)'), and the rate they make.
 */
export function CrossCurrencyFields({
  form,
  currencies,
}: {
  form: UseFormReturn<NewTransactionValues>;
  currencies: { from: CurrencyCode; to: CurrencyCode };
}) {
  const { control } = form;
  const [amount, received, iof] = useWatch({ control, name: ['amount', 'destinationAmount', 'iof'] });
  const fromReais = currencies.from === HOME_CURRENCY;
  const rate = effectiveRateText(
    { hundredths: parseAmount(amount, 'comma'), currency: currencies.from },
    { hundredths: parseAmount(received, 'comma'), currency: currencies.to },
    fromReais ? parseAmount(iof, 'comma') : null,
  );
  return (
    <div className="grid grid-cols-2 gap-3">
      <MoneyField
        control={control}
        name="destinationAmount"
        label={`Valor recebido (${currencySymbol(currencies.to)})`}
        prefix={currencySymbol(currencies.to)}
        hint={`O que chegou na conta de destino, em ${currencySymbol(currencies.to)}`}
      />
      {fromReais ? (
        <MoneyField
          control={control}
          name="iof"
          label="IOF (R$)"
          hint="Opcional: vira uma despesa da conta de origem"
        />
      ) : null}
      {rate ? (
        <p className="col-span-2 text-sm text-muted-foreground" aria-live="polite">
          {rate}
        </p>
      ) : null}
    </div>
  );
}
