import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/**
 * Reads a backup's .zip where it lies in memory: the central directory, then an entry's bytes when asked. JSZip
 * walks every byte of the archive on the event loop when it opens one (1.2 s for 400 MB); this reads the
 * directory's few bytes, takes a stored entry as a view of the archive, and inflates a compressed one on libuv's
 * threads, never past the caller's limit. No ZIP64, no encryption: the export writes neither.
 */

export class ZipError extends Error {}

export interface ZipEntry {
  method: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const MAX_END_SEARCH = 22 + 0xffff;

const inflate = promisify(inflateRaw);

function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - MAX_END_SEARCH); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipError('no end of central directory');
}

/** The archive's entries by name; throws ZipError when it is not a readable zip. */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  try {
    const end = endOfDirectory(zip);
    const count = zip.readUInt16LE(end + 10);
    const entries = new Map<string, ZipEntry>();
    let at = zip.readUInt32LE(end + 16);
    for (let i = 0; i < count; i++) {
      if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipError('bad central directory entry');
      const nameLength = zip.readUInt16LE(at + 28);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      entries.set(name, {
        method: zip.readUInt16LE(at + 10),
        compressedSize: zip.readUInt32LE(at + 20),
        offset: zip.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
    return entries;
  } catch (error) {
    // A read past the end (RangeError) is an archive cut short or made up.
    throw error instanceof ZipError ? error : new ZipError('unreadable zip');
  }
}

/** An entry's bytes, or undefined when they are more than `limit`; throws ZipError on a damaged entry. */
export async function entryBytes(zip: Buffer, entry: ZipEntry, limit: number): Promise<Buffer | undefined> {
  let data: Buffer;
  try {
    if (zip.readUInt32LE(entry.offset) !== LOCAL_HEADER) throw new ZipError('bad local header');
    const start =
      entry.offset + 30 + zip.readUInt16LE(entry.offset + 26) + zip.readUInt16LE(entry.offset + 28);
    if (start + entry.compressedSize > zip.length) throw new ZipError('entry past the end');
    data = zip.subarray(start, start + entry.compressedSize);
  } catch (error) {
    throw error instanceof ZipError ? error : new ZipError('unreadable entry');
  }
  if (entry.method === STORED) return data.length > limit ? undefined : data;
  if (entry.method !== DEFLATED) throw new ZipError('unknown compression');
  try {
    return await inflate(data, { maxOutputLength: limit });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return undefined;
    throw new ZipError('damaged entry');
  }
}
