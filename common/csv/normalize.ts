import { foldForSearch } from '../search';

/**
 * Header names and type words are compared without case, accents or punctuation, so 'Descrição',
 * 'DESCRICAO' and 'descricao:' are the same word and 'Valor (R$)' is 'valor r'.
 */
export function normalizeWord(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
