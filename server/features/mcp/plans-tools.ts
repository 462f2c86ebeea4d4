// Read tools over what is to come: bills_due (fixed items, contas a pagar and card bills) and forecast.
import type { CardSummary } from '../../../common/contract/cards';
import { FORECAST_KIND_LABELS, FORECAST_MAX_DAYS, type Forecast } from '../../../common/contract/forecast';
import {
  paymentStatusLabels,
  type RecurringItem,
  recurringKindLabels,
} from '../../../common/contract/recurring';
import { addDays, formatDateBR, formatMonthLabel } from '../../../common/dates';
import { formatReais, sumReais } from '../../../common/money';
import { ask } from './api-caller';
import { todayOf } from './lookups';
import { countArg, defineTool, linesOf, money } from './tool';

export const MAX_BILL_DAYS = 90;

interface DueBill {
  kind: 'gasto_fixo' | 'fatura';
  due_date: string;
  description: string;
  amount: number;
  status: string;
  /** For mark_bill_paid: the fixed item's id, or the card's id and the bill's month. */
  recurring_id?: number;
  card_id?: number;
  bill_month?: string;
}

/** A fixed expense, conta or Pix Automático still to pay by `until` (overdue ones included). */
function dueItems(items: RecurringItem[], until: string): DueBill[] {
  return items
    .filter((i) => i.type === 'DESPESA' && !i.done && i.payment_status !== 'pago' && i.next_run <= until)
    .map((i) => ({
      kind: 'gasto_fixo',
      due_date: i.next_run,
      description: `${i.description} (${recurringKindLabels[i.kind]}, ${paymentStatusLabels[i.payment_status]})`,
      amount: i.amount,
      status: i.payment_status,
      recurring_id: i.id,
    }));
}

/** Each card's first bill still to pay, when it falls due by `until` and something is left of it. */
function dueCardBills(cards: CardSummary[], until: string): DueBill[] {
  return cards.flatMap((card) => {
    const bill = card.next_due_bill;
    const left = sumReais([bill.total, -bill.paid]);
    if (left <= 0 || bill.due_date > until) return [];
    return [
      {
        kind: 'fatura' as const,
        due_date: bill.due_date,
        description: `Fatura ${card.name} de ${formatMonthLabel(`${bill.month}-01`)}`,
        amount: left,
        status: bill.status,
        card_id: card.id,
        bill_month: bill.month,
      },
    ];
  });
}

export const billsDue = defineTool({
  name: 'bills_due',
  description:
    'O que vence nos próximos N dias (padrão 30, até 90): gastos fixos, contas a pagar e faturas de cartão ainda não pagos, os atrasados inclusive. / What falls due in the next N days (default 30, up to 90): unpaid fixed expenses, bills and card bills, overdue ones included.',
  input: { days: countArg(0, MAX_BILL_DAYS, 'days').optional().describe('Próximos N dias / next N days') },
  writes: false,
  async run(api, args) {
    const [today, items, cards] = await Promise.all([
      todayOf(api),
      ask<RecurringItem[]>(api, 'GET', '/recurring'),
      ask<CardSummary[]>(api, 'GET', '/cards'),
    ]);
    const until = addDays(today, args.days ?? 30);
    const due = [...dueItems(items, until), ...dueCardBills(cards, until)].sort((a, b) =>
      a.due_date.localeCompare(b.due_date),
    );
    const total = sumReais(due.map((d) => d.amount));
    const line = (d: DueBill) =>
      `- ${formatDateBR(d.due_date)} · ${d.description}: ${formatReais(d.amount)} ${
        d.kind === 'fatura'
          ? `[cartão ${d.card_id}, fatura ${d.bill_month}]`
          : `[gasto fixo ${d.recurring_id}]`
      }`;
    return {
      text: [
        `A pagar até ${formatDateBR(until)}:`,
        due.length ? linesOf(due, 100, line) : 'Nada a pagar no período.',
        `Total: ${formatReais(total)}.`,
      ].join('\n'),
      structured: {
        today,
        until,
        total: money(total),
        bills: due.map((d) => ({ ...d, amount: money(d.amount) })),
      },
    };
  },
});

/** Items of the forecast a text lists; the structured answer carries up to MAX_FORECAST_ITEMS. */
const FORECAST_TEXT_ITEMS = 20;
const MAX_FORECAST_ITEMS = 100;

export const forecast = defineTool({
  name: 'forecast',
  description: `Previsão do saldo das contas do dia a dia para os próximos N dias (padrão 30, até ${FORECAST_MAX_DAYS}): saldo hoje, no fim do mês e no fim do período, o primeiro dia negativo e o que entra e sai. / Balance forecast of the everyday accounts for the next N days: today, month end, period end, first negative day and the items.`,
  input: {
    days: countArg(1, FORECAST_MAX_DAYS, 'days').optional().describe('Próximos N dias / next N days'),
  },
  writes: false,
  async run(api, args) {
    const f = await ask<Forecast>(api, 'GET', '/forecast', { query: { days: args.days ?? 30 } });
    const items = f.items.slice(0, MAX_FORECAST_ITEMS);
    const lines = [
      `Saldo hoje (${formatDateBR(f.from)}): ${formatReais(f.start_balance)}`,
      `Fim do mês (${formatDateBR(f.month_end.date)}): ${formatReais(f.month_end.balance)}`,
      `Em ${formatDateBR(f.to)}: ${formatReais(f.end_balance)}`,
      f.first_negative
        ? `Fica negativo em ${formatDateBR(f.first_negative.date)}: ${formatReais(f.first_negative.balance)}`
        : 'Não fica negativo no período.',
    ];
    return {
      text: [
        ...lines,
        ...(items.length ? ['', 'Próximos lançamentos:'] : []),
        linesOf(
          items,
          FORECAST_TEXT_ITEMS,
          (i) =>
            `- ${formatDateBR(i.date)} · ${i.description} (${FORECAST_KIND_LABELS[i.kind]}): ${formatReais(i.amount)}`,
        ),
      ]
        .join('\n')
        .trimEnd(),
      structured: {
        from: f.from,
        to: f.to,
        start_balance: money(f.start_balance),
        month_end: { date: f.month_end.date, balance: money(f.month_end.balance) },
        end_balance: money(f.end_balance),
        first_negative: f.first_negative
          ? { date: f.first_negative.date, balance: money(f.first_negative.balance) }
          : null,
        items: items.map((i) => ({ ...i, amount: money(i.amount) })),
      },
    };
  },
});
