import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../common/contract/goals';
import { activeCountText, goalStatus, monthsLeftText, splitGoals } from './goal-display';

const goal = (over: Partial<Goal>): Goal => ({
  id: 1,
  name: 'Meta',
  type: 'poupanca',
  target_amount: 1000,
  current_amount: 0,
  accumulated: 0,
  initial_amount: 0,
  strategy: 'linear',
  account_id: null,
  category_id: null,
  target_date: null,
  planned_monthly_amount: null,
  recurring_day: null,
  priority: 'media',
  archived_at: null,
  percent: 0,
  remaining: 1000,
  months_left: null,
  suggested_monthly: null,
  completed: false,
  contributions_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('goal status', () => {
  it("says the server's completed", () => {
    expect(goalStatus(goal({ current_amount: 1000, percent: 100, completed: true }))).toBe('Concluída');
    expect(goalStatus(goal({ current_amount: 999.99 }))).toBe('Em andamento');
  });
});

describe('active count', () => {
  it('leaves archived goals out', () => {
    expect(activeCountText([goal({}), goal({ id: 2 }), goal({ id: 3, archived_at: '2026-01-02' })])).toBe(
      '2 metas ativas',
    );
    expect(activeCountText([goal({})])).toBe('1 meta ativa');
    expect(activeCountText([goal({ archived_at: '2026-01-02' })])).toBe('Nenhuma meta ativa');
  });
});

describe('order', () => {
  it('sorts by priority, then the earliest date, and keeps archived goals apart', () => {
    const list = [
      goal({ id: 1, priority: 'baixa', target_date: '2026-02-01' }),
      goal({ id: 2, priority: 'alta', target_date: null }),
      goal({ id: 3, priority: 'alta', target_date: '2027-01-01' }),
      goal({ id: 4, priority: 'media', target_date: '2026-06-01', archived_at: '2026-01-02' }),
      goal({ id: 5, priority: 'media', target_date: '2026-12-01' }),
    ];
    const { active, archived } = splitGoals(list);
    expect(active.map((g) => g.id)).toEqual([3, 2, 5, 1]);
    expect(archived.map((g) => g.id)).toEqual([4]);
  });
});

describe('months left', () => {
  const today = '2026-05-10';
  it('counts months, and says when the deadline is this month or gone', () => {
    expect(monthsLeftText(goal({ target_date: '2027-01-31', months_left: 8 }), today)).toBe('8 meses');
    expect(monthsLeftText(goal({ target_date: '2026-06-01', months_left: 1 }), today)).toBe('1 mês');
    expect(monthsLeftText(goal({ target_date: '2026-05-31', months_left: 0 }), today)).toBe('vence este mês');
    expect(monthsLeftText(goal({ target_date: '2026-05-01', months_left: 0 }), today)).toBe(
      'prazo encerrado',
    );
    expect(monthsLeftText(goal({}), today)).toBeNull();
  });
});
