import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummaryQuery } from '../../../common/contract/dashboard';
import { firstStepsOf } from './first-steps';
import { createDashboardService } from './service';

/**
 * GET /dashboard/summary?from&to: the dashboard's figures of the period in one answer. GET /dashboard/first-steps:
 * the newcomer's "Primeiros passos", ticked from the book's data.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const service = createDashboardService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dashboard/summary', { schema: { querystring: dashboardSummaryQuery } }, async (req) => ({
    data: await service.summary(req.user, req.query),
  }));
  r.get('/dashboard/first-steps', async (req) => ({
    data: await firstStepsOf(app.deps.database.db, req.user.bookId),
  }));
}
