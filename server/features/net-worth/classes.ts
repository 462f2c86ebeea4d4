import type { NetWorthClass } from '../../../common/contract/net-worth';

/**
 * The class an account's balance counts in (docs/PRODUCT.md, "Patrimônio"): what a card owes is a debt (dívidas),
 * an investment account's balance is renda fixa (its variable-income holdings are moved to renda variável by the
 * service), every other account's is money at hand (caixa). A card in credit (paid more than it owed, or an opening
 * balance "Conferir saldo" moved) owes nothing: that money is the person's, at hand, as YNAB's net worth counts an
 * account by the sign of its balance; so Dívidas is never above zero, in any month.
 */
export function netWorthClassOf(accountType: string, balanceCents: number): NetWorthClass {
  if (accountType === 'credit_card') return balanceCents < 0 ? 'dividas' : 'caixa';
  if (accountType === 'investment') return 'rendaFixa';
  return 'caixa';
}
