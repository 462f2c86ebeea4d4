import type { Transaction } from '../../../../common/contract/transactions';
import { useAccounts } from '../../../entities/account/public';

/**
 * The accounts 'Editar Transação' offers, and the card whose bill the row is on: `cardOf` tells whether another
 * account chosen is a card too.
 */
export function useEditAccounts(transaction: Transaction, accountId: string, transfer: boolean) {
  const accountList = useAccounts().data ?? [];
  const cardOf = (id: string) => accountList.find((a) => String(a.id) === id && a.type === 'credit_card');
  // A bill is a card's row's; a transfer leg (a bill payment among them) keeps the one it has.
  const card = transfer ? undefined : cardOf(accountId);
  // An archived account is not offered for new entries, but the transaction's own stays selectable (listed as
  // it always was, without the archived mark: the transaction names it by name only).
  const accountOptions = accountList.some((a) => a.id === transaction.contaId)
    ? accountList
    : [...accountList, { id: transaction.contaId, name: transaction.conta_name }];
  return { cardOf, card, accountOptions };
}
