import { can } from '../../../common/contract/books';
import { WEBHOOK_HEADERS, type WebhookPayload } from '../../../common/contract/webhooks';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import { membersOf } from '../books/public';
import type { SecretBox } from '../shared/secret-box';
import type { AddressPolicy } from './address';
import { DELIVERY_TIMEOUT_MS, postDelivery, wasUnanswered } from './post';
import { type ClaimedDelivery, webhooksRepository as repo } from './repository';
import { secretContext, signatureHeader } from './signature';

/** Tries of one delivery before it fails for good. */
export const MAX_ATTEMPTS = 6;
/** The wait after the n-th failed try (1 min, 5 min, 30 min, 2 h, 6 h): about nine hours in all. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;
/** Deliveries failed for good in a row after which a webhook is disabled and its donos told. */
export const DISABLE_AFTER_FAILURES = 5;
/**
 * A delivery is claimed just before its post: the claim outlives the post (at most DELIVERY_TIMEOUT_MS) and the
 * outcome's write with room to spare, and after a crash holds its delivery (and one of its book's places) no longer
 * than this.
 */
const CLAIM_MS = 60_000;
/** Deliveries one pass sends at most (the rest wait for the next pass), and how many at once. */
export const MAX_PER_PASS = 200;
const AT_ONCE = 8;
/**
 * The posts one book may have in flight at once, across processes: a book whose receivers never answer holds two
 * of the AT_ONCE places for their timeout, never all of them; the other books' deliveries take the rest.
 */
const PER_BOOK_AT_ONCE = 2;
/**
 * How long a try waits for its receiver. A delivery's first try waits DELIVERY_TIMEOUT_MS; a retry after a try
 * left unanswered waits half as long: that receiver was holding connections open (down, or hung), and would hold
 * its book's places for the full time again on each of its retries, when a receiver that is up acknowledges within
 * a few seconds (the usual advice to receivers: answer first, work after). A retry after any other failure (an
 * answer outside 2xx, a refused connection) waits the full time: nothing says that receiver is slow.
 */
export const POST_TIMEOUTS = { firstMs: DELIVERY_TIMEOUT_MS, afterSilenceMs: DELIVERY_TIMEOUT_MS / 2 };
/** The log kept per webhook: its last finished deliveries, none older than this. */
export const KEPT_DELIVERIES = 100;
export const KEPT_DAYS = 30;

export interface DeliveryDeps {
  db: Db;
  secrets: () => SecretBox | null;
  mailer: Mailer;
  policy: AddressPolicy;
  /** Where the disabled notice's link points (APP_URL). */
  appUrl: string;
  now?: () => Date;
  /** Told of a notice that could not be sent (never retried: the page shows the webhook disabled). */
  logFailure?: (error: unknown, what: string) => void;
  /** POST_TIMEOUTS unless told (tests shorten them). */
  postTimeouts?: typeof POST_TIMEOUTS;
}

export type DeliveryResult = 'delivered' | 'retry' | 'failed';

/**
 * One pass of the delivery job: the due deliveries of active webhooks, everyone's, up to MAX_PER_PASS, AT_ONCE
 * posts at a time. Each place that frees is filled by a new claim (another process's deliveries are skipped),
 * taken round the books (claimDue: every book's oldest due before any book's second) with at most
 * PER_BOOK_AT_ONCE posts of one book in flight: a book whose receivers never answer delays no other book's
 * delivery by more than the places it cannot take. Each webhook touched has its log trimmed once at the end.
 */
export async function deliverDue(deps: DeliveryDeps): Promise<Record<DeliveryResult, number>> {
  const counts = { delivered: 0, retry: 0, failed: 0 };
  const touched = new Set<number>();
  const inFlight = new Set<Promise<void>>();
  let claimed = 0;
  let failure: { error: unknown } | undefined;
  for (;;) {
    const room = failure ? 0 : Math.min(AT_ONCE - inFlight.size, MAX_PER_PASS - claimed);
    if (room > 0) {
      const batch = await repo.claimDue(deps.db, {
        limit: room,
        leaseMs: CLAIM_MS,
        perBook: PER_BOOK_AT_ONCE,
      });
      claimed += batch.length;
      for (const delivery of batch) {
        touched.add(delivery.webhookId);
        const post: Promise<void> = tryDelivery(deps, delivery)
          .then(
            (result) => {
              if (result) counts[result]++;
            },
            (error: unknown) => {
              failure ??= { error };
            },
          )
          .finally(() => inFlight.delete(post));
        inFlight.add(post);
      }
    }
    // Nothing in flight after a claim: nothing more is due (or the pass is full, or failed). Otherwise the next
    // post to finish frees a place, and maybe its book's: claim again then.
    if (inFlight.size === 0) break;
    await Promise.race(inFlight);
  }
  if (failure) throw failure.error;
  for (const webhookId of touched) await repo.prune(deps.db, webhookId, KEPT_DELIVERIES, KEPT_DAYS);
  return counts;
}

/** Sends the one delivery now (the "Enviar teste" button), when no other process holds it. */
export async function deliverNow(deps: DeliveryDeps, deliveryId: number): Promise<DeliveryResult | null> {
  const [claimed] = await repo.claimDue(deps.db, { leaseMs: CLAIM_MS, onlyId: deliveryId });
  return claimed ? tryDelivery(deps, claimed) : null;
}

/**
 * One try: the body signed with the webhook's secret, posted, and its outcome written while the claim is still
 * this one (null when it was lost). A failure waits its delay; the last one fails the delivery for good and counts
 * against the webhook, which is disabled at DISABLE_AFTER_FAILURES with a notice to the book's donos.
 */
async function tryDelivery(deps: DeliveryDeps, delivery: ClaimedDelivery): Promise<DeliveryResult | null> {
  const now = deps.now ?? (() => new Date());
  const timeouts = deps.postTimeouts ?? POST_TIMEOUTS;
  const payload: WebhookPayload = {
    id: delivery.id,
    event: delivery.event as WebhookPayload['event'],
    createdAt: delivery.createdAt,
    bookId: delivery.bookId,
    data: delivery.payload,
  };
  const body = JSON.stringify(payload);
  const secret = openSecret(deps, delivery);
  const outcome =
    secret === null
      ? { error: 'o segredo do webhook não abre com a chave deste servidor' }
      : await postDelivery(
          delivery.url,
          body,
          {
            'content-type': 'application/json',
            [WEBHOOK_HEADERS.event]: delivery.event,
            [WEBHOOK_HEADERS.delivery]: String(delivery.id),
            [WEBHOOK_HEADERS.signature]: signatureHeader(secret, Math.floor(now().getTime() / 1000), body),
          },
          deps.policy,
          wasUnanswered(delivery.lastError) ? timeouts.afterSilenceMs : timeouts.firstMs,
        );
  const statusCode = 'status' in outcome ? outcome.status : null;
  const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const attempts = delivery.attempts + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  const retryAt =
    delivered || attempts >= MAX_ATTEMPTS || delay === undefined ? null : new Date(now().getTime() + delay);
  const error = 'error' in outcome ? outcome.error : delivered ? null : `resposta HTTP ${statusCode}`;
  if (!(await repo.recordTry(deps.db, delivery, { delivered, statusCode, error, retryAt }))) return null;
  if (delivered) {
    await repo.resetFailures(deps.db, delivery.webhookId);
    return 'delivered';
  }
  if (retryAt) return 'retry';
  const disabled = await repo.countFailure(
    deps.db,
    delivery.webhookId,
    DISABLE_AFTER_FAILURES,
    'webhook desativado após falhas seguidas',
  );
  if (disabled) await tellDonos(deps, disabled);
  return 'failed';
}

function openSecret(deps: DeliveryDeps, delivery: ClaimedDelivery): string | null {
  try {
    return deps.secrets()?.open(delivery.sealedSecret, secretContext(delivery.bookId)) ?? null;
  } catch {
    return null;
  }
}

/** One short e-mail to each dono of the book; a mail that cannot go is not retried (the page shows the state). */
async function tellDonos(deps: DeliveryDeps, webhook: { bookId: number; url: string }): Promise<void> {
  const bookName = await repo.bookName(deps.db, webhook.bookId);
  const donos = (await membersOf(deps.db, webhook.bookId)).filter((m) => can(m.role, 'manageBook'));
  for (const dono of donos) {
    await deps.mailer
      .sendWebhookDisabled(dono.email, {
        bookName,
        url: webhook.url,
        failures: DISABLE_AFTER_FAILURES,
        link: `${deps.appUrl}/webhooks`,
      })
      .catch((error: unknown) => deps.logFailure?.(error, 'webhook disabled notice not sent'));
  }
}
