import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../../common/contract/webhooks';

/** A new webhook's signing secret: WEBHOOK_SECRET_PREFIX and 32 random bytes in hex. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('hex')}`;

/**
 * The x-grana-signature of a body sent at `unixSeconds`: `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * under the webhook's secret. The time inside what is signed lets a receiver refuse a delivery replayed later.
 */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * Whose sealed value a webhook's secret is (the secret box's context): copied onto another book's webhook, or
 * taken for a bank credential, it does not open. Sealed before the row exists, so the book's id alone.
 */
export const secretContext = (bookId: number) => `webhooks:${bookId}`;
