import { describe, expect, it } from 'vitest';
import type { Account, AccountType } from '../../../common/contract/accounts';
import { groupAccounts } from './account-groups';

let id = 0;
const account = (name: string, type: AccountType, archived = false): Account => ({
  id: ++id,
  name,
  type,
  currency: 'BRL',
  opening_balance: 0,
  balance: 100,
  balance_today: 100,
  month_movement: 0,
  balance_today_reais: 100,
  rate: null,
  closing_day: null,
  due_day: null,
  credit_limit: null,
  payment_account_id: null,
  archived_at: archived ? '2026-11-01T12:00:00Z' : null,
  created_at: '2026-10-01T12:00:00Z',
  invested: null,
});

// As the API orders them: by name.
const accounts = [
  account('Carteira', 'wallet'),
  account('Corretora', 'investment'),
  account('Itaú', 'checking'),
  account('Nubank', 'credit_card'),
  account('Poupança antiga', 'savings', true),
  account('XP antiga', 'investment', true),
];
const names = (list: Account[]) => list.map((a) => a.name);

describe("Contas' groups", () => {
  it('lists the investment accounts apart from the money accounts and the cards, in the same order', () => {
    const groups = groupAccounts(accounts, false);
    expect(names(groups.money)).toEqual(['Carteira', 'Itaú', 'Nubank']);
    expect(names(groups.investments)).toEqual(['Corretora']);
    expect(groups.archivedCount).toBe(2);
  });

  it('shows the archived ones after the active ones of their own group when asked', () => {
    const groups = groupAccounts(accounts, true);
    expect(names(groups.money)).toEqual(['Carteira', 'Itaú', 'Nubank', 'Poupança antiga']);
    expect(names(groups.investments)).toEqual(['Corretora', 'XP antiga']);
  });

  it('has an empty investments group for a person without an investment account', () => {
    const groups = groupAccounts([account('Itaú', 'checking')], false);
    expect(groups.investments).toEqual([]);
    expect(names(groups.money)).toEqual(['Itaú']);
  });
});
