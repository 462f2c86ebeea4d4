import type { ReactNode } from 'react';
import type { SyncAccount } from '../../../common/contract/sync';
import { formatMoney, HOME_CURRENCY, isCurrencyCode } from '../../../common/currencies';
import { formatInstantBR } from '../../../common/dates';
import { formatReais, reaisToCents } from '../../../common/money';
import { Amount } from '../../entities/account/public';
import { browserTimeZone } from '../../lib/browser-today';
import { cn } from '../../lib/cn';
import { DIFFERENCE_HINT, differenceNote } from './sync-words';

/** One figure: its name, the amount, and when or where it comes from; read aloud as one sentence. */
function Figure({
  label,
  value,
  note,
  className,
}: {
  label: string;
  value: ReactNode;
  note: string;
  className?: string;
}) {
  return (
    <p className={cn('rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60', className)}>
      <span className="block text-xs text-slate-600 dark:text-slate-400">{label}</span>{' '}
      <span className="block font-semibold">{value}</span>{' '}
      <span className="block text-xs text-slate-600 dark:text-slate-400">{note}</span>
    </p>
  );
}

/** An amount of the account in its currency: reais as everywhere, another currency with its symbol (US$ 250,50). */
function Money({ value, currency }: { value: number; currency: string }) {
  if (currency === HOME_CURRENCY || !isCurrencyCode(currency)) return <Amount value={value} />;
  return (
    <span className={cn('money', value < 0 && 'text-red-600 dark:text-red-400')}>
      {formatMoney(reaisToCents(value), currency)}
    </span>
  );
}

/** The difference's text, in the account's currency. */
const differenceText = (value: number, currency: string) =>
  currency === HOME_CURRENCY || !isCurrencyCode(currency)
    ? formatReais(value)
    : formatMoney(reaisToCents(value), currency);

/**
 * The bank's balance beside Grana's and their difference (bank less Grana), as the server computed them; only
 * the bank's while the account is not linked. A difference that is not zero says under it what most likely makes
 * it and how to settle it.
 */
export function BankBalances({ account }: { account: SyncAccount }) {
  // The investments' account holds their value in its positions and holdings, not in its ledger balance: the two
  // balances are not the same thing, and their difference would read as money missing.
  const linked = account.kind === 'investment' ? null : account.account;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure
          label={account.kind === 'investment' ? 'Investido no banco' : 'Saldo no banco'}
          value={<Money value={account.bank_balance} currency={account.currency} />}
          note={`em ${formatInstantBR(account.bank_balance_at, browserTimeZone())}`}
          className={linked ? undefined : 'col-span-2 sm:col-span-1'}
        />
        {linked ? (
          <>
            <Figure
              label="Saldo no Grana"
              value={<Money value={linked.balance} currency={account.currency} />}
              note="hoje"
            />
            {linked.difference === 0 ? (
              <Figure
                label="Diferença"
                value={<span className="text-emerald-700 dark:text-emerald-400">Saldos iguais</span>}
                note="o banco e o Grana mostram o mesmo"
                className="col-span-2 sm:col-span-1"
              />
            ) : (
              <Figure
                label="Diferença"
                value={
                  <span className="money text-amber-700 dark:text-amber-400">
                    {differenceText(linked.difference, account.currency)}
                  </span>
                }
                note={differenceNote(linked.difference)}
                className="col-span-2 sm:col-span-1"
              />
            )}
          </>
        ) : null}
      </div>
      {linked && linked.difference !== 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{DIFFERENCE_HINT}</p>
      ) : null}
    </div>
  );
}
