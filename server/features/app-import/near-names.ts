/**
 * Near-equal category names, for the default mapping of another app's categories onto the person's: two names are
 * near when they are equal once accents, case, spaces and a plural are set aside ('Farmácias' ~ 'farmacia') or
 * a word is a known synonym of the other ('Supermercado' ~ 'Mercado'). A small rule on purpose: the person sees
 * the mapping it proposes and may change it, and a wrong guess costs more than a "Criar nova".
 */

/** Words that name one heading in Brazilian households' apps, each to the first of its group. */
const SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['mercado', 'supermercado', 'hipermercado'],
  ['farmacia', 'drogaria'],
  ['combustivel', 'gasolina'],
  ['moradia', 'casa', 'habitacao'],
  ['lazer', 'diversao', 'entretenimento'],
];
const CANONICAL = new Map(SYNONYMS.flatMap((group) => group.map((word) => [word, group[0] as string])));

/** A word in the singular, by the plurals of Portuguese that category names take. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('oes') || word.endsWith('aes')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (word.endsWith('res') || word.endsWith('zes')) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** One part of a category's path as the near comparison sees it. */
export function nearKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => {
      const one = singular(word);
      return CANONICAL.get(one) ?? CANONICAL.get(word) ?? one;
    })
    .join(' ');
}

/** A path's key: its parts' keys, so a child is near only a child of a near parent. */
export const nearPathKey = (parts: ReadonlyArray<string>) => parts.map(nearKey).join(':');

/**
 * The words the finance apps put around a bank's name in an account's ('Conta Itaú', 'Cartão de crédito Nubank',
 * 'Nubank Conta corrente'), as nearKey leaves them: set aside, so the file's 'Conta Itaú' is near the person's
 * 'Itaú'. The longer first, so 'cartao de credito' goes whole.
 */
const ACCOUNT_WORDS = /\b(cartao de credito|conta corrente|cartao|conta)\b/g;

/** An account's name as the near comparison sees it: nearKey without the account words ('' when nothing is left). */
export const nearAccountKey = (name: string): string =>
  nearKey(name).replace(ACCOUNT_WORDS, ' ').split(' ').filter(Boolean).join(' ');
