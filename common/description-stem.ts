import { foldForSearch } from './search';

/** How many leading words say what a transaction is ('uber trip', 'padaria ipe'); the rest is often noise. */
export const STEM_WORDS = 2;

/**
 * The words of a description, folded, with digits and punctuation as spaces: 'UBER *TRIP 1234' and 'Uber trip'
 * both read 'uber trip'. The database computes the same from the folded `search_text` (see the suggestions'
 * repository), so both sides agree on what "a similar description" is.
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

/** The first STEM_WORDS words of a description; empty when it has no letters. */
export function descriptionStem(text: string): string {
  const words = descriptionWordList(text);
  return (words.length > STEM_WORDS ? words.slice(0, STEM_WORDS) : words).join(' ');
}
