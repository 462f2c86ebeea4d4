import { type ReactNode, useState } from 'react';
import { MAX_WEBHOOKS_PER_BOOK, type WebhookCreated } from '../../../common/contract/webhooks';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopySecret } from '../../components/ui/copy-secret';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useBookAbilities } from '../../entities/book/public';
import { useWebhooks } from './api/webhooks';
import { WebhookCard } from './webhook-card';
import { WebhookForm } from './webhook-form';

/** What the book's other people read: the webhooks are a dono's. */
export const OWNER_MANAGES_WEBHOOKS = 'Só um dono do livro vê e configura os webhooks deste livro.';

/** The secret of the webhook just made, shown this once (the server keeps it sealed and never answers it again). */
function SecretOnce({ created, onDone }: { created: WebhookCreated; onDone: () => void }) {
  return (
    <Alert tone="success" className="flex flex-col gap-2">
      <p>
        Webhook criado. Copie o segredo de assinatura agora: <strong>ele não será mostrado novamente.</strong>{' '}
        Use-o para conferir o cabeçalho x-grana-signature de cada entrega.
      </p>
      <CopySecret value={created.secret} label="Segredo do webhook" />
      <div>
        <Button variant="secondary" onClick={onDone}>
          Já copiei
        </Button>
      </div>
    </Alert>
  );
}

/**
 * "Webhooks": the current book's events posted to the dono's own receivers (issue 60): the list with each one's
 * log, the form to add one, and its secret shown once. Reached from Perfil, not from the main menu.
 */
export function WebhooksPage() {
  const { owns, known } = useBookAbilities();
  const webhooks = useWebhooks(owns);
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  let content: ReactNode;
  if (!known) content = null;
  else if (!owns)
    content = <p className="text-sm text-slate-600 dark:text-slate-400">{OWNER_MANAGES_WEBHOOKS}</p>;
  else if (webhooks.isPending)
    content = (
      <Skeleton label="Carregando webhooks...">
        <SkeletonRows rows={3} />
      </Skeleton>
    );
  else if (webhooks.isError || !webhooks.data)
    content = <LoadFailed query={webhooks} fallback="Erro ao carregar os webhooks" />;
  else
    content = (
      <div className="flex flex-col gap-4">
        {created ? <SecretOnce created={created} onDone={() => setCreated(null)} /> : null}
        {webhooks.data.map((webhook) => (
          <WebhookCard key={webhook.id} webhook={webhook} />
        ))}
        {webhooks.data.length < MAX_WEBHOOKS_PER_BOOK ? (
          <Card>
            <h2 className="mb-3 text-lg font-semibold">Novo webhook</h2>
            <WebhookForm onCreated={setCreated} />
          </Card>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Este livro já tem {MAX_WEBHOOKS_PER_BOOK} webhooks, o limite.
          </p>
        )}
      </div>
    );

  return (
    <>
      <PageHeader
        title="Webhooks"
        subtitle="Avise os seus sistemas quando algo acontece neste livro: cada evento é enviado, assinado, ao endereço que você escolher"
      />
      {content}
    </>
  );
}
