import { bankTextWords } from './bank-text';
import { foldForSearch } from './search';

/** How many leading words say what a transaction is ('uber trip', 'padaria ipe'); the rest is often noise. */
export const STEM_WORDS = 2;

/**
 * The words of a description, folded, with digits and punctuation as spaces: 'UBER *TRIP 1234' and 'Uber trip'
 * both read 'uber trip'.
 */
export function descriptionWords(text: string): string {
  return descriptionWordList(text).join(' ');
}

/**
 * descriptionWords as a list: the runs of letters of the folded text, read in one native pass (an import reads
 * every line's words while matching and again while classifying; replacing, trimming and splitting cost twice).
 */
export function descriptionWordList(text: string): string[] {
  return foldForSearch(text).match(/[a-z]+/g) ?? [];
}

/**
 * The first STEM_WORDS words of what a description is about: the bank's prefixes, dates, card numbers and place
 * left out (common/bank-text.ts), so 'COMPRA CARTAO DEB DROGASIL' reads 'drogasil' and 'COMPRA CARTAO DEB PAO DE
 * ACUCAR' 'pao de', never the 'compra cartao' of every debit purchase. Empty when nothing is left ('PIX ENVIADO',
 * '12/03'): such a line learns nothing by its words. The suggestions' repository computes the same in SQL.
 */
export function descriptionStem(text: string): string {
  const words = bankTextWords(text);
  return (words.length > STEM_WORDS ? words.slice(0, STEM_WORDS) : words).join(' ');
}
