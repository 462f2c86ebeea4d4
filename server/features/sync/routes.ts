import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../common/contract/shared';
import {
  syncAccountLinkBody,
  syncConnectionBody,
  syncCredentialsBody,
  syncIdParams,
} from '../../../common/contract/sync';
import { OWNERS_ONLY } from '../../http/authenticate';
import { createSyncService } from './service';

const noQuery = { querystring: z.object({}) };

/** Bank sync: the person's credentials at the aggregator, their connections, the bank's accounts and the runs. */
export async function syncRoutes(app: FastifyInstance) {
  const service = createSyncService(app.deps.database, app.deps.sync);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/sync/credentials', { schema: noQuery }, async (req) => ({
    data: await service.credentials(req.user),
  }));
  r.put('/sync/credentials', { config: OWNERS_ONLY, schema: { body: syncCredentialsBody } }, async (req) => ({
    data: await service.saveCredentials(req.user, req.body),
  }));
  r.delete('/sync/credentials', { config: OWNERS_ONLY, schema: noQuery }, async (req) => ({
    data: await service.deleteCredentials(req.user),
  }));
  r.get('/sync/connections', { schema: noQuery }, async (req) => ({
    data: await service.connections(req.user),
  }));
  r.post('/sync/connect-token', { schema: noQuery }, async (req) => ({
    data: await service.connectToken(req.user),
  }));
  r.post('/sync/connections', { schema: { body: syncConnectionBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.addConnection(req.user, req.body) }),
  );
  r.delete('/sync/connections/:id', { schema: { params: syncIdParams } }, async (req) => ({
    data: await service.deleteConnection(req.user, req.params.id),
  }));
  r.get('/sync/connections/:id/runs', { schema: { params: syncIdParams } }, async (req) => ({
    data: await service.runs(req.user, req.params.id),
  }));
  // "Sincronizar agora": the run itself, answered with its record once it ends (a few seconds at most).
  r.post('/sync/connections/:id/sync', { schema: { params: syncIdParams } }, async (req) => ({
    data: await service.syncNow(req.user, req.params.id, (cause) =>
      req.log.error({ err: cause, connection: req.params.id }, 'bank sync failed on its own error'),
    ),
  }));
  r.put(
    '/sync/accounts/:id',
    { schema: { params: syncIdParams, body: syncAccountLinkBody } },
    async (req) => ({
      data: await service.linkAccount(req.user, req.params.id, req.body),
    }),
  );
}
