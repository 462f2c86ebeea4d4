import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '../../../common/contract/shared';
import type { tagCreateBody } from '../../../common/contract/tags';
import { type NamedListSpec, namedListService } from './named-list';

/** tagCreateBody and payeeCreateBody are the same shape, { name }; the contract owns both. */
type CreateBody = typeof tagCreateBody;

/** GET, POST { name } and DELETE ?id= at /{table}, for tags and payees; the contract owns the create body. */
export function namedListRoutes(spec: NamedListSpec, createBody: CreateBody) {
  return async function routes(app: FastifyInstance) {
    const service = namedListService(spec, app.deps.database.db);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const path = `/${spec.table}`;
    r.get(path, async (req) => ({ data: await service.list(req.user) }));
    r.post(path, { schema: { body: createBody } }, async (req, reply) =>
      reply.status(201).send({ data: await service.create(req.user, req.body.name) }),
    );
    r.delete(path, { schema: { querystring: idQuery } }, async (req) => ({
      data: await service.delete(req.user, req.query.id),
    }));
  };
}
