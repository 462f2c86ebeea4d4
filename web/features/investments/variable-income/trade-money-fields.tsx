import type { UseFormReturn } from 'react-hook-form';
import type { Account } from '../../../../common/contract/accounts';
import type { CurrencyCode } from '../../../../common/currencies';
import { AccountSelect } from '../../../components/ui/account-select';
import { MoneyField } from '../../../components/ui/money-field';
import { currencySymbol } from '../../../entities/account/public';
import { DecimalField } from './decimal-field';
import { moneyLabel } from './holding-display';
import type { TradeFormOutput, TradeFormValues } from './trade-form';

/**
 * What a compra or venda moves: the price, the fees, the other account the money comes from or goes to, and the
 * amount they make, said as typed. In the investment account's currency: its symbol before the price and the fees,
 * and in their labels when it is not the real, as the transaction form names a foreign amount ('Taxas (US$)').
 */
export function TradeMoneyFields({
  form,
  side,
  cash,
  amount,
  currency,
}: {
  form: UseFormReturn<TradeFormValues, unknown, TradeFormOutput>;
  side: 'compra' | 'venda';
  /** The accounts the money may come from or go to. */
  cash: readonly Account[];
  /** The trade's amount as typed, or null while it is not one. */
  amount: string | null;
  currency: CurrencyCode;
}) {
  const symbol = currencySymbol(currency);
  return (
    <>
      <DecimalField
        control={form.control}
        name="price"
        label={moneyLabel('Preço por unidade', currency)}
        prefix={symbol}
        placeholder="0,00"
      />
      <MoneyField
        control={form.control}
        name="fees"
        label={moneyLabel('Taxas', currency)}
        prefix={symbol}
        hint="Corretagem e emolumentos; em branco se não houve"
      />
      <AccountSelect
        control={form.control}
        name="cashAccountId"
        label={side === 'compra' ? 'Dinheiro saiu de' : 'Dinheiro vai para'}
        placeholder={
          side === 'compra' ? 'Já estava na conta de investimentos' : 'Fica na conta de investimentos'
        }
        hint="Opcional: outra conta, lançada como transferência"
        accounts={cash}
      />
      <p
        className="self-end text-sm text-slate-700 sm:text-right dark:text-slate-300"
        data-testid="trade-amount"
        aria-live="polite"
      >
        {amount ?? ' '}
      </p>
    </>
  );
}
