import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file a route answers for the browser to save: a report's PDF, a spreadsheet, a .zip. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer | string | Readable;
}

/** Sends the file as a download under its name, never kept by a cache (it holds the book's figures). */
export function sendDownload(reply: FastifyReply, file: DownloadFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
