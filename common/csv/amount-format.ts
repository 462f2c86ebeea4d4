import type { AmountFormat } from '../money';

/**
 * With amountFormat 'auto', each cell alone is ambiguous ('1.234' is a thousand in Brazil, '12.50' is
 * twelve and a half), so the file decides once: the separator that ends amounts with one or two digits in
 * most cells wins. Answers 'auto' when the column gives no clue (whole numbers only), and parseAmount then
 * guesses per cell.
 */
export function inferAmountFormat(cells: readonly string[]): AmountFormat {
  let comma = 0;
  let dot = 0;
  for (const cell of cells) {
    const lastComma = cell.lastIndexOf(',');
    const lastDot = cell.lastIndexOf('.');
    if (lastComma < 0 && lastDot < 0) continue;
    if (lastComma >= 0 && lastDot >= 0) {
      if (lastComma > lastDot) comma++;
      else dot++;
      continue;
    }
    const separator = lastComma >= 0 ? lastComma : lastDot;
    const decimals = digitsAfter(cell, separator);
    // Three digits after a lone separator may be a thousands group: no vote.
    if (decimals < 1 || decimals > 2) continue;
    if (lastComma >= 0) comma++;
    else dot++;
  }
  if (comma > dot) return 'comma';
  if (dot > comma) return 'dot';
  return 'auto';
}

function digitsAfter(text: string, index: number): number {
  let count = 0;
  for (let i = index + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) count++;
    else break;
  }
  return count;
}

/**
 * Comma decimals ('-1.234,56') when the file's amounts end so more often than with a dot ('-1,234.56'), otherwise dot:
 * for another app's export (QIF, GnuCash), whose amounts end in their decimals, so a cell votes only by how it ends
 * and the file's answer is never 'auto'.
 */
export function amountFormatByEndings(amounts: Iterable<string>): AmountFormat {
  let comma = 0;
  let dot = 0;
  for (const amount of amounts) {
    if (/,\d{1,2}$/.test(amount)) comma++;
    else if (/\.\d{1,2}$/.test(amount)) dot++;
  }
  return comma > dot ? 'comma' : 'dot';
}
