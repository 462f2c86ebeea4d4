import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transactionCategoryBody } from '../../../common/contract/transaction-category';
import { transactionListQuery } from '../../../common/contract/transaction-list';
import {
  transactionCreateBody,
  transactionDeleteQuery,
  transactionUpdateBody,
} from '../../../common/contract/transactions';
import { categorise } from './categorise';
import type { ExpenseShares } from './expense-shares';
import { createTransactionsService } from './service';

/** The transactions' routes, with the household's division of an expense handed in (expense-shares.ts). */
export const transactionsRoutes = (shares: ExpenseShares) => async (app: FastifyInstance) => {
  const service = createTransactionsService(app.deps.database.db, shares);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/transactions', { schema: { querystring: transactionListQuery } }, async (req) => ({
    data: await service.list(req.user, req.query),
  }));
  r.post('/transactions', { schema: { body: transactionCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.put('/transactions', { schema: { body: transactionUpdateBody } }, async (req) => ({
    data: await service.update(req.user, req.body),
  }));
  r.put('/transactions/category', { schema: { body: transactionCategoryBody } }, async (req) => ({
    data: await categorise(app.deps.database.db, req.user, {
      ids: req.body.transactions.map((t) => t.id),
      categoryId: req.body.categoryId,
    }),
  }));
  r.delete('/transactions', { schema: { querystring: transactionDeleteQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id, req.query.scope),
  }));
};
