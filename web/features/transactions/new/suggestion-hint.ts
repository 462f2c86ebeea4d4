import type { Suggestions } from '../../../../common/contract/suggestions';

/**
 * Why a field holds a suggested value: 'Sugerida pelo histórico: 3 de 4 transações de Uber' or '… com descrição
 * parecida', or 'Sugestão padrão para Uber' from the well-known merchants. Null without a suggested category.
 */
export function suggestionHint(s: Suggestions, payeeName: string): string | null {
  if (!s.category || s.basis === null) return null;
  if (s.basis === 'merchant') return `Sugestão padrão para ${s.merchant ?? 'esta descrição'}`;
  const of = s.matches === 1 ? '1 transação' : `${s.category.count} de ${s.matches} transações`;
  const basis = s.basis === 'payee' ? `de ${payeeName.trim()}` : 'com descrição parecida';
  return `Sugerida pelo histórico: ${of} ${basis}`;
}
