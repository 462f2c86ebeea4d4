import { decodeWindows1252 } from '../csv/decode';

/**
 * Text as Windows-1252 bytes, the code page OFX 1.02's SGML header can name (CHARSET:1252) and Brazilian banks
 * write. The code page's characters are read off the decoder, so the two cannot disagree; the five bytes it
 * leaves undefined (decoded as C1 control characters) are never written.
 */
const BYTE_OF = new Map<string, number>();
for (const [byte, char] of [...decodeWindows1252(Uint8Array.from({ length: 256 }, (_, b) => b))].entries()) {
  if (char.codePointAt(0)! < 0x80 || char.codePointAt(0)! > 0x9f) BYTE_OF.set(char, byte);
}

/** Letters that no Unicode decomposition takes to a letter of the code page. */
const LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', ŀ: 'l' };

/** What is written for a character the code page has no form of (an emoji, a CJK ideograph), as iconv's //TRANSLIT. */
const UNKNOWN = '?';

/** One character outside the code page, as the nearest text inside it: its letters without their marks ('ő' → 'o'). */
function transliterate(char: string): string {
  const letter = LETTERS[char];
  if (letter !== undefined) return letter;
  const plain = [...char.normalize('NFKD')]
    .filter((c) => !/\p{M}/u.test(c))
    .map((c) => (BYTE_OF.has(c) ? c : (LETTERS[c] ?? '')))
    .join('');
  return plain === '' ? UNKNOWN : plain;
}

/** The text with every character outside Windows-1252 transliterated: what its bytes will say. */
export function toWindows1252Text(text: string): string {
  let out = '';
  for (const char of text) out += BYTE_OF.has(char) ? char : transliterate(char);
  return out;
}

/** Windows-1252 bytes of the text, a character outside the code page transliterated (toWindows1252Text). */
export function encodeWindows1252(text: string): Uint8Array {
  const plain = toWindows1252Text(text);
  const bytes = new Uint8Array(plain.length);
  for (let i = 0; i < plain.length; i++) bytes[i] = BYTE_OF.get(plain[i]!) ?? 0x3f;
  return bytes;
}
