import { describe, expect, it } from 'vitest';
import { collapseSpaces, isCollapsed, isSpace } from './spaces';

const slowCollapse = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('spaces', () => {
  it("are the characters of the engine's \\s, every one of them", () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (isSpace(code) !== /\s/.test(String.fromCharCode(code))) differ.push(code);
    }
    expect(differ).toEqual([]);
  });

  it('collapse a text as the regex does, and keep a text that needs nothing as it is', () => {
    const texts = [
      '',
      ' ',
      'Mercado',
      'Pix enviado - Maria Souza',
      ' Mercado',
      'Mercado ',
      'Pix  enviado',
      'Pix\tenviado',
      'Pix\u00a0enviado',
      'a\u3000b',
      '\ufeffMercado',
      'Conta\r\nLuz',
      'a b c d e',
      '  ',
    ];
    for (const text of texts) {
      expect(collapseSpaces(text)).toBe(slowCollapse(text));
      expect(isCollapsed(text)).toBe(slowCollapse(text) === text);
    }
  });
});
