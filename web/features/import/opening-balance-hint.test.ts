import { describe, expect, it } from 'vitest';
import { openingBalanceHint } from './opening-balance-hint';

const itau = { id: 7, name: 'Itaú', opening_balance: 3250, balance_today: 5705.7 };

describe('openingBalanceHint', () => {
  it("says the account's balance now and where to fix its opening balance", () => {
    expect(openingBalanceHint({ inserted: 3, accountId: 7 }, itau)).toBe(
      'Saldo de Itaú hoje: R$ 5.705,70. Se o banco mostra outro valor, confira o saldo inicial (R$ 3.250,00) em Contas: ele é o saldo antes de todas as transações da conta e não deve incluir as linhas importadas.',
    );
  });

  it("says an account in another currency's figures in it", () => {
    expect(openingBalanceHint({ inserted: 3, accountId: 7 }, { ...itau, currency: 'USD' })).toMatch(
      /^Saldo de Itaú hoje: US\$ 5\.705,70\. .* saldo inicial \(US\$ 3\.250,00\)/,
    );
  });

  it('says nothing without rows written, without an opening balance, or for another account', () => {
    expect(openingBalanceHint({ inserted: 0, accountId: 7 }, itau)).toBeNull();
    expect(openingBalanceHint({ inserted: 3, accountId: 7 }, { ...itau, opening_balance: 0 })).toBeNull();
    expect(openingBalanceHint({ inserted: 3, accountId: null }, itau)).toBeNull();
    expect(openingBalanceHint({ inserted: 3, accountId: 7 }, undefined)).toBeNull();
  });
});
