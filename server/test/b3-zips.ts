import { crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { NEGOCIACAO, xlsx } from './b3-sheets';

/**
 * Hostile workbooks for the tests, built in a second or so: a sheet of a million lines written as text and
 * deflated by zlib (exceljs takes minutes to write one), in a zip written here so that a part can declare a size
 * other than the one it holds, as a zip bomb does.
 */

export interface ZipPart {
  name: string;
  data: Uint8Array;
  /** The size the zip says the part unpacks to; its true size when absent. */
  declaredSize?: number;
}

/** The parts of a workbook, as exceljs wrote them. */
export async function partsOf(workbook: Uint8Array): Promise<ZipPart[]> {
  const zip = await JSZip.loadAsync(workbook);
  const files = Object.values(zip.files).filter((file) => !file.dir);
  return Promise.all(files.map(async (file) => ({ name: file.name, data: await file.async('uint8array') })));
}

/** A zip of deflated parts (no zip64: each part under 4 GB, declared sizes included). */
export function zipOf(parts: ZipPart[]): Uint8Array {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = deflateRawSync(part.data, { level: 1 });
    const sums = {
      crc: crc32(part.data),
      packed: packed.byteLength,
      size: part.declaredSize ?? part.data.byteLength,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0800, 6); // names in UTF-8
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(0, 10); // time and date
    header.writeUInt32LE(sums.crc, 14);
    header.writeUInt32LE(sums.packed, 18);
    header.writeUInt32LE(sums.size, 22);
    header.writeUInt16LE(name.byteLength, 26);
    header.writeUInt16LE(0, 28);
    local.push(header, name, packed);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(0, 12);
    entry.writeUInt32LE(sums.crc, 16);
    entry.writeUInt32LE(sums.packed, 20);
    entry.writeUInt32LE(sums.size, 24);
    entry.writeUInt16LE(name.byteLength, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += header.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

/** `lines` data lines after a sheet's own, each one a date serial in column A: the shortest a line can be. */
export function withLines(sheetXml: Uint8Array, lines: number): Uint8Array {
  const xml = Buffer.from(sheetXml).toString('utf8');
  const last = Number(/.*<row r="(\d+)"/s.exec(xml)?.[1] ?? 0);
  const rows: string[] = [];
  for (let r = last + 1; r <= last + lines; r++)
    rows.push(`<row r="${r}"><c r="A${r}"><v>46023</v></c></row>`);
  return new Uint8Array(Buffer.from(xml.replace('</sheetData>', `${rows.join('')}</sheetData>`), 'utf8'));
}

export const SHEET_PART = 'xl/worksheets/sheet1.xml';

/**
 * A Negociação with a real B3 line and then `lines` more, zipped with `declare` (the sheet's declared size, if
 * it is to lie): the hostile file of issue 55 has a million.
 */
export async function negociacaoOf(lines: number, declare?: (size: number) => number): Promise<Uint8Array> {
  const parts = await partsOf(
    await xlsx({
      Negociação: [
        NEGOCIACAO,
        ['02/01/2026', 'Compra', 'Mercado à Vista', '-', 'CORRETORA', 'PETR4', 1, 38.5, 38.5],
      ],
    }),
  );
  return zipOf(
    parts.map((part) => {
      if (part.name !== SHEET_PART) return part;
      const data = withLines(part.data, lines);
      return { name: part.name, data, declaredSize: declare?.(data.byteLength) };
    }),
  );
}
