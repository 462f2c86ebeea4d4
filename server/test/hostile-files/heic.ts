// A HEIC as a hostile person could send it (issue 75 item 5): a few kB whose picture is a grid of one small tile
// given again and again, so that a decoder paints tens of megapixels from it. Made from the tests' 320 × 240 photo
// (server/test/files/recibo-320x240.heic) by editing its ISOBMFF boxes: a `grid` item becomes the primary one, its
// `dimg` references name 33 × 30 tiles, and its `ispe` says 10560 × 7200 (76 MP). Every tile is an item of its
// own (libheif refuses a grid naming one item twice) whose location is the photo's one picture: some 46 bytes a
// tile, 46 kB in all (the file: 41 kB, 76 MP). 990 tiles: libheif-js (heic-convert) reads at most 1,000
// items; sharp's libheif refuses more than 256 at its header.
import { readFileSync } from 'node:fs';

const SOURCE = new URL('../files/recibo-320x240.heic', import.meta.url);
const TILE = { width: 320, height: 240 };
/** The photo's items: 1 its picture (hvc1), 2 its alpha plane (an auxiliary picture of item 1). */
const PICTURE_ITEM = 1;
const GRID_ITEM = 3;
/** The tiles after the first (item 1): items 4, 5, ... */
const FIRST_COPY = 4;

interface Box {
  type: string;
  /** The box's content after its size and type. */
  body: Buffer;
}

function boxesOf(bytes: Buffer): Box[] {
  const boxes: Box[] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), body: bytes.subarray(at + 8, at + size) });
    at += size;
  }
  return boxes;
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0));
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, ...parts]);
}

const u8 = (...values: number[]) => Buffer.from(values);
function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 2);
  for (const [i, value] of values.entries()) out.writeUInt16BE(value, i * 2);
  return out;
}
function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 4);
  for (const [i, value] of values.entries()) out.writeUInt32BE(value, i * 4);
  return out;
}
const fullBox = (type: string, ...parts: Buffer[]) => box(type, u32(0), ...parts);
const find = (boxes: Box[], type: string): Box => {
  const found = boxes.find((b) => b.type === type);
  if (!found) throw new Error(`no ${type} box in the source HEIC`);
  return found;
};

/**
 * A HEIC of some 46 kB whose primary picture is a grid of `columns` × `rows` copies of one 320 × 240 tile (33 × 30:
 * 10560 × 7200 pixels); `size` is what the grid's `ispe` says (its real size unless a test makes it lie).
 */
export function tiledHeic(
  columns = 33,
  rows = 30,
  size = { width: columns * TILE.width, height: rows * TILE.height },
): Buffer {
  const source = readFileSync(SOURCE);
  const top = boxesOf(source);
  const ftyp = find(top, 'ftyp');
  const mdat = find(top, 'mdat');
  const mdatStart = source.length - mdat.body.length;
  const meta = boxesOf(find(top, 'meta').body.subarray(4));
  const hdlr = find(meta, 'hdlr');
  const iinf = boxesOf(find(meta, 'iinf').body.subarray(6));
  const iprp = boxesOf(find(meta, 'iprp').body);
  const ipco = find(iprp, 'ipco');
  const ipma = find(iprp, 'ipma').body;
  const iref = find(meta, 'iref').body;
  const iloc = find(meta, 'iloc').body;
  if (iloc.readUInt8(0) !== 0 || iloc.readUInt16BE(4) !== 0x4440) throw new Error('unexpected iloc layout');

  const width = columns * TILE.width;
  const height = rows * TILE.height;
  const copies = Array.from({ length: columns * rows - 1 }, (_, i) => FIRST_COPY + i);
  // The grid's description (ImageGrid, 16-bit sizes), kept at the end of mdat.
  const grid = Buffer.concat([u8(0, 0, rows - 1, columns - 1), u16(width, height)]);

  const build = (shift: number): Buffer => {
    // iloc version 0, 4-byte offsets and lengths, 4-byte base offsets: the photo's items moved by `shift`.
    const items: Buffer[] = [];
    const count = iloc.readUInt16BE(6);
    let picture: Buffer | undefined;
    let at = 8;
    for (let i = 0; i < count; i++) {
      const id = iloc.readUInt16BE(at);
      const extents = iloc.readUInt16BE(at + 8);
      const length = 10 + extents * 8;
      const item = Buffer.from(iloc.subarray(at, at + length));
      item.writeUInt32BE(iloc.readUInt32BE(at + 4) + shift, 4);
      items.push(item);
      if (id === PICTURE_ITEM) picture = item;
      at += length;
    }
    if (!picture) throw new Error('no picture item in the source HEIC');
    for (const id of copies) {
      const copy = Buffer.from(picture);
      copy.writeUInt16BE(id, 0);
      items.push(copy);
    }
    const gridOffset = mdatStart + shift + mdat.body.length;
    items.push(Buffer.concat([u16(GRID_ITEM, 0), u32(gridOffset), u16(1), u32(0, grid.length)]));
    const newIloc = fullBox('iloc', u16(0x4440, items.length), ...items);

    // infe version 2: item id, protection index, type, name; a tile is hidden (flags 1), shown only in the grid.
    const infe = (id: number, type: string, hidden: boolean) => {
      const entry = fullBox('infe', u16(id, 0), Buffer.from(`${type}\0`, 'latin1'));
      entry.writeUInt32BE(hidden ? 0x02000001 : 0x02000000, 8);
      return entry;
    };
    const newIinf = fullBox(
      'iinf',
      u16(iinf.length + 1 + copies.length),
      // The photo's picture hidden as well: the grid is the only picture a decoder lists.
      ...iinf.map((b) =>
        b.body.readUInt16BE(4) === PICTURE_ITEM ? infe(PICTURE_ITEM, 'hvc1', true) : box(b.type, b.body),
      ),
      infe(GRID_ITEM, 'grid', false),
      ...copies.map((id) => infe(id, 'hvc1', true)),
    );
    const properties = boxesOf(ipco.body).length;
    const ispe = fullBox('ispe', u32(size.width, size.height));
    const newIpco = box('ipco', ipco.body, ispe);
    // ipma version 0, one byte an association: each copy has the picture's (hvcC, ispe...), the grid the new ispe.
    const entries = ipma.readUInt32BE(4);
    let pictureProperties: Buffer | undefined;
    for (let i = 0, p = 8; i < entries; i++) {
      const associations = ipma.readUInt8(p + 2);
      if (ipma.readUInt16BE(p) === PICTURE_ITEM)
        pictureProperties = ipma.subarray(p + 2, p + 3 + associations);
      p += 3 + associations;
    }
    if (!pictureProperties) throw new Error('no properties of the picture in the source HEIC');
    const props = pictureProperties;
    const newIpma = fullBox(
      'ipma',
      u32(entries + 1 + copies.length),
      ipma.subarray(8),
      u16(GRID_ITEM),
      u8(1, properties + 1),
      ...copies.map((id) => Buffer.concat([u16(id), props])),
    );
    const dimg = box('dimg', u16(GRID_ITEM, columns * rows, PICTURE_ITEM, ...copies));
    const newIref = box('iref', iref, dimg);
    const newMeta = fullBox(
      'meta',
      box('hdlr', hdlr.body),
      fullBox('pitm', u16(GRID_ITEM)),
      newIloc,
      newIinf,
      box('iprp', newIpco, newIpma),
      newIref,
    );
    return Buffer.concat([box('ftyp', ftyp.body), newMeta, box('mdat', mdat.body, grid)]);
  };
  // The meta box's size does not depend on the offsets in it: built once to learn how far mdat moves.
  const shift = build(0).length - grid.length - source.length;
  return build(shift);
}
