import { normalizeWord } from '../../../../common/csv/normalize';
import type { AppAccountKind } from './types';

/**
 * The kind of account its name suggests (Brazilian and English words, without accents or case), 'checking' when
 * nothing does. A card is looked for first: 'Cartão Poupança Visa' is a card.
 */
export function accountKindOf(name: string): AppAccountKind {
  const word = normalizeWord(name);
  if (/\b(cart[ao]o|credit|card|visa|master|amex|hipercard)|\belo\b|nubank roxinho/.test(word))
    return 'credit_card';
  if (/\b(poupan\w*|savings|reserva)\b/.test(word)) return 'savings';
  if (/\b(investi\w*|corretora|cdb|tesouro|invest|broker\w*)\b/.test(word)) return 'investment';
  if (/\b(carteira|dinheiro|cash|wallet|especie)\b/.test(word)) return 'cash';
  return 'checking';
}
