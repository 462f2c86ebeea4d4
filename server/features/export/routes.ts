import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RESTORE_MESSAGES } from '../../../common/contract/export';
import { OWNERS_ONLY } from '../../http/authenticate';
import { badRequest } from '../../http/errors';
import { bodyTooLarge, readBody } from './read-body';
import { createExportService, type ExportFile } from './service';

/**
 * The largest backup the restore accepts. A file of 100,000 transactions is about 25 MB; the cap leaves room
 * for several times that, while keeping one request's memory bounded.
 */
export const MAX_RESTORE_BYTES = 150 * 1024 * 1024;

function sendFile(reply: FastifyReply, file: ExportFile, contentType: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(file.chunks));
}

/** The restore reads JSON only; a backup sent as another type is not taken for one (the browser sends JSON). */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * GET /export: the backup document (JSON) as a file. GET /export/transactions.csv: the transactions for a
 * spreadsheet. POST /restore: a backup document as the JSON body, restored into an empty account; answers
 * { data: RestoreResult }. The document's ids are references inside it, not ids of stored rows, so the body
 * is checked by the contract's schema in the service (with the place of the first problem), not by a route
 * schema.
 */
export async function exportRoutes(app: FastifyInstance) {
  const service = createExportService(app.deps.database);

  // No parser reads a body in this scope: the restore reads its own, after the checks that need none of it (a
  // person with data, a declared size above the cap), and parses it in a worker thread. The body reaches the
  // handler as the request's stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.get('/export', async (req, reply) =>
    sendFile(reply, await service.backup(req.user), 'application/json; charset=utf-8'),
  );
  app.get('/export/transactions.csv', async (req, reply) =>
    sendFile(reply, await service.transactionsCsv(req.user), 'text/csv; charset=utf-8'),
  );
  app.post(
    '/restore',
    {
      // A restore replaces the book's data: its donos' decision.
      config: OWNERS_ONLY,
      // Before any byte of the body is read (the person is known: authentication runs on request).
      preParsing: async (req) => {
        if (Number(req.headers['content-length']) > MAX_RESTORE_BYTES) throw bodyTooLarge(MAX_RESTORE_BYTES);
        await service.ensureEmpty(req.user);
      },
    },
    async (req) => {
      if (!JSON_TYPE.test(req.headers['content-type'] ?? '')) throw badRequest(RESTORE_MESSAGES.notBackup);
      const bytes = await readBody(req.body as Readable | undefined, MAX_RESTORE_BYTES);
      return { data: await service.restore(req.user, bytes) };
    },
  );
}
