import { describe, expect, it } from 'vitest';
import { NEGOCIACAO, xlsx } from '../../../test/b3-sheets';
import { negociacaoOf, partsOf, SHEET_PART, withLines, zipOf } from '../../../test/b3-zips';
import { B3_MESSAGES, B3FileError, MAX_B3_ROWS, readB3Spreadsheet } from './read';
import { countSheetLines } from './sheet-lines';
import { MAX_B3_CELLS, MAX_B3_PARTS, MAX_B3_UNPACKED_BYTES } from './workbook-bounds';

// Workbooks refused before exceljs loads them (workbook-bounds.ts), through the reader the server calls.
const read = (bytes: Uint8Array) => readB3Spreadsheet(bytes, { priceDate: '2026-06-01' });

async function refusal(bytes: Uint8Array) {
  try {
    await read(bytes);
  } catch (error) {
    if (!(error instanceof B3FileError)) throw new Error(`expected a B3FileError, got ${String(error)}`);
    return { status: error.statusCode, message: error.message };
  }
  return null;
}

const tooManyRows = { status: 413, message: B3_MESSAGES.tooManyRows };
const tooHeavy = { status: 413, message: B3_MESSAGES.tooHeavy };

/** A real Negociação whose sheet (or another part) is replaced or made to declare another size. */
async function negociacaoWith(
  change: (part: { name: string; data: Uint8Array }) => Parameters<typeof zipOf>[0],
) {
  const parts = await partsOf(
    await xlsx({
      Negociação: [
        NEGOCIACAO,
        ['02/01/2026', 'Compra', 'Mercado à Vista', '-', 'CORRETORA', 'PETR4', 1, 38.5, 38.5],
      ],
    }),
  );
  return zipOf(parts.flatMap(change));
}

describe('a workbook past the line limit', () => {
  it('is refused when its zip declares less than its sheet holds: the sheet is read up to the line past the limit', async () => {
    expect(await refusal(await negociacaoOf(MAX_B3_ROWS, () => 1_000))).toEqual(tooManyRows);
    expect(await refusal(await negociacaoOf(50_000, () => 1_000))).toEqual(tooManyRows);
    // One line fewer (its sizes told right: a zip that lies about them is broken) is read as before: the B3 line,
    // and the short ones left out for their date column alone.
    const reading = await read(await negociacaoOf(MAX_B3_ROWS - 1));
    expect(reading.trades.map((t) => [t.line, t.ticker, t.quantity])).toEqual([[2, 'PETR4', '1.00000000']]);
    expect(reading.skipped).toHaveLength(MAX_B3_ROWS - 1);
  });

  it('counts the lines of every sheet together, each but its header, and not the rows with nothing in them', async () => {
    const lines = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => [
        `0${(i % 9) + 1}/01/2026`,
        'Compra',
        '',
        '',
        '',
        `L${from + i}`,
      ]);
    expect(
      await refusal(
        await xlsx({ Negociação: [NEGOCIACAO, ...lines(0, 600)], Outra: [['Título'], ...lines(600, 401)] }),
      ),
    ).toEqual(tooManyRows);
    const reading = await read(
      await xlsx({ Negociação: [NEGOCIACAO, ...lines(0, 600)], Outra: [['Título'], ...lines(600, 400)] }),
    );
    expect(reading.skipped).toHaveLength(600);

    // 5,000 empty rows under the B3 line (a styled, blank area), then nothing: one line, read as before.
    const blank = await negociacaoWith((part) => {
      if (part.name !== SHEET_PART) return [part];
      const xml = Buffer.from(part.data).toString('utf8');
      const rows = Array.from({ length: 5_000 }, (_, i) => `<row r="${i + 3}"><c r="A${i + 3}"/></row>`).join(
        '',
      );
      return [{ ...part, data: Buffer.from(xml.replace('</sheetData>', `${rows}</sheetData>`)) }];
    });
    expect((await read(blank)).trades.map((t) => t.ticker)).toEqual(['PETR4']);
  });
});

describe('a zip bomb', () => {
  it('whose sheet declares gigabytes is refused before anything is unpacked', async () => {
    const bomb = await negociacaoOf(10, () => 3_000_000_000);
    expect(bomb.byteLength).toBeLessThan(20_000);
    expect(await refusal(bomb)).toEqual(tooManyRows);
  });

  it('whose sheet holds far more than it declares is unpacked only up to the size a B3 file can have', async () => {
    // One line, then 64 MB of spaces: no line past the limit, but past the size (64 KB in the zip).
    const bomb = await negociacaoWith((part) => {
      if (part.name !== SHEET_PART) return [part];
      const xml = Buffer.from(part.data).toString('utf8');
      const at = xml.indexOf('</sheetData>');
      const data = Buffer.concat([
        Buffer.from(xml.slice(0, at)),
        Buffer.alloc(64 * 1024 * 1024, ' '),
        Buffer.from(xml.slice(at)),
      ]);
      return [{ ...part, data, declaredSize: part.data.byteLength }];
    });
    expect(bomb.byteLength).toBeLessThan(MAX_B3_UNPACKED_BYTES / 16);
    expect(await refusal(bomb)).toEqual(tooManyRows);
  });

  it('in another part, or a zip of too many parts or cells, is refused as too heavy', async () => {
    const styles = await negociacaoWith((part) =>
      part.name === 'xl/styles.xml' ? [{ ...part, declaredSize: MAX_B3_UNPACKED_BYTES + 1 }] : [part],
    );
    expect(await refusal(styles)).toEqual(tooHeavy);

    const heldStyles = await negociacaoWith((part) =>
      part.name === 'xl/styles.xml'
        ? [
            {
              ...part,
              data: Buffer.alloc(MAX_B3_UNPACKED_BYTES + 1, ' '),
              declaredSize: part.data.byteLength,
            },
          ]
        : [part],
    );
    expect(await refusal(heldStyles)).toEqual(tooHeavy);

    const many = await negociacaoWith((part) =>
      part.name === SHEET_PART
        ? [
            part,
            ...Array.from({ length: MAX_B3_PARTS }, (_, i) => ({
              name: `xl/extra/${i}.xml`,
              data: new Uint8Array(1),
            })),
          ]
        : [part],
    );
    expect(await refusal(many)).toEqual(tooHeavy);

    const wide = await negociacaoWith((part) => {
      if (part.name !== SHEET_PART) return [part];
      const xml = Buffer.from(part.data).toString('utf8');
      const row = `<row r="3">${'<c><v>1</v></c>'.repeat(MAX_B3_CELLS)}</row>`;
      return [{ ...part, data: Buffer.from(xml.replace('</sheetData>', `${row}</sheetData>`)) }];
    });
    expect(await refusal(wide)).toEqual(tooHeavy);
  });

  it('whose data is broken is no xlsx', async () => {
    const file = await negociacaoOf(10);
    const broken = file.slice();
    // The sheet's deflated data, past its local header and name, overwritten.
    const at = Buffer.from(broken).indexOf(Buffer.from(SHEET_PART)) + SHEET_PART.length;
    broken.fill(0xff, at, at + 64);
    expect(await refusal(broken)).toEqual({ status: 400, message: B3_MESSAGES.notXlsx });
  });
});

describe('the line counter', () => {
  it('counts the same whatever pieces the sheet arrives in', () => {
    const xml = Buffer.from(
      withLines(
        Buffer.from(
          '<worksheet><cols><col min="1" max="2"/></cols><sheetData>' +
            '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' +
            '<row r="2"><c r="A2" s="1"/><c r="B2"><v></v></c></row>' +
            '<row r="3"><c r="A3" t="inlineStr"><is><t>PETR4</t></is></c></row>' +
            '<row r="4"><c r="A4"><f t="shared" si="0"/></c></row>' +
            '<row r="5"><c r="A5" s="2"/></row><row r="6"/>' +
            '</sheetData></worksheet>',
        ),
        3,
      ),
    ).toString('utf8');
    for (const size of [1, 7, 64, xml.length]) {
      const counter = countSheetLines();
      for (let at = 0; at < xml.length; at += size) expect(counter.push(xml.slice(at, at + size))).toBe(true);
      expect([counter.lines, counter.cells]).toEqual([7, 9]);
    }
  });
});
