import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recurringConfirmBody,
  recurringCreateBody,
  recurringUpdateBody,
  suggestionDismissBody,
  upcomingQuery,
} from '../../../common/contract/recurring';
import { idQuery } from '../../../common/contract/shared';
import { createRecurringService } from './service';

export async function recurringRoutes(app: FastifyInstance) {
  const service = createRecurringService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/recurring', async (req) => ({ data: await service.list(req.user) }));
  r.post('/recurring', { schema: { body: recurringCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.put('/recurring', { schema: { body: recurringUpdateBody } }, async (req) => ({
    data: await service.update(req.user, req.body),
  }));
  r.delete('/recurring', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id),
  }));
  r.get('/recurring/summary', async (req) => ({ data: await service.summary(req.user) }));
  r.get('/recurring/income-suggestions', async (req) => ({
    data: await service.incomeSuggestions(req.user),
  }));
  // Fixed items found in the history (suggestions.ts): both types, and "Não é fixo" kept for good.
  r.get('/recurring/suggestions', async (req) => ({ data: await service.suggestions(req.user) }));
  r.post('/recurring/suggestions/dismiss', { schema: { body: suggestionDismissBody } }, async (req) => ({
    data: await service.dismissSuggestion(req.user, req.body.key),
  }));
  r.get('/recurring/upcoming', { schema: { querystring: upcomingQuery } }, async (req) => ({
    data: await service.upcomingCount(req.user, req.query.days),
  }));
  r.post('/recurring/run', async (req) => ({
    data: await service.run(req.user, (failure) => req.log.error(failure, 'automatic fixed expense failed')),
  }));
  r.post('/fixed-expenses/confirm', { schema: { body: recurringConfirmBody } }, async (req) => ({
    data: await service.confirm(req.user, req.body),
  }));
}
