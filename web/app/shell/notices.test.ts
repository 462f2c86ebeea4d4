import { describe, expect, it } from 'vitest';
import { noticeCount, noticeTitle } from './notices';

const counts = (fixed: number, bills: number, installments: number, darfs = 0) => ({
  fixed,
  bills,
  installments,
  darfs,
});

describe("the top bar's 'Avisos'", () => {
  it('names each kind due, in the singular or the plural', () => {
    expect(noticeTitle(counts(1, 0, 2))).toBe(
      'Vencidos ou a vencer em até 7 dias: 1 gasto fixo e 2 parcelas de dívida',
    );
    expect(noticeTitle(counts(0, 0, 1))).toBe('Vencidos ou a vencer em até 7 dias: 1 parcela de dívida');
    expect(noticeTitle(counts(2, 1, 0))).toBe(
      'Vencidos ou a vencer em até 7 dias: 2 gastos fixos e 1 fatura de cartão',
    );
    expect(noticeTitle(counts(2, 3, 1))).toBe(
      'Vencidos ou a vencer em até 7 dias: 2 gastos fixos, 3 faturas de cartão e 1 parcela de dívida',
    );
    expect(noticeTitle(counts(0, 1, 0, 2))).toBe(
      'Vencidos ou a vencer em até 7 dias: 1 fatura de cartão e 2 DARFs',
    );
    expect(noticeTitle(counts(0, 0, 0))).toBe('Nada a vencer nos próximos 7 dias');
  });

  it('counts the kinds together', () => {
    expect(noticeCount(counts(2, 3, 1, 1))).toBe(7);
  });
});
