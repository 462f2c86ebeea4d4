import type { ConnectionStatus, SyncConnection } from '../../../common/contract/sync';
import { Alert } from '../../components/ui/alert';
import { cn } from '../../lib/cn';
import { OutsideLink } from './sync-links';

const tones: Record<ConnectionStatus, string> = {
  ok: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  updating: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
  login_error: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  waiting_user_input: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  outdated: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  needs_credentials: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
};

/** The connection's state at Pluggy in a word ("Conectada", "O banco recusou o acesso"...). */
export function StatusBadge({ connection }: { connection: SyncConnection }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', tones[connection.status])}>
      {connection.status_text.label}
    </span>
  );
}

/** What to do about the state, with where to do it (MeuPluggy), and Pluggy's own words when it gave any. */
export function StatusAction({ connection }: { connection: SyncConnection }) {
  const { action, link } = connection.status_text;
  if (!action) return null;
  return (
    <Alert tone="info" className="flex flex-col gap-1">
      <span>
        {action}
        {link ? (
          <>
            {' '}
            <OutsideLink href={link}>Abrir o MeuPluggy</OutsideLink>
          </>
        ) : null}
      </span>
      {connection.status_detail ? (
        <span className="text-xs">Mensagem do Pluggy: {connection.status_detail}</span>
      ) : null}
    </Alert>
  );
}
