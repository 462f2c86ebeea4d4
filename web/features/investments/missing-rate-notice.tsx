import { PenLine } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { MissingRateAction } from './index-rate-text';

/**
 * Why a position's value today is not known (an index's rate is missing), and the way to inform it where the
 * book may be written.
 */
export function MissingRateNotice({
  notice,
  inform,
  onInformRate,
  busy,
}: {
  notice: string;
  inform: MissingRateAction | null;
  onInformRate: ((action: MissingRateAction) => void) | undefined;
  busy: boolean;
}) {
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200">
      <p data-testid="position-missing-rate">{notice}</p>
      {inform && onInformRate ? (
        <Button
          size="sm"
          variant="secondary"
          // The series and its day may take two lines in a narrow card: the button grows with them.
          className="mt-2 h-auto min-h-8 py-1 text-left"
          onClick={() => onInformRate(inform)}
          disabled={busy}
        >
          <PenLine size={14} aria-hidden /> {inform.label}
        </Button>
      ) : null}
    </div>
  );
}
