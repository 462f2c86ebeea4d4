import { deliveryEventLabel, type Webhook, webhookEventLabels } from '../../../common/contract/webhooks';
import { formatInstantBR } from '../../../common/dates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAction } from '../../components/ui/use-action';
import { browserTimeZone } from '../../lib/browser-today';
import { cn } from '../../lib/cn';
import { useDeleteWebhook, useEnableWebhook, useTestWebhook } from './api/webhooks';
import { deliveryStatusText, deliveryTones, deliveryWhen } from './webhook-words';

/** The webhook's last deliveries, newest first: event, status, HTTP code, when, tries. */
function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const zone = browserTimeZone();
  if (webhook.deliveries.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma entrega ainda.</p>;
  return (
    <ul aria-label="Últimas entregas" className="divide-y divide-slate-200 dark:divide-slate-800">
      {webhook.deliveries.map((d) => (
        <li key={d.id} data-testid="webhook-delivery" className="flex flex-col gap-0.5 py-2 text-sm">
          <p className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium">{deliveryEventLabel(d.event)}</span>
            <span className={cn('font-medium', deliveryTones[d.status])}>{deliveryStatusText(d)}</span>
          </p>
          <p className="flex flex-wrap justify-between gap-x-3 text-slate-600 dark:text-slate-400">
            <span>{deliveryWhen(d, zone)}</span>
            <span>
              {d.lastStatusCode !== null ? `HTTP ${d.lastStatusCode}` : (d.lastError ?? 'Aguardando envio')}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One webhook: its address and events, its state, "Enviar teste", "Reativar", "Excluir", and its log. */
export function WebhookCard({ webhook }: { webhook: Webhook }) {
  const act = useAction();
  const test = useTestWebhook();
  const enable = useEnableWebhook();
  const remove = useDeleteWebhook();
  const disabled = webhook.disabledAt !== null;

  const onTest = () =>
    act({
      work: () => test.mutateAsync(webhook.id),
      done: (w) =>
        w.deliveries[0]?.status === 'delivered'
          ? 'Teste entregue'
          : 'O teste não foi entregue: veja o registro',
      failed: 'Não foi possível enviar o teste',
    });
  const onEnable = () =>
    act({
      work: () => enable.mutateAsync(webhook.id),
      done: 'Webhook reativado',
      failed: 'Não foi possível reativar o webhook',
    });
  const onDelete = () =>
    act({
      confirm: {
        title: 'Excluir webhook',
        message: `O endereço ${webhook.url} deixa de receber os eventos deste livro.`,
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(webhook.id),
      done: 'Webhook excluído',
      failed: 'Não foi possível excluir o webhook',
    });

  return (
    <Card data-testid="webhook-card" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <p className="font-mono text-sm break-all">{webhook.url}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {webhook.events.map((e) => webhookEventLabels[e]).join(' · ')}
        </p>
        {disabled ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-400">
            Desativado em {formatInstantBR(webhook.disabledAt!, browserTimeZone())} após falhas seguidas.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {disabled ? (
          <Button variant="secondary" disabled={enable.isPending} onClick={() => void onEnable()}>
            {enable.isPending ? 'Reativando...' : 'Reativar'}
          </Button>
        ) : (
          <Button variant="secondary" disabled={test.isPending} onClick={() => void onTest()}>
            {test.isPending ? 'Enviando...' : 'Enviar teste'}
          </Button>
        )}
        <Button variant="secondary" disabled={remove.isPending} onClick={() => void onDelete()}>
          Excluir
        </Button>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold">Últimas entregas</h3>
        <DeliveryLog webhook={webhook} />
      </div>
    </Card>
  );
}
