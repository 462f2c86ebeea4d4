import type { NetWorthClass } from '../../../common/contract/net-worth';

/**
 * The class an account's balance counts in (docs/PRODUCT.md, "Patrimônio"): a card's balance is what it owes
 * (dívidas), an investment account's is renda fixa (its variable-income holdings are moved
 * to renda variável by the service), every other account's is money at hand (caixa).
 */
export function netWorthClassOf(accountType: string): NetWorthClass {
  if (accountType === 'credit_card') return 'dividas';
  if (accountType === 'investment') return 'rendaFixa';
  return 'caixa';
}
