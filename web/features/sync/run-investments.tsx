import type { SyncRun } from '../../../common/contract/sync';
import { investmentCounts } from './sync-words';

/**
 * What a run did with the bank's investments ('Investimentos: 3 atualizados, 1 novo') and what it left for the
 * person (another quantity than Grana's, a position the bank no longer lists): nothing when it touched none.
 */
export function RunInvestments({
  run,
}: {
  run: Pick<SyncRun, 'investments_new' | 'investments_updated' | 'notes'>;
}) {
  const counts = investmentCounts(run);
  if (!counts && run.notes.length === 0) return null;
  return (
    <div className="text-sm">
      {counts ? <p>{counts}</p> : null}
      {run.notes.length > 0 ? (
        <ul
          aria-label="Avisos dos investimentos"
          className="mt-1 list-disc space-y-0.5 pl-5 text-amber-800 dark:text-amber-300"
        >
          {run.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
