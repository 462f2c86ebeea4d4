/**
 * The characters of JavaScript's `\s` and of String.prototype.trim (WhiteSpace and LineTerminator): tab, line
 * feed, vertical tab, form feed, carriage return, the space separators and the byte-order mark. spaces.test.ts
 * checks the list against the engine's own `\s` for every UTF-16 code unit.
 */
export function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    (code >= 0xa0 &&
      (code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff))
  );
}

/**
 * True when `text.replace(/\s+/g, ' ').trim()` would answer `text` itself: no space at either end and no space
 * other than a single ' ' between words. One scan of the characters, without building a string.
 */
export function isCollapsed(text: string): boolean {
  // A space at the start is one that trim() removes: as if a space came before the text.
  let afterSpace = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isSpace(code)) afterSpace = false;
    else if (code !== 32 || afterSpace) return false;
    else afterSpace = true;
  }
  return text.length === 0 || !afterSpace;
}

/** Runs of spaces as one ' ', none at the ends. */
export function collapseSpaces(text: string): string {
  // Almost every cell of a statement is already so: answering it as it is spares a regex and two strings a cell.
  return isCollapsed(text) ? text : text.replace(/\s+/g, ' ').trim();
}
