import type { RecurringSummary } from '../../../common/contract/recurring';
import { RatesNote, useAccounts } from '../../entities/account/public';
import { FIXED_ITEMS_OUT_OF } from './item-words';

/**
 * Under the fixed expenses' total: items of accounts in other currencies count at today's rate (as Previsão counts
 * them), the rate said, and those of an account with none left out and named. Nothing when every item is in reais.
 */
export function FixedRatesNote({ summary, className }: { summary: RecurringSummary; className?: string }) {
  const foreign = summary.rates.length > 0 || summary.unconverted_accounts.length > 0;
  const accounts = useAccounts(undefined, true).data ?? [];
  if (!foreign) return null;
  return (
    <RatesNote
      rates={summary.rates}
      unconverted={summary.unconverted_accounts}
      accounts={accounts}
      outOf={FIXED_ITEMS_OUT_OF}
      className={className}
    />
  );
}
