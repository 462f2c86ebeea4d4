import { foldForSearch } from './search';

/** How many leading words say what a transaction is ('uber trip', 'padaria ipe'); the rest is often noise. */
export const STEM_WORDS = 2;

/**
 * The words of a description, folded, with digits and punctuation as spaces: 'UBER *TRIP 1234' and 'Uber trip'
 * both read 'uber trip'. The database computes the same from the folded `search_text` (see the suggestions'
 * repository), so both sides agree on what "a similar description" is.
 */
export function descriptionWords(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** The first STEM_WORDS words of a description; empty when it has no letters. */
export function descriptionStem(text: string): string {
  return descriptionWords(text).split(' ').filter(Boolean).slice(0, STEM_WORDS).join(' ');
}
