import { describe, expect, it } from 'vitest';
import {
  darfText,
  irrfLeftText,
  lossesText,
  regimeTaxText,
  taxMonthLabel,
  taxSummaryText,
} from './tax-display';

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
    const none = { irrfUsed: 0, irrfCarriedOut: 0 };
    expect(darfText({ code: '6015', pay: 45, carriedOut: 0, dueDate: '2026-12-31', ...none })).toBe(
      'DARF 6015: R$ 45,00 até 31/12/2026',
    );
    expect(darfText({ code: '6015', pay: 0, carriedOut: 4.5, dueDate: null, ...none })).toBe(
      'DARF 6015: R$ 4,50 passa para o mês seguinte (abaixo de R$ 10,00)',
    );
  });

  it("says the brokers' IRRF deducted and what of it is left", () => {
    expect(
      darfText({
        code: '6015',
        pay: 43.8,
        carriedOut: 0,
        dueDate: '2026-12-31',
        irrfUsed: 1.2,
        irrfCarriedOut: 0,
      }),
    ).toBe('DARF 6015: R$ 43,80 até 31/12/2026 (IRRF de R$ 1,20 descontado)');
    expect(
      darfText({ code: '6015', pay: 0, carriedOut: 0, dueDate: null, irrfUsed: 3, irrfCarriedOut: 2.5 }),
    ).toBe(
      'DARF 6015: nada a pagar (IRRF de R$ 3,00 descontado; IRRF de R$ 2,50 fica para os meses seguintes)',
    );
  });

  it('sums the year and the losses left', () => {
    expect(taxSummaryText(2026, { sales: 52000, gain: 3100, exemptGain: 1200, darf: 285 })).toBe(
      'Em 2026: vendas de R$ 52.000,00, ganho de R$ 3.100,00, R$ 1.200,00 isentos, DARFs de R$ 285,00',
    );
    expect(taxSummaryText(2026, { sales: 1000, gain: -50, exemptGain: 0, darf: 0 })).toMatch(
      /perda de R\$ 50,00/,
    );
    expect(lossesText({ comum: 500, fii: 80, daytrade: 30 })).toBe(
      'Prejuízo a compensar: R$ 500,00 em ações, ETFs e BDRs; R$ 80,00 em FIIs; R$ 30,00 em day trade',
    );
    expect(lossesText({ comum: 0, fii: 0, daytrade: 0 })).toBeNull();
    expect(irrfLeftText(2026, { irrfLeft: 1 })).toBe(
      'R$ 1,00 de IRRF das corretoras não descontado em 2026: compense-o na declaração (Renda Variável).',
    );
    expect(irrfLeftText(2026, { irrfLeft: 0 })).toBeNull();
  });
});
