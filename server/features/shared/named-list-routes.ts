import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '../../../common/contract/shared';
import type { tagCreateBody, tagUpdateBody } from '../../../common/contract/tags';
import { type NamedListSpec, namedListService } from './named-list';

/** A named list's bodies, { name } and { id, name }; the contract owns them (tags'; payees have their own routes). */
interface Bodies {
  create: typeof tagCreateBody;
  update: typeof tagUpdateBody;
}

/** GET, POST { name }, PUT { id, name } and DELETE ?id= at /{table}, for tags. */
export function namedListRoutes(spec: NamedListSpec, bodies: Bodies) {
  return async function routes(app: FastifyInstance) {
    const service = namedListService(spec, app.deps.database.db);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const path = `/${spec.table}`;
    r.get(path, async (req) => ({ data: await service.list(req.user) }));
    r.post(path, { schema: { body: bodies.create } }, async (req, reply) =>
      reply.status(201).send({ data: await service.create(req.user, req.body.name) }),
    );
    r.put(path, { schema: { body: bodies.update } }, async (req) => ({
      data: await service.rename(req.user, req.body.id, req.body.name),
    }));
    r.delete(path, { schema: { querystring: idQuery } }, async (req) => ({
      data: await service.delete(req.user, req.query.id),
    }));
  };
}
