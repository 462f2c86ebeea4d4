// A picture made ready for the OCR: upright by its EXIF orientation, gray, its contrast stretched, at a width where
// a receipt's characters are some 20 to 30 pixels wide (what tesseract reads well), flattened to PNG. A phone's
// large photo is reduced first, which also bounds the OCR's memory and time (pixels are its cost: the fixtures'
// 900 px photos read all their fields in ~1.1 s at 1000 px and ~1.8 s enlarged to 1600, on these 2 cores); a small
// screenshot is enlarged to the least width. sharp works on libuv's threads, not the event loop.
import sharp, { type Sharp } from 'sharp';
import {
  BOUNDED_INPUT,
  checkImageBounds,
  DECODE_TIMEOUT_SECONDS,
  IMAGE_MAX_PIXELS,
  imageDecodes,
} from '../../attachments/public';

/** The widths a picture is read at: narrower ones are enlarged, wider ones reduced. */
export const OCR_MIN_WIDTH = 1000;
export const OCR_MAX_WIDTH = 1600;
/** A receipt is long: its height may be this many times the width read, and no more (a bound on pixels). */
const MAX_HEIGHT_RATIO = 4;

export async function imageForOcr(input: Sharp): Promise<Buffer> {
  const meta = await input.metadata();
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? OCR_MAX_WIDTH;
  const target = Math.min(OCR_MAX_WIDTH, Math.max(OCR_MIN_WIDTH, width));
  return input
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .rotate()
    .grayscale()
    .normalise()
    .resize({ width: target, height: target * MAX_HEIGHT_RATIO, fit: 'inside' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * A photo or a screenshot's bytes (JPEG or PNG; a HEIC is decoded to JPEG first): bounded from its header as a
 * comprovante is (400 beyond: attachments/image-bounds.ts), then decoded in a turn among the process's few decodes.
 * The reading is already one per person (gate.ts), so its turn is its own.
 */
export async function photoForOcr(bytes: Buffer): Promise<Buffer> {
  await checkImageBounds(bytes);
  return imageDecodes.run(Symbol('receipt'), () => imageForOcr(sharp(bytes, BOUNDED_INPUT)));
}

/** An image a PDF holds, as unpdf gives its pixels. */
export const rawForOcr = (image: {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}) =>
  imageForOcr(
    sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: image.channels },
      limitInputPixels: IMAGE_MAX_PIXELS,
    }),
  );
