import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '../../../../common/contract/attachments';
import { attachmentReadParams } from '../../../../common/contract/capture';
import { READS_ONLY } from '../../../http/authenticate';
import { badRequest, HttpError } from '../../../http/errors';
import { attachmentStoreFor, ENVELOPE_BYTES, readAttachmentFile } from '../../attachments/public';
import { readingGate } from './gate';
import { ocrEngine } from './ocr';
import { createReceiptsService } from './service';

/**
 * Reading a receipt (issue 58): POST /capture/receipt with one `file` (a photo or PDF, the comprovantes' limits),
 * POST /attachments/:id/read for a comprovante already kept. Both answer ReceiptReading and write nothing; a leitor
 * may read. One OCR worker for the process, ended with the app.
 */
export async function receiptsRoutes(app: FastifyInstance) {
  const ocr = ocrEngine();
  app.addHook('onClose', () => ocr.close());
  const service = createReceiptsService({
    db: app.deps.database.db,
    store: attachmentStoreFor(app.deps.config),
    ocr,
    gate: readingGate(undefined, app.deps.database.slots),
    ai: app.deps.config.captureAi,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/capture/receipt', { config: READS_ONLY }, async (req) => {
    // The size is refused from the header, before a byte of the body is read.
    if (Number(req.headers['content-length'] ?? 0) > ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES)
      throw new HttpError(413, ATTACHMENT_MESSAGES.type, undefined, { connection: 'close' });
    if (!req.isMultipart()) throw badRequest(ATTACHMENT_MESSAGES.noFile);
    const file = await readAttachmentFile(req);
    return { data: await service.read(req.user, file.bytes) };
  });

  r.post(
    '/attachments/:id/read',
    { config: READS_ONLY, schema: { params: attachmentReadParams } },
    async (req) => ({ data: await service.readStored(req.user, req.params.id) }),
  );
}
