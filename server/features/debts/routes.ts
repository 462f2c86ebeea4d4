import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { debtBody, debtPaymentBody, debtUpdateBody, prepaymentBody } from '../../../common/contract/debts';
import { upcomingQuery } from '../../../common/contract/recurring';
import { idQuery } from '../../../common/contract/shared';
import { createDebtsService } from './service';

export async function debtsRoutes(app: FastifyInstance) {
  const service = createDebtsService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/debts', async (req) => ({ data: await service.list(req.user) }));
  r.get('/debts/upcoming', { schema: { querystring: upcomingQuery } }, async (req) => ({
    data: await service.upcomingCount(req.user, req.query.days),
  }));
  r.get('/debts/schedule', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.schedule(req.user, req.query.id),
  }));
  r.post('/debts', { schema: { body: debtBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.put('/debts', { schema: { body: debtUpdateBody } }, async (req) => ({
    data: await service.update(req.user, req.body),
  }));
  r.delete('/debts', { schema: { querystring: idQuery } }, async (req) => {
    await service.delete(req.user, req.query.id);
    return { data: { id: req.query.id } };
  });
  r.post('/debts/pay', { schema: { body: debtPaymentBody } }, async (req) => ({
    data: await service.pay(req.user, req.body),
  }));
  r.post('/debts/prepayments', { schema: { body: prepaymentBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.prepay(req.user, req.body) }),
  );
  r.delete('/debts/prepayments', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.deletePrepayment(req.user, req.query.id),
  }));
}
