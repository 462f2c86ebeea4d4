import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forecastQuery } from '../../../common/contract/forecast';
import { createForecastService } from './service';

/** GET /forecast?days&accounts: the chosen accounts' balance day by day from today, and what moves it. */
export async function forecastRoutes(app: FastifyInstance) {
  const service = createForecastService(app.deps.database.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/forecast', { schema: { querystring: forecastQuery } }, async (req) => ({
      data: await service.forecast(req.user, req.query),
    }));
}
