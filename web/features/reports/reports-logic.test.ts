import { describe, expect, it } from 'vitest';
import {
  CHART_PALETTE,
  type ReportRow,
  type ReportSummary,
  reportPdfFileName,
  shareOf,
  topWithRest,
} from '../../../common/contract/reports';
import { DONUT_PALETTE, shownSlices } from '../../components/ui/donut-chart';
import { breakdownOf, breakdownSlices, currenciesText } from './breakdown';
import { change, computeInsights, periodLabel } from './insights';
import { daysIn, monthsIn, periodFor, previousPeriod } from './report-period';

const row = (
  name: string,
  total: number,
  type: 'receita' | 'despesa' = 'despesa',
  id: number | null = 1,
  percent = 0,
) => ({ id, name, type, total, percent }) satisfies ReportRow;

describe('percentages and palette', () => {
  it('shareOf answers 0 for an empty whole', () => {
    expect(shareOf(1, 0)).toBe(0);
    expect(shareOf(1, 4)).toBe(25);
  });

  it('has 7 distinct colours, used in order by the donut', () => {
    expect(CHART_PALETTE).toHaveLength(7);
    expect(new Set(CHART_PALETTE).size).toBe(7);
    expect(DONUT_PALETTE).toEqual(CHART_PALETTE);
    const slices = shownSlices(Array.from({ length: 8 }, (_, i) => ({ label: `S${i}`, value: 1 })));
    expect(slices.map((s) => s.color)).toEqual([...CHART_PALETTE, CHART_PALETTE[0]]);
  });

  it('donut slices keep their own colour, leave out empty ones and carry their share', () => {
    const slices = shownSlices([
      { label: 'A', value: 3, color: '#000000', id: 9 },
      { label: 'B', value: 1 },
      { label: 'C', value: 0 },
    ]);
    expect(slices).toEqual([
      { label: 'A', value: 3, color: '#000000', id: 9, percent: 75 },
      { label: 'B', value: 1, color: CHART_PALETTE[1], percent: 25 },
    ]);
  });
});

describe('slices with the rest', () => {
  it('keeps up to 7 items as they are; beyond, 6 and one slice with the rest, summed in cents', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ total: 10 - i }));
    expect(topWithRest(items, 6, (total) => ({ total }))).toEqual(items);
    const more = [...items, { total: 0.1 }, { total: 0.2 }];
    expect(topWithRest(more, 6, (total) => ({ total }))).toEqual([...items.slice(0, 6), { total: 4.3 }]);
  });

  it('a report donut names the rest Outras and has no id for it', () => {
    const rows = Array.from({ length: 9 }, (_, i) => row(`C${i}`, 9 - i, 'despesa', i + 1));
    const slices = breakdownSlices(rows);
    expect(slices).toHaveLength(7);
    expect(slices[6]).toEqual({ label: 'Outras', value: 3 + 2 + 1, id: null });
    expect(slices[0]).toEqual({ label: 'C0', value: 9, id: 1 });
  });

  it("breakdownOf picks a type and adds its total in cents; the shares are the server's", () => {
    const { rows, total } = breakdownOf(
      [
        row('Mercado', 0.1, 'despesa', 1, 33.3),
        row('Farmácia', 0.2, 'despesa', 2, 66.7),
        row('Salário', 100, 'receita'),
      ],
      'despesa',
    );
    expect(total).toBe(0.3);
    expect(rows.map((r) => [r.name, r.percent])).toEqual([
      ['Mercado', 33.3],
      ['Farmácia', 66.7],
    ]);
  });
});

describe('report periods', () => {
  it('ends every choice with the selected month', () => {
    expect(periodFor('mes', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodFor('3m', '2026-02-01')).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(periodFor('12m', '2026-11-01')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(periodFor('ano', '2026-11-01')).toEqual({ from: '2026-01-01', to: '2026-11-30' });
  });

  it('the previous period has as many months, just before', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('counts months and days', () => {
    expect(monthsIn({ from: '2025-12-01', to: '2026-02-28' })).toBe(3);
    expect(daysIn({ from: '2026-02-01', to: '2026-02-28' })).toBe(28);
    expect(daysIn({ from: '2024-02-01', to: '2024-03-31' })).toBe(60);
    expect(daysIn({ from: '2026-11-10', to: '2026-11-12' })).toBe(3);
  });

  it('names the PDF after the month, or both months of a range', () => {
    expect(reportPdfFileName('2026-11-01', '2026-11-30')).toBe('grana-relatorio-2026-11.pdf');
    expect(reportPdfFileName('2026-01-01', '2026-11-30')).toBe('grana-relatorio-2026-01-a-2026-11.pdf');
  });
});

describe('insights', () => {
  const period = { from: '2026-11-01', to: '2026-11-30' };
  const summary: ReportSummary = {
    ...period,
    receitas: 5000,
    despesas: 3000,
    resultado: 2000,
    count: 12,
    savings_rate: 40,
    unconverted_accounts: [],
  };
  const previous: ReportSummary = {
    from: '2026-10-01',
    to: '2026-10-31',
    receitas: 0,
    despesas: 2400,
    resultado: -2400,
    count: 3,
    savings_rate: null,
    unconverted_accounts: [],
  };
  const facts = computeInsights({
    period,
    summary,
    previous,
    categories: [
      row('Moradia', 1800, 'despesa', 1, 60),
      row('Mercado', 1200, 'despesa', 2, 40),
      row('Salário', 5000, 'receita', 3, 100),
    ],
    payees: [
      row('Sem favorecido', 2000, 'despesa', null, 66.7),
      row('Imobiliária', 1000, 'despesa', 1, 33.3),
    ],
    topExpenses: [{ id: 1, name: 'Aluguel', date: '2026-11-10', category: 'Moradia', total: 1800 }],
  });
  const fact = (key: string) => facts.find((f) => f.key === key);

  it('the biggest category and its share of the expenses', () => {
    expect(fact('top-category')).toMatchObject({
      value: 'Moradia',
      detail: '60,0% das despesas do período (R$ 1.800,00).',
    });
  });

  it('the payee paid the most, leaving out the money without payee', () => {
    expect(fact('top-payee')).toMatchObject({
      value: 'Imobiliária',
      detail: 'R$ 1.000,00, 33,3% das despesas.',
    });
  });

  it('the biggest expense, the savings rate and the daily average', () => {
    expect(fact('biggest-expense')).toMatchObject({
      value: 'R$ 1.800,00',
      detail: 'Aluguel em 10/11/2026: 60,0% das despesas.',
    });
    expect(fact('savings')).toMatchObject({
      value: '40,0%',
      detail: 'Sobraram R$ 2.000,00 das receitas do período.',
    });
    expect(fact('daily')).toMatchObject({ value: 'R$ 100,00', detail: 'R$ 3.000,00 em 30 dias.' });
  });

  it('compares with the previous period only when it had something', () => {
    expect(fact('compare-despesas')?.detail).toBe(
      'As despesas subiram 25,0% em relação a outubro de 2026 (R$ 2.400,00).',
    );
    expect(fact('compare-receitas')?.detail).toBe('Sem receitas em outubro de 2026 para comparar.');
    expect(change(80, 100)).toBe(-20);
    expect(change(1, 0)).toBeNull();
  });

  it('does not compare with a period begun before the book’s history (history imported from August)', () => {
    const partial = computeInsights({
      period: { from: '2026-09-01', to: '2026-11-30' },
      summary,
      previous: {
        ...previous,
        from: '2026-06-01',
        to: '2026-08-31',
        despesas: 998.45,
        history_start: '2026-08-01',
      },
      categories: [],
      payees: [],
      topExpenses: [],
    });
    expect(partial.find((f) => f.key === 'compare-despesas')?.detail).toBe(
      'Seu histórico no Grana começa em agosto de 2026: o período anterior (01/06/2026 a 31/08/2026) não está completo para comparar.',
    );
    // A previous period within the history compares as before.
    const whole = computeInsights({
      period,
      summary,
      previous: { ...previous, history_start: '2026-08-01' },
      categories: [],
      payees: [],
      topExpenses: [],
    });
    expect(whole.find((f) => f.key === 'compare-despesas')?.detail).toBe(
      'As despesas subiram 25,0% em relação a outubro de 2026 (R$ 2.400,00).',
    );
  });

  it('says nothing it cannot compute', () => {
    const empty = computeInsights({
      period,
      summary: { ...summary, receitas: 0, despesas: 0, resultado: 0, count: 0, savings_rate: null },
      previous: undefined,
      categories: [],
      payees: [],
      topExpenses: [],
    });
    expect(empty).toEqual([]);
  });

  it('labels a month by name and a range by its dates', () => {
    expect(periodLabel(period)).toBe('novembro de 2026');
    expect(periodLabel({ from: '2026-01-01', to: '2026-11-30' })).toBe('01/01/2026 a 30/11/2026');
  });
});

describe('a tag’s money in the currencies it was spent in', () => {
  it('writes each currency as it is written, largest first as the answer gives them; nothing when all in reais', () => {
    expect(
      currenciesText([
        { currency: 'ARS', amount: 145000 },
        { currency: 'USD', amount: 250 },
      ]),
    ).toBe('ARS 145.000,00 · US$ 250,00');
    expect(currenciesText([])).toBe('');
    expect(currenciesText(undefined)).toBe('');
  });
});
