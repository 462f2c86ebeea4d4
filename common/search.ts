import { parseAmount } from './money';

/**
 * Case- and accent-folding for search. The database folds with translate(lower(x), FOLD_FROM, FOLD_TO) in a
 * generated column; foldForSearch does the same to the typed text, so 'Açaí', 'ACAI' and 'acai' all meet.
 * The one fold of the product: the name suggestions and the statement's header words use it too.
 */
export const FOLD_FROM = 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
export const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn';

/** The characters the fold changes (all single code units), and what each becomes. */
const FOLDED = new RegExp(`[${FOLD_FROM}]`, 'g');
const FOLD_OF = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] ?? ch]));

export function foldForSearch(text: string): string {
  // One native pass that finds nothing on most bank lines, which have no accent: appending a character at a
  // time cost an import of 50,000 lines about 80 ms on its own.
  return text.toLowerCase().replace(FOLDED, (ch) => FOLD_OF.get(ch) ?? ch);
}

/**
 * The amount a search text names, in cents, or null when it names none: the whole text must read as money and
 * look like it (a comma, a dot or 'R$': '45,90', '45.90', 'R$ 45,90', '1.234,56'), so a bare number ('2024', a
 * store's number) searches the words only. The sign is dropped: the list finds rows of that amount of either type.
 */
export function searchAmount(text: string): number | null {
  if (!/[.,]|R\$/i.test(text)) return null;
  const amount = parseAmount(text, 'comma');
  return amount === null || amount === 0 ? null : Math.abs(amount);
}

/** Portuguese order: 'Água' before 'Aluguel' (the database's byte order would put it after 'Zoológico'). */
export const inPortuguese = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** The order of names in a list a person picks from (accounts, categories, suggestions): Portuguese. */
export const byName = <T extends { name: string }>(a: T, b: T) => inPortuguese(a.name, b.name);
