import type JSZip from 'jszip';
import { MAX_UNPACKED_BYTES } from './limits';

/** A zip (xlsx, YNAB's and Actual's exports) starts with 'PK\x03\x04'. */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The declared size of a zip part (JSZip keeps it unexposed): refuses a bomb before anything is unpacked. */
function declaredSize(part: JSZip.JSZipObject): number {
  const size = (part as unknown as { _data?: { uncompressedSize?: unknown } })._data?.uncompressedSize;
  return typeof size === 'number' ? size >>> 0 : 0;
}

/** Opens a zip: null when the bytes are no zip, 'too-big' when its parts declare more than a real export unpacks to. */
export async function openZip(bytes: Uint8Array): Promise<JSZip | null | 'too-big'> {
  // Loaded on the first zip, not with the module: most exports are plain text (see table.ts's Excel).
  const { default: Zip } = await import('jszip');
  let zip: JSZip;
  try {
    zip = await Zip.loadAsync(bytes);
  } catch {
    return null;
  }
  let declared = 0;
  for (const part of Object.values(zip.files)) declared += part.dir ? 0 : declaredSize(part);
  return declared > MAX_UNPACKED_BYTES ? 'too-big' : zip;
}
