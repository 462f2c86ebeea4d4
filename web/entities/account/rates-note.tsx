import type { Account } from '../../../common/contract/accounts';
import type { RateUsed } from '../../../common/currencies';
import { cn } from '../../lib/cn';
import { accountReaisText, NO_RATE_TEXT, ratesUsedText, unconvertedText } from './foreign-money';

/**
 * The short note under a figure in reais that counted accounts in other currencies: the rates it used and the
 * accounts it left out for want of one (Contas, the dashboard's "Saldo em contas", Patrimônio). Nothing when every
 * account is in reais.
 */
export function RatesNote({
  rates,
  unconverted,
  accounts,
  className,
}: {
  rates: readonly RateUsed[];
  /** Ids of the accounts left out. */
  unconverted: readonly number[];
  /** Where their names are found. */
  accounts: readonly { id: number; name: string }[];
  className?: string;
}) {
  const used = ratesUsedText(rates);
  const left = unconvertedText(unconverted, accounts);
  if (!used && !left) return null;
  return (
    <p className={cn('text-xs text-slate-500 dark:text-slate-400', className)} data-testid="rates-note">
      {used ? <span className="block">{used}</span> : null}
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
