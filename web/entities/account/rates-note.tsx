import { useState } from 'react';
import type { Account } from '../../../common/contract/accounts';
import type { CurrencyCode, RateUsed } from '../../../common/currencies';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useCanWrite } from '../book/public';
import { ExchangeRateFormModal } from './exchange-rate-form';
import { informRateLabel } from './exchange-rate-text';
import {
  accountReaisText,
  DATED_ROWS_HINT,
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
  datedRows = false,
  className,
}: {
  rates: readonly RateUsed[];
  /** Ids of the accounts left out. */
  unconverted: readonly number[];
  /** Where their names (and currencies, for "Informar cotação") are found. */
  accounts: readonly { id: number; name: string; currency: CurrencyCode }[];
  /** What the accounts left out are out of: 'do Saldo em contas' unless told ('do patrimônio'). */
  outOf?: string;
  /** The figure is of rows, each converted at its own date's rate: the note says which rate a row needs. */
  datedRows?: boolean;
  className?: string;
}) {
  const groups = rateGroups(rates);
  const left = unconvertedText(unconverted, accounts, outOf);
  if (groups.length === 0 && !left) return null;
  return (
    <div className={className}>
      <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="rates-note">
        {groups.length > 0 ? (
          // ratesUsedText's words, each rate kept whole on its line ('R$ 5,3245 por US$' never split).
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
        {left && datedRows ? <span className="block">{DATED_ROWS_HINT}</span> : null}
      </p>
      <InformRateButtons currencies={missingCurrencies(unconverted, accounts)} />
    </div>
  );
}

/** The currencies of the accounts left out, each once, in their order. */
function missingCurrencies(
  ids: readonly number[],
  accounts: readonly { id: number; currency: CurrencyCode }[],
): CurrencyCode[] {
  const currencies = ids.flatMap((id) => accounts.find((a) => a.id === id)?.currency ?? []);
  return [...new Set(currencies)];
}

/** A link's look on a button, small enough for a note and kept whole on its line. */
const linkButton = cn(
  'rounded text-xs font-medium whitespace-nowrap text-brand-700 underline dark:text-brand-500',
  focusRing,
);

/**
 * "Informar cotação de US$" for each currency that has no rate, opening the form that types one (exchange-rate-form);
 * nothing in a book the person only reads.
 */
function InformRateButtons({ currencies }: { currencies: readonly CurrencyCode[] }) {
  const writable = useCanWrite();
  const [typing, setTyping] = useState<CurrencyCode | null>(null);
  if (!writable || currencies.length === 0) return null;
  return (
    <>
      <span className="mt-0.5 flex flex-wrap gap-x-3">
        {currencies.map((currency) => (
          <button key={currency} type="button" className={linkButton} onClick={() => setTyping(currency)}>
            {informRateLabel(currency)}
          </button>
        ))}
      </span>
      <ExchangeRateFormModal target={typing ? { currency: typing } : null} onClose={() => setTyping(null)} />
    </>
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
      {missing ? <InformRateButtons currencies={[account.currency]} /> : null}
    </span>
  );
}
