import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { suggestionsQuery } from '../../../common/contract/suggestions';
import { createSuggestionsService } from './service';

export async function suggestionsRoutes(app: FastifyInstance) {
  const service = createSuggestionsService(app.deps.database.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/suggestions', { schema: { querystring: suggestionsQuery } }, async (req) => ({
      data: await service.suggest(req.user, req.query),
    }));
}
