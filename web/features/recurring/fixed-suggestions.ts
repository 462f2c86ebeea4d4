import type {
  FixedSuggestion,
  RecurringCreateBody,
  RecurringItem,
  RecurringType,
} from '../../../common/contract/recurring';
import { HOME_CURRENCY } from '../../../common/currencies';
import { formatMonthLabel, monthNames } from '../../../common/dates';
import { centsToReais, reaisToCents, sumCents } from '../../../common/money';

/** What each suggestion says it looks like, what its button does, and the toast once made. */
export const suggestionWords: Record<
  RecurringType,
  { looks: string; create: string; created: string; failed: string }
> = {
  DESPESA: {
    looks: 'Parece um gasto fixo',
    create: 'Criar gasto fixo',
    created: 'Gasto fixo criado',
    failed: 'Não foi possível criar o gasto fixo',
  },
  RECEITA: {
    looks: 'Parece uma receita fixa',
    create: 'Criar receita fixa',
    created: 'Receita fixa criada',
    failed: 'Não foi possível criar a receita fixa',
  },
};

/** Previsão's note: 'Seu histórico tem uma receita que parece fixa e que a previsão ainda não conta:'. */
export const foundIncomesText = (count: number) =>
  count === 1
    ? 'Seu histórico tem uma receita que parece fixa e que a previsão ainda não conta:'
    : `Seu histórico tem ${count} receitas que parecem fixas e que a previsão ainda não conta:`;

const monthName = (month: string) => monthNames[Number(month.slice(5, 7)) - 1] ?? month;

/**
 * The months it was seen in: 'Visto em setembro, outubro e novembro' for a few, else 'Visto em 12 meses, de
 * dezembro de 2025 a novembro de 2026'.
 */
export function suggestionMonthsText(months: readonly string[]): string {
  if (months.length <= 4) {
    const names = months.map(monthName);
    const last = names.pop();
    return `Visto em ${names.length > 0 ? `${names.join(', ')} e ${last}` : last}`;
  }
  const first = months[0] ?? '';
  const latest = months[months.length - 1] ?? '';
  return `Visto em ${months.length} meses, de ${formatMonthLabel(`${first}-01`)} a ${formatMonthLabel(`${latest}-01`)}`;
}

/**
 * The fixed item a suggestion makes, as the form would send it: the latest row's amount, account, category and payee,
 * due on its typical day, of valor variável when the amounts varied. This month's, when recorded already, is counted
 * paid (or received) and not recorded again; otherwise the next one is expected on that day.
 */
export function suggestionBody(suggestion: FixedSuggestion): RecurringCreateBody {
  return {
    type: suggestion.type,
    account_id: suggestion.accountId,
    amount: suggestion.amount,
    description: suggestion.description,
    category_id: suggestion.categoryId,
    payee_id: suggestion.payeeId,
    due_day: suggestion.dueDay,
    variable_amount: suggestion.variableAmount,
    ...(suggestion.seenThisMonth ? { paid_this_month: true, record_payment: false } : {}),
  };
}

export interface Subscription {
  item: RecurringItem;
  /** In the item's account's currency: amount × 12 ÷ the months between due dates. */
  yearly: number;
}

/**
 * "Assinaturas": the book's gastos fixos (expenses repeating every interval, Pix Automático included; not a conta a
 * pagar, paid once), each with its cost in a year, largest first, and the total of those in reais (an item in
 * another currency shows its own and stays out of the total, `foreign` counts them).
 */
export function subscriptionsOf(items: readonly RecurringItem[]): {
  list: Subscription[];
  totalYearly: number;
  foreign: number;
} {
  const list = items
    .filter((item) => item.type === 'DESPESA' && item.kind !== 'conta')
    .map((item) => ({
      item,
      yearly: centsToReais(Math.round((reaisToCents(item.amount) * 12) / Math.max(1, item.interval_count))),
    }))
    .sort((a, b) => b.yearly - a.yearly || a.item.description.localeCompare(b.item.description, 'pt-BR'));
  const home = list.filter((s) => (s.item.account_currency ?? HOME_CURRENCY) === HOME_CURRENCY);
  return {
    list,
    totalYearly: centsToReais(sumCents(home.map((s) => reaisToCents(s.yearly)))),
    foreign: list.length - home.length,
  };
}
