import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_PREVIEW_ROWS, NOT_TEXT_MESSAGE, PRESETS, readStatement } from './index';

const bytes = (path: string) => new Uint8Array(readFileSync(new URL(path, import.meta.url)));

describe('readStatement', () => {
  it('reads CSV bytes in Windows-1252', () => {
    const result = readStatement(bytes('./fixtures/inter-conta.csv'), 'extrato.csv');
    expect(result.format).toBe('csv');
    expect(result.rows[2]?.description).toBe('Compra no debito - Padaria Pão Quente');
  });

  it('reads OFX by the file name or by its opening lines', () => {
    const ofx = bytes('../ofx/fixtures/banco-sgml.ofx');
    expect(readStatement(ofx, 'extrato.OFX').format).toBe('ofx');
    expect(readStatement(ofx, 'extrato.txt').format).toBe('ofx');
    const xml = readFileSync(new URL('../ofx/fixtures/cartao-xml.ofx', import.meta.url), 'utf8');
    const result = readStatement(xml, 'fatura');
    expect(result.format).toBe('ofx');
    expect(result.rows).toHaveLength(4);
  });

  it('reads text handed in directly', () => {
    const result = readStatement('Data;Valor\n01/10/2026;-5,00', 'a.csv');
    expect(result.rows.map((r) => [r.date, r.amountCents, r.type])).toEqual([['2026-10-01', 500, 'DESPESA']]);
  });

  it('reads UTF-16 files with a byte-order mark, little- and big-endian, with the delimiter on auto', () => {
    const text = 'Extrato da conta\r\nDia\tO quê\tQuanto\r\n01/10/2026\tPão de açúcar\t-5,00\r\n';
    const le = [0xff, 0xfe];
    const be = [0xfe, 0xff];
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      le.push(unit & 0xff, unit >> 8);
      be.push(unit >> 8, unit & 0xff);
    }
    const mapping = { date: 'Dia', description: 'O quê', amount: 'Quanto' };
    for (const file of [le, be]) {
      const result = readStatement(Uint8Array.from(file), 'extrato.csv', {
        delimiter: 'auto',
        dateFormat: 'DD/MM/YYYY',
        amountFormat: 'auto',
        defaultType: 'sign',
        mapping,
      });
      expect(result.errors).toEqual([]);
      expect(result.rows.map((r) => [r.line, r.description, r.type, r.amountCents])).toEqual([
        [3, 'Pão de açúcar', 'DESPESA', 500],
      ]);
    }
  });

  it('refuses a binary file with a Portuguese message', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    expect(readStatement(png, 'extrato.csv')).toEqual({
      format: 'unknown',
      headers: [],
      mapping: {},
      rows: [],
      errors: [{ line: 0, message: NOT_TEXT_MESSAGE }],
    });
    expect(NOT_TEXT_MESSAGE).toBe('O arquivo não parece ser um CSV ou OFX de texto.');
    const control = Uint8Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? 65 : 1));
    expect(readStatement(control, 'x.ofx').errors[0]?.message).toBe(NOT_TEXT_MESSAGE);
    expect(readStatement('abc\u0000', 'x.csv').errors[0]?.message).toBe(NOT_TEXT_MESSAGE);
  });

  it('reports an empty file', () => {
    expect(readStatement(new Uint8Array(), 'vazio.csv').errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    expect(readStatement('\uFEFF  \n', 'vazio.ofx').errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
  });

  it('applies the settings the wizard sends', () => {
    const preset = PRESETS.find((p) => p.id === 'nubank-cartao');
    expect(preset).toBeDefined();
    const text = 'quando,o que,quanto\n2026-10-02,Mercado,10.00';
    const result = readStatement(text, 'fatura.csv', {
      ...(preset?.settings ?? {
        delimiter: 'auto',
        dateFormat: 'DD/MM/YYYY',
        amountFormat: 'auto',
        defaultType: 'sign',
      }),
      mapping: { date: 'quando', description: 'o que', amount: 'quanto' },
    });
    expect(result.rows.map((r) => [r.description, r.type, r.amountCents])).toEqual([
      ['Mercado', 'DESPESA', 1000],
    ]);
    expect(IMPORT_PREVIEW_ROWS).toBe(200);
  });
});
