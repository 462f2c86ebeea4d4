import { BALANCE_LABELS, type Balances } from '../../../common/contract/balances';
import type { CurrencyCode } from '../../../common/currencies';
import { Amount } from '../../entities/account/amount';
import { RatesNote } from '../../entities/account/rates-note';

/**
 * The person's balances as Contas shows them under its title, the dashboard's same figures: the money in the
 * accounts, the card bills to pay, the later installments (apart: never taken from today) and the net figure.
 * While another month is chosen (its rows' "Movimento do mês" below), each label says "· hoje", as the dashboard's.
 * Under them, the rates the accounts in other currencies counted at, and those left out for want of one.
 */
export function BalanceFigures({
  balances,
  sayToday,
  accounts,
}: {
  balances: Balances;
  sayToday: boolean;
  /** The accounts, for the names and currencies of those left out. */
  accounts: readonly { id: number; name: string; currency: CurrencyCode }[];
}) {
  const figures = [
    ['accounts', balances.accounts],
    ['bills_to_pay', balances.bills_to_pay],
    ['future_installments', balances.future_installments],
    ['net', balances.net],
  ] as const;
  return (
    <div className="mb-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Saldos de hoje">
        {figures.map(([key, value]) => (
          <div
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            data-testid={`balance-${key}`}
          >
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">
              {BALANCE_LABELS[key]}
              {sayToday ? (
                <span className="font-normal text-slate-500 dark:text-slate-400"> · hoje</span>
              ) : null}
            </dt>
            <dd className="mt-0.5 text-lg font-semibold">
              <Amount value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <RatesNote
        rates={balances.rates}
        unconverted={balances.unconverted_accounts}
        accounts={accounts}
        className="mt-2"
      />
    </div>
  );
}
