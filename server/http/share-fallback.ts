import type { FastifyInstance } from 'fastify';

/** Where the installed app's share target sends its files (the manifest's share_target, vite.config.ts). */
export const SHARE_PATH = '/compartilhar';
/** The Transactions page says the share was lost and why (web/features/transactions/list/use-shared-files.ts). */
export const SHARE_LOST_PAGE = '/transactions?compartilhado=0';

/**
 * The service worker answers the share target's POST itself (web/public/share-target-sw.js). A POST that reaches
 * the server came without it (the worker not installed yet, or removed): the files cannot be kept for a page that
 * has no session to send them with, so the body is never read (no upload is buffered) and the person is sent to
 * the page that says so. Public: the share sheet sends no session.
 */
export async function answerShareWithoutWorker(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Any other body type is not parsed either (multipart is left unread by @fastify/multipart until asked).
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.post(SHARE_PATH, (_request, reply) => reply.redirect(SHARE_LOST_PAGE, 303));
  });
}
