/**
 * Bytes of an uploaded statement to text. Brazilian banks still send Windows-1252 files, so anything that is
 * not valid UTF-8 is read as Windows-1252. The 0x80-0x9F table is written here because Node 20's
 * TextDecoder('windows-1252') decodes those bytes as ISO-8859-1 control characters (0x80 stays U+0080
 * instead of '€').
 */

// Windows-1252 0x80..0x9F. The five bytes the code page leaves undefined map to the same code point, as the
// WHATWG Encoding standard does.
const CP1252_HIGH = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0x008d, 0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122,
  0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
];

// String.fromCharCode takes its code units as arguments; chunks keep big files under the argument limit.
const CHUNK = 8192;

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const units = new Uint16Array(Math.min(bytes.length, CHUNK));
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    for (let i = start; i < end; i++) {
      const b = bytes[i] ?? 0;
      units[i - start] = b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b;
    }
    parts.push(String.fromCharCode(...units.subarray(0, end - start)));
  }
  return parts.join('');
}

function decodeStrictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252; a byte-order mark is removed. Excel's
 * "Texto Unicode" export (UTF-16 with its byte-order mark) is read too.
 */
export function decodeStatementBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  return decodeStrictUtf8(body) ?? decodeWindows1252(body);
}

export function hasUtf16Bom(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

// Enough of the start of a file to tell text from binary without reading all of it.
const SAMPLE = 8192;

/**
 * True for what is not a text statement: a NUL byte near the start (images, PDFs, spreadsheets, zips), or
 * more than a tenth of control characters other than tab, line feed, carriage return and form feed.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  if (hasUtf16Bom(bytes)) return false;
  const end = Math.min(bytes.length, SAMPLE);
  let control = 0;
  for (let i = 0; i < end; i++) {
    const b = bytes[i] ?? 0;
    if (b === 0) return true;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f) control++;
  }
  return end > 0 && control * 10 > end;
}

/** The same test for text already decoded (a string handed in by the browser or a test). */
export function textLooksBinary(text: string): boolean {
  const end = Math.min(text.length, SAMPLE);
  let control = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || c === 0x7f || c === 0xfffd) {
      control++;
    }
  }
  return end > 0 && control * 10 > end;
}

/**
 * A text statement with its stray control characters (a NUL deep in a line, an escape) as spaces: PostgreSQL
 * cannot store a NUL, and the line is real whatever odd byte its text carries. Tab, line feed, carriage return
 * and form feed stay: they shape the file.
 */
export function withoutStrayControls(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point
  return text.replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, ' ');
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
