import { type CurrencyCode, HOME_CURRENCY } from '../../../common/currencies';
import { cn } from '../../lib/cn';
import { formatInCurrency } from './foreign-money';

/**
 * An amount in reais as 'R$ 1.234,56' (or in an account's currency, 'US$ 1.234,56'), red when negative. A
 * movement is signed: '+' and green when money came in.
 */
export function Amount({
  value,
  movement = false,
  className,
  currency = HOME_CURRENCY,
}: {
  /** In units of `currency`, as the API answers (reais when none is given). */
  value: number;
  currency?: CurrencyCode;
  movement?: boolean;
  className?: string;
}) {
  const tone =
    value < 0
      ? 'text-red-600 dark:text-red-400'
      : movement && value > 0
        ? 'text-emerald-700 dark:text-emerald-400'
        : undefined;
  return (
    <span className={cn('money', tone, className)}>
      {movement && value > 0 ? '+' : ''}
      {formatInCurrency(value, currency)}
    </span>
  );
}
