import { describe, expect, it } from 'vitest';
import { decodeStatementBytes, decodeWindows1252, looksBinary, stripBom, textLooksBinary } from './decode';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeStatementBytes', () => {
  it('reads Windows-1252 accents the way Brazilian banks write them', () => {
    expect(decodeStatementBytes(latin1('Lançamento;Descrição;Pão de Açúcar'))).toBe(
      'Lançamento;Descrição;Pão de Açúcar',
    );
  });

  it('reads the 0x80-0x9F range as Windows-1252, not as control characters', () => {
    const bytes = Uint8Array.from([0x80, 0x20, 0x93, 0x6f, 0x6b, 0x94, 0x20, 0x96, 0x20, 0x85, 0x20, 0x8a]);
    expect(decodeStatementBytes(bytes)).toBe('€ “ok” – … Š');
    expect(decodeWindows1252(Uint8Array.from([0x81, 0x8d, 0x8f, 0x90, 0x9d]))).toBe(
      '\u0081\u008d\u008f\u0090\u009d',
    );
  });

  it('reads UTF-8 and removes its byte-order mark', () => {
    expect(decodeStatementBytes(utf8('Descrição'))).toBe('Descrição');
    expect(decodeStatementBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Data;Valor')]))).toBe(
      'Data;Valor',
    );
  });

  it('reads UTF-16 files with their byte-order mark (Excel "Texto Unicode")', () => {
    const text = 'Data\tValor\n01/10/2026\t-5,00';
    const le = new Uint8Array(2 + text.length * 2);
    le[0] = 0xff;
    le[1] = 0xfe;
    for (let i = 0; i < text.length; i++) le[2 + i * 2] = text.charCodeAt(i);
    expect(decodeStatementBytes(le)).toBe(text);
    expect(looksBinary(le)).toBe(false);
    expect(decodeStatementBytes(Uint8Array.from([0xfe, 0xff, 0, 0x50, 0, 0xe3, 0, 0x6f]))).toBe('Pão');
  });

  it('decodes a large Windows-1252 file in chunks', () => {
    const line = 'Pão de Açúcar;-10,00\n';
    const big = latin1(line.repeat(5000));
    expect(decodeStatementBytes(big)).toBe(line.repeat(5000));
  });

  it('answers an empty string for no bytes', () => {
    expect(decodeStatementBytes(new Uint8Array())).toBe('');
  });
});

describe('binary detection', () => {
  it('refuses NUL bytes and mostly-control content', () => {
    expect(looksBinary(Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]))).toBe(true);
    expect(looksBinary(Uint8Array.from([1, 2, 3, 4, 5, 65, 66]))).toBe(true);
    expect(textLooksBinary('abc\u0000def')).toBe(true);
    expect(textLooksBinary('\u0001\u0002\u0003\u0004ab')).toBe(true);
  });

  it('accepts text with tabs and line breaks', () => {
    expect(looksBinary(utf8('Data\tValor\r\n01/10/2026\t5,00\r\n'))).toBe(false);
    expect(textLooksBinary('Data;Valor\n01/10/2026;5,00')).toBe(false);
    expect(looksBinary(new Uint8Array())).toBe(false);
  });

  it('strips a BOM from text', () => {
    expect(stripBom('\uFEFFData')).toBe('Data');
    expect(stripBom('Data')).toBe('Data');
  });
});
