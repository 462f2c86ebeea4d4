import type { FastifyInstance } from 'fastify';
import { createDebugService } from './service';

/**
 * The debug page's calls (any signed-in person, as docs/PRODUCT.md says):
 *   GET  /debug/schema             the schema's state: migrations applied and pending, tables, own row counts
 *   POST /debug/schema             applies the pending migrations, then answers the new state; in production
 *                                  only answers the state (migrations run at start, never at a person's call)
 *   GET  /debug/goal-transactions  the person's transactions linked to goals
 */
export async function debugRoutes(app: FastifyInstance) {
  const service = createDebugService(app.deps.database, { mayMigrate: !app.deps.config.isProduction });
  app.get('/debug/schema', async (req) => ({ data: await service.schemaState(req.user) }));
  app.post('/debug/schema', async (req) => ({ data: await service.fixSchema(req.user, req.log) }));
  app.get('/debug/goal-transactions', async (req) => ({ data: await service.goalTransactions(req.user) }));
}
