// Read tools over what the person has: net_worth and investments.
import type { PositionsResponse } from '../../../common/contract/investments';
import {
  NET_WORTH_CLASS_LABELS,
  NET_WORTH_CLASSES,
  NET_WORTH_MAX_MONTHS,
  type NetWorthAnswer,
} from '../../../common/contract/net-worth';
import { formatDateBR, formatMonthLabel } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { ask } from './api-caller';
import { countArg, defineTool, linesOf, money } from './tool';

export const netWorth = defineTool({
  name: 'net_worth',
  description: `O patrimônio (caixa, renda fixa, renda variável, bens e dívidas) hoje e no fim de cada um dos últimos N meses (padrão 12, até ${NET_WORTH_MAX_MONTHS}). / Net worth by class today and at the end of each of the last N months.`,
  input: {
    months: countArg(1, NET_WORTH_MAX_MONTHS, 'months')
      .optional()
      .describe('Últimos N meses / last N months'),
  },
  writes: false,
  async run(api, args) {
    const answer = await ask<NetWorthAnswer>(api, 'GET', '/net-worth', {
      query: { meses: args.months ?? 12 },
    });
    const current = answer.months.at(-1);
    if (!current)
      return { text: 'Nenhuma conta ainda: sem patrimônio a mostrar.', structured: { months: [] } };
    const classes = NET_WORTH_CLASSES.map(
      (c) => `- ${NET_WORTH_CLASS_LABELS[c]}: ${formatReais(current[c])}`,
    );
    return {
      text: [
        `Patrimônio em ${formatDateBR(current.date)}: ${formatReais(current.total)} (${formatReais(answer.change.month)} no mês)`,
        ...classes,
        '',
        'Mês a mês:',
        ...answer.months.map((m) => `- ${formatMonthLabel(`${m.month}-01`)}: ${formatReais(m.total)}`),
      ].join('\n'),
      structured: {
        change_month: money(answer.change.month),
        months: answer.months.map((m) => ({
          month: m.month,
          date: m.date,
          total: money(m.total),
          ...Object.fromEntries(NET_WORTH_CLASSES.map((c) => [c, money(m[c])])),
          real: m.real === null ? null : money(m.real),
        })),
      },
    };
  },
});

/** Open positions one answer lists (the totals count them all). */
const MAX_POSITIONS = 100;

export const investments = defineTool({
  name: 'investments',
  description:
    'As aplicações de renda fixa em aberto: quanto foi aplicado e quanto valem hoje (bruto e líquido de impostos), e os totais. / The open fixed-income positions: applied, gross and net value today, and the totals.',
  input: {},
  writes: false,
  async run(api) {
    const answer = await ask<PositionsResponse>(api, 'GET', '/investments');
    const open = answer.positions.filter((p) => p.redeemedOn === null);
    const line = (p: PositionsResponse['positions'][number]) =>
      `- ${p.name} (${p.productLabel}, ${p.indexingLabel}, ${p.accountName}): aplicado ${formatReais(p.applied)} em ${formatDateBR(p.date)}${
        p.today ? `; hoje ${formatReais(p.today.gross)} bruto, ${formatReais(p.today.net)} líquido` : ''
      }`;
    return {
      text: [
        'Renda fixa em aberto:',
        open.length ? linesOf(open, MAX_POSITIONS, line) : 'Nenhuma aplicação em aberto.',
        `Total aplicado ${formatReais(answer.totals.applied)}; bruto hoje ${formatReais(answer.totals.gross)}; líquido hoje ${formatReais(answer.totals.net)}.`,
      ].join('\n'),
      structured: {
        totals: {
          applied: money(answer.totals.applied),
          gross: money(answer.totals.gross),
          net: money(answer.totals.net),
        },
        positions: open.slice(0, MAX_POSITIONS).map((p) => ({
          id: p.id,
          name: p.name,
          product: p.product,
          indexing: p.indexing,
          rate: p.rate,
          account: p.accountName,
          applied: money(p.applied),
          date: p.date,
          maturity_date: p.maturityDate,
          gross_today: p.today ? money(p.today.gross) : null,
          net_today: p.today ? money(p.today.net) : null,
        })),
      },
    };
  },
});
