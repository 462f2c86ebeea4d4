import { describe, expect, it } from 'vitest';
import { freeCash, uncoveredCompraText } from './free-cash';
import { typedTradeCents } from './operation-display';

const xp = { id: 7, balance_today: 500 };

describe('freeCash', () => {
  it("is the account's balance less its holdings' cost and its open positions' application, other accounts aside", () => {
    const holdings = [
      { accountId: 7, cost: 120.5 },
      { accountId: 8, cost: 9000 },
      // Sold out: nothing of it is in the balance any more.
      { accountId: 7, cost: 0 },
    ];
    const positions = [
      { accountId: 7, applied: 200, redeemedOn: null },
      { accountId: 7, applied: 1000, redeemedOn: '2026-10-01' },
      { accountId: 9, applied: 50, redeemedOn: null },
    ];
    expect(freeCash({ id: 7, balance_today: 1000 }, holdings, positions)).toEqual({
      cents: 67_950,
      something: true,
    });
    expect(freeCash(xp, holdings.slice(1), positions.slice(1))).toEqual({ cents: 50_000, something: false });
  });
});

describe('uncoveredCompraText', () => {
  it('warns of a compra above the money in the account, saying both figures and the two ways out', () => {
    const compra = typedTradeCents('compra', '40', '30', '');
    expect(compra).toBe(120_000);
    expect(uncoveredCompraText(freeCash(xp, [], []), compra ?? 0)).toBe(
      'O saldo desta conta (R$ 500,00) não cobre esta compra de R$ 1.200,00: registre também o depósito na corretora ou escolha em “Dinheiro saiu de” a conta de onde o dinheiro veio.',
    );
  });

  it('tells the balance as what is left beside what the account already holds, even below zero', () => {
    const free = freeCash(xp, [{ accountId: 7, cost: 600 }], []);
    expect(uncoveredCompraText(free, 1_000)).toMatch(
      /^O saldo desta conta fora os ativos e aplicações já nela \(-R\$ 100,00\) não cobre esta compra de R\$ 10,00:/,
    );
  });

  it('says the figures of an account abroad in its currency', () => {
    expect(uncoveredCompraText(freeCash(xp, [], []), 120_000, 'USD')).toMatch(
      /^O saldo desta conta \(US\$ 500,00\) não cobre esta compra de US\$ 1\.200,00:/,
    );
  });

  it('says nothing while the money covers the compra, to the cent', () => {
    expect(uncoveredCompraText(freeCash(xp, [], []), 50_000)).toBeNull();
    expect(uncoveredCompraText(freeCash(xp, [], []), 50_001)).not.toBeNull();
  });
});
