import type { Webhook, WebhookDelivery, WebhookEvent } from '../../../common/contract/webhooks';
import type { DeliveryLogRow, WebhookRow } from './repository';

/** A webhook as the API answers it, with its log: never its secret, sealed or not. */
export function presentWebhook(row: WebhookRow, deliveries: readonly DeliveryLogRow[]): Webhook {
  return {
    id: Number(row.id),
    url: row.url,
    events: row.events as WebhookEvent[],
    consecutiveFailures: row.consecutiveFailures,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveries: deliveries.map(presentDelivery),
  };
}

export function presentDelivery(row: DeliveryLogRow): WebhookDelivery {
  return {
    id: Number(row.id),
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
  };
}
