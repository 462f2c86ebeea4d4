import { createHash, randomBytes } from 'node:crypto';

/**
 * The random tokens of links and sessions (a refresh token, a password reset, an e-mail's confirmation, a book's
 * invitation): only their hash is stored, so a copy of the database opens nothing. Here, below the features, because
 * sign-in and books both make them and neither imports the other for it.
 */

/** A random opaque token and the hash stored in its place. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
