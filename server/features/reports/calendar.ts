import { sql } from 'drizzle-orm';
import type { CalendarAnswer, CalendarDay } from '../../../common/contract/money-flow';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import { centsToReais } from '../../../common/money';
import { type Executor, queryRows } from '../../db/connect';
import { type FlowsInReais, inReaisOnly } from '../shared/flows-in-reais';
import { inPeriod, linesWhere, type Moves } from './period-money';

/** One day's money in cents: the accounts in reais' (and the caixa moves'), and how many transactions made it. */
interface DayRow {
  date: string;
  count: number;
  despesas: number;
  receitas: number;
}

/**
 * The period's money day by day: the lines of every account dated in it, plus the caixa moves (a card row leaves
 * its date for its bill's due date). A transaction counts on a day where its money there is not zero (a moved
 * purchase counts on its due date only). The sums are of the accounts in reais; the others' money comes in
 * reais from `flows` (added by calendarOf). One grouped read over the period's lines: linear in them, at most a
 * year (CALENDAR_MAX_DAYS).
 */
export async function moneyByDay(
  db: Executor,
  bookId: number,
  from: string,
  to: string,
  flows: FlowsInReais,
  moves: Moves,
): Promise<DayRow[]> {
  const lines = sql`select l.transaction_id, l.date, l.type, l.amount, ${inReaisOnly(flows, 'l')} as reais
                    from ${linesWhere(inPeriod(bookId, from, to))} l`;
  // In competência every line stays on its date: one grouping. In caixa a moved row's lines net to nothing on its
  // date, so each transaction's money is summed by day first and only where it is not zero is it counted there.
  const money =
    moves === null
      ? lines
      : sql`select m.transaction_id, m.date, m.type, sum(m.amount) as amount, bool_and(m.reais) as reais
            from (${lines}
                  union all
                  select mv.transaction_id, mv.date, mv.type, mv.amount, true from ${moves} mv) m
            group by m.date, m.transaction_id, m.type
            having sum(m.amount) <> 0`;
  const rows = await queryRows<DayRow>(
    db,
    sql`select p.date::text as date, count(distinct p.transaction_id)::int as count,
               coalesce(sum(p.amount) filter (where p.type = 'DESPESA' and p.reais), 0)::bigint as despesas,
               coalesce(sum(p.amount) filter (where p.type = 'RECEITA' and p.reais), 0)::bigint as receitas
        from (${money}) p
        group by p.date
        order by p.date`,
  );
  return rows.map((r) => ({
    date: r.date,
    count: Number(r.count),
    despesas: Number(r.despesas),
    receitas: Number(r.receitas),
  }));
}

/** The calendar's answer: the days' money with the accounts in other currencies' converted money added. */
export function calendarOf(
  days: readonly DayRow[],
  flows: FlowsInReais,
  base: SpendingBasis,
): CalendarAnswer {
  const byDate = new Map(days.map((d) => [d.date, { ...d }]));
  for (const group of flows.groups) {
    if (group.reais === null) continue;
    const day = byDate.get(group.date) ?? { date: group.date, count: 0, despesas: 0, receitas: 0 };
    if (group.type === 'DESPESA') day.despesas += group.reais;
    else day.receitas += group.reais;
    byDate.set(group.date, day);
  }
  const sorted = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const answerDays: CalendarDay[] = sorted.map((d) => ({
    date: d.date,
    despesas: centsToReais(d.despesas),
    receitas: centsToReais(d.receitas),
    count: d.count,
  }));
  const sum = (pick: (d: DayRow) => number) => sorted.reduce((total, d) => total + pick(d), 0);
  return {
    base,
    days: answerDays,
    totalDespesas: centsToReais(sum((d) => d.despesas)),
    totalReceitas: centsToReais(sum((d) => d.receitas)),
    maxDespesas: centsToReais(sorted.reduce((max, d) => Math.max(max, d.despesas), 0)),
    unconverted_accounts: flows.unconverted,
  };
}
