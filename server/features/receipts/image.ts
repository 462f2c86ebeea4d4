// A picture made ready for the OCR: upright by its EXIF orientation, gray, its contrast stretched, at a width where
// a receipt's characters are some 30 pixels high (what tesseract reads best), flattened to PNG. Reducing a large
// photo first also bounds the memory the OCR takes. sharp works on libuv's threads, not the event loop.
import sharp, { type Sharp } from 'sharp';

/** The width a receipt's photo is read at: a 40-column receipt's letters come out some 30 pixels high. */
export const OCR_WIDTH = 1600;
/** A decompression bomb is refused before it is decoded (as comprovantes do: attachments/content.ts). */
const MAX_INPUT_PIXELS = 200_000_000;

export function imageForOcr(input: Sharp): Promise<Buffer> {
  return input
    .rotate()
    .grayscale()
    .normalise()
    .resize({ width: OCR_WIDTH, height: OCR_WIDTH * 3, fit: 'inside' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A photo or a screenshot's bytes (JPEG or PNG; a HEIC is decoded to JPEG first). */
export const photoForOcr = (bytes: Buffer) =>
  imageForOcr(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }));

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
      limitInputPixels: MAX_INPUT_PIXELS,
    }),
  );
