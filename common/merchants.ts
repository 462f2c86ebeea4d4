import { bankFeeOf } from './bank-fees';
import { withoutBankNoise, withoutBankPrefixes } from './bank-text';
import { INCOME_GROUPS, MERCHANT_GROUPS, type MerchantGroup } from './merchants-data';
import { foldForSearch } from './search';

/**
 * Which well-known Brazilian merchant a bank line names ('UBER *TRIP HELP.UBER.COM' is Uber, 'IFD*IFOOD' iFood),
 * and the categories it belongs to: the "sugestão padrão" for a person's first statements, before their own
 * rules and history know anything. The merchants themselves are in merchants-data.ts.
 */
export interface Merchant {
  name: string;
  /** Category names in order of preference; the last is a starter category. */
  categories: readonly string[];
}

/**
 * A description as merchants are matched: folded (case, accents), '+' read as ' plus' ('Disney+'), anything
 * but letters and digits as a space, so 'PAG*CARREFOUR' reads 'pag carrefour' and 'C&A' reads 'c a'.
 */
export function merchantWords(text: string): string[] {
  const folded = foldForSearch(text);
  // The runs of letters and digits are the words the spaces would leave, read in one native pass.
  return (folded.includes('+') ? folded.replace(/\+/g, ' plus ') : folded).match(/[a-z0-9]+/g) ?? [];
}

/** Names and aliases, each as its cleaned words joined by one space, to its merchant; read a word at a time. */
interface PhraseIndex {
  phrases: Map<string, Merchant>;
  /** The words a name or alias starts with: a phrase is looked up only from one of them. */
  firstWords: Set<string>;
  /** The most words an alias has: a line is read a word at a time, trying phrases this long at most. */
  maxPhraseWords: number;
}

function phraseIndex(groups: readonly MerchantGroup[]): PhraseIndex {
  const index: PhraseIndex = { phrases: new Map(), firstWords: new Set(), maxPhraseWords: 1 };
  for (const group of groups) {
    for (const [name, ...aliases] of group.merchants) {
      const merchant: Merchant = { name, categories: group.categories };
      for (const alias of [name, ...aliases]) {
        const words = merchantWords(alias);
        index.maxPhraseWords = Math.max(index.maxPhraseWords, words.length);
        index.phrases.set(words.join(' '), merchant);
        index.firstWords.add(words[0] ?? '');
      }
    }
  }
  return index;
}

const MERCHANTS = phraseIndex(MERCHANT_GROUPS);
const INCOMES = phraseIndex(INCOME_GROUPS);

/** Words read of a line: a merchant is named near the start; a 200-character description has fewer. */
const MAX_WORDS_READ = 64;

/** A merchant a line names, and the name or alias it was found by, as cleaned words ('pao de acucar'). */
export interface MerchantMatch {
  merchant: Merchant;
  phrase: string;
}

/**
 * A bank's fee or charge ('TAR CESTA SERVICOS', 'IOF', 'JUROS LIMITE DA CONTA'; common/bank-text.ts): filed like a
 * merchant's expense, under a person's 'Tarifas bancárias' when they made one, else the starter 'Impostos e taxas'.
 */
export const BANK_FEE: Merchant = {
  name: 'Tarifa bancária',
  categories: ['Tarifas bancárias', 'Impostos e taxas'],
};

/**
 * The merchant a description names, by whole words ('CLAROS MOVEIS' is not Claro, 'TIMBER' not TIM), read
 * without the bank's words around it (common/bank-text.ts: 'COMPRA CARTAO DEB', dates, card numbers); a line
 * that starts with a bank fee's words is the fee. Where several are named the longest name wins ('UBER EATS' is
 * Uber Eats, not Uber), then the first. One Map lookup per word and phrase length: linear in the text, whatever
 * the number of merchants.
 */
export function merchantMatch(description: string): MerchantMatch | null {
  const words = withoutBankPrefixes(merchantWords(withoutBankNoise(description.slice(0, 1000))));
  const fee = bankFeeOf(words);
  if (fee !== null) return { merchant: BANK_FEE, phrase: fee };
  return longestPhrase(MERCHANTS, words);
}

/**
 * The longest phrase of the index among the first words of a line, then the first; null when none. One Map
 * lookup per word and phrase length: linear in the text, whatever the number of phrases.
 */
function longestPhrase(index: PhraseIndex, words: readonly string[]): MerchantMatch | null {
  let best: MerchantMatch | null = null;
  let bestLength = 0;
  const end = Math.min(words.length, MAX_WORDS_READ);
  for (let start = 0; start < end; start++) {
    if (!index.firstWords.has(words[start]!)) continue;
    let phrase = '';
    for (let length = 1; length <= index.maxPhraseWords && start + length <= end; length++) {
      phrase = length === 1 ? words[start]! : `${phrase} ${words[start + length - 1]}`;
      if (length <= bestLength) continue;
      const merchant = index.phrases.get(phrase);
      if (merchant) {
        best = { merchant, phrase };
        bestLength = length;
      }
    }
  }
  return best;
}

/**
 * What kind of income a description says it is (common/merchants-data.ts INCOME_GROUPS: a salary, a savings
 * account's or investment's interest), by whole words anywhere in it: 'TED 237 0001 ACME LTDA SALARIO' is a
 * salary whoever the employer is. Read only for incomes: an expense that says 'salario' is a salary paid.
 */
export function incomeMatch(description: string): MerchantMatch | null {
  return longestPhrase(INCOMES, merchantWords(withoutBankNoise(description.slice(0, 1000))));
}

/** The merchant a description names (merchantMatch's), or null. */
export function merchantOf(description: string): Merchant | null {
  return merchantMatch(description)?.merchant ?? null;
}

/** How many merchants are known (the data's size, for its test). */
export const MERCHANT_COUNT = MERCHANT_GROUPS.reduce((n, g) => n + g.merchants.length, 0);
