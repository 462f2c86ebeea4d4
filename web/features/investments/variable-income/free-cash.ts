import { type CurrencyCode, HOME_CURRENCY } from '../../../../common/currencies';
import { centsToReais, reaisToCents } from '../../../../common/money';
import { formatInCurrency } from '../../../entities/account/foreign-money';

/**
 * What an investment account holds outside its assets, in cents: its balance today less what its holdings of renda
 * variável cost and what its open fixed-income positions applied, as both sit in that balance (common/money-accounts.ts
 * investedParts, the server's, leaves it out below zero). `something` tells whether any holding or position was taken
 * out.
 */
export function freeCash(
  account: { id: number; balance_today: number },
  holdings: readonly { accountId: number; cost: number }[],
  positions: readonly { accountId: number; applied: number; redeemedOn: string | null }[],
): { cents: number; something: boolean } {
  let cents: number = reaisToCents(account.balance_today);
  let something = false;
  for (const h of holdings) {
    if (h.accountId !== account.id || h.cost === 0) continue;
    cents -= reaisToCents(h.cost);
    something = true;
  }
  for (const p of positions) {
    if (p.accountId !== account.id || p.redeemedOn !== null) continue;
    cents -= reaisToCents(p.applied);
    something = true;
  }
  return { cents, something };
}

/**
 * The form's warning under a compra paid with money already in the investment account, when that money is less
 * than the compra: saved anyway (the deposit may be recorded later, or the asset was held before Grana: counted at
 * its cost, the money Grana never saw left out), so that a compra paid from another account is not recorded as
 * paid from the broker's. Null when the money covers it. The money is the account's currency (reais unless told).
 */
export function uncoveredCompraText(
  free: { cents: number; something: boolean },
  compraCents: number,
  currency: CurrencyCode = HOME_CURRENCY,
): string | null {
  if (compraCents <= free.cents) return null;
  const balance = free.something
    ? 'O saldo desta conta fora os ativos e aplicações já nela'
    : 'O saldo desta conta';
  return `${balance} (${formatInCurrency(centsToReais(free.cents), currency)}) não cobre esta compra de ${formatInCurrency(centsToReais(compraCents), currency)}: registre também o depósito na corretora ou escolha em “Dinheiro saiu de” a conta de onde o dinheiro veio.`;
}
