import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  Profile,
  registerBody,
  resetPasswordBody,
} from '../../../common/contract/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { refreshTokensRepository, resetTokensRepository, type UserRow, usersRepository } from './repository';
import { hashOpaqueToken, newOpaqueToken, type TokenSigner } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A remembered session lasts 30 days from its last use; otherwise one day (and the browser session). */
const REMEMBER_MS = 30 * DAY_MS;
const SESSION_MS = DAY_MS;
const RESET_TOKEN_MS = 60 * 60 * 1000;
/**
 * Two tabs that refresh at the same moment present the same token; the second one within this window gets a
 * fresh token of the same family instead of being taken for a thief.
 */
const REUSE_GRACE_MS = 10_000;

export const FORGOT_PASSWORD_MESSAGE = 'Se existir, enviaremos instruções.';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  familyId: string;
  remember: boolean;
  refreshExpiresAt: Date;
}

export interface AuthDeps {
  db: Db;
  config: Config;
  signer: TokenSigner;
  mailer: Mailer;
}

export function createAuthService({ db, config, signer, mailer }: AuthDeps) {
  async function startSession(
    user: UserRow,
    remember: boolean,
    familyId: string = randomUUID(),
  ): Promise<SessionTokens> {
    const { token, hash } = newOpaqueToken();
    const refreshExpiresAt = new Date(Date.now() + (remember ? REMEMBER_MS : SESSION_MS));
    await refreshTokensRepository.insert(db, {
      userId: user.id,
      familyId,
      tokenHash: hash,
      remember,
      expiresAt: refreshExpiresAt,
    });
    const accessToken = await signer.sign({ userId: user.id, timeZone: user.timeZone });
    return { accessToken, refreshToken: token, familyId, remember, refreshExpiresAt };
  }

  return {
    async register(input: z.output<typeof registerBody>): Promise<Profile> {
      const passwordHash = await hashPassword(input.password);
      const user = await usersRepository.insert(db, {
        name: input.name,
        email: input.email,
        passwordHash,
        timeZone: config.defaultTimeZone,
      });
      if (!user) throw conflict('Este e-mail já está cadastrado', 'email');
      return presentProfile(user);
    },

    /** Answers the session, or null when the e-mail or the password is wrong (the caller counts failures). */
    async login(input: z.output<typeof loginBody>): Promise<SessionTokens | null> {
      const user = await usersRepository.findByEmail(db, input.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!user || !ok) return null;
      return startSession(user, input.remember);
    },

    async refresh(refreshToken: string | undefined): Promise<SessionTokens> {
      if (!refreshToken) throw unauthorized('Sessão expirada. Entre novamente.', 'no_refresh_token');
      const row = await refreshTokensRepository.findByHash(db, hashOpaqueToken(refreshToken));
      const now = Date.now();
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now) {
        throw unauthorized('Sessão expirada. Entre novamente.', 'invalid_refresh_token');
      }
      const claimed = !row.rotatedAt && (await refreshTokensRepository.claimForRotation(db, row.id));
      if (!claimed) {
        const rotatedAt = row.rotatedAt?.getTime() ?? now;
        if (now - rotatedAt > REUSE_GRACE_MS) {
          // A rotated token came back: someone kept a copy. End the whole sign-in.
          await refreshTokensRepository.revokeFamily(db, row.familyId);
          throw unauthorized('Sessão encerrada por segurança. Entre novamente.', 'refresh_token_reused');
        }
      }
      const user = await usersRepository.findById(db, row.userId);
      if (!user) throw unauthorized('Sessão expirada. Entre novamente.', 'invalid_refresh_token');
      return startSession(user, row.remember, row.familyId);
    },

    /** Ends the sign-in the refresh token belongs to. Unknown tokens are ignored: logging out always works. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await refreshTokensRepository.findByHash(db, hashOpaqueToken(refreshToken));
      if (row) await refreshTokensRepository.revokeFamily(db, row.familyId);
    },

    async forgotPassword(
      input: z.output<typeof forgotPasswordBody>,
    ): Promise<{ message: string; debugLink?: string }> {
      const user = await usersRepository.findByEmail(db, input.email);
      const answer: { message: string; debugLink?: string } = { message: FORGOT_PASSWORD_MESSAGE };
      if (!user) return answer;
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
      // Not awaited: a slow mail server must not make known e-mails answer slower than unknown ones.
      mailer.sendPasswordReset(user.email, user.name, link).catch(() => {});
      if (!config.isProduction) answer.debugLink = link;
      return answer;
    },

    async resetPassword(input: z.output<typeof resetPasswordBody>): Promise<void> {
      const passwordHash = await hashPassword(input.novaSenha);
      await db.transaction(async (tx) => {
        const userId = await resetTokensRepository.consume(tx, hashOpaqueToken(input.token), new Date());
        if (!userId) throw badRequest('Token ausente ou inválido', 'token');
        await usersRepository.updatePassword(tx, userId, passwordHash);
        await refreshTokensRepository.revokeAllOfUser(tx, userId);
      });
    },

    /** Changes the password and ends every other sign-in of the user; the current one goes on. */
    async changePassword(
      userId: number,
      input: z.output<typeof changePasswordBody>,
      currentRefreshToken: string | undefined,
    ): Promise<void> {
      const user = await usersRepository.findById(db, userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.senhaAtual))) {
        throw badRequest('Senha atual incorreta', 'senhaAtual');
      }
      const passwordHash = await hashPassword(input.novaSenha);
      const current = currentRefreshToken
        ? await refreshTokensRepository.findByHash(db, hashOpaqueToken(currentRefreshToken))
        : undefined;
      const keepFamily = current && current.userId === userId ? current.familyId : undefined;
      await db.transaction(async (tx) => {
        await usersRepository.updatePassword(tx, userId, passwordHash);
        await refreshTokensRepository.revokeAllOfUser(tx, userId, keepFamily);
      });
    },

    async profile(userId: number): Promise<Profile> {
      const user = await usersRepository.findById(db, userId);
      if (!user) throw unauthorized();
      return presentProfile(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function presentProfile(user: UserRow): Profile {
  return {
    id: user.id,
    nome: user.name,
    email: user.email,
    created_at: user.createdAt.toISOString(),
    time_zone: user.timeZone,
  };
}
