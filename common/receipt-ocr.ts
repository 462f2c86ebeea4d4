/**
 * A receipt's text as OCR reads it (common/receipt-text.ts): letters read for digits, accents and case that vary,
 * and labels as patterns that forgive both.
 */

/** OCR's usual confusions inside a number: letters that look like digits. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
};
export const DIGITISH = '[0-9OolIi|SsBZDQ]';

export const asDigits = (text: string) => text.replace(/[OolIi|SsBZDQ]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);

/** Upper case without accents, for matching words. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/**
 * A word as a pattern that forgives OCR: O may be 0, I/L may be 1 or |, S may be 5, spaces may be several. Built
 * from the folded spelling ('VALOR TOTAL').
 */
function loose(word: string): string {
  const byLetter: Record<string, string> = { O: '[O0Q]', I: '[I1L|]', L: '[L1I|]', S: '[S5]', ' ': '\\s*' };
  // 'TRIBUT*' is a prefix (TRIBUTOS, TRIBUTARIA); any other word ends where its letters end ('DE' is not 'DESTINO').
  const prefix = word.endsWith('*');
  const letters = [...(prefix ? word.slice(0, -1) : word)].map((c) => byLetter[c] ?? c).join('');
  return prefix ? letters : `${letters}(?![A-Z])`;
}
export const words = (...list: string[]) => new RegExp(`(?:^|[^A-Z0-9])(?:${list.map(loose).join('|')})`);
