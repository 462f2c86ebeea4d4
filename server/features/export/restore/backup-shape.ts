/**
 * The least a backup spends per object or list: the smallest one the document's schema accepts is a split part
 * `{"amount":1},` (13 bytes). A body with more objects and lists than its size allows cannot be a backup, and
 * is refused before JSON.parse, which would build one JavaScript object per `{}` (a 149 MB `[{},{},…]` took
 * 5 GB and 140 s). Small documents get a margin (the header, profile, empty lists).
 */
const MIN_BYTES_PER_CONTAINER = 12;
const CONTAINER_MARGIN = 4096;
/** The document nests four deep (document > transactions > transaction > splits > part). */
const MAX_DEPTH = 8;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;

/**
 * True when the bytes could be a backup by their structure alone: not too many objects and lists for their
 * size, not nested deeper than a backup is. One pass, no allocation; it does not check that the text is JSON
 * (JSON.parse does, next).
 */
export function plausibleBackupShape(bytes: Uint8Array): boolean {
  const maxContainers = CONTAINER_MARGIN + bytes.length / MIN_BYTES_PER_CONTAINER;
  let containers = 0;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_LIST) {
      containers++;
      depth++;
      if (depth > MAX_DEPTH || containers > maxContainers) return false;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_LIST) {
      depth--;
    }
  }
  return true;
}
