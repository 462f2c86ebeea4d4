import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Category, categoryCreateBody, categoryUpdateBody } from '../../../common/contract/categories';
import { idQuery } from '../../../common/contract/shared';
import { namedListService } from '../shared/named-list';
import { categoriesSpec } from './spec';

export async function categoriesRoutes(app: FastifyInstance) {
  const service = namedListService(categoriesSpec, app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/categories', async (req) => ({ data: (await service.list(req.user)) as Category[] }));
  r.post('/categories', { schema: { body: categoryCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body.nome, req.body.tipo) }),
  );
  r.put('/categories', { schema: { body: categoryUpdateBody } }, async (req) => ({
    data: (await service.rename(req.user, req.body.id, req.body.nome)) as Category,
  }));
  r.delete('/categories', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id),
  }));
}
