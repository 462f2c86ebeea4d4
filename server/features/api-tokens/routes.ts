import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenCreateBody } from '../../../common/contract/api-tokens';
import { idQuery, z } from '../../../common/contract/shared';
import { SESSION_ONLY } from '../../http/authenticate';
import { createTokensService } from './service';

/**
 * GET, POST and DELETE ?id= at /me/tokens: the person's personal access tokens. The session's only (SESSION_ONLY):
 * the authentication hook refuses a token here, even to list them, for only the person signed in sees, makes or
 * revokes them.
 */
export async function apiTokensRoutes(app: FastifyInstance) {
  const service = createTokensService({ db: app.deps.database.db });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/me/tokens', { config: SESSION_ONLY, schema: { querystring: z.object({}) } }, async (req) => ({
    data: await service.list(req.user),
  }));
  r.post('/me/tokens', { config: SESSION_ONLY, schema: { body: tokenCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  r.delete('/me/tokens', { config: SESSION_ONLY, schema: { querystring: idQuery } }, async (req) => ({
    data: await service.revoke(req.user, req.query.id),
  }));
}
