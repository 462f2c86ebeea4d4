/**
 * The answers of a book's webhooks and their deliveries' log.
 */
import { z } from '../shared';
import {
  DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_LOG_SIZE,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
} from '../webhooks';
import { type AnswerEntries, answering, id, instant } from './blocks';
import { deletedAnswer } from './deleted';

const delivery = answering<WebhookDelivery>()(
  z.object({
    id,
    event: z.string().describe('Um dos eventos, ou ping (o teste)'),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable().describe('O status HTTP da última tentativa'),
    lastError: z.string().nullable(),
    lastAttemptAt: instant.nullable(),
    nextAttemptAt: instant.nullable().describe('Quando uma entrega pendente é tentada de novo'),
    createdAt: instant,
  }),
);

const webhook = answering<Webhook>()(
  z.object({
    id,
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    consecutiveFailures: z
      .number()
      .int()
      .describe('Entregas que falharam seguidas desde a última que chegou'),
    disabledAt: instant.nullable().describe('Quando falhas repetidas o desativaram; null: ativo'),
    createdAt: instant,
    deliveries: z.array(delivery).describe(`As últimas ${WEBHOOK_LOG_SIZE} entregas, as mais novas primeiro`),
  }),
);

const webhookCreated = answering<WebhookCreated>()(
  z.object({
    webhook,
    secret: z.string().describe('O segredo que assina as entregas, mostrado só desta vez'),
  }),
);

export const WEBHOOK_ANSWERS: AnswerEntries = {
  'GET /webhooks': [z.array(webhook), 'Os webhooks do livro'],
  'POST /webhooks': [webhookCreated, 'O webhook criado e o seu segredo'],
  'DELETE /webhooks': [deletedAnswer, 'O webhook excluído'],
  'POST /webhooks/test': [webhook, 'O webhook, com a entrega de teste no registro'],
  'POST /webhooks/enable': [webhook, 'O webhook reativado'],
};
