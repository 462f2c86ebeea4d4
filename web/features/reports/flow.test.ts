import { describe, expect, it } from 'vitest';
import type { FlowAnswer } from '../../../common/contract/money-flow';
import { NO_CATEGORY_COLOR } from '../../../common/contract/reports';
import {
  categoryTransactionsLink,
  FLOW_INCOME,
  FLOW_INVESTED,
  FLOW_LEFT,
  FLOW_SAVED,
  FLOW_SHORT,
  FLOW_STAYED,
  flowChartData,
  isFlowEmpty,
  leftParts,
} from './flow';

const flow = (extra: Partial<FlowAnswer> = {}): FlowAnswer => ({
  base: 'competencia',
  receitas: [
    { id: 1, name: 'Salário', total: 5000 },
    { id: 2, name: 'Freela', total: 1000 },
  ],
  despesas: [
    {
      id: 10,
      name: 'Moradia',
      total: 2000,
      children: [
        { id: 11, name: 'Aluguel', total: 1500 },
        { id: 10, name: 'Moradia (sem subcategoria)', total: 500 },
      ],
    },
    { id: null, name: 'Sem categoria', total: 300, children: [] },
    {
      id: 20,
      name: 'Lazer',
      total: 700,
      children: [{ id: 20, name: 'Lazer (sem subcategoria)', total: 700 }],
    },
  ],
  totalReceitas: 6000,
  totalDespesas: 3000,
  sobrou: 3000,
  guardado: 0,
  investido: 0,
  faltou: 0,
  unconverted_accounts: [],
  ...extra,
});

const names = (data: ReturnType<typeof flowChartData>) => data.nodes.map((n) => n.name);
const linkNames = (data: ReturnType<typeof flowChartData>) =>
  data.links.map((l) => `${data.nodes[l.source]?.name}>${data.nodes[l.target]?.name}:${l.value}`);

describe('the flow chart built from the answer', () => {
  it('flows the incomes into Receitas, and Receitas into the expenses, largest first, and Sobrou', () => {
    const data = flowChartData(flow(), new Set());
    expect(names(data)).toEqual([
      'Salário',
      'Freela',
      FLOW_INCOME,
      'Moradia',
      'Lazer',
      'Sem categoria',
      FLOW_LEFT,
    ]);
    expect(linkNames(data)).toEqual([
      'Salário>Receitas:5000',
      'Freela>Receitas:1000',
      'Receitas>Moradia:2000',
      'Receitas>Lazer:700',
      'Receitas>Sem categoria:300',
      'Receitas>Sobrou:3000',
    ]);
  });

  it('marks only a category with subcategories as one to open, and opens it beyond the others', () => {
    const closed = flowChartData(flow(), new Set());
    expect(closed.nodes.filter((n) => n.opens).map((n) => n.name)).toEqual(['Moradia']);
    const open = flowChartData(flow(), new Set([10]));
    expect(names(open).slice(-2)).toEqual(['Aluguel', 'Moradia (sem subcategoria)']);
    expect(linkNames(open).slice(-2)).toEqual([
      'Moradia>Aluguel:1500',
      'Moradia>Moradia (sem subcategoria):500',
    ]);
    expect(open.nodes.find((n) => n.name === 'Moradia')?.opened).toBe(true);
    // The subcategories take their category's colour.
    const moradia = open.nodes.find((n) => n.name === 'Moradia')?.color;
    expect(open.nodes.find((n) => n.name === 'Aluguel')?.color).toBe(moradia);
  });

  it("draws 'Faltou' on the left when the expenses passed the income, and no 'Sobrou'", () => {
    const data = flowChartData(
      flow({
        receitas: [{ id: 1, name: 'Salário', total: 2000 }],
        totalReceitas: 2000,
        sobrou: 0,
        faltou: 1000,
      }),
      new Set(),
    );
    expect(names(data).slice(0, 3)).toEqual(['Salário', FLOW_SHORT, FLOW_INCOME]);
    expect(linkNames(data)).toContain(`${FLOW_SHORT}>Receitas:1000`);
    expect(names(data)).not.toContain(FLOW_LEFT);
    // The middle's label is the income, not what flows through it: 'Faltou' has its own band and label.
    expect(data.nodes.find((n) => n.kind === 'middle')?.total).toBe(2000);
  });

  it("greys 'Sem categoria' and leaves out bands that are not positive", () => {
    const data = flowChartData(
      flow({
        receitas: [
          { id: 1, name: 'Salário', total: 6000 },
          { id: 3, name: 'Estorno', total: -20 },
        ],
      }),
      new Set(),
    );
    expect(data.nodes.find((n) => n.name === 'Sem categoria')?.color).toBe(NO_CATEGORY_COLOR);
    expect(names(data)).not.toContain('Estorno');
  });

  it("splits 'Sobrou' into what was put aside and what stayed, only when something was put aside", () => {
    const data = flowChartData(flow({ guardado: 1000, investido: 500 }), new Set());
    expect(linkNames(data).filter((l) => l.startsWith(`${FLOW_LEFT}>`))).toEqual([
      `${FLOW_LEFT}>${FLOW_SAVED}:1000`,
      `${FLOW_LEFT}>${FLOW_INVESTED}:500`,
      `${FLOW_LEFT}>${FLOW_STAYED}:1500`,
    ]);
    expect(leftParts(flow({ guardado: 3000 })).map((p) => [p.name, p.total])).toEqual([[FLOW_SAVED, 3000]]);
    expect(leftParts(flow())).toEqual([]);
    expect(names(flowChartData(flow(), new Set()))).not.toContain(FLOW_STAYED);
  });

  it('is empty with neither income nor expenses', () => {
    expect(isFlowEmpty(flow())).toBe(false);
    expect(
      isFlowEmpty(flow({ receitas: [], despesas: [], totalReceitas: 0, totalDespesas: 0, sobrou: 0 })),
    ).toBe(true);
  });

  it("links a category to its transactions in the period, a parent's own money alone, and 'Sem categoria'", () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    expect(categoryTransactionsLink(10, period)).toBe(
      '/transactions?categoryId=10&from=2026-11-01&to=2026-11-30',
    );
    expect(categoryTransactionsLink(10, period, true)).toBe(
      '/transactions?categoryId=10&from=2026-11-01&to=2026-11-30&subcategorias=sem',
    );
    expect(categoryTransactionsLink(null, period)).toBe(
      '/transactions?categoryId=sem&from=2026-11-01&to=2026-11-30',
    );
  });
});
