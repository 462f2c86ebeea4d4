import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RESTORE_MESSAGES } from '../../../common/contract/export';
import { badRequest } from '../../http/errors';
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

/**
 * GET /export: the backup document (JSON) as a file. GET /export/transactions.csv: the transactions for a
 * spreadsheet. POST /restore: a backup document as the JSON body, restored into an empty account; answers
 * { data: RestoreResult }. The document's ids are references inside it, not ids of stored rows, so the body
 * is checked by the contract's schema in the service (with the place of the first problem), not by a route
 * schema.
 */
export async function exportRoutes(app: FastifyInstance) {
  const service = createExportService(app.deps.database);

  // This scope's own JSON parser: a file that is not JSON is answered in words about backups, and a backup may
  // be far larger than the 1 MB every other route accepts.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_RESTORE_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest(RESTORE_MESSAGES.notJson), undefined);
      }
    },
  );

  app.get('/export', async (req, reply) =>
    sendFile(reply, await service.backup(req.user), 'application/json; charset=utf-8'),
  );
  app.get('/export/transactions.csv', async (req, reply) =>
    sendFile(reply, await service.transactionsCsv(req.user), 'text/csv; charset=utf-8'),
  );
  app.post('/restore', { bodyLimit: MAX_RESTORE_BYTES }, async (req) => ({
    data: await service.restore(req.user, req.body),
  }));
}
