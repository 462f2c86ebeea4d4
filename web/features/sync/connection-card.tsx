import { History, RefreshCw, Unplug } from 'lucide-react';
import { useId, useState } from 'react';
import type { Account } from '../../../common/contract/accounts';
import type { SyncConnection } from '../../../common/contract/sync';
import { formatInstantBR } from '../../../common/dates';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RowAction } from '../../components/ui/row-action';
import { useToast } from '../../components/ui/toast';
import { useAction } from '../../components/ui/use-action';
import { browserTimeZone } from '../../lib/browser-today';
import { ImportMatches } from '../import/public';
import { useDeleteSyncConnection, useSyncNow } from './api/connections';
import { StatusAction, StatusBadge } from './connection-status';
import { RunNotes } from './run-notes';
import { RunsDialog } from './runs-dialog';
import { type OnReconcile, SyncAccountItem } from './sync-account-item';
import { linkChoices, nextSyncText, runCounts, syncToast } from './sync-words';

const muted = 'text-sm text-slate-600 dark:text-slate-400';

/**
 * The last run: under way, its counts (and what it matched, to look at or undo, for whoever may write), or what
 * went wrong; before the first, what to do.
 */
function LastRun({
  connection,
  running,
  writable,
}: {
  connection: SyncConnection;
  running: boolean;
  writable: boolean;
}) {
  const run = connection.last_run;
  if (running)
    return (
      <p role="status" className={muted}>
        Sincronizando: os lançamentos do banco estão chegando.
      </p>
    );
  if (!run)
    return (
      <p className={muted}>
        Nenhuma sincronização ainda: ligue as contas do banco abaixo e use "Sincronizar agora".
      </p>
    );
  if (run.outcome === 'failed' && run.error) return <Alert tone="error">{run.error}</Alert>;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm">
        <span className="font-medium">Resultado:</span> {runCounts(run)}
      </p>
      {run.matched > 0 && writable ? <ImportMatches importIds={run.import_ids} /> : null}
      <RunNotes run={run} />
    </div>
  );
}

/**
 * One bank connection: its institution and state, when it synced and syncs next, the last run, each of the
 * bank's accounts, and "Sincronizar agora", "Histórico" and "Desconectar".
 */
export function ConnectionCard({
  connection,
  accounts,
  linkedIds,
  onReconcile,
  writable,
}: {
  connection: SyncConnection;
  /** The person's active Grana accounts. */
  accounts: readonly Account[];
  /** Grana accounts already linked to a bank account (of any connection). */
  linkedIds: ReadonlySet<number>;
  onReconcile: OnReconcile;
  /** False in a book the person only reads: the connection and its history, without what changes them. */
  writable: boolean;
}) {
  const titleId = useId();
  const syncNow = useSyncNow();
  const remove = useDeleteSyncConnection();
  const act = useAction();
  const toast = useToast();
  const [showingRuns, setShowingRuns] = useState(false);
  const zone = browserTimeZone();
  const running = syncNow.isPending || connection.last_run?.outcome === 'running';
  const { institution } = connection;

  const onSync = async () => {
    await act({
      work: () => syncNow.mutateAsync(connection.id),
      // The run's own tone: one with trouble is said in red though the request went through.
      done: (run) => {
        const { message, tone } = syncToast(run);
        toast(message, tone);
      },
      failed: 'Não foi possível sincronizar',
    });
  };

  const onDisconnect = async () => {
    await act({
      confirm: {
        title: `Desconectar ${institution}`,
        message: 'A sincronização desta conexão para. Os lançamentos já importados ficam.',
        confirmLabel: 'Desconectar',
        danger: true,
      },
      work: () => remove.mutateAsync(connection.id),
      done: `${institution} desconectado`,
      failed: 'Não foi possível desconectar',
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold break-words">
          {institution}
        </h3>
        <StatusBadge connection={connection} />
      </div>
      <StatusAction connection={connection} />
      <div className="grid gap-1 text-sm sm:grid-cols-2">
        <p>
          <span className="font-medium">Última sincronização:</span>{' '}
          {connection.last_sync_at ? formatInstantBR(connection.last_sync_at, zone) : 'nenhuma ainda'}
        </p>
        <p>
          <span className="font-medium">Próxima:</span>{' '}
          {nextSyncText(connection.next_sync_at, new Date(), zone)}
        </p>
      </div>
      <LastRun connection={connection} running={running} writable={writable} />
      {connection.accounts.length === 0 ? (
        <p className={muted}>O banco não informou nenhuma conta nesta conexão.</p>
      ) : (
        <ul aria-label={`Contas de ${institution}`} className="flex flex-col gap-3">
          {connection.accounts.map((account) => (
            <SyncAccountItem
              key={account.id}
              account={account}
              choices={linkChoices(accounts, account.kind, linkedIds)}
              onReconcile={onReconcile}
              writable={writable}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        {writable ? (
          <Button disabled={running} onClick={() => void onSync()}>
            <RefreshCw size={16} aria-hidden className={running ? 'animate-spin' : undefined} />
            {running ? 'Sincronizando...' : 'Sincronizar agora'}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setShowingRuns(true)}>
          <History size={16} aria-hidden /> Histórico
        </Button>
        {writable ? (
          <RowAction
            verb="Desconectar"
            label={`Desconectar ${institution}`}
            icon={Unplug}
            tone="danger"
            withText
            disabled={remove.isPending}
            onClick={() => void onDisconnect()}
          />
        ) : null}
      </div>
      {showingRuns ? (
        <RunsDialog connection={connection} writable={writable} onClose={() => setShowingRuns(false)} />
      ) : null}
    </Card>
  );
}
