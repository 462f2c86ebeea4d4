import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  anticipateBody,
  anticipationQuery,
  billDatesBody,
  billPaymentBody,
  billPaymentOffersQuery,
  billPaymentRowBody,
  billsQuery,
} from '../../../common/contract/cards';
import { upcomingQuery } from '../../../common/contract/recurring';
import { anticipateInstallments, anticipationOptions } from './anticipate';
import { createCardsService } from './service';

export async function cardsRoutes(app: FastifyInstance) {
  const service = createCardsService(app.deps.database.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/cards', async (req) => ({ data: await service.list(req.user) }))
    .get('/cards/upcoming', { schema: { querystring: upcomingQuery } }, async (req) => ({
      data: await service.upcomingCount(req.user, req.query.days),
    }))
    .get('/cards/bills', { schema: { querystring: billsQuery } }, async (req) => ({
      data: await service.bills(req.user, req.query),
    }))
    .put('/cards/bills', { schema: { body: billDatesBody } }, async (req) => ({
      data: await service.moveDates(req.user, req.body),
    }))
    .post('/cards/bills/pay', { schema: { body: billPaymentBody } }, async (req, reply) =>
      reply.status(201).send({ data: await service.pay(req.user, req.body) }),
    )
    .get('/cards/bill-payment-offers', { schema: { querystring: billPaymentOffersQuery } }, async (req) => ({
      data: await service.offers(req.user, req.query),
    }))
    .post('/cards/bills/pay-row', { schema: { body: billPaymentRowBody } }, async (req) => ({
      data: await service.payWithRow(req.user, req.body),
    }))
    .get('/cards/installments/anticipation', { schema: { querystring: anticipationQuery } }, async (req) => ({
      data: await anticipationOptions(app.deps.database.db, req.user, req.query.installment_group),
    }))
    .post('/cards/installments/anticipate', { schema: { body: anticipateBody } }, async (req) => ({
      data: await anticipateInstallments(app.deps.database.db, req.user, req.body),
    }));
}
