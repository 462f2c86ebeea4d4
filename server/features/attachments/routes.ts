import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  attachmentParams,
  attachmentRenameBody,
  transactionAttachmentsParams,
} from '../../../common/contract/attachments';
import { badRequest, HttpError } from '../../http/errors';
import type { UploadedFile } from '../../http/file-upload';
import { attachmentStoreFor } from '../../storage/store-for';
import { createPersonGate } from '../shared/person-gate';
import { downloadName, sendStored } from './send';
import { createAttachmentsService } from './service';

/** Room for the multipart envelope around a file of the largest size. */
export const ENVELOPE_BYTES = 64 * 1024;
/** Uploads of one person processed at once in a process (each holds up to 10 MB and a share of the cores). */
const UPLOADS_PER_PERSON = 2;

/**
 * Comprovantes: GET/POST /transactions/:id/attachments, PATCH/DELETE /attachments/:id, the file and its thumbnail
 * (GET /attachments/:id/file, /attachments/:id/thumb), GET /attachments/usage (the book's quota, in Perfil).
 */
export async function attachmentsRoutes(app: FastifyInstance) {
  const store = attachmentStoreFor(app.deps.config);
  const service = createAttachmentsService(app.deps.database.db, store);
  // Uploads of one person at once; the process's bound is the image decodes' (image-gate.ts).
  const uploads = createPersonGate({
    perOwner: UPLOADS_PER_PERSON,
    shared: { slots: app.deps.database.slots, name: 'attachment-upload' },
    refusals: { ownRunning: ATTACHMENT_MESSAGES.busy, busy: ATTACHMENT_MESSAGES.busy, retryAfterSeconds: 2 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/transactions/:id/attachments',
    { schema: { params: transactionAttachmentsParams } },
    async (req) => ({
      data: await service.list(req.user, req.params.id),
    }),
  );

  r.post(
    '/transactions/:id/attachments',
    { schema: { params: transactionAttachmentsParams } },
    async (req, reply) => {
      // The size is refused from the header, before a byte of the body is read.
      if (Number(req.headers['content-length'] ?? 0) > ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES)
        throw new HttpError(413, ATTACHMENT_MESSAGES.type, undefined, { connection: 'close' });
      // Another book's row answers as absent before the body is read.
      await service.checkRow(req.user, req.params.id);
      if (!req.isMultipart()) throw badRequest(ATTACHMENT_MESSAGES.noFile);
      return uploads.run(req.user.id, async () => {
        const file = await readAttachmentFile(req);
        return reply.status(201).send({ data: await service.upload(req.user, req.params.id, file) });
      });
    },
  );

  r.get('/attachments/usage', async (req) => ({ data: await service.usage(req.user) }));

  r.patch(
    '/attachments/:id',
    { schema: { params: attachmentParams, body: attachmentRenameBody } },
    async (req) => ({
      data: await service.rename(req.user, req.params.id, req.body.nome),
    }),
  );

  r.delete('/attachments/:id', { schema: { params: attachmentParams } }, async (req) => ({
    data: await service.remove(req.user, req.params.id),
  }));

  r.get('/attachments/:id/file', { schema: { params: attachmentParams } }, async (req, reply) => {
    const { row, stream, size } = await service.open(req.user, req.params.id, 'file');
    return sendStored(reply, stream, {
      contentType: row.content_type,
      size,
      fileName: downloadName(row.name, row.content_type),
    });
  });

  r.get('/attachments/:id/thumb', { schema: { params: attachmentParams } }, async (req, reply) => {
    const { stream, size } = await service.open(req.user, req.params.id, 'thumb');
    return sendStored(reply, stream, { contentType: 'image/webp', size });
  });
}

/** The one `file` part of the upload, cut at ATTACHMENT_MAX_BYTES while it streams in. */
export async function readAttachmentFile(req: FastifyRequest): Promise<UploadedFile> {
  let file: UploadedFile | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = { bytes, fileName: part.filename ?? '' };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, ATTACHMENT_MESSAGES.type);
    if (code === 'FST_FILES_LIMIT') throw badRequest(ATTACHMENT_MESSAGES.noFile);
    throw badRequest(ATTACHMENT_MESSAGES.broken);
  }
  if (!file || file.bytes.length === 0) throw badRequest(ATTACHMENT_MESSAGES.noFile);
  return file;
}
