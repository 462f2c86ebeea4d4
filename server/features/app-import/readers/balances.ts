import type { AppHistory } from './types';

/**
 * Each account's balance at the file's end (cents): its opening balance, plus money in minus money out, a transfer
 * moving it between two.
 */
export function balancesByAccount(history: AppHistory): Map<string, number> {
  const balances = new Map<string, number>(history.accounts.map((a) => [a.name, 0]));
  const add = (account: string, cents: number) => balances.set(account, (balances.get(account) ?? 0) + cents);
  for (const opening of history.openings) add(opening.account, opening.cents);
  for (const row of history.rows) {
    if (row.type === 'TRANSFER') {
      add(row.account, -row.amountCents);
      if (row.destination) add(row.destination, row.amountCents);
    } else add(row.account, row.type === 'RECEITA' ? row.amountCents : -row.amountCents);
  }
  return balances;
}
