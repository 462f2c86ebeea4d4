// What decoding a person's image may cost, read from its header before a pixel of it is decoded: the one bound of
// every picture the server decodes (a comprovante, a restored comprovante, a receipt read by OCR). A PNG of 1.5 MB
// can declare 14000 × 14000 pixels of 16-bit RGBA, interlaced: 1.5 GB once decoded, and a core for over a minute
// (issue 75 item 1). Its header tells, and costs nothing to read.
import sharp, { type Metadata } from 'sharp';
import { ATTACHMENT_MESSAGES } from '../../../common/contract/attachments';
import { badRequest } from '../../http/errors';

const MB = 1024 * 1024;

/**
 * Pixels: 50 MP. Today's phones save 48 MP (8064 × 6048) from their main camera at most, and 12 to 24 MP by
 * default; a screenshot is some 4 MP (1290 × 2796). Also given to sharp as limitInputPixels, so a header that lies
 * is stopped by libvips itself.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * What the decoded pixels may take: 256 MB. A 48 MP photo is 146 MB as 8-bit RGB (195 MB with alpha); 50 MP of
 * 16-bit RGBA would be 400 MB. With two decodes at once (image-gate.ts) the server's images hold some 512 MB at
 * worst.
 */
export const IMAGE_MAX_DECODED_BYTES = 256 * MB;

/**
 * An interlaced (Adam7) PNG: 64 MB decoded. libvips cannot read it a strip at a time, so the whole image is
 * decoded before it is reduced, where a plain PNG or a JPEG streams through the resize (a JPEG even decodes at a
 * fraction of its size). 64 MB holds a 16 MP RGBA screenshot; phones do not interlace what they save.
 */
export const INTERLACED_MAX_DECODED_BYTES = 64 * MB;

/** libvips' sample formats and their bytes. */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** The bytes the image's pixels take decoded, from its header: width × height × channels × bytes per sample. */
export function decodedBytesOf(
  meta: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth' | 'pages'>,
): number {
  const samples = (meta.width ?? 0) * (meta.height ?? 0) * (meta.channels ?? 4) * (meta.pages ?? 1);
  return samples * (SAMPLE_BYTES[meta.depth ?? ''] ?? 8);
}

/** Why the header's image may not be decoded, or undefined when it may. */
export function decodeRefusal(meta: Metadata): string | undefined {
  const pixels = (meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1);
  const decoded = decodedBytesOf(meta);
  const interlaced = meta.format === 'png' && meta.isProgressive === true;
  if (
    pixels > IMAGE_MAX_PIXELS ||
    decoded > IMAGE_MAX_DECODED_BYTES ||
    (interlaced && decoded > INTERLACED_MAX_DECODED_BYTES)
  )
    return ATTACHMENT_MESSAGES.imageTooLarge;
  return undefined;
}

/**
 * 400 before any decoding when the image's header declares more than the bounds above; the header alone is read
 * (sharp's metadata does not decode pixels). A header that cannot be read is the caller's unreadable image.
 */
export async function checkImageBounds(bytes: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(ATTACHMENT_MESSAGES.unreadable);
  }
  const refusal = decodeRefusal(meta);
  if (refusal) throw badRequest(refusal);
}

/** The options every decode of a person's image gives sharp: the pixel bound, and a damaged file refused. */
export const BOUNDED_INPUT = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;

/** The longest a decode may take before libvips gives it up (a bounded image takes a few seconds at most). */
export const DECODE_TIMEOUT_SECONDS = 30;
