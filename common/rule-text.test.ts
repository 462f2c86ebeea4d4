import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparable, PhraseFinder } from './rule-text';

/** What the finder must answer: the string operations on comparable texts, as rules compared them before. */
function expected(phrases: string[], text: string) {
  const folded = comparable(text);
  return phrases.map((p) => [folded.includes(p), folded.startsWith(p), folded === p]);
}

function answered(finder: PhraseFinder, phrases: string[], text: string) {
  finder.scan(text);
  return phrases.map((_, i) => [finder.contains(i), finder.startsWith(i), finder.equals(i)]);
}

describe('PhraseFinder', () => {
  it('answers contains, starts with and equals as the folded strings do, ignoring accents, case and spaces', () => {
    const phrases = ['pix enviado', 'padaria', 'sao joao', 'pix enviado - padaria sao joao', 'ao', 'a', ''];
    const finder = new PhraseFinder(phrases);
    for (const text of [
      'PIX  Enviado - Padaria São João',
      '  pix\tENVIADO\u00a0-\u2003padaria SÃO JOÃO  ',
      'Padaria',
      'padari',
      '',
      '   ',
      'Pão',
    ])
      expect(answered(finder, phrases, text), text).toEqual(expected(phrases, text));
  });

  it('reports each phrase found once, overlapping ones and equal phrases included', () => {
    const phrases = ['ana', 'banana', 'nan', 'ana'];
    const finder = new PhraseFinder(phrases);
    finder.scan('BANANA');
    const found = Array.from({ length: finder.foundCount }, (_, i) => finder.foundAt(i)).sort();
    expect(found).toEqual([0, 1, 2]);
    expect(finder.contains(3)).toBe(true);
    expect(finder.startsWith(3)).toBe(false);
  });

  it('agrees with the folded strings on any text and phrases (accents, odd spaces, other scripts)', () => {
    const unit = fc.constantFrom(
      ...'aAáÁãçÇeÉêiÍoÕuÜnÑ -.*/0123456789'.split(''),
      ' ',
      '\t',
      '\n',
      '\u00a0',
      '\u2009',
      '\u3000',
      '\ufeff',
      'İ',
      'Σ',
      'ß',
      'ﬁ',
      '😀',
      'ж',
    );
    const text = fc.array(unit, { maxLength: 24 }).map((units) => units.join(''));
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 6 }),
        fc.array(text, { maxLength: 8 }),
        (raw, texts) => {
          const phrases = raw.map(comparable);
          const finder = new PhraseFinder(phrases);
          // Phrases cut from the texts too, so that matches are frequent.
          for (const t of texts) expect(answered(finder, phrases, t)).toEqual(expected(phrases, t));
          for (const t of texts) {
            const cut = comparable(t).slice(1, 5);
            const withCut = [...phrases, cut];
            expect(answered(new PhraseFinder(withCut), withCut, t)).toEqual(expected(withCut, t));
          }
        },
      ),
      { seed: 20_301, numRuns: 500 },
    );
  });

  it('reads a part of a longer text as it reads that part alone, whatever stands around it', () => {
    const phrases = ['uber', 'padaria sao joao', 'cafe'];
    const finder = new PhraseFinder(phrases);
    // Descriptions read where they stand in one text (a read of many rows): what is around them is not read.
    const texts = ['Uber *Trip', 'PADARIA  São João', 'Café ☕ da manhã', 'Σ uber', ''];
    const joined = texts.join('\u001e');
    let start = 0;
    for (const t of texts) {
      finder.scanPart(joined, start, start + t.length);
      const part = phrases.map((_, i) => [finder.contains(i), finder.startsWith(i), finder.equals(i)]);
      expect(part, t).toEqual(expected(phrases, t));
      start += t.length + 1;
    }
    // 'uber' is in the texts around the empty one, not in it.
    finder.scanPart('uber', 2, 2);
    expect(finder.foundCount).toBe(0);
  });
});
