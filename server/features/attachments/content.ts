// What a comprovante's bytes are and what is stored of them. The type comes from the content (file-type reads the
// magic numbers), never from the file's name or the browser's word; a photo is turned upright, reduced and
// re-encoded, which leaves its EXIF (the location among it) behind; a PDF is kept exactly as sent.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  ATTACHMENT_IMAGE_MAX_SIDE,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_THUMB_SIDE,
  type AttachmentKind,
} from '../../../common/contract/attachments';
import { badRequest } from '../../http/errors';
import { heicToJpeg } from './heic';
import { BOUNDED_INPUT, checkImageBounds, DECODE_TIMEOUT_SECONDS } from './image-bounds';
import { type ImageOwner, imageDecodes } from './image-gate';

/** What a file's first bytes say it is, among what is accepted. */
export type SentType = 'jpeg' | 'png' | 'heic' | 'pdf';

const ACCEPTED: Record<string, SentType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
  'application/pdf': 'pdf',
};

/** The accepted type of the bytes, or undefined (an executable, an HTML page, a GIF, text...). */
export async function sentTypeOf(bytes: Buffer): Promise<SentType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found ? ACCEPTED[found.mime] : undefined;
}

/**
 * The whole of an upload's checks on a file from a person's hands (a restored backup's comprovante too): its type
 * read from the bytes, then prepared (a photo bounded in pixels, upright, reduced, re-encoded without its EXIF).
 * 400 when it is not a photo nor a PDF, or cannot be read.
 */
export async function prepareSentFile(bytes: Buffer, owner?: ImageOwner): Promise<PreparedFile> {
  const type = await sentTypeOf(bytes);
  if (!type) throw badRequest(ATTACHMENT_MESSAGES.type);
  return prepareFile(bytes, type, owner);
}

export interface PreparedFile {
  kind: AttachmentKind;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: Buffer;
  thumb: Buffer | null;
  width: number | null;
  height: number | null;
  sha256: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The file to store and its thumbnail. Photos: upright by their EXIF orientation (before it is dropped with the
 * rest of the metadata), at most ATTACHMENT_IMAGE_MAX_SIDE on the longer side, JPEG (a PNG, often a screenshot of
 * a bank app's comprovante, stays PNG: its text stays sharp); the thumbnail a small WebP. sharp works on libuv's
 * threads, not the event loop; a HEIC is first decoded in a thread of its own (heic.ts). An image is bounded from its
 * header before it is decoded (image-bounds.ts: 400 beyond), then decoded in its owner's turn among the process's
 * few decodes (image-gate.ts: the person's id; without one, a turn of its own).
 */
export async function prepareFile(
  bytes: Buffer,
  type: SentType,
  owner: ImageOwner = Symbol('image'),
): Promise<PreparedFile> {
  if (type === 'pdf') {
    return {
      kind: 'pdf',
      contentType: 'application/pdf',
      bytes,
      thumb: null,
      width: null,
      height: null,
      sha256: sha256(bytes),
    };
  }
  const source = type === 'heic' ? await heicToJpeg(owner, bytes) : bytes;
  await checkImageBounds(source);
  return imageDecodes.run(owner, () => preparedImage(source, type === 'png'));
}

async function preparedImage(source: Buffer, png: boolean): Promise<PreparedFile> {
  try {
    const upright = sharp(source, BOUNDED_INPUT)
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize(ATTACHMENT_IMAGE_MAX_SIDE, ATTACHMENT_IMAGE_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    const { data, info } = await (png
      ? upright.png({ compressionLevel: 9, adaptiveFiltering: true })
      : upright.jpeg({ quality: 82 })
    ).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data)
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .resize(ATTACHMENT_THUMB_SIDE, ATTACHMENT_THUMB_SIDE, { fit: 'cover' })
      .webp({ quality: 70 })
      .toBuffer();
    return {
      kind: 'image',
      contentType: png ? 'image/png' : 'image/jpeg',
      bytes: data,
      thumb,
      width: info.width,
      height: info.height,
      sha256: sha256(data),
    };
  } catch {
    // A file that starts as an image and is not one (cut short, damaged, too many pixels).
    throw badRequest(ATTACHMENT_MESSAGES.unreadable);
  }
}
