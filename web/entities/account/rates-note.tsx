import type { Account } from '../../../common/contract/accounts';
import type { RateUsed } from '../../../common/currencies';
import { cn } from '../../lib/cn';
import {
  accountReaisText,
  NO_RATE_TEXT,
  RATES_USED_LEAD,
  rateGroups,
  unconvertedText,
} from './foreign-money';

/**
 * The short note under a figure in reais that counted accounts in other currencies: the rates it used and the
 * accounts it left out for want of one (Contas, the dashboard's "Saldo em contas", Patrimônio). Nothing when every
 * account is in reais.
 */
export function RatesNote({
  rates,
  unconverted,
  accounts,
  outOf,
  className,
}: {
  rates: readonly RateUsed[];
  /** Ids of the accounts left out. */
  unconverted: readonly number[];
  /** Where their names are found. */
  accounts: readonly { id: number; name: string }[];
  /** What the accounts left out are out of: 'do Saldo em contas' unless told ('do patrimônio'). */
  outOf?: string;
  className?: string;
}) {
  const groups = rateGroups(rates);
  const left = unconvertedText(unconverted, accounts, outOf);
  if (groups.length === 0 && !left) return null;
  return (
    <p className={cn('text-xs text-slate-500 dark:text-slate-400', className)} data-testid="rates-note">
      {groups.length > 0 ? (
        // ratesUsedText's words, each rate kept whole on its line ('US$ 5,3245' never split).
        <span className="block">
          {RATES_USED_LEAD}{' '}
          {groups.map((g, i) => (
            <span key={g.lead}>
              {i > 0 ? '; ' : ''}
              {g.lead}:{' '}
              {g.figures.map((figure, j) => (
                <span key={figure}>
                  {j > 0 ? ', ' : ''}
                  <span className="whitespace-nowrap">{figure}</span>
                </span>
              ))}
            </span>
          ))}
        </span>
      ) : null}
      {left ? <span className="block text-amber-800 dark:text-amber-300">{left}</span> : null}
    </p>
  );
}

/** Under an account in another currency's balance: what it counts in reais and at which rate, or that it has none. */
export function AccountInReais({
  account,
  className,
}: {
  account: Pick<Account, 'currency' | 'balance_today_reais' | 'rate'>;
  className?: string;
}) {
  const text = accountReaisText(account);
  if (!text) return null;
  const missing = text === NO_RATE_TEXT;
  return (
    <span
      className={cn(
        'block text-xs font-normal',
        missing ? 'text-amber-800 dark:text-amber-300' : 'text-slate-500 dark:text-slate-400',
        className,
      )}
    >
      {text}
    </span>
  );
}
