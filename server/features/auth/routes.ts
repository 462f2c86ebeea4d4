import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AccessToken,
  changePasswordBody,
  EMAIL_VERIFICATION_MESSAGES,
  forgotPasswordBody,
  type LoggedOut,
  loginBody,
  type MessageAnswer,
  type PasswordResetRequested,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from '../../../common/contract/auth';
import { PERSON_LEVEL } from '../../http/authenticate';
import { badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import { createFailureLimiter, type Reservation } from '../../http/failure-limiter';
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './cookies';
import { type AuthService, createAuthService, REGISTER_MESSAGE } from './service';

const HOUR_MS = 60 * 60 * 1000;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_LIMIT_MESSAGE = 'Muitas tentativas de login. Tente novamente em alguns minutos.';
const CHANGE_PASSWORD_LIMIT_MESSAGE =
  'Muitas tentativas com a senha atual errada. Tente novamente em alguns minutos.';

/** Throws the 429 of a refused reservation; answers the release of a granted one. */
function granted(reservation: Reservation, message: string): () => void {
  if (!reservation.ok) throw tooManyRequests(message, reservation.retryAfterSeconds);
  return reservation.release;
}

/** Public routes of /api/v1/auth. */
export async function authRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const service = createAuthService({ ...app.deps, db: app.deps.database.db, log: app.log });
  const secure = config.isProduction;
  // Wrong passwords per client address, and per e-mail so that many addresses cannot share one guess budget.
  // The address is checked first: it costs nothing and turns a one-client flood away before any lookup.
  const { counts } = app.deps.database;
  const addressFailures = createFailureLimiter({
    max: config.rateLimits.loginFailures,
    windowMs: LOGIN_WINDOW_MS,
    shared: { counts, name: 'login-address' },
  });
  const accountFailures = createFailureLimiter({
    max: config.rateLimits.accountLoginFailures,
    windowMs: LOGIN_WINDOW_MS,
    shared: { counts, name: 'login-account' },
  });
  // Sign-ups and recovery mails per client address and hour, each route its own count: every request counts,
  // from its first byte (before its body is read), as the failures do.
  const perHour = (max: number, name: string) => {
    const requests = createFailureLimiter({ max, windowMs: HOUR_MS, shared: { counts, name } });
    return async (request: FastifyRequest) => {
      granted(await requests.reserve(request.ip), 'Muitas tentativas. Tente novamente mais tarde.');
    };
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/login', { schema: { body: loginBody } }, async (request, reply) => {
    // Each attempt counts as failed before the password is checked, and is taken back if it succeeds: a burst
    // of concurrent guesses then meets the limit at its own size, not after every guess was checked.
    const releaseAddress = granted(await addressFailures.reserve(request.ip), LOGIN_LIMIT_MESSAGE);
    let releaseAccount: () => void;
    try {
      releaseAccount = granted(await accountFailures.reserve(request.body.email), LOGIN_LIMIT_MESSAGE);
    } catch (error) {
      releaseAddress();
      throw error;
    }
    const release = () => {
      releaseAddress();
      releaseAccount();
    };
    let session: Awaited<ReturnType<AuthService['login']>>;
    try {
      session = await service.login(request.body);
    } catch (error) {
      // Turned away before a verdict (a full hashing line, a database error): no guess was made.
      release();
      throw error;
    }
    if (!session) throw unauthorized('E-mail ou senha inválidos');
    release();
    setSessionCookies(reply, session, secure);
    return { data: { accessToken: session.accessToken } satisfies AccessToken };
  });

  r.post(
    '/register',
    { schema: { body: registerBody }, onRequest: perHour(config.rateLimits.registerPerHour, 'register') },
    async (request, reply) => {
      await service.register(request.body);
      return reply.status(201).send({ data: { message: REGISTER_MESSAGE } satisfies MessageAnswer });
    },
  );

  r.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordBody },
      onRequest: perHour(config.rateLimits.recoveryPerHour, 'forgot-password'),
    },
    async (request) => ({
      data: (await service.forgotPassword(request.body)) satisfies PasswordResetRequested,
    }),
  );

  r.post(
    '/reset-password',
    {
      schema: { body: resetPasswordBody },
      onRequest: perHour(config.rateLimits.recoveryPerHour, 'reset-password'),
    },
    async (request) => {
      const { email } = await service.resetPassword(request.body);
      // Whoever reset the password owns the mailbox: the wrong guesses others made at this e-mail no longer lock
      // its owner out.
      await accountFailures.forget(email.toLowerCase());
      return { data: { message: 'Senha alterada!' } satisfies MessageAnswer };
    },
  );

  // Public: the link is opened from the mail, signed in or not, in whichever browser; the token is the secret. No
  // hourly cap, as /refresh has none: its 256 random bits cannot be guessed, and each try is one indexed update.
  r.post('/verify-email', { schema: { body: verifyEmailBody } }, async (request) => {
    await service.verifyEmail(request.body);
    return { data: { message: EMAIL_VERIFICATION_MESSAGES.verified } satisfies MessageAnswer };
  });

  r.post('/refresh', async (request, reply) => {
    try {
      const session = await service.refresh(readRefreshCookie(request));
      setSessionCookies(reply, session, secure);
      return { data: { accessToken: session.accessToken } satisfies AccessToken };
    } catch (error) {
      clearSessionCookies(reply, secure);
      throw error;
    }
  });

  r.post('/logout', async (request, reply) => {
    await service.logout(readRefreshCookie(request));
    clearSessionCookies(reply, secure);
    return { data: { ok: true } satisfies LoggedOut };
  });
}

/** Routes of /api/v1/auth that need the signed-in user. */
export async function authProtectedRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const service: AuthService = createAuthService({ ...app.deps, db: app.deps.database.db, log: app.log });
  // Wrong current passwords per person: a stolen access token must not become a way to guess the password.
  const { counts } = app.deps.database;
  const currentPasswordFailures = createFailureLimiter({
    max: config.rateLimits.loginFailures,
    windowMs: LOGIN_WINDOW_MS,
    shared: { counts, name: 'current-password' },
  });
  // New confirmation links per person: each is a mail to an address, and so a way to flood it.
  const verificationMails = createFailureLimiter({
    max: config.rateLimits.recoveryPerHour,
    windowMs: HOUR_MS,
    shared: { counts, name: 'verification-mail' },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/auth/verify-email/resend', { config: PERSON_LEVEL }, async (request) => {
    const release = granted(
      await verificationMails.reserve(String(request.user.id)),
      'Muitos pedidos de confirmação. Tente novamente mais tarde.',
    );
    try {
      return { data: (await service.resendVerification(request.user.id)) satisfies MessageAnswer };
    } catch (error) {
      // Refused (no mail here, already confirmed): no mail went out, so none is counted.
      release();
      throw error;
    }
  });
  r.post(
    '/auth/change-password',
    { config: PERSON_LEVEL, schema: { body: changePasswordBody } },
    async (request) => {
      const release = granted(
        await currentPasswordFailures.reserve(String(request.user.id)),
        CHANGE_PASSWORD_LIMIT_MESSAGE,
      );
      let changed: boolean;
      try {
        changed = await service.changePassword(request.user.id, request.body, readRefreshCookie(request));
      } catch (error) {
        release();
        throw error;
      }
      if (!changed) throw badRequest('Senha atual incorreta', 'senhaAtual');
      release();
      return { data: { message: 'Senha alterada com sucesso' } satisfies MessageAnswer };
    },
  );
  r.get('/me', { config: PERSON_LEVEL }, async (request) => ({
    data: await service.profile(request.user.id),
  }));
}
