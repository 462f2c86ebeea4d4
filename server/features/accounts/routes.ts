import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountCreateBody, accountListQuery, accountUpdateBody } from '../../../common/contract/accounts';
import { idQuery, idSchema, z } from '../../../common/contract/shared';
import { balancesOf } from '../forecast/public';
import { createAccountsService } from './service';

const archiveBody = z.object({ id: idSchema, archived: z.boolean().optional().default(true) });

export async function accountsRoutes(app: FastifyInstance) {
  const service = createAccountsService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/accounts', { schema: { querystring: accountListQuery } }, async (req) => ({
    data: await service.list(req.user, req.query),
  }));
  // Contas' header: "Saldo em contas", "Faturas a pagar", "Parcelas futuras" (the dashboard's same figures).
  r.get('/accounts/balances', { schema: { querystring: z.object({}) } }, async (req) => ({
    data: await balancesOf(app.deps.database.db, req.user),
  }));
  r.post('/accounts', { schema: { body: accountCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.put('/accounts', { schema: { body: accountUpdateBody } }, async (req) => ({
    data: await service.update(req.user, req.body),
  }));
  r.post('/accounts/archive', { schema: { body: archiveBody } }, async (req) => ({
    data: await service.setArchived(req.user, req.body.id, req.body.archived),
  }));
  r.delete('/accounts', { schema: { querystring: idQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id),
  }));
}
