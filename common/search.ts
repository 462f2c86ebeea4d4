/**
 * Case- and accent-folding for search. The database folds with translate(lower(x), FOLD_FROM, FOLD_TO) in a
 * generated column; foldForSearch does the same to the typed text, so 'Açaí', 'ACAI' and 'acai' all meet.
 * The one fold of the product: the name suggestions and the statement's header words use it too.
 */
export const FOLD_FROM = 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
export const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn';

export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out;
}

/** Portuguese order: 'Água' before 'Aluguel' (the database's byte order would put it after 'Zoológico'). */
export const inPortuguese = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** The order of names in a list a person picks from (accounts, categories, suggestions): Portuguese. */
export const byName = <T extends { name: string }>(a: T, b: T) => inPortuguese(a.name, b.name);
