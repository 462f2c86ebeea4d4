import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transferCreateBody } from '../../../common/contract/transactions';
import { createTransfersService } from './service';

export async function transfersRoutes(app: FastifyInstance) {
  const service = createTransfersService(app.deps.database.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/transfers', { schema: { body: transferCreateBody } }, async (req, reply) =>
      reply.status(201).send({ data: await service.create(req.user, req.body) }),
    );
}
