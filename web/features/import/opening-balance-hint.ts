import type { ImportResult } from '../../../common/contract/import';
import type { CurrencyCode } from '../../../common/currencies';
import { formatInCurrency } from '../../entities/account/public';

/**
 * After rows were imported into an account that has an opening balance: its balance now, and what to do when the
 * bank shows another. The opening balance is the balance before every row of the account, so a person who typed
 * today's balance and then imported older statements saw their balance grow by those rows (a newcomer's walk);
 * the fix is the opening balance, not an adjustment booked as this month's expense. It does not say who set the
 * opening balance: "Trazer meus dados" may have moved it to keep today's balance. Null otherwise.
 */
export function openingBalanceHint(
  result: Pick<ImportResult, 'inserted' | 'accountId'>,
  account:
    | { id: number; name: string; opening_balance: number; balance_today: number; currency?: CurrencyCode }
    | undefined,
): string | null {
  if (!account || result.accountId !== account.id || result.inserted === 0 || account.opening_balance === 0)
    return null;
  const money = (value: number) => formatInCurrency(value, account.currency ?? 'BRL');
  return `Saldo de ${account.name} hoje: ${money(account.balance_today)}. Se o banco mostra outro valor, confira o saldo inicial (${money(account.opening_balance)}) em Contas: ele é o saldo antes de todas as transações da conta e não deve incluir as linhas importadas.`;
}
