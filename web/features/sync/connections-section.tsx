import { useCallback, useId, useMemo, useState } from 'react';
import { MEU_PLUGGY_URL } from '../../../common/contract/sync';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { ReconcileDialog, type ReconcileTarget, useAccounts } from '../../entities/account/public';
import { useBookAbilities } from '../../entities/book/public';
import { AddConnectionForm } from './add-connection-form';
import { useSyncConnections } from './api/connections';
import { useSyncCredentials } from './api/credentials';
import { ConnectionCard } from './connection-card';
import { PluggyConnectButton } from './pluggy-connect-button';
import type { OnReconcile } from './sync-account-item';
import { ItemIdWhere, OutsideLink } from './sync-links';

/**
 * The steps before the first connection, ending where the item id is (as the add form's hint says it); with the
 * server's own pair, the widget above is the way.
 */
function HowToConnect({ withWidget }: { withWidget: boolean }) {
  if (withWidget) return <>Use "Conectar banco" acima para entrar no seu banco pelo Pluggy Connect.</>;
  return (
    <>
      Conecte seus bancos em <OutsideLink href={MEU_PLUGGY_URL}>meu.pluggy.ai</OutsideLink> e, no dashboard do
      Pluggy, conecte o MeuPluggy à sua aplicação. <ItemIdWhere /> Copie-o e adicione a conexão acima.
    </>
  );
}

/** "Adicionar conexão" (once there are credentials to use) and each connection with its accounts. */
export function ConnectionsSection() {
  const titleId = useId();
  const connections = useSyncConnections();
  const credentials = useSyncCredentials();
  const accounts = useAccounts();
  const { canWrite: writable, owns } = useBookAbilities();
  const [reconciling, setReconciling] = useState<{
    account: ReconcileTarget;
    initial: { date: string; amount: number };
  } | null>(null);
  const onReconcile = useCallback<OnReconcile>(
    (account, initial) => setReconciling({ account, initial }),
    [],
  );
  const closeReconcile = useCallback(() => setReconciling(null), []);

  const list = connections.data ?? [];
  const linkedIds = useMemo(
    () =>
      new Set(
        list.flatMap((c) =>
          c.accounts.map((a) => a.account?.id).filter((id): id is number => id !== undefined),
        ),
      ),
    [list],
  );
  const usable = credentials.data && (credentials.data.client_id !== null || credentials.data.from_server);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold">
        Suas conexões
      </h2>
      {writable ? (
        <Card className="flex flex-col gap-3">
          <h3 className="font-semibold">Adicionar conexão</h3>
          {credentials.data?.from_server ? (
            <PluggyConnectButton />
          ) : usable ? (
            <AddConnectionForm />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {owns
                ? 'Salve suas credenciais do Pluggy acima para adicionar uma conexão.'
                : 'Um dono do livro precisa salvar as credenciais do Pluggy para que as conexões sejam adicionadas.'}
            </p>
          )}
        </Card>
      ) : null}
      {connections.isPending ? (
        <Skeleton label="Carregando conexões...">
          <SkeletonRows rows={2} rowClassName="h-40" />
        </Skeleton>
      ) : connections.isError ? (
        <LoadFailed query={connections} fallback="Erro ao carregar as conexões bancárias" />
      ) : list.length === 0 ? (
        <EmptyState
          title="Nenhuma conexão bancária"
          description={
            writable ? <HowToConnect withWidget={credentials.data?.from_server === true} /> : undefined
          }
        />
      ) : (
        list.map((connection) => (
          <ConnectionCard
            key={connection.id}
            connection={connection}
            accounts={accounts.data ?? []}
            linkedIds={linkedIds}
            onReconcile={onReconcile}
            writable={writable}
          />
        ))
      )}
      <ReconcileDialog
        account={reconciling?.account ?? null}
        initial={reconciling?.initial}
        onClose={closeReconcile}
      />
    </section>
  );
}
