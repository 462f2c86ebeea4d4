// Read tools over where the money went: spending_by_category, spending_by_month and budgets.
import { type Budget, remainingText } from '../../../common/contract/budgets';
import type { MonthlyRow, ReportRow } from '../../../common/contract/reports';
import { z } from '../../../common/contract/shared';
import {
  addMonths,
  firstDayOfMonth,
  formatDateBR,
  formatMonthLabel,
  lastDayOfMonth,
  monthsBetween,
} from '../../../common/dates';
import { formatReais, sumReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { ApiRefusal, ask } from './api-caller';
import { categoryOf, periodArgs, periodOf, todayOf } from './lookups';
import { countArg, defineTool, linesOf, money, monthArg, nameArg } from './tool';

/** Categories one answer lists, largest first (the total counts them all). */
const MAX_CATEGORY_LINES = 100;

export const spendingByCategory = defineTool({
  name: 'spending_by_category',
  description:
    'Quanto foi gasto (ou recebido) por categoria num mês ou período; com "category", só essa categoria (ex.: quanto gastei com Delivery este mês). Sem período: este mês. / How much was spent (or received) by category in a month or period; with "category", that category alone. Default: this month.',
  input: {
    ...periodArgs,
    category: nameArg.optional().describe('Só esta categoria, ex. Delivery / only this category'),
    type: z
      .enum(['despesa', 'receita'], { error: 'type: despesa ou receita' })
      .optional()
      .describe('despesa (padrão) ou receita / expense (default) or income'),
  },
  writes: false,
  async run(api, args) {
    // A category the book does not have is refused with the names it has, never answered R$ 0,00 as if nothing
    // had been spent on it (an assistant asked about "delivery" would repeat that zero with confidence).
    const [thisOrChosen, category] = await Promise.all([
      periodOf(api, args, { thisMonthByDefault: true }),
      categoryOf(api, { category: args.category }),
    ]);
    const period = thisOrChosen!;
    const type = args.type ?? 'despesa';
    // The report rolls subcategories into their parents: a subcategory's own figure is in its parent's breakdown,
    // and its percent there is of the parent's money.
    const query = category?.parent ? { ...period, categoriaPaiId: category.parent.id } : period;
    const rows = (await ask<ReportRow[]>(api, 'GET', '/reports/by-category', { query })).filter(
      (r) => r.type === type,
    );
    const chosen = category ? rows.filter((r) => r.id === category.id && r.name === category.name) : rows;
    const shareOf = category?.parent ? `de ${category.parent.name}` : 'do total';
    const total = sumReais(chosen.map((r) => r.total));
    const what = type === 'despesa' ? 'Gastos' : 'Receitas';
    const head = `${what} de ${formatDateBR(period.from)} a ${formatDateBR(period.to)}`;
    const text = args.category
      ? `${head} em ${category?.name}: ${formatReais(total)}${chosen[0] ? ` (${formatPercent(chosen[0].percent)} ${shareOf})` : ''}.`
      : [
          `${head}, por categoria:`,
          chosen.length
            ? linesOf(
                chosen,
                MAX_CATEGORY_LINES,
                (r) => `- ${r.name}: ${formatReais(r.total)} (${formatPercent(r.percent)})`,
              )
            : 'Nada no período.',
          `Total: ${formatReais(total)}.`,
        ].join('\n');
    return {
      text,
      structured: {
        period,
        type,
        total: money(total),
        categories: chosen.slice(0, MAX_CATEGORY_LINES).map((r) => ({
          id: r.id,
          name: r.name,
          total: money(r.total),
          percent: r.percent,
        })),
      },
    };
  },
});

export const MAX_MONTHS_BACK = 60;

export const spendingByMonth = defineTool({
  name: 'spending_by_month',
  description:
    'Receitas, despesas e saldo de cada mês: os últimos N meses (padrão 6, até 60) ou um período. / Income, expenses and the result of each month: the last N months (default 6, up to 60) or a period.',
  input: {
    months: countArg(1, MAX_MONTHS_BACK, 'months').optional().describe('Últimos N meses / last N months'),
    from_month: monthArg.optional().describe('Primeiro mês AAAA-MM / first month'),
    to_month: monthArg.optional().describe('Último mês AAAA-MM / last month'),
  },
  writes: false,
  async run(api, args) {
    const lastMonth = args.to_month ? `${args.to_month}-01` : firstDayOfMonth(await todayOf(api));
    const firstMonth = args.from_month
      ? `${args.from_month}-01`
      : addMonths(lastMonth, 1 - (args.months ?? 6));
    if (monthsBetween(firstMonth, lastMonth) >= MAX_MONTHS_BACK)
      throw new ApiRefusal(`Peça no máximo ${MAX_MONTHS_BACK} meses de cada vez`, 400);
    const period = { from: firstMonth, to: lastDayOfMonth(lastMonth) };
    const months = await ask<MonthlyRow[]>(api, 'GET', '/reports/monthly', { query: period });
    const lines = months.map(
      (m) =>
        `- ${formatMonthLabel(m.month)}: receitas ${formatReais(m.receitas)}, despesas ${formatReais(m.despesas)}, saldo ${formatReais(sumReais([m.receitas, -m.despesas]))}`,
    );
    return {
      text: [`Mês a mês, de ${formatDateBR(period.from)} a ${formatDateBR(period.to)}:`, ...lines].join('\n'),
      structured: {
        period,
        months: months.map((m) => ({
          month: m.month.slice(0, 7),
          receitas: money(m.receitas),
          despesas: money(m.despesas),
          resultado: money(sumReais([m.receitas, -m.despesas])),
        })),
      },
    };
  },
});

export const budgets = defineTool({
  name: 'budgets',
  description:
    "Os orçamentos do mês (padrão: este mês): quanto foi orçado, gasto e quanto resta em cada categoria. / The month's budgets (default: this month): budgeted, spent and what is left per category.",
  input: { month: monthArg.optional() },
  writes: false,
  async run(api, args) {
    const month = args.month ? `${args.month}-01` : firstDayOfMonth(await todayOf(api));
    const list = await ask<Budget[]>(api, 'GET', '/budgets', { query: { month } });
    const lines = list
      .slice(0, MAX_CATEGORY_LINES)
      .map(
        (b) =>
          `- ${b.category}: orçado ${formatReais(b.available)}, gasto ${formatReais(b.spent)}; ${remainingText(b.remaining)}${b.percent === null ? '' : ` (${formatPercent(b.percent)})`}`,
      );
    return {
      text: [
        `Orçamentos de ${formatMonthLabel(month)}:`,
        ...(lines.length ? lines : ['Nenhum orçamento neste mês.']),
      ].join('\n'),
      structured: {
        month: month.slice(0, 7),
        budgets: list.slice(0, MAX_CATEGORY_LINES).map((b) => ({
          id: b.id,
          category_id: b.category_id,
          category: b.category,
          amount: money(b.amount),
          carried: money(b.carried),
          available: money(b.available),
          spent: money(b.spent),
          remaining: money(b.remaining),
          percent: b.percent,
        })),
      },
    };
  },
});
