import type { ForeignAmount } from '../../../common/contract/foreign-money';
import { cn } from '../../lib/cn';
import { ESTIMATE_TEXT, foreignRowParts } from './foreign-row';

/**
 * Under a row's amount in reais (Transações, a card's bill): what it was in the other currency and at which rate,
 * and, while the reais wait for the bill's figure, that they are an estimate. Nothing for a row in one currency.
 */
export function ForeignLine({
  foreign,
  className,
}: {
  foreign: Pick<ForeignAmount, 'amount' | 'currency' | 'rate' | 'estimated'> | null | undefined;
  className?: string;
}) {
  if (!foreign) return null;
  const [amount, rate] = foreignRowParts(foreign);
  return (
    <span
      className={cn(
        'block text-xs font-normal whitespace-normal text-slate-500 dark:text-slate-400',
        className,
      )}
      data-testid="foreign-line"
    >
      {/* On a phone's row the halves wrap rather than squeeze the description beside them. */}
      <span className="whitespace-nowrap">{amount}</span> · <span className="whitespace-nowrap">{rate}</span>
      {foreign.estimated ? (
        <span className="block text-amber-800 dark:text-amber-300">{ESTIMATE_TEXT}</span>
      ) : null}
    </span>
  );
}
