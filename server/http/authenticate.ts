import type { FastifyInstance } from 'fastify';
import { createLivePeopleCheck } from '../features/auth/live-people';
import { unauthorized } from './errors';

/** The one authentication hook of the protected scope: a valid bearer access token of a living person or 401. */
export function requireAuthentication(app: FastifyInstance): void {
  const people = createLivePeopleCheck(app.deps.database.db);
  app.decorateRequest('user', undefined as never);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Não autenticado', 'missing_token');
    const claims = await app.deps.signer.verify(token);
    if (!claims) throw unauthorized(undefined, 'invalid_token');
    if (!(await people.exists(claims.userId))) {
      throw unauthorized(undefined, 'unknown_user');
    }
    request.user = { id: claims.userId, timeZone: claims.timeZone };
  });
}
