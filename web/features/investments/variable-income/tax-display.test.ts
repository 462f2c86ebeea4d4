import { describe, expect, it } from 'vitest';
import { darfText, lossesText, regimeTaxText, taxMonthLabel, taxSummaryText } from './tax-display';

describe('tax texts', () => {
  it('names the month', () => {
    expect(taxMonthLabel('2026-11')).toBe('Novembro de 2026');
  });

  it('says what a regime owes in a month', () => {
    const base = { regime: 'comum', exempt: false, tax: 45, taxable: 300, rateText: '15%' } as const;
    expect(regimeTaxText(base)).toBe('R$ 45,00 (15% de R$ 300,00)');
    expect(regimeTaxText({ ...base, exempt: true, tax: 0 })).toBe('Isento');
    expect(regimeTaxText({ ...base, tax: 0, taxable: 0 })).toBe('Sem imposto');
    expect(regimeTaxText({ ...base, regime: 'fundo', tax: 0 })).toBe('Retido na fonte');
  });

  it('gives the DARF to pay with its due date, or says a small one passes on', () => {
    expect(darfText({ code: '6015', pay: 45, carriedOut: 0, dueDate: '2026-12-31' })).toBe(
      'DARF 6015: R$ 45,00 até 31/12/2026',
    );
    expect(darfText({ code: '6015', pay: 0, carriedOut: 4.5, dueDate: null })).toBe(
      'DARF 6015: R$ 4,50 passa para o mês seguinte (abaixo de R$ 10,00)',
    );
  });

  it('sums the year and the losses left', () => {
    expect(taxSummaryText(2026, { sales: 52000, gain: 3100, exemptGain: 1200, darf: 285 })).toBe(
      'Em 2026: vendas de R$ 52.000,00, ganho de R$ 3.100,00, R$ 1.200,00 isentos, DARFs de R$ 285,00',
    );
    expect(taxSummaryText(2026, { sales: 1000, gain: -50, exemptGain: 0, darf: 0 })).toMatch(
      /perda de R\$ 50,00/,
    );
    expect(lossesText({ comum: 500, fii: 80 })).toBe(
      'Prejuízo a compensar: R$ 500,00 em ações, ETFs e BDRs; R$ 80,00 em FIIs',
    );
    expect(lossesText({ comum: 0, fii: 0 })).toBeNull();
  });
});
