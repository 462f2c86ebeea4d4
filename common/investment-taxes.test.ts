import { describe, expect, it } from 'vitest';
import { incomeTaxPerMille, iofPercent, redemption } from './investment-taxes';

describe('the income tax of a redemption, by calendar days held (Lei 11.033/2004)', () => {
  it.each([
    [1, 225],
    [180, 225],
    [181, 200],
    [360, 200],
    [361, 175],
    [720, 175],
    [721, 150],
    [3650, 150],
  ])('after %i days: %i per mille', (days, perMille) => {
    expect(incomeTaxPerMille(days)).toBe(perMille);
  });
});

describe('the IOF on a redemption within 30 days (Decreto 6.306/2007, Anexo)', () => {
  it.each([
    [1, 96],
    [15, 50],
    [29, 3],
    [30, 0],
    [31, 0],
  ])('day %i: %i%% of the yield', (days, percent) => {
    expect(iofPercent(days)).toBe(percent);
  });
});

describe('what a redemption pays', () => {
  it('a CDB on day 15: the IOF first, then 22,5% of what is left', () => {
    // Applied R$ 10.000,00, worth R$ 10.100,00: yield R$ 100,00; IOF 50% = R$ 50,00; IR 22,5% × 50,00 = R$ 11,25;
    // net R$ 10.100,00 − 50,00 − 11,25 = R$ 10.038,75.
    expect(redemption('cdb', 1_000_000, 1_010_000, 15)).toEqual({
      grossCents: 1_010_000,
      yieldCents: 10_000,
      iofCents: 5_000,
      incomeTaxCents: 1_125,
      netCents: 1_003_875,
    });
  });

  it('a Tesouro IPCA+ after 721 days: 15%, no IOF; a half cent of tax rounds up', () => {
    // Yield R$ 1.234,57 × 15% = R$ 185,1855 → R$ 185,19; R$ 0,03 × 15% = 0,45 cent → none;
    // R$ 0,10 × 15% = 1,5 cent → 2 cents.
    expect(redemption('tesouro_ipca', 500_000, 623_457, 721).incomeTaxCents).toBe(18_519);
    expect(redemption('tesouro_ipca', 500_000, 500_003, 721).incomeTaxCents).toBe(0);
    expect(redemption('tesouro_ipca', 500_000, 500_010, 721).incomeTaxCents).toBe(2);
  });

  it('LCI, LCA and incentivised debentures pay no income tax; the poupança neither tax', () => {
    expect(redemption('lci', 100_000, 110_000, 200)).toMatchObject({ incomeTaxCents: 0, netCents: 110_000 });
    expect(redemption('lca', 100_000, 110_000, 200).incomeTaxCents).toBe(0);
    expect(redemption('debenture_incentivada', 100_000, 110_000, 200).incomeTaxCents).toBe(0);
    expect(redemption('poupanca', 100_000, 100_500, 10)).toMatchObject({ iofCents: 0, incomeTaxCents: 0 });
    // An LCI redeemed on day 10 still has the IOF: 66% of R$ 10,00 = R$ 6,60.
    expect(redemption('lci', 100_000, 101_000, 10).iofCents).toBe(660);
  });

  it('a loss has no tax', () => {
    expect(redemption('cdb', 100_000, 99_000, 400)).toEqual({
      grossCents: 99_000,
      yieldCents: 0,
      iofCents: 0,
      incomeTaxCents: 0,
      netCents: 99_000,
    });
  });
});
