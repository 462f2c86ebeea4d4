import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryCreateBody, categoryUpdateBody } from '../../../common/contract/categories';
import { idQuery } from '../../../common/contract/shared';
import { categoriesService } from './service';

export async function categoriesRoutes(app: FastifyInstance) {
  const service = categoriesService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/categories', async (req) => ({ data: await service.list(req.user) }));
  r.post('/categories', { schema: { body: categoryCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.put('/categories', { schema: { body: categoryUpdateBody } }, async (req) => ({
    data: await service.update(req.user, req.body),
  }));
  r.delete('/categories', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id),
  }));
}
