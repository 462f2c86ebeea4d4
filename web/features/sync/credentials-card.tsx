import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { SyncCredentials } from '../../../common/contract/sync';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useAction } from '../../components/ui/use-action';
import { useBookAbilities } from '../../entities/book/public';
import { useDeleteSyncCredentials, useSyncCredentials } from './api/credentials';
import { CredentialsForm } from './credentials-form';
import { OutsideLink, PLUGGY_DASHBOARD_URL } from './sync-links';

const muted = 'text-sm text-slate-600 dark:text-slate-400';

/** What the person needs before the form: what MeuPluggy is, where the pair comes from, what happens to it. */
function Explanation() {
  return (
    <div className={`${muted} flex flex-col gap-2`}>
      <p>
        O Grana busca os lançamentos dos seus bancos pelo Pluggy. Com o MeuPluggy, o Pluggy dá a cada pessoa
        acesso gratuito aos próprios dados: uso pessoal, até 5 conexões.
      </p>
      <p>
        Crie uma conta gratuita em <OutsideLink href={PLUGGY_DASHBOARD_URL}>dashboard.pluggy.ai</OutsideLink>{' '}
        e copie o client id e o client secret da sua aplicação para cá. O client secret fica guardado
        criptografado e nunca é mostrado de novo.
      </p>
    </div>
  );
}

/** Where the credentials are a dono's to give: the book's other people are told who does it. */
export const OWNER_GIVES_CREDENTIALS =
  'Só um dono do livro informa, troca ou remove as credenciais do Pluggy.';

/**
 * The person's own pair is kept: its client id, and the ways to change or forget it (to a dono only: the server
 * refuses anyone else, OWNERS_ONLY).
 */
function Saved({
  credentials,
  onChange,
  owns,
}: {
  credentials: SyncCredentials;
  onChange: () => void;
  owns: boolean;
}) {
  const remove = useDeleteSyncCredentials();
  const act = useAction();

  const onRemove = async () => {
    await act({
      confirm: {
        title: 'Remover credenciais',
        message:
          'Suas conexões ficam, mas deixam de sincronizar até você informar credenciais de novo. Os lançamentos já importados ficam.',
        confirmLabel: 'Remover',
        danger: true,
      },
      work: () => remove.mutateAsync(),
      done: 'Credenciais removidas',
      failed: 'Não foi possível remover as credenciais',
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 size={18} aria-hidden /> Credenciais salvas
      </p>
      <p className="text-sm">
        Client id: <span className="font-mono break-all">{credentials.client_id}</span>
      </p>
      <p className={muted}>O client secret está guardado criptografado e não é mostrado.</p>
      {owns ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onChange}>
            Trocar credenciais
          </Button>
          <Button variant="secondary" disabled={remove.isPending} onClick={() => void onRemove()}>
            {remove.isPending ? 'Removendo...' : 'Remover'}
          </Button>
        </div>
      ) : (
        <p className={muted}>{OWNER_GIVES_CREDENTIALS}</p>
      )}
    </div>
  );
}

/**
 * "Credenciais do Pluggy": the explanation and the form while there are none; once saved, the client id with
 * "Trocar credenciais" and "Remover"; or that the server's own pair is in use.
 */
export function CredentialsCard() {
  const titleId = useId();
  const credentials = useSyncCredentials();
  const [changing, setChanging] = useState(false);
  const { owns, known } = useBookAbilities();
  const data = credentials.data;

  let content: ReactNode;
  if (credentials.isPending) {
    content = (
      <Skeleton label="Carregando credenciais...">
        <SkeletonRows rows={2} />
      </Skeleton>
    );
  } else if (credentials.isError || !data) {
    content = <LoadFailed query={credentials} fallback="Erro ao carregar as credenciais do Pluggy" />;
  } else if (!known) {
    content = null;
  } else if (changing && owns) {
    content = (
      <>
        <Explanation />
        <CredentialsForm onSaved={() => setChanging(false)} onCancel={() => setChanging(false)} />
      </>
    );
  } else if (data.client_id !== null) {
    content = <Saved credentials={data} onChange={() => setChanging(true)} owns={owns} />;
  } else if (data.from_server) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="info">
          As credenciais do Pluggy deste servidor estão em uso: basta adicionar suas conexões abaixo.
        </Alert>
        {owns ? (
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Usar minhas credenciais
          </Button>
        ) : null}
      </div>
    );
  } else if (!owns) {
    content = <p className={muted}>{OWNER_GIVES_CREDENTIALS}</p>;
  } else {
    content = (
      <>
        <Explanation />
        <CredentialsForm onSaved={() => setChanging(false)} />
      </>
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-semibold">
        Credenciais do Pluggy
      </h2>
      {content}
    </Card>
  );
}
