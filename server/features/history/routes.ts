import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transactionHistoryQuery } from '../../../common/contract/history';
import { historyOf } from './service';

/** GET /transactions/history?id: who wrote a row and who changed what in it. */
export async function historyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/transactions/history', { schema: { querystring: transactionHistoryQuery } }, async (req) => ({
    data: await historyOf(app.deps.database.db, req.user, req.query.id),
  }));
}
