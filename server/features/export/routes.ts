import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RESTORE_MESSAGES } from '../../../common/contract/export/restore';
import { OPEN_EXPORT_FORMATS, openExportQuery } from '../../../common/contract/open-exports';
import { transactionListQuery } from '../../../common/contract/transaction-list';
import { OWNERS_ONLY } from '../../http/authenticate';
import { badRequest } from '../../http/errors';
import { attachmentStoreFor } from '../attachments/public';
import { bodyTooLarge, readBody } from './restore/read-body';
import { admitRestore, RESTORE_LIMITS, type RestorePlace } from './restore/restore-admission';
import { MAX_ARCHIVE_BYTES, MAX_DOCUMENT_BYTES } from './restore/restore-files';
import { createExportService, type ExportFile } from './service';

/**
 * The largest backup document the restore accepts. A file of 100,000 transactions is about 25 MB; the cap leaves
 * room for several times that, while keeping one request's memory bounded. A .zip with comprovantes may be
 * larger by a book's quota of files (MAX_ARCHIVE_BYTES).
 */
export const MAX_RESTORE_BYTES = MAX_DOCUMENT_BYTES;

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * The restore reads a backup document (JSON) or a backup's .zip (the document and the comprovantes' files); a
 * backup sent as another type is not taken for one (the browser sends one of these).
 */
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const ZIP_TYPE = /^application\/(zip|x-zip-compressed)\s*(;|$)/i;

/** How much of a body the restore reads: a .zip may carry a book's comprovantes besides the document. */
const limitOf = (contentType: string | undefined) =>
  ZIP_TYPE.test(contentType ?? '') ? MAX_ARCHIVE_BYTES : MAX_RESTORE_BYTES;

/**
 * GET /export: the backup as a file: the document (JSON), or a .zip of it and the comprovantes' files when the
 * book has comprovantes. GET /export/transactions.csv: the transactions for a
 * spreadsheet (Transações' filters). GET /export/transactions.ofx and .qif: one account's statement. POST /restore: a backup (the document as the JSON body, or the .zip), restored into an empty account; answers
 * { data: RestoreResult }. The document's ids are references inside it, not ids of stored rows, so the body
 * is checked by the contract's schema in the service (with the place of the first problem), not by a route
 * schema.
 */
export async function exportRoutes(app: FastifyInstance) {
  const service = createExportService(app.deps.database, attachmentStoreFor(app.deps.config));

  // No parser reads a body in this scope: the restore reads its own, after the checks that need none of it (a
  // person with data, a declared size above the cap), and parses it in a worker thread. The body reaches the
  // handler as the request's stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.get('/export', async (req, reply) => sendFile(reply, await service.backup(req.user)));
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Transações' filters, by the list's own schema: "Exportar" downloads what is on screen, every page of it.
  r.get('/export/transactions.csv', { schema: { querystring: transactionListQuery } }, async (req, reply) =>
    sendFile(reply, await service.transactionsCsv(req.user, req.query)),
  );
  for (const format of OPEN_EXPORT_FORMATS) {
    r.get(
      `/export/transactions.${format}`,
      { schema: { querystring: openExportQuery } },
      async (req, reply) => sendFile(reply, await service.openExport(req.user, format, req.query)),
    );
  }
  // Each admitted restore's place (restore-admission.ts), from its preParsing to its handler.
  const places = new WeakMap<IncomingMessage, RestorePlace>();
  app.post(
    '/restore',
    {
      // A restore replaces the book's data: its donos' decision.
      config: OWNERS_ONLY,
      // Before any byte of the body is read (the person is known: authentication runs on request): a body above
      // the cap, a book with data, a book with a restore under way (409) or a process with its few (429) are
      // refused while the client may still be sending. The place is given back when the answer has gone or the
      // connection closed, and the restore's work has ended.
      preParsing: async (req, reply) => {
        const limit = limitOf(req.headers['content-type']);
        if (Number(req.headers['content-length']) > limit) throw bodyTooLarge(limit);
        await service.ensureEmpty(req.user);
        const place = admitRestore(req.user.bookId);
        places.set(req.raw, place);
        reply.raw.once('close', () => place.requestEnded());
        // A client gone before the listener was there: its 'close' has passed.
        if (req.raw.socket.destroyed) place.requestEnded();
      },
    },
    async (req) => {
      const type = req.headers['content-type'] ?? '';
      if (!JSON_TYPE.test(type) && !ZIP_TYPE.test(type)) throw badRequest(RESTORE_MESSAGES.notBackup);
      const bytes = await readBody(req.body as Readable | undefined, limitOf(type), RESTORE_LIMITS.idleMs);
      const place = places.get(req.raw);
      // The client left once its body was sent: nobody waits for this restore, and its place is already given back.
      if (!place || place.ended) throw badRequest(RESTORE_MESSAGES.stalled);
      const restoring = service.restore(req.user, bytes);
      place.holdUntil(restoring);
      return { data: await restoring };
    },
  );
}
