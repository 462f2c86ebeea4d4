import type { ForeignAmount } from '../../../common/contract/foreign-money';
import type { Transaction } from '../../../common/contract/transactions';
import { cn } from '../../lib/cn';
import { ESTIMATE_TEXT, foreignRowParts, IOF_ESTIMATE_TEXT, transferLegParts } from './foreign-row';

const lineStyle = 'block text-xs font-normal whitespace-normal text-slate-500 dark:text-slate-400';
const estimateStyle = 'block text-amber-800 dark:text-amber-300';

/**
 * Under a row's amount in reais (Transações, a card's bill): what it was in the other currency and at which rate,
 * and, while the reais wait for the bill's figure, that they are an estimate — also under the IOF line Grana worked
 * for such a purchase (`estimated`, no amount abroad). Nothing for any other row.
 */
export function ForeignLine({
  foreign,
  estimated = false,
  className,
}: {
  foreign: Pick<ForeignAmount, 'amount' | 'currency' | 'rate' | 'estimated'> | null | undefined;
  estimated?: boolean;
  className?: string;
}) {
  if (!foreign)
    return estimated ? (
      <span className={cn(lineStyle, className)} data-testid="foreign-line">
        {/* Two halves kept whole: in a phone's narrow column it reads on two lines, not one word a line. */}
        <span className={estimateStyle}>
          <span className="whitespace-nowrap">{IOF_ESTIMATE_TEXT[0]}</span>{' '}
          <span className="whitespace-nowrap">{IOF_ESTIMATE_TEXT[1]}</span>
        </span>
      </span>
    ) : null;
  const [amount, rate] = foreignRowParts(foreign);
  return (
    <span className={cn(lineStyle, className)} data-testid="foreign-line">
      {/* On a phone's row the halves wrap rather than squeeze the description beside them; the dot stays with the
          first, never on a line of its own. */}
      <span className="whitespace-nowrap">{amount} ·</span> <span className="whitespace-nowrap">{rate}</span>
      {foreign.estimated ? <span className={estimateStyle}>{ESTIMATE_TEXT}</span> : null}
    </span>
  );
}

/**
 * Under a leg's amount of a transfer between two currencies (Transações): the other leg's amount and the rate,
 * '→ US$ 100,00 · R$ 5,4321/US$', the arrow said as words to a screen reader. Nothing for any other row.
 */
export function TransferLegLine({
  tx,
  className,
}: {
  tx: Pick<Transaction, 'type' | 'currency' | 'transfer_amount' | 'transfer_currency' | 'transfer_rate'>;
  className?: string;
}) {
  const parts = transferLegParts(tx);
  if (!parts) return null;
  return (
    <span className={cn(lineStyle, className)} data-testid="transfer-leg-line">
      <span className="whitespace-nowrap">
        <span aria-hidden>{parts.arrow} </span>
        <span className="sr-only">{parts.spoken} </span>
        {parts.amount}
        {parts.rate ? ' ·' : null}
      </span>
      {parts.rate ? (
        <>
          {' '}
          <span className="whitespace-nowrap">{parts.rate}</span>
        </>
      ) : null}
    </span>
  );
}
