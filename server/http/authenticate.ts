import type { FastifyInstance } from 'fastify';
import { unauthorized } from './errors';

/** The one authentication hook of the protected scope: a valid bearer access token or 401. */
export function requireAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', undefined as never);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Não autenticado', 'missing_token');
    const claims = await app.deps.signer.verify(token);
    if (!claims) throw unauthorized('Sessão expirada. Entre novamente.', 'invalid_token');
    request.user = { id: claims.userId, timeZone: claims.timeZone };
  });
}
