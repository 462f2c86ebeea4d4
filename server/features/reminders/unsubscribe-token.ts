import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a reminder e-mail's "desativar" link: the person's id and an HMAC of it, under a key derived
 * from JWT_SECRET for this one purpose. It can only turn that person's reminders off: it is not an access token
 * (another key) and says nothing else. It does not expire, as an unsubscribe link should keep working.
 */
const PURPOSE = 'grana:reminders-unsubscribe:v1';
const TOKEN_SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, userId: number): Buffer {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(String(userId)).digest();
}

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId).toString('base64url')}`;
}

/** The person a token names, or null when it was not signed by this installation for this purpose. */
export function unsubscribeTokenUser(secret: string, token: string): number | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = signature(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
