import { describe, expect, it } from 'vitest';
import { companyOf, dividendWithholdingNote, dividendWithholdings } from './dividend-withholding';

describe('dividends withheld from 2026 (Lei 15.270/2025)', () => {
  it("withholds 10% of a company's whole month once it passes R$ 50.000,00, its tickers together", () => {
    // March 2026: Petrobras pays R$ 30.000,00 on PETR4 and R$ 25.000,00 on PETR3 = R$ 55.000,00, above the limit:
    // 10% of the R$ 55.000,00 (not of the R$ 5.000,00 above it) = R$ 5.500,00. Itaúsa's R$ 50.000,00 exactly: none.
    // April: Petrobras R$ 20.000,00 alone: none.
    const withholdings = dividendWithholdings([
      { ticker: 'PETR4', date: '2026-03-10', grossCents: 3_000_000 },
      { ticker: 'PETR3', date: '2026-03-25', grossCents: 2_500_000 },
      { ticker: 'ITSA4', date: '2026-03-12', grossCents: 5_000_000 },
      { ticker: 'PETR4', date: '2026-04-10', grossCents: 2_000_000 },
    ]);
    expect(withholdings).toEqual([
      { company: 'PETR', month: '2026-03', paidCents: 5_500_000, withheldCents: 550_000 },
    ]);
    expect(dividendWithholdingNote(withholdings)).toBe(
      'Acima de R$ 50.000,00 de uma empresa no mês, ela retém 10% do total (Lei 15.270/2025), antecipação do imposto ' +
        'mínimo apurado na declaração: PETR em 03/2026: R$ 5.500,00 de R$ 55.000,00. Lucros até 2025 com ' +
        'distribuição aprovada até 31/12/2025 não têm retenção.',
    );
  });

  it('withholds nothing before 2026, and rounds 10% half up to the cent', () => {
    expect(dividendWithholdings([{ ticker: 'VALE3', date: '2025-12-15', grossCents: 9_000_000 }])).toEqual(
      [],
    );
    // R$ 50.000,05 × 10% = R$ 5.000,005 → R$ 5.000,01.
    expect(dividendWithholdings([{ ticker: 'VALE3', date: '2026-01-15', grossCents: 5_000_005 }])).toEqual([
      { company: 'VALE', month: '2026-01', paidCents: 5_000_005, withheldCents: 500_001 },
    ]);
    expect(dividendWithholdingNote([])).toBeNull();
  });

  it("tells a company by its ticker's letters", () => {
    expect(['PETR4', 'petr3', 'TAEE11', 'BBAS3'].map(companyOf)).toEqual(['PETR', 'PETR', 'TAEE', 'BBAS']);
  });
});
