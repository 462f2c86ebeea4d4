import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assetBody, assetUpdateBody, valuationBody } from '../../../common/contract/assets';
import { idQuery } from '../../../common/contract/shared';
import { createAssetsService } from './service';

export async function assetsRoutes(app: FastifyInstance) {
  const service = createAssetsService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/assets', async (req) => ({ data: await service.list(req.user) }));
  r.post('/assets', { schema: { body: assetBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.put('/assets', { schema: { body: assetUpdateBody } }, async (req) => ({
    data: await service.update(req.user, req.body),
  }));
  r.delete('/assets', { schema: { querystring: idQuery } }, async (req) => {
    await service.delete(req.user, req.query.id);
    return { data: { id: req.query.id } };
  });
  r.post('/assets/valuations', { schema: { body: valuationBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.putValuation(req.user, req.body) }),
  );
  r.delete('/assets/valuations', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.deleteValuation(req.user, req.query.id),
  }));
}
