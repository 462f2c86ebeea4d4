import { sql } from 'drizzle-orm';
import type { FlowAnswer, FlowBand, FlowExpense } from '../../../common/contract/money-flow';
import { NO_CATEGORY, ownMoneyName } from '../../../common/contract/reports';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import { centsToReais } from '../../../common/money';
import { type Executor, queryRows } from '../../db/connect';
import { topCategoryId } from '../shared/category-rollup';
import type { FlowsInReais } from '../shared/flows-in-reais';
import { type Moves, periodMoney } from './period-money';
import { type PutAside, partsOfLeft } from './put-aside';
import type { LineType } from './repository';

/** The period's money by category as the flow reads it: each category with its top-level one (cents). */
export interface LeafTotal {
  id: number | null;
  name: string | null;
  topId: number | null;
  topName: string | null;
  type: LineType;
  total: number;
}

/**
 * The period's money by category (a subcategory's on its own row, beside its parent's): one grouped read of the
 * same money every report reads (periodMoney), so the flow's bands sum to /reports/by-category's rows.
 */
export async function moneyByLeaf(
  db: Executor,
  bookId: number,
  from: string,
  to: string,
  flows: FlowsInReais,
  moves: Moves,
): Promise<LeafTotal[]> {
  const rows = await queryRows<LeafTotal>(
    db,
    sql`with money as (${periodMoney(bookId, from, to, flows, moves)})
        select c.id, c.name, top.id as "topId", top.name as "topName", m.type, sum(m.amount)::bigint as total
        from money m
        left join categories c on c.id = m.category_id and c.book_id = ${bookId}
        left join categories top on top.id = ${topCategoryId('c')} and top.book_id = ${bookId}
        group by c.id, c.name, top.id, top.name, m.type
        having sum(m.amount) <> 0`,
  );
  const id = (v: number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({ ...r, id: id(r.id), topId: id(r.topId), total: Number(r.total) }));
}

const byTotal = (a: { total: number; name: string }, b: { total: number; name: string }) =>
  b.total - a.total || a.name.localeCompare(b.name, 'pt-BR');

/** The cents of a band in reais, its name "Sem categoria" when it has none. */
const band = (id: number | null, name: string | null, cents: number): FlowBand => ({
  id,
  name: name ?? NO_CATEGORY,
  total: centsToReais(cents),
});

/**
 * The flow from the money by category: receitas by top-level category; despesas by top-level category, each with
 * its subcategories (its own money as "X (sem subcategoria)" when it also has subcategories with money), largest
 * first; what was left or missing, and of what was left the part the period's transfers put aside (put-aside.ts). Money that nets below zero within a kind (a month whose refunds exceed its
 * purchases in a category) is no band: a flow cannot run backwards, and the totals still count it.
 */
export function flowOf(
  leaves: readonly LeafTotal[],
  base: SpendingBasis,
  unconverted: number[],
  aside: PutAside,
): FlowAnswer {
  const tops = new Map<
    string,
    { id: number | null; name: string | null; type: LineType; cents: number; leaves: LeafTotal[] }
  >();
  for (const leaf of leaves) {
    const key = `${leaf.type}:${leaf.topId ?? 'none'}`;
    const top = tops.get(key) ?? {
      id: leaf.topId,
      name: leaf.topName,
      type: leaf.type,
      cents: 0,
      leaves: [],
    };
    top.cents += leaf.total;
    top.leaves.push(leaf);
    tops.set(key, top);
  }
  const all = [...tops.values()];
  const receitasCents = all.filter((t) => t.type === 'RECEITA').reduce((sum, t) => sum + t.cents, 0);
  const despesasCents = all.filter((t) => t.type === 'DESPESA').reduce((sum, t) => sum + t.cents, 0);
  const receitas = all
    .filter((t) => t.type === 'RECEITA' && t.cents > 0)
    .map((t) => band(t.id, t.name, t.cents))
    .sort(byTotal);
  const despesas = all
    .filter((t) => t.type === 'DESPESA' && t.cents > 0)
    .map((t): FlowExpense => {
      const children =
        t.leaves.length === 1 && t.leaves[0]?.id === t.id
          ? []
          : t.leaves
              .filter((leaf) => leaf.total > 0)
              .map((leaf) =>
                band(leaf.id, leaf.id === t.id ? ownMoneyName(t.name ?? NO_CATEGORY) : leaf.name, leaf.total),
              )
              .sort(byTotal);
      return { ...band(t.id, t.name, t.cents), children };
    })
    .sort(byTotal);
  const left = Math.max(0, receitasCents - despesasCents);
  const parts = partsOfLeft(left, aside);
  return {
    base,
    receitas,
    despesas,
    totalReceitas: centsToReais(receitasCents),
    totalDespesas: centsToReais(despesasCents),
    sobrou: centsToReais(left),
    guardado: centsToReais(parts.guardado),
    investido: centsToReais(parts.investido),
    faltou: centsToReais(Math.max(0, despesasCents - receitasCents)),
    unconverted_accounts: unconverted,
  };
}
