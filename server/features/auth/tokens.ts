import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AccessClaims, TokenSigner } from '../../http/deps';
import { hashOpaqueToken } from '../shared/opaque-token';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Verified tokens remembered per process; the map starts over when full. */
const VERIFIED_CACHE_SIZE = 10_000;

export type { TokenSigner };

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // A token is checked (HMAC, claims) once, then remembered until it expires: every request of a session
  // carries the same token for 15 minutes. Tokens cannot be revoked, so remembering one changes no answer.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ tz: claims.timeZone })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key);
    },
    /** Answers the claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        // A token without an expiry would be good forever: refuse it even when its signature is right.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        const claims = {
          userId,
          timeZone: typeof payload.tz === 'string' ? payload.tz : 'America/Sao_Paulo',
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The refresh token that replaces `token` when it is rotated: an HMAC of it under the server's secret. A copy
 * of `token` presented again within the grace recomputes the same successor and is answered with it, so two
 * tabs end with one token and a replay cannot mint new ones. Without the secret the successor cannot be guessed.
 */
export function successorOpaqueToken(token: string, secret: string): { token: string; hash: string } {
  const next = createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
  return { token: next, hash: hashOpaqueToken(next) };
}
