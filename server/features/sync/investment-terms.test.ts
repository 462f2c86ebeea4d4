import { describe, expect, it } from 'vitest';
import { investmentTerms } from './investment-terms';
import type { ProviderInvestment } from './provider';

/** A CDB of R$ 1.000,00 bought on 2025-06-02, worth R$ 1.087,65, with no rate: each case gives its own. */
const cdb = (overrides: Partial<ProviderInvestment> = {}): ProviderInvestment => ({
  id: 'inv-1',
  kind: 'fixed_income',
  subtype: 'CDB',
  name: 'CDB Inventado',
  ticker: null,
  quantity: '1.00000000',
  unitPrice: '1087.65000000',
  balanceCents: 108765,
  grossCents: 108765,
  appliedCents: 100000,
  valueDate: '2026-03-02',
  issueDate: '2025-06-02',
  purchaseDate: '2025-06-02',
  dueDate: '2027-06-01',
  rate: null,
  rateType: null,
  fixedAnnualRate: null,
  status: 'active',
  ...overrides,
});

const TODAY = '2026-03-10';
const contract = (i: ProviderInvestment) => {
  const t = investmentTerms(i, TODAY);
  return t.kind === 'fixed_income' ? [t.product, t.indexing, t.rate, t.gap === null] : [t.kind];
};

describe("a bank's fixed income read as Grana's contract", () => {
  it.each([
    ['102% do CDI', { rateType: 'CDI', rate: 102 }, ['cdb', 'cdi', 102, true]],
    ['CDI + 1,5% a.a.', { rateType: 'CDI', rate: 100, fixedAnnualRate: 1.5 }, ['cdb', 'cdi_mais', 1.5, true]],
    ['IPCA + 6,12% a.a.', { rateType: 'IPCA', fixedAnnualRate: 6.12 }, ['cdb', 'ipca', 6.12, true]],
    ['prefixado 12,5% a.a.', { fixedAnnualRate: 12.5 }, ['cdb', 'prefixado', 12.5, true]],
    ['an LCA at 95% do CDI', { subtype: 'LCA', rateType: 'CDI', rate: 95 }, ['lca', 'cdi', 95, true]],
    [
      'a Tesouro Selic at 100% of it',
      { subtype: 'TREASURY', rateType: 'SELIC', rate: 100 },
      ['tesouro_selic', 'selic', 0, true],
    ],
    [
      'a Tesouro IPCA+',
      { subtype: 'TREASURY', rateType: 'IPCA', fixedAnnualRate: 5.8 },
      ['tesouro_ipca', 'ipca', 5.8, true],
    ],
    [
      'a Tesouro Prefixado',
      { subtype: 'TREASURY', fixedAnnualRate: 13 },
      ['tesouro_prefixado', 'prefixado', 13, true],
    ],
    [
      'a debênture at IPCA + 7%',
      { subtype: 'DEBENTURES', rateType: 'IPCA', fixedAnnualRate: 7 },
      ['debenture', 'ipca', 7, true],
    ],
  ] as const)('%s', (_, given, expected) => {
    expect(contract(cdb(given))).toEqual(expected);
  });

  it.each([
    ['no rate at all', {}],
    ['an index Grana does not follow (IGP-M)', { rateType: 'IGPM', fixedAnnualRate: 5 }],
    ['a percentage of the CDI and a spread on top', { rateType: 'CDI', rate: 110, fixedAnnualRate: 1 }],
    ['110% of the IPCA', { rateType: 'IPCA', rate: 110 }],
    ['a % do CDI past the form’s 300%', { rateType: 'CDI', rate: 350 }],
  ] as const)('%s: worth the bank’s value, no rate made up', (_, given) => {
    const terms = investmentTerms(cdb(given), TODAY);
    expect(terms).toMatchObject({
      kind: 'fixed_income',
      indexing: 'informado',
      rate: null,
      bankValueCents: 108765,
    });
    expect(terms.kind === 'fixed_income' && terms.gap).toMatch(/vale o valor informado pelo banco$/);
  });

  it('without what was applied and when, it is applied today at the bank’s value', () => {
    expect(investmentTerms(cdb({ rateType: 'CDI', rate: 100, appliedCents: null }), TODAY)).toMatchObject({
      indexing: 'informado',
      appliedCents: 108765,
      appliedOn: TODAY,
      gap: 'o banco não informou o valor e a data da aplicação: registrada pelo valor de hoje',
    });
  });

  it('a product Grana has no place for (CRI) is skipped, said so', () => {
    expect(investmentTerms(cdb({ subtype: 'CRI', rateType: 'IPCA', fixedAnnualRate: 6 }), TODAY)).toEqual({
      kind: 'skipped',
      reason: 'produto que o Grana não tem (CRI)',
    });
  });
});

describe("a bank's equity read as a holding", () => {
  it('a FII: its kind, units, price and the cost per unit of what was applied', () => {
    const fii = cdb({
      kind: 'equity',
      subtype: 'REAL_ESTATE_FUND',
      ticker: 'INVT11',
      quantity: '3.00000000',
      unitPrice: '101.50000000',
      appliedCents: 30000,
      purchaseDate: null,
    });
    expect(investmentTerms(fii, TODAY)).toEqual({
      kind: 'equity',
      ticker: 'INVT11',
      holdingKind: 'fii',
      quantity: '3.00000000',
      unitPrice: '101.50000000',
      costPrice: '100.00000000',
      purchasedOn: null,
    });
  });

  it('without a ticker or a quantity it is skipped', () => {
    expect(investmentTerms(cdb({ kind: 'equity', subtype: 'STOCK', ticker: null }), TODAY).kind).toBe(
      'skipped',
    );
    expect(
      investmentTerms(cdb({ kind: 'equity', subtype: 'STOCK', ticker: 'INVT3', quantity: null }), TODAY).kind,
    ).toBe('skipped');
  });
});
