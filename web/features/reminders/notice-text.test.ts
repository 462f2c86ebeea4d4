import { describe, expect, it } from 'vitest';
import { countsByKind, noticeStatus } from './notice-text';

describe("an 'Avisos' item's status", () => {
  it('says when it falls due, or that it is overdue', () => {
    expect(noticeStatus(-10)).toBe('Vencida');
    expect(noticeStatus(0)).toBe('Vence hoje');
    expect(noticeStatus(1)).toBe('Vence amanhã');
    expect(noticeStatus(3)).toBe('Vence em 3 dias');
  });

  it('counts the items of each kind for the badge title', () => {
    const items = [
      { kind: 'fatura' },
      { kind: 'gasto_fixo' },
      { kind: 'parcela' },
      { kind: 'parcela' },
      { kind: 'darf_carne_leao' },
      { kind: 'darf_renda_variavel' },
    ] as const;
    expect(countsByKind(items)).toEqual({ fixed: 1, bills: 1, installments: 2, darfs: 2 });
  });
});
