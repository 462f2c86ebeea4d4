import JSZip from 'jszip';
import { B3_MESSAGES, B3FileError, MAX_B3_ROWS } from './file-limits';
import { countSheetLines } from './sheet-lines';

/**
 * The check before exceljs loads a workbook. exceljs (workbook.xlsx.load) unpacks every part of the zip whole
 * into memory and builds every row before anyone can count them: a 5 MB file of 1,000,000 short lines ran 30 s
 * before its 413. This looks at the same zip the same way exceljs will (JSZip, which exceljs loads it with): first
 * the sizes the zip declares for its parts, then each part unpacked piece by piece, counting the sheets' lines,
 * stopping at the first line past the limit or the first byte past the size a B3 file can have. It costs tens of
 * milliseconds for a 1,000-line file (16-48 ms on 2 loaded cores) and at most MAX_B3_UNPACKED_BYTES of unpacking
 * for any file, whatever the zip declares.
 *
 * exceljs's own streaming reader (stream.xlsx.WorkbookReader) cannot do this: when a sheet comes before the shared
 * strings in the zip, as in the files exceljs itself writes, it copies the whole sheet to a temporary file before
 * reading its first row.
 */

/**
 * All the parts of a workbook together, unpacked. The heaviest file the line limit allows (1,000 lines of nine
 * columns, written by exceljs) unpacks to 0.34 MB, its sheet 0.32 MB: this leaves room twenty times over, and
 * refuses a sheet of a million short lines (45 MB) from the sizes its zip declares.
 */
export const MAX_B3_UNPACKED_BYTES = 8 * 1024 * 1024;
/** Parts of the zip: B3's files have about fifteen (a Posição, a few more for its sheets). */
export const MAX_B3_PARTS = 200;
/** Cells of all the sheets: 1,000 lines of up to 100 columns (B3 writes 8 to 14). */
export const MAX_B3_CELLS = 100_000;

/** Which parts exceljs reads as sheets: its own pattern (xlsx.js), unanchored as there. */
const SHEET = /xl\/worksheets\/sheet\d+[.]xml/;

const tooManyRows = () => new B3FileError(413, B3_MESSAGES.tooManyRows);
const tooHeavy = () => new B3FileError(413, B3_MESSAGES.tooHeavy);
const notXlsx = () => new B3FileError(400, B3_MESSAGES.notXlsx);

/**
 * Resolves when exceljs may load `bytes`; rejects with a B3FileError otherwise: 413 with tooManyRows past the line
 * limit or when the sheets alone unpack past the size, 413 with tooHeavy for the other parts, too many parts or
 * cells, and 400 with notXlsx for what is no zip (or a broken one).
 */
export async function checkWorkbookBounds(bytes: Uint8Array): Promise<void> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw notXlsx();
  }
  const parts = Object.values(zip.files).filter((part) => !part.dir);
  if (parts.length > MAX_B3_PARTS) throw tooHeavy();

  // What the zip declares: a bomb says it, most of the time, and is refused before anything is unpacked.
  let declaredSheets = 0;
  let declared = 0;
  for (const part of parts) {
    const size = declaredSize(part);
    declared += size;
    if (SHEET.test(part.name)) declaredSheets += size;
  }
  if (declaredSheets > MAX_B3_UNPACKED_BYTES) throw tooManyRows();
  if (declared > MAX_B3_UNPACKED_BYTES) throw tooHeavy();

  // What it holds, since a zip can declare less than it holds.
  let unpacked = 0;
  let lines = 0;
  let cells = 0;
  for (const part of parts) {
    const sheet = SHEET.test(part.name);
    const counter = sheet ? countSheetLines() : null;
    const decoder = new TextDecoder();
    await unpackInPieces(part, (piece) => {
      unpacked += piece.byteLength;
      if (unpacked > MAX_B3_UNPACKED_BYTES) throw sheet ? tooManyRows() : tooHeavy();
      if (!counter) return;
      if (!counter.push(decoder.decode(piece, { stream: true }))) throw tooHeavy();
      // As read.ts counts them: each sheet's lines but its header.
      if (lines + Math.max(0, counter.lines - 1) > MAX_B3_ROWS) throw tooManyRows();
      if (cells + counter.cells > MAX_B3_CELLS) throw tooHeavy();
    });
    if (counter) {
      lines += Math.max(0, counter.lines - 1);
      cells += counter.cells;
    }
  }
}

/**
 * The size the zip's central directory declares for a part. JSZip keeps it on the part's compressed data, outside
 * its typed API, read as a signed 32-bit number (3 GB comes out negative): taken back as the unsigned field it is.
 * 0 when it is not there; either way the unpacking below counts every byte.
 */
function declaredSize(part: JSZip.JSZipObject): number {
  const size = (part as unknown as { _data?: { uncompressedSize?: unknown } })._data?.uncompressedSize;
  return typeof size === 'number' ? size >>> 0 : 0;
}

/** ZipObject#internalStream is in JSZip's documentation but not in its typings. */
type Streamable = { internalStream(type: 'uint8array'): JSZip.JSZipStreamHelper<Uint8Array> };

/**
 * Unpacks a part through JSZip's own stream, which inflates 16 KB of the zip at a time, a turn of the event loop
 * each: `take` sees each piece and throws to stop, and the stream is paused there, so nothing past that 16 KB is
 * unpacked. A broken part (bad data, or more or less than the zip declares, which JSZip checks at its end) is no
 * xlsx.
 */
function unpackInPieces(part: JSZip.JSZipObject, take: (piece: Uint8Array) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = (part as unknown as Streamable).internalStream('uint8array');
    let settled = false;
    const stop = (error: unknown) => {
      if (settled) return;
      settled = true;
      stream.pause();
      reject(error instanceof B3FileError ? error : notXlsx());
    };
    stream
      .on('data', (piece) => {
        if (settled) return;
        try {
          take(piece);
        } catch (error) {
          stop(error);
        }
      })
      .on('error', stop)
      .on('end', () => {
        if (settled) return;
        settled = true;
        resolve();
      })
      .resume();
  });
}
