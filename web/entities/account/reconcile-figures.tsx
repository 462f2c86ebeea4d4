import type { Reconciliation } from '../../../common/contract/reconcile';
import { type CurrencyCode, formatMoney } from '../../../common/currencies';
import { formatDateBR } from '../../../common/dates';
import { cn } from '../../lib/cn';
import { Amount } from './amount';
import { SettleChoices } from './reconcile-choices';
import { Unreconciled } from './reconcile-rows';

/**
 * "Conferir saldo"'s answer for the date: Grana's balance and the last confirmation, the difference from the bank's
 * balance (with what each way of settling it does), and the rows not yet reconciled. Dimmed while it is still the
 * previous date's answer.
 */
export function ReconcileFigures({
  data,
  currency,
  current,
  differenceCents,
  bankText,
  bankCents,
  wholeDate,
}: {
  data: Reconciliation;
  /** The account's currency: every figure is in it. */
  currency: CurrencyCode;
  /** Whether `data` is the typed date's answer (not the previous one, kept while it loads). */
  current: boolean;
  differenceCents: number | null;
  bankText: string;
  bankCents: number | null;
  wholeDate: string | null;
}) {
  return (
    <div className={cn('flex flex-col gap-4', !current && 'opacity-60')}>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/50">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            Saldo no Grana em {formatDateBR(data.date)}
          </dt>
          <dd className="font-semibold">
            <Amount value={data.balance} currency={currency} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Última conferência</dt>
          <dd>
            {data.last ? (
              <>
                {formatDateBR(data.last.date)} (<Amount value={data.last.balance} currency={currency} />)
              </>
            ) : (
              'Nenhuma'
            )}
          </dd>
        </div>
      </dl>
      <DifferenceLine
        currency={currency}
        differenceCents={differenceCents}
        invalid={bankText.trim() !== '' && bankCents === null}
      />
      {differenceCents !== null && differenceCents !== 0 && wholeDate ? (
        <SettleChoices first={data.last === null} date={wholeDate} />
      ) : null}
      <Unreconciled data={data} currency={currency} />
    </div>
  );
}

/** The bank's balance against Grana's, said as it changes: agreeing, the difference and its side, or what is missing. */
function DifferenceLine({
  currency,
  differenceCents,
  invalid,
}: {
  currency: CurrencyCode;
  /** In hundredths of the currency. */
  differenceCents: number | null;
  invalid: boolean;
}) {
  return (
    <p
      role="status"
      className={cn(
        'text-sm font-semibold',
        differenceCents === 0
          ? 'text-emerald-700 dark:text-emerald-400'
          : differenceCents !== null
            ? 'text-amber-700 dark:text-amber-400'
            : 'text-slate-600 dark:text-slate-400',
      )}
    >
      {differenceCents === null
        ? invalid
          ? 'Valor inválido'
          : 'Digite o saldo que o banco mostra para comparar.'
        : differenceCents === 0
          ? 'Saldos conferem'
          : `Diferença: ${formatMoney(differenceCents, currency)} (o banco mostra ${differenceCents > 0 ? 'mais' : 'menos'} que o Grana)`}
    </p>
  );
}
