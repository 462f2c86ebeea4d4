/**
 * The person's id inside an access token (its `sub`). Sign-up answers no id (it answers a known e-mail as a
 * new one), so tests that need the id read it from the token of the sign-in that follows.
 */
export function userIdOf(accessToken: string): number {
  const payload = accessToken.split('.')[1] ?? '';
  const id = Number((JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string }).sub);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('access token without a person id');
  return id;
}
