import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '../../../common/contract/auth';
import { HttpError, tooManyRequests, unauthorized } from '../../http/errors';
import { createFailureLimiter } from '../../http/failure-limiter';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './cookies';
import { type AuthService, createAuthService } from './service';

const HOUR_MS = 60 * 60 * 1000;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Public routes of /api/v1/auth. */
export async function authRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const service = createAuthService({ ...app.deps, db: app.deps.database.db });
  const secure = config.isProduction;
  const loginFailures = createFailureLimiter({
    max: config.rateLimits.loginFailures,
    windowMs: LOGIN_WINDOW_MS,
  });
  const perHour = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: HOUR_MS,
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
        new HttpError(429, 'Muitas tentativas. Tente novamente mais tarde.', undefined, {
          'retry-after': String(Math.ceil(ctx.ttl / 1000)),
        }),
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/login', { schema: { body: loginBody } }, async (request, reply) => {
    const key = request.ip;
    const wait = loginFailures.retryAfterSeconds(key);
    if (wait > 0)
      throw tooManyRequests('Muitas tentativas de login. Tente novamente em alguns minutos.', wait);
    const session = await service.login(request.body);
    if (!session) {
      loginFailures.recordFailure(key);
      throw unauthorized('E-mail ou senha inválidos');
    }
    setSessionCookies(reply, session, secure);
    return { data: { accessToken: session.accessToken } };
  });

  r.post(
    '/register',
    { schema: { body: registerBody }, config: perHour(config.rateLimits.registerPerHour) },
    async (request, reply) => {
      const profile = await service.register(request.body);
      return reply.status(201).send({ data: profile });
    },
  );

  r.post(
    '/forgot-password',
    { schema: { body: forgotPasswordBody }, config: perHour(config.rateLimits.recoveryPerHour) },
    async (request) => ({ data: await service.forgotPassword(request.body) }),
  );

  r.post(
    '/reset-password',
    { schema: { body: resetPasswordBody }, config: perHour(config.rateLimits.recoveryPerHour) },
    async (request) => {
      await service.resetPassword(request.body);
      return { data: { message: 'Senha alterada!' } };
    },
  );

  r.post('/refresh', async (request, reply) => {
    try {
      const session = await service.refresh(readRefreshCookie(request));
      setSessionCookies(reply, session, secure);
      return { data: { accessToken: session.accessToken } };
    } catch (error) {
      clearSessionCookies(reply, secure);
      throw error;
    }
  });

  r.post('/logout', async (request, reply) => {
    await service.logout(readRefreshCookie(request));
    clearSessionCookies(reply, secure);
    return { data: { ok: true } };
  });
}

/** Routes of /api/v1/auth that need the signed-in user. */
export async function authProtectedRoutes(app: FastifyInstance) {
  const service: AuthService = createAuthService({ ...app.deps, db: app.deps.database.db });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/auth/change-password', { schema: { body: changePasswordBody } }, async (request) => {
    await service.changePassword(request.user.id, request.body, readRefreshCookie(request));
    return { data: { message: 'Senha alterada com sucesso' } };
  });
  r.get('/me', async (request) => ({ data: await service.profile(request.user.id) }));
}
