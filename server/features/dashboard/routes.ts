import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummaryQuery } from '../../../common/contract/dashboard';
import { createDashboardService } from './service';

/** GET /dashboard/summary?from&to: the dashboard's figures of the period in one answer. */
export async function dashboardRoutes(app: FastifyInstance) {
  const service = createDashboardService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dashboard/summary', { schema: { querystring: dashboardSummaryQuery } }, async (req) => ({
    data: await service.summary(req.user, req.query),
  }));
}
