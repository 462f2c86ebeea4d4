import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery, nameSchema, z } from '../../../common/contract/shared';
import { type NamedListSpec, namedListService } from './named-list';

const createBody = z.object({ name: nameSchema });

/** GET, POST { name } and DELETE ?id= at /{table}, for tags and payees. */
export function namedListRoutes(spec: NamedListSpec) {
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
