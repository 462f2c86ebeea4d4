import { describe, expect, it } from 'vitest';
import { decodeWindows1252 } from '../csv/decode';
import { encodeWindows1252, toWindows1252Text } from './windows-1252';

describe('Windows-1252 for the OFX export', () => {
  it('writes every character of the code page as its one byte, which the import reads back', () => {
    const text = 'Pão de Açúcar – “Café” € ™ Œuvre Žižkov ñ ü ß ÿ';
    const bytes = encodeWindows1252(text);
    expect(bytes).toHaveLength(text.length);
    expect(decodeWindows1252(bytes)).toBe(text);
    expect([...encodeWindows1252('ã€')]).toEqual([0xe3, 0x80]);
  });

  it('writes a letter outside it without its mark, and what has no letter as ?', () => {
    expect(toWindows1252Text('Łódź, Kőszeg, Đakovo, ﬁm')).toBe('Lódz, Koszeg, Dakovo, fim');
    expect(toWindows1252Text('Pizza 🍕 北京')).toBe('Pizza ? ??');
    // The five bytes the code page leaves undefined are never written: their characters are not its.
    expect(toWindows1252Text('\u0081\u008d')).toBe('??');
  });
});
