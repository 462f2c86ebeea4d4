import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a reminder e-mail's "desativar" link: the person's id, the second the e-mail was written, and an
 * HMAC of both under a key derived from JWT_SECRET for this one purpose. It can only turn that person's
 * reminders off: it is not an access token (another key) and says nothing else.
 *
 * It is stateless, as the rest of the API's tokens are: reminders go out daily to everyone who turned them on,
 * and a stored row per e-mail would grow a table for a token whose only power is the harmless, repeatable
 * "turn my reminders off". Its signed issue time is enough to make it expire; nothing needs revoking earlier.
 */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const LIFETIME_MS = UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60 * 1000;

const PURPOSE = 'grana:reminders-unsubscribe:v2';
const TOKEN_SHAPE = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
/** The links of e-mails sent before links expired: the id alone, signed under the first purpose. */
const UNDATED_PURPOSE = 'grana:reminders-unsubscribe:v1';
const UNDATED_SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, purpose: string, payload: string): Buffer {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(payload).digest();
}

function signedBy(secret: string, purpose: string, payload: string, given: string): boolean {
  const givenBytes = Buffer.from(given, 'base64url');
  const expected = signature(secret, purpose, payload);
  return givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected);
}

/** The token of an e-mail written at `issuedAt` (now, unless a test says otherwise). */
export function unsubscribeToken(secret: string, userId: number, issuedAt = new Date()): string {
  const payload = `${userId}.${Math.floor(issuedAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, PURPOSE, payload).toString('base64url')}`;
}

export type UnsubscribeTokenReading =
  | { kind: 'valid'; userId: number }
  /** Signed by this installation, but more than UNSUBSCRIBE_LINK_DAYS old, or from before links carried a date. */
  | { kind: 'expired' }
  /** Not signed by this installation for this purpose (altered, another token, nonsense). */
  | { kind: 'invalid' };

/** Whose reminders a token may turn off at `now`. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): UnsubscribeTokenReading {
  const dated = TOKEN_SHAPE.exec(token);
  if (dated) {
    const [, id, issued, given] = dated as unknown as [string, string, string, string];
    if (!signedBy(secret, PURPOSE, `${id}.${issued}`, given)) return { kind: 'invalid' };
    // A time ahead of now can only be this installation's own clock, a little off between processes.
    return now.getTime() - Number(issued) * 1000 > LIFETIME_MS
      ? { kind: 'expired' }
      : { kind: 'valid', userId: Number(id) };
  }
  // An undated link is honestly ours but of unknown age: the safe reading is that it has expired.
  const undated = UNDATED_SHAPE.exec(token);
  if (undated && signedBy(secret, UNDATED_PURPOSE, undated[1] as string, undated[2] as string)) {
    return { kind: 'expired' };
  }
  return { kind: 'invalid' };
}
