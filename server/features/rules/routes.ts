import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ruleApplyBody, ruleBody, ruleOrderBody, ruleUpdateBody } from '../../../common/contract/rules';
import { idQuery } from '../../../common/contract/shared';
import { createRulesService } from './service';

export async function rulesRoutes(app: FastifyInstance) {
  const service = createRulesService(app.deps.database);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/rules', async (req) => ({ data: await service.list(req.user) }));
  r.post('/rules', { schema: { body: ruleBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.put('/rules', { schema: { body: ruleUpdateBody } }, async (req) => ({
    data: await service.update(req.user, req.body),
  }));
  r.delete('/rules', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id),
  }));
  r.put('/rules/order', { schema: { body: ruleOrderBody } }, async (req) => ({
    data: await service.reorder(req.user, req.body.ids),
  }));
  r.post('/rules/apply', { schema: { body: ruleApplyBody } }, async (req) => ({
    data: await service.apply(req.user, req.body),
  }));
}
