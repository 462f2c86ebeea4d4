import type { Transaction } from '../../../common/contract/transactions';

/**
 * 'Criar regra' from a transaction: the Regras page opens its new-rule dialog filled from the address
 * (`nova=1`, the description to look for, the type, and the category and payee to set).
 */
export function newRuleLink(
  t: Pick<Transaction, 'description' | 'type' | 'categoriaId' | 'payee_name'>,
): string {
  const params = new URLSearchParams({ nova: '1' });
  if (t.description.trim()) params.set('descricao', t.description.trim());
  params.set('tipo', t.type);
  if (t.categoriaId !== null) params.set('categoria', String(t.categoriaId));
  if (t.payee_name) params.set('favorecido', t.payee_name);
  return `/rules?${params.toString()}`;
}
