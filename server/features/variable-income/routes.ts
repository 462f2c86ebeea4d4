import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '../../../common/contract/shared';
import {
  holdingClassBody,
  holdingQuery,
  incomeBody,
  priceBody,
  pricesQuery,
  tradeBody,
} from '../../../common/contract/variable-income-requests';
import { taxesQuery } from '../../../common/contract/variable-income-taxes';
import { b3ImportRoutes } from './b3/routes';
import { createVariableIncomeService } from './service';

export async function variableIncomeRoutes(app: FastifyInstance) {
  const service = createVariableIncomeService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deleted = (id: number) => ({ data: { id } });

  r.get('/variable-income', async (req) => ({ data: await service.list(req.user) }));
  r.put('/variable-income/holdings', { schema: { body: holdingClassBody } }, async (req) => ({
    data: await service.setFundClass(req.user, req.body),
  }));
  r.delete('/variable-income/holdings', { schema: { querystring: idQuery } }, async (req) => {
    await service.deleteHolding(req.user, req.query.id);
    return deleted(req.query.id);
  });

  r.get('/variable-income/taxes', { schema: { querystring: taxesQuery } }, async (req) => ({
    data: await service.taxes(req.user, req.query.ano),
  }));

  r.get('/variable-income/trades', { schema: { querystring: holdingQuery } }, async (req) => ({
    data: await service.trades(req.user, req.query.holdingId),
  }));
  r.post('/variable-income/trades', { schema: { body: tradeBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.addTrade(req.user, req.body) }),
  );
  r.delete('/variable-income/trades', { schema: { querystring: idQuery } }, async (req) => {
    await service.deleteTrade(req.user, req.query.id);
    return deleted(req.query.id);
  });

  r.get('/variable-income/prices', { schema: { querystring: pricesQuery } }, async (req) => ({
    data: await service.prices(req.user, req.query),
  }));
  r.post('/variable-income/prices', { schema: { body: priceBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.setPrice(req.user, req.body) }),
  );
  r.delete('/variable-income/prices', { schema: { querystring: idQuery } }, async (req) => {
    await service.deletePrice(req.user, req.query.id);
    return deleted(req.query.id);
  });

  r.get('/variable-income/incomes', { schema: { querystring: holdingQuery } }, async (req) => ({
    data: await service.incomes(req.user, req.query.holdingId),
  }));
  r.post('/variable-income/incomes', { schema: { body: incomeBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.addIncome(req.user, req.body) }),
  );
  r.delete('/variable-income/incomes', { schema: { querystring: idQuery } }, async (req) => {
    await service.deleteIncome(req.user, req.query.id);
    return deleted(req.query.id);
  });

  await b3ImportRoutes(app);
}
