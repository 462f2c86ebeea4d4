// How much a PDF asks its reader to draw, measured before pdf.js parses it. pdf.js reads a page's content stream
// operator by operator (some 60,000 a second on a loaded 2-core machine, text extraction and the images' pass
// together): a 300 kB file whose stream inflates to 150 MB of `0 0 m 1 1 l S` would hold a thread for minutes. A
// comprovante draws little: its text (a dense page is some 100 kB of operators) or the picture of a scan (a few
// operators); a page drawn as megabytes of paths has neither text nor a picture to read anyway.
import { constants, inflateSync } from 'node:zlib';

/**
 * The bytes of drawing operators a receipt's PDF may hold, all its streams that can draw together once inflated:
 * some 225,000 operators, about 4 s of pdf.js at the pace above, and ten times a dense page of text.
 */
export const PDF_MAX_DRAWING_BYTES = 1024 * 1024;

/** A stream's keyword and its line end (never `endstream`). */
const STREAM_START = /(?<!end)stream\r?\n/g;
/** How far back from `stream` its dictionary is looked for. */
const DICTIONARY_REACH = 16 * 1024;
/**
 * Streams that hold no operators: pictures, fonts, metadata, embedded files, object and cross-reference streams.
 * Everything else (page contents, forms, patterns) is counted.
 */
const DRAWS_NOTHING =
  /\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType)\b|\/Type\s*\/(?:XRef|ObjStm|Metadata|EmbeddedFile)\b|\/Length[123]\b/;
const FLATE_ONLY = /\/Filter\s*(?:\/(?:FlateDecode|Fl)\b|\[\s*\/(?:FlateDecode|Fl)\s*\])/;
const ANY_FILTER = /\/Filter\b/;

/**
 * Whether the PDF's drawing streams, inflated, stay within `limit` bytes. Each FlateDecode (or unfiltered) stream
 * is inflated with zlib's output bound, so a bomb stops at the bound, never at its size. A stream with another
 * filter (rare in a comprovante) or one that does not inflate is left to pdf.js and the thread's time limit.
 */
export function drawingWithin(pdf: Buffer, limit = PDF_MAX_DRAWING_BYTES): boolean {
  const text = pdf.toString('latin1');
  let total = 0;
  STREAM_START.lastIndex = 0;
  for (let found = STREAM_START.exec(text); found; found = STREAM_START.exec(text)) {
    const start = found.index + found[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    STREAM_START.lastIndex = end + 'endstream'.length;
    const before = text.slice(Math.max(0, found.index - DICTIONARY_REACH), found.index);
    const dictionary = before.slice(before.lastIndexOf('obj') + 1);
    if (DRAWS_NOTHING.test(dictionary)) continue;
    const raw = pdf.subarray(start, end);
    if (!ANY_FILTER.test(dictionary)) total += raw.length;
    else if (FLATE_ONLY.test(dictionary)) {
      try {
        total += inflateSync(raw, {
          maxOutputLength: limit - total + 1,
          finishFlush: constants.Z_SYNC_FLUSH,
        }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      }
    }
    if (total > limit) return false;
  }
  return true;
}
