// Webhooks: a book's events posted to an address of the dono's choosing, each signed with the webhook's secret. GET,
// POST and DELETE ?id= at /webhooks, POST /webhooks/test?id= (a 'ping') and POST /webhooks/enable?id= (after it was
// disabled): changed by a dono of the book only (manageBook). The words a person reads about webhooks live here.
import { z } from './shared';

/** The events a webhook may subscribe to, with what the Webhooks page calls them. */
export const WEBHOOK_EVENTS = [
  'transaction.created',
  'transaction.updated',
  'transaction.deleted',
  'import.finished',
  'sync.finished',
  'sync.failed',
  'bill.due',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'transaction.created': 'Transação criada',
  'transaction.updated': 'Transação alterada',
  'transaction.deleted': 'Transação excluída',
  'import.finished': 'Importação de extrato concluída',
  'sync.finished': 'Sincronização bancária concluída',
  'sync.failed': 'Sincronização bancária com falha',
  'bill.due': 'Fatura ou gasto fixo a vencer',
};

/** What "Enviar teste" sends; never subscribed to, always allowed. */
export const WEBHOOK_PING_EVENT = 'ping';
export type DeliveryEvent = WebhookEvent | typeof WEBHOOK_PING_EVENT;

/** What a webhook's log calls an event, the ping included. */
export const deliveryEventLabel = (event: string): string =>
  event === WEBHOOK_PING_EVENT ? 'Teste' : (webhookEventLabels[event as WebhookEvent] ?? event);

/** Webhooks one book may have: far above any person's receivers, a bound for each event's outbox insert. */
export const MAX_WEBHOOKS_PER_BOOK = 10;
/** An address's longest length, as browsers and proxies keep them. */
export const WEBHOOK_URL_MAX_LENGTH = 2_000;
/** Deliveries each webhook's log shows, newest first. */
export const WEBHOOK_LOG_SIZE = 20;
/** How a webhook's secret starts (then 32 random bytes in hex): a leak scanner can find it. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The headers of every delivery; the signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_HEADERS = {
  event: 'x-grana-event',
  delivery: 'x-grana-delivery',
  signature: 'x-grana-signature',
} as const;

export const WEBHOOK_MESSAGES = {
  url: 'Informe o endereço do webhook',
  urlInvalid: 'Endereço inválido: use um endereço completo, como https://exemplo.com.br/webhook',
  urlTooLong: `O endereço pode ter no máximo ${WEBHOOK_URL_MAX_LENGTH.toLocaleString('pt-BR')} caracteres`,
  httpsOnly: 'Use um endereço https:// (por exemplo, https://exemplo.com.br/webhook)',
  credentials: 'O endereço não pode ter usuário e senha',
  privateAddress:
    'Este endereço é de uma rede interna (deste servidor ou da rede local): use um endereço público na internet',
  unknownHost: 'Não encontramos este endereço: confira o nome do servidor',
  events: 'Escolha ao menos um evento',
  tooMany: `Este livro já tem ${MAX_WEBHOOKS_PER_BOOK} webhooks, o limite. Exclua algum antes de criar outro.`,
  notFound: 'Webhook não encontrado',
  disabled: 'Este webhook está desativado: reative-o antes de enviar um teste.',
  notConfigured: 'Os webhooks não estão configurados neste servidor: defina SYNC_ENCRYPTION_KEY.',
} as const;

export const webhookCreateBody = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.url })
    .trim()
    .min(1, { error: WEBHOOK_MESSAGES.url })
    .max(WEBHOOK_URL_MAX_LENGTH, { error: WEBHOOK_MESSAGES.urlTooLong }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), { error: WEBHOOK_MESSAGES.events })
    .min(1, { error: WEBHOOK_MESSAGES.events })
    .max(WEBHOOK_EVENTS.length, { error: WEBHOOK_MESSAGES.events }),
});
export type WebhookCreateBody = z.infer<typeof webhookCreateBody>;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pendente',
  delivered: 'Entregue',
  failed: 'Falhou',
};

/** One delivery as a webhook's log shows it. Instants are ISO. */
export interface WebhookDelivery {
  id: number;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** When a pending delivery is tried next. */
  nextAttemptAt: string | null;
  createdAt: string;
}

/** A webhook as listed: never its secret (kept sealed, shown once). */
export interface Webhook {
  id: number;
  url: string;
  events: WebhookEvent[];
  /** Deliveries that failed for good in a row since the last that arrived. */
  consecutiveFailures: number;
  /** Set when repeated failures turned it off; "Reativar" clears it. */
  disabledAt: string | null;
  createdAt: string;
  /** The last WEBHOOK_LOG_SIZE deliveries, newest first. */
  deliveries: WebhookDelivery[];
}

/** POST /webhooks's answer: the webhook, and its signing secret, shown this once. */
export interface WebhookCreated {
  webhook: Webhook;
  secret: string;
}

/** What every delivery's body is. `data` depends on the event (README, "Webhooks"). */
export interface WebhookPayload {
  /** The delivery's id, as in x-grana-delivery: the same on every retry, so a receiver can ignore a repeat. */
  id: number;
  event: DeliveryEvent;
  createdAt: string;
  bookId: number;
  data: unknown;
}
