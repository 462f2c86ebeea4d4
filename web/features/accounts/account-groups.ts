import type { Account } from '../../../common/contract/accounts';
import { isInvestmentAccountType } from '../../../common/money-accounts';

const isArchived = (account: Account) => account.archived_at !== null;

export interface AccountGroups {
  /** The everyday money accounts and the cards, active first, then the archived ones when asked. */
  money: Account[];
  /**
   * The investment accounts, apart and after the others: their ledger balance is what was applied (at cost), not
   * money at hand, so "Saldo em contas" leaves them out (common/money-accounts.ts).
   */
  investments: Account[];
  /** How many archived accounts there are, shown or not ("Mostrar arquivadas (N)"). */
  archivedCount: number;
}

/** Contas' lists: the accounts as the API orders them, split into the page's two groups. */
export function groupAccounts(all: readonly Account[], showArchived: boolean): AccountGroups {
  const active = all.filter((a) => !isArchived(a));
  const archived = all.filter(isArchived);
  const shown = showArchived ? [...active, ...archived] : active;
  return {
    money: shown.filter((a) => !isInvestmentAccountType(a.type)),
    investments: shown.filter((a) => isInvestmentAccountType(a.type)),
    archivedCount: archived.length,
  };
}
