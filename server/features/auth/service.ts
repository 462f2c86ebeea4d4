import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  type changePasswordBody,
  EMAIL_VERIFICATION_MESSAGES,
  type forgotPasswordBody,
  type loginBody,
  type Profile,
  type registerBody,
  type resetPasswordBody,
  type verifyEmailBody,
} from '../../../common/contract/auth';
import { VERIFY_EMAIL_PAGE_PATH } from '../../../common/contract/verify-email-page';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { createPersonalBook } from '../books/public';
import { giveStarterCategories } from '../categories/public';
import { hashOpaqueToken, newOpaqueToken } from '../shared/opaque-token';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { profileOf } from './profile';
import {
  refreshTokensRepository,
  resetTokensRepository,
  type UserRow,
  usersRepository,
  verificationTokensRepository,
} from './repository';
import { successorOpaqueToken, type TokenSigner } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A remembered session lasts 30 days from its last use; otherwise one day (and the browser session). */
const REMEMBER_MS = 30 * DAY_MS;
const SESSION_MS = DAY_MS;
const RESET_TOKEN_MS = 60 * 60 * 1000;
/** A confirmation link lasts a day; Perfil asks for another. */
const VERIFICATION_TOKEN_MS = DAY_MS;
/**
 * Two tabs that refresh at the same moment present the same token; the second one within this window gets the
 * same successor as the first instead of being taken for a thief.
 */
const REUSE_GRACE_MS = 10_000;

export const FORGOT_PASSWORD_MESSAGE = 'Se existir, enviaremos instruções.';
/** The one answer of sign-up, for a new e-mail and for a known one alike. */
export const REGISTER_MESSAGE =
  'Conta criada! Se este e-mail já tinha cadastro, enviamos instruções para ele.';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  familyId: string;
  remember: boolean;
  refreshExpiresAt: Date;
}

function refreshExpiry(remember: boolean): Date {
  return new Date(Date.now() + (remember ? REMEMBER_MS : SESSION_MS));
}

export interface AuthDeps {
  db: Db;
  config: Config;
  signer: TokenSigner;
  mailer: Mailer;
  /** Where mail sent after the answer reports its failures: the person has gone, the operator must know. */
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What sends mail: the account's links and the notices. */
type MailDeps = Pick<AuthDeps, 'db' | 'config' | 'mailer' | 'log'>;

export function createAuthService(deps: AuthDeps) {
  return {
    register: (input: z.output<typeof registerBody>) => register(deps, input),
    verifyEmail: (input: z.output<typeof verifyEmailBody>) => verifyEmail(deps.db, input),
    resendVerification: (userId: number) => resendVerification(deps, userId),
    login: (input: z.output<typeof loginBody>) => login(deps, input),
    refresh: (refreshToken: string | undefined) => refresh(deps, refreshToken),
    logout: (refreshToken: string | undefined) => logout(deps.db, refreshToken),
    forgotPassword: (input: z.output<typeof forgotPasswordBody>) => forgotPassword(deps, input),
    resetPassword: (input: z.output<typeof resetPasswordBody>) => resetPassword(deps.db, input),
    changePassword: (
      userId: number,
      input: z.output<typeof changePasswordBody>,
      currentRefreshToken: string | undefined,
    ) => changePassword(deps.db, userId, input, currentRefreshToken),
    profile: (userId: number): Promise<Profile> => profileOf(deps.db, deps.config, userId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

async function startSession(
  { db, signer }: Pick<AuthDeps, 'db' | 'signer'>,
  user: UserRow,
  remember: boolean,
  familyId: string = randomUUID(),
): Promise<SessionTokens> {
  const { token, hash } = newOpaqueToken();
  const refreshExpiresAt = refreshExpiry(remember);
  await refreshTokensRepository.insert(db, {
    userId: user.id,
    familyId,
    tokenHash: hash,
    remember,
    expiresAt: refreshExpiresAt,
  });
  return sessionWith(signer, user, { refreshToken: token, familyId, remember, refreshExpiresAt });
}

async function sessionWith(
  signer: TokenSigner,
  user: UserRow,
  refresh: Omit<SessionTokens, 'accessToken'>,
): Promise<SessionTokens> {
  const accessToken = await signer.sign({ userId: user.id, timeZone: user.timeZone });
  return { accessToken, ...refresh };
}

/** Not awaited by the caller: its lookup and the mail happen after the answer. */
async function tellOwnerOfSignUpAttempt({ db, config, mailer, log }: MailDeps, email: string): Promise<void> {
  try {
    const owner = await usersRepository.findByEmail(db, email);
    if (!owner) return;
    await mailer.sendSignUpAttempt(
      owner.email,
      owner.name,
      `${config.appUrl}/login`,
      `${config.appUrl}/forgot-password`,
    );
  } catch (err) {
    // The sign-up answer is already out; a mail that fails is not the person's to see, but the log's.
    log.error({ err }, 'sign-up attempt mail failed');
  }
}

/** A new reset link for the person: older unused ones stop working. */
async function issueResetLink({ db, config, mailer, log }: MailDeps, user: UserRow): Promise<string> {
  const now = new Date();
  const { token, hash } = newOpaqueToken();
  await db.transaction(async (tx) => {
    await resetTokensRepository.invalidateAllOfUser(tx, user.id, now);
    await resetTokensRepository.insert(tx, {
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MS),
    });
  });
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // Not awaited: a slow mail server must not hold the answer.
  mailer
    .sendPasswordReset(user.email, user.name, link)
    .catch((err: unknown) => log.error({ err, userId: user.id }, 'password reset mail failed'));
  return link;
}

/**
 * A new confirmation link for the person's current address: older unused ones stop working. The link names the
 * address, so it proves nothing once the person's e-mail is another.
 */
async function issueVerificationLink({ db, config, mailer, log }: MailDeps, user: UserRow): Promise<void> {
  const now = new Date();
  const { token, hash } = newOpaqueToken();
  await db.transaction(async (tx) => {
    await verificationTokensRepository.invalidateAllOfUser(tx, user.id, now);
    await verificationTokensRepository.insert(tx, {
      userId: user.id,
      email: user.email.toLowerCase(),
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_MS),
    });
  });
  const link = `${config.appUrl}${VERIFY_EMAIL_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  // Not awaited: a slow mail server must not hold the answer.
  mailer
    .sendEmailVerification(user.email, user.name, link)
    .catch((err: unknown) => log.error({ err, userId: user.id }, 'e-mail verification mail failed'));
}

/** The sign-up's confirmation link, when this server sends mail; without it nothing can prove the address. */
async function offerVerification({ db, config, mailer, log }: MailDeps, user: UserRow): Promise<void> {
  if (!mailer.sends) return;
  const issue = () =>
    issueVerificationLink({ db, config, mailer, log }, user).catch((err: unknown) =>
      log.error({ err, userId: user.id }, 'e-mail verification link failed'),
    );
  // In production after the answer, so that a new e-mail's sign-up takes no longer than a known one's (which
  // writes nothing); elsewhere before it, so that tests find the mail when the sign-up has answered.
  if (config.isProduction) setImmediate(() => void issue());
  else await issue();
}

/**
 * Creates the account, with the starter categories. A known e-mail gets the same answer, after the same hash, so sign-up cannot tell
 * who has an account; its owner gets a mail saying someone tried, off the request's time.
 */
async function register(
  { db, config, mailer, log }: MailDeps,
  input: z.output<typeof registerBody>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  // The person, their personal book (where the starter categories go), or none of them.
  const user = await db.transaction(async (tx) => {
    const created = await usersRepository.insert(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      timeZone: config.defaultTimeZone,
    });
    if (created) {
      await createPersonalBook(tx, created.id);
      await giveStarterCategories(tx, created.id);
    }
    return created;
  });
  if (!user) void tellOwnerOfSignUpAttempt({ db, config, mailer, log }, input.email);
  else await offerVerification({ db, config, mailer, log }, user);
}

/** The confirmation link opened: the address it was sent to is proven, if it is still the person's. Once. */
async function verifyEmail(db: Db, input: z.output<typeof verifyEmailBody>): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const token = await verificationTokensRepository.consume(tx, hashOpaqueToken(input.token), now);
    if (!token || !(await usersRepository.markEmailVerified(tx, token.userId, token.email, now)))
      throw badRequest(EMAIL_VERIFICATION_MESSAGES.invalidLink, 'token');
  });
}

/** 'Reenviar confirmação' in Perfil or Livros: a new link to the signed-in person's current address. */
async function resendVerification(
  { db, config, mailer, log }: MailDeps,
  userId: number,
): Promise<{ message: string }> {
  if (!mailer.sends) throw conflict(EMAIL_VERIFICATION_MESSAGES.noMail);
  const user = await usersRepository.findById(db, userId);
  if (!user) throw unauthorized();
  if (user.emailVerifiedAt) throw conflict(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  await issueVerificationLink({ db, config, mailer, log }, user);
  return { message: EMAIL_VERIFICATION_MESSAGES.sent };
}

/** Answers the session, or null when the e-mail or the password is wrong (the caller counts failures). */
async function login(
  { db, signer }: Pick<AuthDeps, 'db' | 'signer'>,
  input: z.output<typeof loginBody>,
): Promise<SessionTokens | null> {
  const user = await usersRepository.findByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !ok) return null;
  return startSession({ db, signer }, user, input.remember);
}

/**
 * Rotates the refresh token: the one presented stops working and its successor is answered. The same
 * token presented again within the grace (two tabs at once) gets that same successor; after the grace it
 * is taken for a stolen copy and the whole sign-in ends.
 */
async function refresh(
  { db, config, signer }: Pick<AuthDeps, 'db' | 'config' | 'signer'>,
  refreshToken: string | undefined,
): Promise<SessionTokens> {
  if (!refreshToken) throw unauthorized(undefined, 'no_refresh_token');
  const row = await refreshTokensRepository.findByHash(db, hashOpaqueToken(refreshToken));
  const now = Date.now();
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) {
    throw unauthorized(undefined, 'invalid_refresh_token');
  }
  const user = await usersRepository.findById(db, row.userId);
  if (!user) throw unauthorized(undefined, 'invalid_refresh_token');
  const successor = successorOpaqueToken(refreshToken, config.jwtSecret);
  const refreshExpiresAt = refreshExpiry(row.remember);
  // Claim and successor in one transaction: a concurrent presentation whose claim fails finds the
  // successor already there.
  const rotatedNow =
    !row.rotatedAt &&
    (await db.transaction(async (tx) => {
      if (!(await refreshTokensRepository.claimForRotation(tx, row.id))) return false;
      await refreshTokensRepository.insert(tx, {
        userId: user.id,
        familyId: row.familyId,
        tokenHash: successor.hash,
        remember: row.remember,
        expiresAt: refreshExpiresAt,
      });
      return true;
    }));
  if (rotatedNow) {
    return sessionWith(signer, user, {
      refreshToken: successor.token,
      familyId: row.familyId,
      remember: row.remember,
      refreshExpiresAt,
    });
  }
  const rotatedAt = row.rotatedAt?.getTime() ?? now;
  if (now - rotatedAt > REUSE_GRACE_MS) {
    // A rotated token came back: someone kept a copy. End the whole sign-in.
    await refreshTokensRepository.revokeFamily(db, row.familyId);
    throw unauthorized('Sessão encerrada por segurança. Entre novamente.', 'refresh_token_reused');
  }
  const next = await refreshTokensRepository.findByHash(db, successor.hash);
  if (!next || next.revokedAt || next.expiresAt.getTime() <= now) {
    throw unauthorized(undefined, 'invalid_refresh_token');
  }
  return sessionWith(signer, user, {
    refreshToken: successor.token,
    familyId: next.familyId,
    remember: next.remember,
    refreshExpiresAt: next.expiresAt,
  });
}

/** Ends the sign-in the refresh token belongs to. Unknown tokens are ignored: logging out always works. */
async function logout(db: Db, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await refreshTokensRepository.findByHash(db, hashOpaqueToken(refreshToken));
  if (row) await refreshTokensRepository.revokeFamily(db, row.familyId);
}

/**
 * Known and unknown e-mails get the same answer after the same work (one lookup): in production the link is
 * made and mailed after the answer. Outside production the answer carries the link for a known e-mail
 * (debugLink), which tells the two apart anyway, so there it waits for the link to exist.
 */
async function forgotPassword(
  { db, config, mailer, log }: MailDeps,
  input: z.output<typeof forgotPasswordBody>,
): Promise<{ message: string; debugLink?: string }> {
  const user = await usersRepository.findByEmail(db, input.email);
  const answer: { message: string; debugLink?: string } = { message: FORGOT_PASSWORD_MESSAGE };
  if (!user) return answer;
  if (config.isProduction) {
    // After the answer has gone: PGlite runs its statements on this thread, so work started now would
    // still hold the answer back.
    setImmediate(() =>
      issueResetLink({ db, config, mailer, log }, user).catch((err: unknown) =>
        log.error({ err, userId: user.id }, 'password reset link failed'),
      ),
    );
  } else {
    answer.debugLink = await issueResetLink({ db, config, mailer, log }, user);
  }
  return answer;
}

/** Sets the new password; answers the e-mail of the person, whose failed sign-ins the caller forgets. */
async function resetPassword(db: Db, input: z.output<typeof resetPasswordBody>): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.novaSenha);
  return db.transaction(async (tx) => {
    const userId = await resetTokensRepository.consume(tx, hashOpaqueToken(input.token), new Date());
    if (!userId) throw badRequest('Token ausente ou inválido', 'token');
    await usersRepository.updatePassword(tx, userId, passwordHash);
    await refreshTokensRepository.revokeAllOfUser(tx, userId);
    const user = await usersRepository.findById(tx, userId);
    return { email: user?.email ?? '' };
  });
}

/**
 * Changes the password and ends every other sign-in of the user; the current one goes on. Answers false,
 * changing nothing, when the current password is wrong (the caller counts those).
 */
async function changePassword(
  db: Db,
  userId: number,
  input: z.output<typeof changePasswordBody>,
  currentRefreshToken: string | undefined,
): Promise<boolean> {
  const user = await usersRepository.findById(db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.senhaAtual))) return false;
  const passwordHash = await hashPassword(input.novaSenha);
  const current = currentRefreshToken
    ? await refreshTokensRepository.findByHash(db, hashOpaqueToken(currentRefreshToken))
    : undefined;
  const keepFamily = current && current.userId === userId ? current.familyId : undefined;
  await db.transaction(async (tx) => {
    await usersRepository.updatePassword(tx, userId, passwordHash);
    await refreshTokensRepository.revokeAllOfUser(tx, userId, keepFamily);
  });
  return true;
}
