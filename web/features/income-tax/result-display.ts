import type { TaxResultModel } from '../../../common/contract/income-tax-result';
import { formatReais } from '../../../common/money';

/** A model's balance in the words the declaration program uses: 'A pagar', 'A restituir', or nothing either way. */
export function balanceText(model: Pick<TaxResultModel, 'balance'>): { label: string; amount: string } {
  if (model.balance > 0) return { label: 'Imposto a pagar', amount: formatReais(model.balance) };
  if (model.balance < 0) return { label: 'Imposto a restituir', amount: formatReais(-model.balance) };
  return { label: 'Nada a pagar nem a restituir', amount: formatReais(0) };
}

export const modelName = (model: 'completo' | 'simplificado') =>
  model === 'completo' ? 'Deduções legais (completo)' : 'Desconto simplificado';
