import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { netWorthQuery } from '../../../common/contract/net-worth';
import { createNetWorthService } from './service';

/** GET /net-worth?meses=24: the net worth at each month's end, by class, and in today's money. */
export async function netWorthRoutes(app: FastifyInstance) {
  const service = createNetWorthService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/net-worth', { schema: { querystring: netWorthQuery } }, async (req) => ({
    data: await service.monthly(req.user, req.query),
  }));
}
