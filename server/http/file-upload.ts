import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** A file sent as multipart/form-data: its bytes as sent and the name the browser gave it. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * The `file` and the `settings` text of a multipart upload (a statement, a B3 spreadsheet). Fields may come before or
 * after the file, and every part is read (a file part must be consumed); the body's own limits answer their 4xx,
 * anything else is a body cut short or malformed by the client (`messages.broken`), and no file is `messages.noFile`.
 */
export async function fileAndSettings(
  req: FastifyRequest,
  messages: { broken: string; noFile: string },
): Promise<{ file: UploadedFile; settingsText: string | undefined }> {
  let file: UploadedFile | undefined;
  let settingsText: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { bytes, fileName: part.filename ?? '' };
      } else if (part.fieldname === 'settings') {
        settingsText = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(messages.broken);
  }
  if (!file) throw badRequest(messages.noFile);
  return { file, settingsText };
}
