import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { undoBody } from '../../../common/contract/undo';
import { createUndoService } from './service';

export async function undoRoutes(app: FastifyInstance) {
  const service = createUndoService(app.deps.database.db);
  app.withTypeProvider<ZodTypeProvider>().post('/undo', { schema: { body: undoBody } }, async (req) => ({
    data: await service.undo(req.user, req.body.token),
  }));
}
