import type { SyncRun } from '../../../common/contract/sync';
import { investmentCounts } from './sync-words';

/**
 * What a run did with the bank's investments ('Investimentos: 3 atualizados, 1 novo') and what it left for the
 * person: the bank's lines it skipped and why, another quantity than Grana's, a position the bank no longer lists.
 * Nothing when there is none.
 */
export function RunNotes({
  run,
}: {
  run: Pick<SyncRun, 'investments_new' | 'investments_updated' | 'notes'>;
}) {
  const counts = investmentCounts(run);
  if (!counts && run.notes.length === 0) return null;
  return (
    <div className="text-sm">
      {counts ? <p>{counts}</p> : null}
      {/* Paragraphs, not a list: the history's runs are a list, and a list inside each would count as runs. */}
      {run.notes.map((note) => (
        <p key={note} className="mt-1 text-amber-800 dark:text-amber-300">
          {note}
        </p>
      ))}
    </div>
  );
}
