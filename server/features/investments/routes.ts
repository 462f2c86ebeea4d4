import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { positionBody, redeemBody, redeemPreviewQuery } from '../../../common/contract/investments';
import { idQuery } from '../../../common/contract/shared';
import { createInvestmentsService } from './service';

export async function investmentsRoutes(app: FastifyInstance) {
  const service = createInvestmentsService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/investments', async (req) => ({ data: await service.list(req.user) }));
  r.post('/investments', { schema: { body: positionBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.get('/investments/redeem-preview', { schema: { querystring: redeemPreviewQuery } }, async (req) => ({
    data: await service.preview(req.user, req.query.id, req.query.date, req.query.amount),
  }));
  r.post('/investments/redeem', { schema: { body: redeemBody } }, async (req) => ({
    data: await service.redeem(req.user, req.body),
  }));
  r.delete('/investments', { schema: { querystring: idQuery } }, async (req) => {
    await service.delete(req.user, req.query.id);
    return { data: { id: req.query.id } };
  });
}
