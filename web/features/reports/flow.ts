import type { FlowAnswer, FlowBand, FlowExpense } from '../../../common/contract/money-flow';
import { CHART_PALETTE, sliceColours } from '../../../common/contract/reports';
import { percentOf } from '../../../common/percent';
import { EXPENSE_COLOR, INCOME_COLOR } from '../../components/ui/chart-colors';
import type { Period } from './report-period';

/** The flow's words, as the chart and its table write them. */
export const FLOW_INCOME = 'Receitas';
export const FLOW_EXPENSES = 'Despesas';
export const FLOW_LEFT = 'Sobrou';
export const FLOW_SHORT_WORD = 'Faltou';
/** What was left, split by the period's transfers: into savings, into investments, and what stayed. */
export const FLOW_SAVED = 'Guardado';
export const FLOW_INVESTED = 'Investido';
export const FLOW_STAYED = 'Ficou nas contas';
export const FLOW_SHORT_WHY = '(saiu do que estava guardado)';
export const FLOW_SHORT = `${FLOW_SHORT_WORD} ${FLOW_SHORT_WHY}`;
export const FLOW_EMPTY = 'Nenhuma receita ou despesa no período.';
/** Said on a phone, where only the table is shown. */
export const FLOW_PHONE_NOTE =
  'Numa tela estreita o fluxo aparece só como tabela; numa tela mais larga, também em gráfico.';

/** What was left keeps the income's green, a shade darker; what was missing, the expenses' rose. */
export const LEFT_COLOR = '#059669';
/** The parts of what was left: greens and a teal, apart from the expenses' palette. */
export const ASIDE_COLORS = { guardado: '#0d9488', investido: '#0e7490', restante: '#34d399' } as const;
export const SHORT_COLOR = EXPENSE_COLOR;

export type FlowNodeKind = 'receita' | 'faltou' | 'middle' | 'despesa' | 'sub' | 'sobrou' | 'aside';

/** One node of the chart: a band's category, the middle 'Receitas', 'Sobrou' or 'Faltou'. */
export interface FlowNode {
  name: string;
  kind: FlowNodeKind;
  /** The category whose transactions the node leads to (null: 'Sem categoria', or a figure: 'Receitas', 'Sobrou'). */
  id: number | null;
  /** A parent's own money ("X (sem subcategoria)"): its transactions without its subcategories'. */
  own?: boolean;
  total: number;
  color: string;
  /** An expense category with subcategories: opening it draws them beyond it. */
  opens: boolean;
  opened: boolean;
}

/** One band: source and target are the nodes' indexes, as recharts' Sankey reads them. */
export interface FlowLink {
  source: number;
  target: number;
  value: number;
  color: string;
}

/** Whether an expense category has subcategories to open (not only its own money). */
export const opensToChildren = (expense: FlowExpense) => expense.children.some((c) => c.id !== expense.id);

const positive = <T extends FlowBand>(bands: readonly T[]) =>
  bands.filter((b) => b.total > 0).sort((a, b) => b.total - a.total);

/**
 * The expenses' colours: the charts' palette without its green, which here says money in (the incomes, 'Receitas',
 * 'Sobrou'), and two more mid-tones of the same family, as a month has more expense categories than incomes.
 */
export const EXPENSE_PALETTE: readonly string[] = [
  ...CHART_PALETTE.filter((c) => c !== INCOME_COLOR && c !== CHART_PALETTE[CHART_PALETTE.length - 1]),
  '#f97316',
  '#ec4899',
  CHART_PALETTE[CHART_PALETTE.length - 1] as string,
];

const coloured = <T extends FlowBand>(bands: readonly T[], palette: readonly string[] = CHART_PALETTE) => {
  const colours = sliceColours(
    bands.map((b) => ({ label: b.name, id: b.id })),
    palette,
  );
  return bands.map((band, i) => ({ band, color: colours[i] ?? INCOME_COLOR }));
};

/**
 * The chart's nodes and bands: receitas by category (and 'Faltou' when expenses passed them) flow into
 * 'Receitas', which flows into the expenses by category and 'Sobrou'; each opened category flows on into its
 * subcategories. Only positive money is drawn (a band cannot be negative); the table shows every figure.
 */
export function flowChartData(flow: FlowAnswer, opened: ReadonlySet<number>) {
  const nodes: FlowNode[] = [];
  const links: FlowLink[] = [];
  const add = (node: Omit<FlowNode, 'opens' | 'opened'> & Partial<FlowNode>) =>
    nodes.push({ opens: false, opened: false, ...node }) - 1;
  const sources = coloured(positive(flow.receitas)).map(({ band, color }) => ({
    index: add({ name: band.name, kind: 'receita', id: band.id, total: band.total, color }),
    value: band.total,
    color,
  }));
  if (flow.faltou > 0) {
    const color = SHORT_COLOR;
    const index = add({ name: FLOW_SHORT, kind: 'faltou', id: null, total: flow.faltou, color });
    sources.push({ index, value: flow.faltou, color });
  }
  // Its label is the period's income, the figure the table and the summary call Receitas; its bar is as tall as
  // what flows through it (with 'Faltou' when the expenses passed the income).
  const middle = add({
    name: FLOW_INCOME,
    kind: 'middle',
    id: null,
    total: flow.totalReceitas,
    color: INCOME_COLOR,
  });
  for (const s of sources) links.push({ source: s.index, target: middle, value: s.value, color: s.color });

  const later: (() => void)[] = [];
  for (const { band, color } of coloured(positive(flow.despesas), EXPENSE_PALETTE)) {
    const opens = band.id !== null && opensToChildren(band);
    const isOpen = opens && opened.has(band.id as number);
    const index = add({
      name: band.name,
      kind: 'despesa',
      id: band.id,
      total: band.total,
      color,
      opens,
      opened: isOpen,
    });
    links.push({ source: middle, target: index, value: band.total, color });
    // The subcategories come after every category, so the chart keeps the categories in one column.
    if (isOpen) {
      later.push(() => {
        for (const child of positive(band.children)) {
          const own = child.id === band.id;
          const sub = add({ name: child.name, kind: 'sub', id: child.id, own, total: child.total, color });
          links.push({ source: index, target: sub, value: child.total, color });
        }
      });
    }
  }
  if (flow.sobrou > 0) {
    const index = add({ name: FLOW_LEFT, kind: 'sobrou', id: null, total: flow.sobrou, color: LEFT_COLOR });
    links.push({ source: middle, target: index, value: flow.sobrou, color: LEFT_COLOR });
    // What was left flows on into what the transfers put aside and what stayed, beside the subcategories.
    const parts = leftParts(flow);
    if (parts.length > 0)
      later.push(() => {
        for (const part of parts) {
          const node = add({
            name: part.name,
            kind: 'aside',
            id: null,
            total: part.total,
            color: part.color,
          });
          links.push({ source: index, target: node, value: part.total, color: part.color });
        }
      });
  }
  for (const draw of later) draw();
  return { nodes, links };
}

/**
 * What was left, in parts: 'Guardado', 'Investido' and 'Ficou nas contas', those above zero; none when nothing
 * was put aside (then 'Sobrou' says it all).
 */
export function leftParts(flow: FlowAnswer): { name: string; total: number; color: string }[] {
  if (flow.guardado <= 0 && flow.investido <= 0) return [];
  const stayed = Math.round((flow.sobrou - flow.guardado - flow.investido) * 100) / 100;
  return [
    { name: FLOW_SAVED, total: flow.guardado, color: ASIDE_COLORS.guardado },
    { name: FLOW_INVESTED, total: flow.investido, color: ASIDE_COLORS.investido },
    { name: FLOW_STAYED, total: stayed, color: ASIDE_COLORS.restante },
  ].filter((part) => part.total > 0);
}

/** Whether the period had no money in or out to show. */
export const isFlowEmpty = (flow: FlowAnswer) => flow.totalReceitas === 0 && flow.totalDespesas === 0;

/** An expense's share of the period's income ('45,3%'), or null without income. */
export const shareOfIncome = (total: number, flow: FlowAnswer) => percentOf(total, flow.totalReceitas);

/**
 * The address of a band's transactions in the period: a category's with its subcategories', a parent's own money
 * alone (its "X (sem subcategoria)" band: `own`), or the money without a category (id null: "Sem categoria").
 */
export function categoryTransactionsLink(id: number | null, period: Period, own = false): string {
  const params = new URLSearchParams({
    categoryId: id === null ? 'sem' : String(id),
    from: period.from,
    to: period.to,
  });
  if (own && id !== null) params.set('subcategorias', 'sem');
  return `/transactions?${params.toString()}`;
}

/** The expense categories in the table's order (largest first, every figure, negative ones too). */
export const expenseRows = (flow: FlowAnswer) => [...flow.despesas].sort((a, b) => b.total - a.total);
export const incomeRows = (flow: FlowAnswer) => [...flow.receitas].sort((a, b) => b.total - a.total);
