import { describe, expect, it } from 'vitest';
import { dueText } from './due-dates';
import {
  automaticText,
  countText,
  dueRuleText,
  inBalanceText,
  itemWords,
  nextRunText,
  runText,
} from './item-words';

describe('countText', () => {
  it('counts expenses and incomes in their own words, and says how many of them the filters show', () => {
    expect(countText(itemWords.DESPESA, 1, 1, false)).toBe('1 gasto fixo');
    expect(countText(itemWords.DESPESA, 3, 3, false)).toBe('3 gastos fixos');
    expect(countText(itemWords.RECEITA, 0, 0, false)).toBe('0 receitas fixas');
    expect(countText(itemWords.RECEITA, 1, 1, false)).toBe('1 receita fixa');
    expect(countText(itemWords.RECEITA, 1, 2, true)).toBe('1 de 2 receitas fixas');
    expect(countText(itemWords.DESPESA, 0, 1, true)).toBe('0 de 1 gasto fixo');
  });
});

describe('words that follow the type', () => {
  it('an expense "Vence", an income "Recebe"', () => {
    expect(dueRuleText({ type: 'DESPESA', due_day: 10, due_business_day: null })).toBe('Vence dia 10');
    expect(dueRuleText({ type: 'RECEITA', due_day: 5, due_business_day: 5 })).toBe('Recebe no 5º dia útil');
    // A conta a pagar is due once: no day repeats.
    expect(dueRuleText({ type: 'DESPESA', due_day: 10, due_business_day: null, kind: 'conta' })).toBe(
      'Vencimento único',
    );
    expect(dueRuleText({ type: 'RECEITA', due_day: 20, due_business_day: null })).toBe('Recebe dia 20');
    expect(dueText('2026-11-26', '2026-11-21', 'RECEITA')).toBe('Recebe em 5 dias');
    expect(dueText('2026-11-18', '2026-11-21', 'RECEITA')).toBe('Prevista há 3 dias');
  });

  it('an automatic item says when it is recorded; a manual one says nothing', () => {
    expect(automaticText({ type: 'DESPESA', mode: 'automatic', next_run: '2026-12-10' })).toBe(
      'Será registrado automaticamente em 10/12/2026',
    );
    expect(automaticText({ type: 'RECEITA', mode: 'automatic', next_run: '2026-12-07' })).toBe(
      'Será registrada automaticamente em 07/12/2026',
    );
    expect(automaticText({ type: 'DESPESA', mode: 'manual', next_run: '2026-12-10' })).toBeNull();
  });

  it('"Processar automáticos" never calls a salary a "gasto"', () => {
    const run = { processed: 0, created: 0, created_incomes: 0, behind: 0, failed: 0 };
    expect(runText({ ...run, processed: 1, created: 1, created_incomes: 1 })).toBe('1 receita registrada');
    expect(runText({ ...run, processed: 3, created: 3, created_incomes: 1 })).toBe(
      '2 gastos automáticos registrados e 1 receita registrada',
    );
    expect(runText({ ...run, processed: 1, created: 1 })).toBe('1 gasto automático registrado');
    expect(runText(run)).toBe('Nada a registrar automaticamente');
    expect(itemWords.RECEITA.confirmed).toBe('Receita registrada');
  });
});

describe('nextRunText', () => {
  it("says 'Próximo' once the month is paid, so the date is not read as a paid December", () => {
    expect(nextRunText({ next_run: '2026-12-10', payment_status: 'pago' })).toBe('Próximo: 10/12/2026');
    expect(nextRunText({ next_run: '2026-11-10', payment_status: 'pendente' })).toBe('10/11/2026');
    expect(nextRunText({ next_run: '2026-11-10', payment_status: 'atrasado' })).toBe('10/11/2026');
  });
});

describe('inBalanceText', () => {
  it("says how many paid items have no transaction ('Sim, já está no saldo'), nothing when none", () => {
    expect(inBalanceText(1)).toBe('1 já no saldo, sem lançamento');
    expect(inBalanceText(3)).toBe('3 já no saldo, sem lançamento');
    expect(inBalanceText(0)).toBeNull();
  });
});
