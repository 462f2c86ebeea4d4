import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '../../../common/contract/shared';
import { webhookCreateBody } from '../../../common/contract/webhooks';
import { OWNERS_ONLY } from '../../http/authenticate';
import { createWebhooksService } from './service';
import { webhookDeps } from './settings';

/**
 * GET, POST and DELETE ?id= at /webhooks, POST /webhooks/test?id= and /webhooks/enable?id=. The changes are a
 * dono's alone (OWNERS_ONLY); the list reads as every GET of the book does (the web app shows it to donos only).
 */
export async function webhooksRoutes(app: FastifyInstance) {
  const service = createWebhooksService(webhookDeps(app.deps.config, app.deps.database.db, app.deps.mailer));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/webhooks', async (req) => ({ data: await service.list(req.user) }));
  r.post('/webhooks', { config: OWNERS_ONLY, schema: { body: webhookCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.delete('/webhooks', { config: OWNERS_ONLY, schema: { querystring: idQuery } }, async (req) => ({
    data: await service.remove(req.user, req.query.id),
  }));
  r.post('/webhooks/test', { config: OWNERS_ONLY, schema: { querystring: idQuery } }, async (req) => ({
    data: await service.test(req.user, req.query.id),
  }));
  r.post('/webhooks/enable', { config: OWNERS_ONLY, schema: { querystring: idQuery } }, async (req) => ({
    data: await service.enable(req.user, req.query.id),
  }));
}
