import { describe, expect, it } from 'vitest';
import { NO_CATEGORY_COLOR } from '../../../common/contract/reports';
import { DONUT_PALETTE, shownSlices } from './donut-chart';

describe("the donut's 'Sem categoria'", () => {
  it('is grey, never a palette colour, wherever it falls; the categories keep theirs', () => {
    // The dashboard's slices: the first import, 65% without a category.
    const dashboard = shownSlices([
      { label: 'Sem categoria', value: 650, id: null },
      { label: 'Mercado', value: 200, id: 1 },
      { label: 'Transporte', value: 150, id: 2 },
    ]);
    expect(dashboard.map((s) => s.color)).toEqual([NO_CATEGORY_COLOR, DONUT_PALETTE[0], DONUT_PALETTE[1]]);
    expect(DONUT_PALETTE).not.toContain(NO_CATEGORY_COLOR);

    // The reports' slices, six and 'Outras': the others take the palette's first six colours, none grey.
    const report = shownSlices(
      ['Mercado', 'Sem categoria', 'A', 'B', 'C', 'D', 'Outras'].map((label, i) => ({
        label,
        value: 100 - i,
        id: label === 'Sem categoria' || label === 'Outras' ? null : i + 1,
      })),
    );
    expect(report.find((s) => s.label === 'Sem categoria')?.color).toBe(NO_CATEGORY_COLOR);
    expect(report.filter((s) => s.label !== 'Sem categoria').map((s) => s.color)).toEqual(
      DONUT_PALETTE.slice(0, 6),
    );
  });

  it('a category a person named "Sem categoria" (it has an id) is coloured as any other', () => {
    expect(shownSlices([{ label: 'Sem categoria', value: 1, id: 9 }])[0]?.color).toBe(DONUT_PALETTE[0]);
  });
});
