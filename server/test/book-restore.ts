import type { TestUser } from './factories';
import type { TestContext } from './test-app';

/** POST /restore of a book backup (a document's JSON text, or a .zip's bytes) into the person's book. */
export function restoreBook(
  ctx: TestContext,
  user: TestUser,
  payload: string | Buffer,
  contentType = 'application/json',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/restore',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType },
    payload,
  });
}
