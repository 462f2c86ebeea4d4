import { CircleCheck, HandCoins } from 'lucide-react';
import { useId } from 'react';
import type { Settlement } from '../../../common/contract/household';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paymentSentence, settledText } from './household-words';

type Payment = Settlement['payments'][number];

/**
 * 'Quem deve a quem': the fewest payments that settle everyone, each a sentence with 'Registrar acerto' (for those
 * who may write), or that everyone is settled.
 */
export function SettlementPayments({
  payments,
  month,
  writes,
  onSettle,
}: {
  payments: readonly Payment[];
  month: string;
  writes: boolean;
  onSettle: (payment: Payment) => void;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 font-semibold">
        Quem deve a quem
      </h2>
      {payments.length === 0 ? (
        <p className="flex items-start gap-2 text-sm text-emerald-800 dark:text-emerald-300">
          <CircleCheck size={18} aria-hidden className="mt-px shrink-0" />
          {settledText(month)}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {payments.map((p) => {
            const sentence = paymentSentence(p);
            return (
              <li
                key={`${p.fromUserId}-${p.toUserId}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0"
              >
                <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
                  <HandCoins size={18} aria-hidden className="shrink-0 text-brand-700 dark:text-brand-500" />
                  <span className="break-words" data-testid="payment-sentence">
                    {sentence}
                  </span>
                </p>
                {writes ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Registrar acerto: ${sentence}`}
                    onClick={() => onSettle(p)}
                  >
                    Registrar acerto
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
