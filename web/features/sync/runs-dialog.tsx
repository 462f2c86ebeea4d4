import type { SyncConnection, SyncRun } from '../../../common/contract/sync';
import { formatInstantBR } from '../../../common/dates';
import { LoadFailed } from '../../components/ui/load-failed';
import { Modal } from '../../components/ui/modal';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { browserTimeZone } from '../../lib/browser-today';
import { cn } from '../../lib/cn';
import { ImportMatches } from '../import/public';
import { useSyncRuns } from './api/connections';
import { RunNotes } from './run-notes';
import { runCounts } from './sync-words';

const outcomeTones: Record<SyncRun['outcome'], string> = {
  ok: 'text-emerald-700 dark:text-emerald-400',
  failed: 'text-red-700 dark:text-red-400',
  running: 'text-slate-600 dark:text-slate-400',
};

function RunItem({ run, zone, writable }: { run: SyncRun; zone: string; writable: boolean }) {
  return (
    <li className="flex flex-col gap-0.5 py-2.5">
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="font-medium">{formatInstantBR(run.started_at, zone)}</span>{' '}
        <span>
          {run.trigger_label} ·{' '}
          <span className={cn('font-medium', outcomeTones[run.outcome])}>{run.outcome_label}</span>
        </span>
      </p>
      {run.error ? (
        <p className="text-sm text-red-700 dark:text-red-400">{run.error}</p>
      ) : run.outcome === 'running' ? null : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{runCounts(run)}</p>
          {run.matched > 0 && writable ? <ImportMatches importIds={run.import_ids} /> : null}
          <RunNotes run={run} />
        </>
      )}
    </li>
  );
}

/**
 * "Histórico": the connection's last runs, newest first: when, why, how it ended and what it did, with what each
 * matched ("Ver combinações", to undo, for whoever may write) once a later run is the last.
 */
export function RunsDialog({
  connection,
  writable,
  onClose,
}: {
  connection: SyncConnection;
  writable: boolean;
  onClose: () => void;
}) {
  const runs = useSyncRuns(connection.id);
  const zone = browserTimeZone();
  return (
    <Modal open title={`Histórico: ${connection.institution}`} onClose={onClose} widthClass="max-w-xl">
      {runs.isPending ? (
        <Skeleton label="Carregando histórico...">
          <SkeletonRows rows={3} />
        </Skeleton>
      ) : runs.isError ? (
        <LoadFailed query={runs} fallback="Erro ao carregar o histórico" />
      ) : runs.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma sincronização ainda.</p>
      ) : (
        <ul aria-label="Sincronizações" className="divide-y divide-slate-100 dark:divide-slate-800">
          {runs.data.map((run) => (
            <RunItem key={run.id} run={run} zone={zone} writable={writable} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
