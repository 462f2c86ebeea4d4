import {
  type DeliveryStatus,
  deliveryStatusLabels,
  type WebhookDelivery,
} from '../../../common/contract/webhooks';
import { formatInstantBR } from '../../../common/dates';

/** A delivery's status as its log says it, with the try count when it took more than one. */
export function deliveryStatusText(delivery: WebhookDelivery): string {
  const label = deliveryStatusLabels[delivery.status];
  return delivery.attempts > 1 ? `${label} (${delivery.attempts} tentativas)` : label;
}

export const deliveryTones: Record<DeliveryStatus, string> = {
  delivered: 'text-emerald-700 dark:text-emerald-400',
  failed: 'text-red-700 dark:text-red-400',
  pending: 'text-amber-700 dark:text-amber-400',
};

/** When it was last tried (or made, never tried yet), dd/mm/aaaa HH:mm in the browser's zone. */
export const deliveryWhen = (delivery: WebhookDelivery, timeZone: string) =>
  formatInstantBR(delivery.lastAttemptAt ?? delivery.createdAt, timeZone);
