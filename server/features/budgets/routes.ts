import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  budgetCopyBody,
  budgetDeleteQuery,
  budgetListQuery,
  budgetRolloverBody,
  budgetUpsertBody,
} from '../../../common/contract/budgets';
import { createBudgetsService } from './service';

export async function budgetsRoutes(app: FastifyInstance) {
  const service = createBudgetsService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/budgets', { schema: { querystring: budgetListQuery } }, async (req) => ({
    data: await service.list(req.user, req.query.month),
  }));
  r.post('/budgets', { schema: { body: budgetUpsertBody } }, async (req, reply) => {
    const { budget, created } = await service.upsert(req.user, req.body);
    return reply.status(created ? 201 : 200).send({ data: budget });
  });
  r.post('/budgets/copy', { schema: { body: budgetCopyBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.copyFromPrevious(req.user, req.body.month) }),
  );
  r.post('/budgets/rollover', { schema: { body: budgetRolloverBody } }, async (req) => ({
    data: await service.setRollover(req.user, req.body.categoryId, req.body.rollover),
  }));
  r.delete('/budgets', { schema: { querystring: budgetDeleteQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id, req.query.month),
  }));
}
