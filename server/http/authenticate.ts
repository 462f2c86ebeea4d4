import type { FastifyInstance } from 'fastify';
import { unauthorized } from './errors';

/** Whether the person an access token names still exists (tokens outlive their person). */
export interface LivePeopleCheck {
  exists(userId: number): Promise<boolean>;
}

/**
 * The one authentication hook of the protected scope: a valid bearer access token of a living person or 401.
 * The check of the person is given by the caller (app.ts passes auth's `createLivePeopleCheck`) rather than
 * imported: it reads the users table through the auth feature's repository, and the http layer depends on no
 * feature. Moving the check here instead would only have moved that import.
 */
export function requireAuthentication(app: FastifyInstance, people: LivePeopleCheck): void {
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
    // This slice has one book per person, their personal book, whose id is the person's own (sign-up and migration
    // 0028 make it so): no database read is needed to know it. A later slice lets a request name a chosen book and
    // resolves it here with a membership check.
    request.user = { id: claims.userId, bookId: claims.userId, timeZone: claims.timeZone };
  });
}
