import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './parse';
import { CSV_BOM, csvCell, csvRecord, textCell } from './write';

describe('CSV writing', () => {
  it('quotes only cells holding the delimiter, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Café')).toBe('Café');
    expect(csvCell('1.234,56')).toBe('1.234,56');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvCell('Loja "Boa"')).toBe('"Loja ""Boa"""');
    expect(csvCell('linha 1\r\nlinha 2')).toBe('"linha 1\r\nlinha 2"');
    expect(csvRecord(['01/11/2026', 'Café; pão', '-7,50'])).toBe('01/11/2026;"Café; pão";-7,50\r\n');
  });

  it('defuses text that starts like a formula, and only that', () => {
    expect(textCell('=1+1')).toBe("'=1+1");
    expect(textCell('+55 11 9999')).toBe("'+55 11 9999");
    expect(textCell('-pix')).toBe("'-pix");
    expect(textCell('@soma')).toBe("'@soma");
    expect(textCell('Mercado = bom')).toBe('Mercado = bom');
    expect(textCell(null)).toBe('');
  });

  it('is read back cell for cell by the reading rules, whatever the text', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ç', ';', ',', '"', '\n', '\r\n', ' ', '1') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]?.length ?? 0;
          // Records of one width, none all empty: the reader skips empty lines, as bank files need.
          const table = rows.map((r) => [...r.slice(0, width), ...Array(width).fill('')].slice(0, width));
          const written = [['x', ...Array(width - 1).fill('y')], ...table.map((r) => ['z', ...r.slice(1)])];
          const text = CSV_BOM + written.map((r) => csvRecord(r)).join('');
          expect(parseCsvRecords(text, { delimiter: ';' }).rows).toEqual(written);
        },
      ),
    );
  });
});
