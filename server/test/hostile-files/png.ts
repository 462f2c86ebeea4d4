// A decompression bomb as a person could send it (issue 75 item 1): a PNG of a few megabytes whose pixels take
// gigabytes once decoded. Written chunk by chunk, so making it costs the generator some 32 MB, not the 1.5 GB it
// decodes to: its pixels are all zero (a black, transparent image), and a zero stream's deflate repeats itself, so
// one piece of it compressed once is written as many times as the image needs.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Adam7's seven passes: where each starts and how far apart its pixels are. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes of an interlaced image's filtered scanlines: each pass's rows, each a filter byte and its pixels. */
function interlacedBytes(width: number, height: number, bytesPerPixel: number): number {
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const columns = Math.ceil(Math.max(0, width - x0) / dx);
    const rows = Math.ceil(Math.max(0, height - y0) / dy);
    if (columns > 0 && rows > 0) total += rows * (1 + columns * bytesPerPixel);
  }
  return total;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const PIECE = 16 * 1024 * 1024;

/** A zlib stream of `length` zero bytes, without ever holding them: one piece deflated once, repeated. */
function zerosDeflated(length: number): Buffer {
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  // A full flush ends the piece on a byte with nothing referring back to it, so copies of it can follow each other.
  const piece = deflateRawSync(Buffer.alloc(PIECE), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  for (let i = 0; i < Math.floor(length / PIECE); i++) parts.push(piece);
  parts.push(deflateRawSync(Buffer.alloc(length % PIECE), { level: 9 }));
  // Adler-32 of zeros: the sum of bytes stays 1, the sum of sums is the length.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0, 0);
  parts.push(adler);
  return Buffer.concat(parts);
}

/**
 * The bomb of issue 75 item 1: interlaced (libvips cannot decode it a strip at a time), 16 bits per sample, RGBA,
 * 14000 × 14000 (196 MP, under the old 200 MP limit), about 1.5 MB; decoded, some 1.5 GB. `side` makes a smaller
 * one of the same kind (a test checks the kind decodes).
 */
export async function bombPng(side = 14_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 16; // bits per sample
  header[9] = 6; // RGBA
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 1; // Adam7 interlacing
  const data = zerosDeflated(interlacedBytes(side, side, 8));
  const idat: Buffer[] = [];
  for (let at = 0; at < data.length; at += 1024 * 1024)
    idat.push(chunk('IDAT', data.subarray(at, at + 1024 * 1024)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...idat,
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
