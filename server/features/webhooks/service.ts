import { can } from '../../../common/contract/books';
import {
  MAX_WEBHOOKS_PER_BOOK,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MESSAGES,
  WEBHOOK_PING_EVENT,
  type Webhook,
  type WebhookCreateBody,
  type WebhookCreated,
} from '../../../common/contract/webhooks';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ensureRoomFor } from '../shared/person-limits';
import { checkWebhookUrl } from './address';
import { type DeliveryDeps, deliverNow } from './deliver';
import { presentWebhook } from './presenter';
import { webhooksRepository as repo, type WebhookRow } from './repository';
import { newWebhookSecret, secretContext } from './signature';

/** The webhooks' operations on the current book: the changes a dono's (the routes declare OWNERS_ONLY). */
export function createWebhooksService(deps: DeliveryDeps) {
  return {
    list: (user: AuthUser) => listWebhooks(deps.db, user.bookId, can(user.role, 'manageBook')),
    create: (user: AuthUser, body: WebhookCreateBody) => createWebhook(deps, user.bookId, body),
    remove: async (user: AuthUser, id: number) => {
      if (!(await repo.delete(deps.db, user.bookId, id))) throw notFound(WEBHOOK_MESSAGES.notFound);
      return { id };
    },
    test: (user: AuthUser, id: number) => sendTest(deps, user.bookId, id),
    enable: async (user: AuthUser, id: number) => {
      const row = await repo.enable(deps.db, user.bookId, id);
      if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
      return withLog(deps.db, row);
    },
  };
}

/**
 * The book's webhooks and their logs. Every member may read that the book has them (a GET of the book), but the
 * address and the receivers' answers are the donos' alone: an address often carries the receiver's own key.
 */
async function listWebhooks(db: Db, bookId: number, manager: boolean): Promise<Webhook[]> {
  const rows = await repo.list(db, bookId);
  const log = await repo.recentDeliveries(
    db,
    bookId,
    rows.map((r) => Number(r.id)),
    WEBHOOK_LOG_SIZE,
  );
  return rows.map((row) => {
    const shown = presentWebhook(
      row,
      log.filter((d) => Number(d.webhook_id) === Number(row.id)),
    );
    return manager ? shown : withoutPrivateParts(shown);
  });
}

/** A webhook as a member who does not run the book sees it: the address's site only, no receiver's answer. */
function withoutPrivateParts(webhook: Webhook): Webhook {
  return {
    ...webhook,
    url: `${new URL(webhook.url).origin}/…`,
    deliveries: webhook.deliveries.map((d) => ({ ...d, lastError: null })),
  };
}

async function withLog(db: Db, row: WebhookRow): Promise<Webhook> {
  const log = await repo.recentDeliveries(db, row.bookId, [Number(row.id)], WEBHOOK_LOG_SIZE);
  return presentWebhook(row, log);
}

/**
 * A new webhook: its address checked (before anything is written), at most MAX_WEBHOOKS_PER_BOOK (counted under the
 * book's lock), its secret sealed and answered this once.
 */
async function createWebhook(
  deps: DeliveryDeps,
  bookId: number,
  body: WebhookCreateBody,
): Promise<WebhookCreated> {
  const box = deps.secrets();
  if (!box) throw badRequest(WEBHOOK_MESSAGES.notConfigured);
  const url = await checkWebhookUrl(body.url, deps.policy);
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    await ensureRoomFor(tx, bookId, 'webhooks', MAX_WEBHOOKS_PER_BOOK, WEBHOOK_MESSAGES.tooMany);
    return repo.insert(tx, bookId, {
      url,
      sealedSecret: box.seal(secret, secretContext(bookId)),
      events: [...new Set(body.events)],
    });
  });
  return { webhook: presentWebhook(row, []), secret };
}

/**
 * "Enviar teste": a 'ping' delivery, sent at once (the answer's log shows how it went); retried as any other when
 * it fails. A disabled webhook sends nothing until it is enabled again.
 */
async function sendTest(deps: DeliveryDeps, bookId: number, id: number): Promise<Webhook> {
  const row = await repo.find(deps.db, bookId, id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  if (row.disabledAt) throw conflict(WEBHOOK_MESSAGES.disabled);
  const [deliveryId] = await repo.insertDeliveries(deps.db, bookId, [Number(row.id)], WEBHOOK_PING_EVENT, [
    { message: 'Teste do Grana: este endereço recebe os eventos do livro.' },
  ]);
  await deliverNow(deps, deliveryId!);
  return withLog(deps.db, (await repo.find(deps.db, bookId, id)) ?? row);
}
