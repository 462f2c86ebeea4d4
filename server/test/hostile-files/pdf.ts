// A receipt PDF as a hostile person could send it (issue 75 item 4): some 300 kB whose one page draws tens of
// millions of lines (`0 0 m 1 1 l S`, three operators, over and over). Its content stream inflates to some 150 MB,
// which a reader that trusts it parses operator by operator for as long as it is let. Written piece by piece: a
// megabyte of the pattern is deflated once and its blocks repeated, so making it costs a few MB, not 150.
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

const PATTERN = '0 0 m 1 1 l S\n';
/** Pieces of some 1 MB of the pattern: about 225,000 operators each. */
const PIECE = Buffer.from(PATTERN.repeat(Math.floor(1_048_576 / PATTERN.length)), 'latin1');
const ADLER_MOD = 65521;

/** adler32 (zlib's checksum) of `piece` repeated `times` times, a piece at a time from its sums. */
function adler32Repeated(piece: Buffer, times: number): number {
  let sum = 0;
  let weighted = 0;
  for (let i = 0; i < piece.length; i++) {
    sum = (sum + (piece[i] as number)) % ADLER_MOD;
    weighted = (weighted + (piece.length - i) * (piece[i] as number)) % ADLER_MOD;
  }
  let a = 1;
  let b = 0;
  for (let n = 0; n < times; n++) {
    b = (b + (piece.length % ADLER_MOD) * a + weighted) % ADLER_MOD;
    a = (a + sum) % ADLER_MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream (FlateDecode's) of `piece` repeated: its deflate blocks, flushed to a byte, written `times` times. */
function deflatedRepeated(piece: Buffer, times: number): Buffer {
  const blocks = deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32Repeated(piece, times));
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(times).fill(blocks), last, checksum]);
}

/**
 * A PDF of one page whose content is `content` (a FlateDecode stream), with its cross-reference table; `form`, when
 * given, is the page's form XObject /X0 (a FlateDecode stream too).
 */
export function pdfWithContent(content: Buffer, form?: Buffer): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, body: string, stream?: Buffer) => {
    offsets[n] = length;
    write(`${n} 0 obj\n${body}\n`);
    if (stream) {
      write('stream\n');
      write(stream);
      write('\nendstream\n');
    }
    write('endobj\n');
  };
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  const resources = form ? '<< /XObject << /X0 5 0 R >> >>' : '<< >>';
  object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources ${resources} /Contents 4 0 R >>`,
  );
  object(4, `<< /Length ${content.length} /Filter /FlateDecode >>`, content);
  if (form) {
    const head = '/Type /XObject /Subtype /Form /BBox [0 0 200 200]';
    object(5, `<< ${head} /Length ${form.length} /Filter /FlateDecode >>`, form);
  }
  const objects = form ? 5 : 4;
  const xref = length;
  write(`xref\n0 ${objects + 1}\n0000000000 65535 f \n`);
  for (let n = 1; n <= objects; n++) write(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${objects + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** About 300 kB; its page draws some 33 million operators (the file drew 84 million in 327 kB). */
export function operatorHeavyPdf(): Buffer {
  return pdfWithContent(deflatedRepeated(PIECE, 145));
}

/** A page of `pieces` megabytes of drawing (about 225,000 operators each), for a PDF just within a bound. */
export function drawingPdf(pieces: number): Buffer {
  return pdfWithContent(deflatedRepeated(PIECE, pieces));
}

/**
 * A page that draws one form 50,000 times, the form some 43,000 operators: under a bound on the bytes of drawing
 * (350 kB and 200 kB), yet billions of operators for a reader that draws the form each time it is named. What the
 * bytes do not bound, the reader's time must.
 */
export function formRepeatingPdf(): Buffer {
  const page = deflateSync(Buffer.from('/X0 Do\n'.repeat(50_000), 'latin1'));
  const form = deflateSync(Buffer.from(PATTERN.repeat(Math.floor(200_000 / PATTERN.length)), 'latin1'));
  return pdfWithContent(page, form);
}
