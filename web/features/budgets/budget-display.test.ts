import { describe, expect, it } from 'vitest';
import type { Budget } from '../../../common/contract/budgets';
import { barWidth, budgetSubtitle, budgetTotals, carriedText, percentText } from './budget-display';

const budget = (over: Partial<Budget>): Budget => ({
  id: 1,
  category_id: 1,
  category: 'Mercado',
  parent_category_id: null,
  month: '2026-05-01',
  amount: 0,
  spent: 0,
  rollover: false,
  carried: 0,
  available: 0,
  percent: null,
  remaining: 0,
  repeated: false,
  source_month: '2026-05-01',
  unconverted_accounts: [],
  ...over,
});

describe('budget subtitle', () => {
  it('sums budgeted and spent exactly and gives the percent used with one decimal', () => {
    const list = [
      budget({ amount: 1500.1, available: 1500.1, spent: 1000.1 }),
      budget({ id: 2, amount: 499.9, available: 499.9, spent: 530.1 }),
    ];
    expect(budgetSubtitle(list)).toBe(
      'Orçado R$ 2.000,00 · Gasto R$ 1.530,20 · Restam R$ 469,80 · 76,5% usado',
    );
  });

  it('shows what is available, and the percent of it, when rollover carries money', () => {
    const list = [budget({ amount: 1000, carried: 250, available: 1250, spent: 500 })];
    expect(budgetTotals(list)).toEqual({
      amount: 100000,
      carried: 25000,
      available: 125000,
      spent: 50000,
      percent: 40,
    });
    expect(budgetSubtitle(list)).toBe(
      'Orçado R$ 1.000,00 · Disponível R$ 1.250,00 · Gasto R$ 500,00 · Restam R$ 750,00 · 40,0% usado',
    );
  });

  it('says there is nothing available instead of dividing by zero', () => {
    const list = [budget({ amount: 100, carried: -150, available: -50, spent: 20 })];
    expect(budgetSubtitle(list)).toBe(
      'Orçado R$ 100,00 · Disponível -R$ 50,00 · Gasto R$ 20,00 · Excedeu R$ 70,00 · sem saldo disponível',
    );
  });

  it('counts a subcategory’s budget once: inside its parent’s when the parent has one too', () => {
    const food = budget({
      id: 1,
      category_id: 10,
      category: 'Alimentação',
      amount: 600,
      available: 600,
      spent: 450,
    });
    const delivery = budget({
      id: 2,
      category_id: 11,
      category: 'Delivery',
      parent_category_id: 10,
      amount: 250,
      available: 250,
      spent: 300,
    });
    expect(budgetTotals([food, delivery])).toMatchObject({ amount: 60000, spent: 45000 });
    expect(budgetTotals([delivery])).toMatchObject({ amount: 25000, spent: 30000 });
  });

  it('is absent for a month without budgets', () => {
    expect(budgetSubtitle([])).toBeNull();
  });
});

describe('row texts', () => {
  it('describes what rollover carried in or out', () => {
    expect(carriedText(120.5)).toBe('inclui R$ 120,50 do mês anterior');
    expect(carriedText(-80)).toBe('R$ 80,00 estourados antes');
    expect(carriedText(0)).toBeNull();
  });

  it('formats the percent and fills the bar up to its end', () => {
    expect(percentText({ percent: 100.1 })).toBe('100,1%');
    expect(percentText({ percent: null })).toBe('Sem saldo');
    expect(barWidth(42.5)).toBe(42.5);
    expect(barWidth(180)).toBe(100);
    expect(barWidth(null)).toBe(100);
  });
});
