import { type UseFormReturn, useWatch } from 'react-hook-form';
import { type CurrencyCode, isCurrencyCode } from '../../../../common/currencies';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { currencyLabel, currencySymbol } from '../../../entities/account/public';
import {
  FIRST_FOREIGN_CURRENCY,
  FOREIGN_CHOICES,
  FOREIGN_TOGGLE_LABEL,
  iofHint,
} from '../shared/foreign-purchase';
import type { NewTransactionValues } from '../shared/new-transaction-form';

/**
 * 'Compra em outra moeda' of an income or expense on an account in reais: the toggle and, while it is on, the
 * currency, the amount in it and (an expense's) the IOF in reais, blank for the day's rate.
 */
export function ForeignPurchaseFields({
  form,
  expense,
  date,
}: {
  form: UseFormReturn<NewTransactionValues>;
  /** An expense may carry the IOF; an income has none. */
  expense: boolean;
  date: string;
}) {
  const { control, register, formState } = form;
  const [on, currencyText] = useWatch({ control, name: ['foreign', 'foreignCurrency'] });
  const currency: CurrencyCode = isCurrencyCode(currencyText) ? currencyText : FIRST_FOREIGN_CURRENCY;
  return (
    <div className="grid grid-cols-2 gap-4">
      <Checkbox {...register('foreign')} labelClassName="col-span-2 font-medium">
        {FOREIGN_TOGGLE_LABEL}
      </Checkbox>
      {on ? (
        <>
          <SelectField
            label="Moeda"
            className="col-span-2 sm:col-span-1"
            error={formState.errors.foreignCurrency?.message}
            {...register('foreignCurrency')}
          >
            {FOREIGN_CHOICES.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </SelectField>
          <MoneyField
            control={control}
            name="foreignAmount"
            label={`Valor em ${currency}`}
            prefix={currencySymbol(currency)}
            className="col-span-2 sm:col-span-1"
          />
          {expense ? (
            <MoneyField
              control={control}
              name="iof"
              label="IOF (R$)"
              className="col-span-2 sm:col-span-1"
              hint={iofHint(date)}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
