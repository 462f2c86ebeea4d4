import { describe, expect, it } from 'vitest';
import type { CategoryReportRow } from '../../../common/contract/reports';
import { rowOpens } from './breakdown';

const row = (id: number | null, name: string, extra: Partial<CategoryReportRow> = {}): CategoryReportRow => ({
  id,
  name,
  type: 'despesa',
  total: 10,
  percent: 50,
  ...extra,
});

describe("the breakdown by category's drill-down", () => {
  it("opens a parent's row only, the one the server marks", () => {
    expect(rowOpens(row(1, 'Alimentação', { hasChildren: true }), false)).toBe(true);
    expect(rowOpens(row(3, 'Transporte'), false)).toBe(false);
    expect(rowOpens(row(null, 'Sem categoria'), false)).toBe(false);
  });

  it('opens nothing once a parent is open', () => {
    expect(rowOpens(row(2, 'Padaria', { parentId: 1 }), true)).toBe(false);
    expect(rowOpens(row(1, 'Alimentação (sem subcategoria)', { parentId: 1, hasChildren: true }), true)).toBe(
      false,
    );
  });
});
