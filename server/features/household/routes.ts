import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  settlementCreateBody,
  settlementQuery,
  transactionShareBody,
} from '../../../common/contract/household';
import { idQuery } from '../../../common/contract/shared';
import { loadTransactions } from '../transactions/public';
import { createHouseholdService } from './service';

/** Who paid, the division of a shared expense, and "Acerto de contas": routes of the current book. */
export async function householdRoutes(app: FastifyInstance) {
  const service = createHouseholdService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Answers the whole row, as PUT /transactions does: the dialog it was saved from goes on with its new version.
  r.put('/transactions/share', { schema: { body: transactionShareBody } }, async (req) => {
    await service.share(req.user, req.body);
    const [row] = await loadTransactions(app.deps.database.db, req.user.bookId, [req.body.id]);
    return { data: row };
  });
  r.get('/settlement', { schema: { querystring: settlementQuery } }, async (req) => ({
    data: await service.settlement(req.user, req.query.from, req.query.to),
  }));
  r.post('/settlements', { schema: { body: settlementCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.settle(req.user, req.body) }),
  );
  r.delete('/settlements', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.deleteSettlement(req.user, req.query.id),
  }));
}
