import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contributionBody, goalBody, goalUpdateBody } from '../../../common/contract/goals';
import { idQuery } from '../../../common/contract/shared';
import { createGoalsService } from './service';

export async function goalsRoutes(app: FastifyInstance) {
  const service = createGoalsService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/goals', async (req) => ({ data: await service.list(req.user) }));
  r.post('/goals', { schema: { body: goalBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.put('/goals', { schema: { body: goalUpdateBody } }, async (req) => ({
    data: await service.update(req.user, req.body),
  }));
  r.delete('/goals', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id),
  }));
  r.post('/goals/contribute', { schema: { body: contributionBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.contribute(req.user, req.body) }),
  );
}
