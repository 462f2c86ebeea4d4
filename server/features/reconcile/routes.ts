import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reconcileBody, reconcileParams, reconcileQuery } from '../../../common/contract/reconcile';
import { createReconcileService } from './service';

/** "Conferir saldo": an account's balance against the bank's, and its confirmation. */
export async function reconcileRoutes(app: FastifyInstance) {
  const service = createReconcileService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/accounts/:id/reconciliation',
    { schema: { params: reconcileParams, querystring: reconcileQuery } },
    async (req) => ({ data: await service.read(req.user, req.params.id, req.query) }),
  );
  r.post(
    '/accounts/:id/reconciliation',
    { schema: { params: reconcileParams, body: reconcileBody } },
    async (req) => ({ data: await service.confirm(req.user, req.params.id, req.body) }),
  );
}
