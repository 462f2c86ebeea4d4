import type { IncomeSuggestion, RecurringCreateBody } from '../../../common/contract/recurring';
import { monthNames } from '../../../common/dates';
import { formatReais } from '../../../common/money';

const monthName = (month: string) => monthNames[Number(month.slice(5, 7)) - 1] ?? month;

/** 'SALARIO ACME entrou em setembro, outubro e novembro (R$ 5.610,40 em novembro, dia 5).' */
export function incomeSuggestionText(suggestion: IncomeSuggestion): string {
  const names = suggestion.months.map(monthName);
  const last = names.pop();
  const latest = suggestion.months[suggestion.months.length - 1] ?? '';
  return `${suggestion.description} entrou em ${names.join(', ')} e ${last} (${formatReais(suggestion.amount)} em ${monthName(latest)}, dia ${suggestion.dueDay}).`;
}

/**
 * The receita fixa a suggestion makes, as the form would send it: the latest month's amount, account, category and
 * payee, due on the day it came. This month's, when it came already, is counted received and not recorded again
 * (it is in the account); otherwise the next one is expected on that day.
 */
export function incomeSuggestionBody(suggestion: IncomeSuggestion): RecurringCreateBody {
  return {
    type: 'RECEITA',
    account_id: suggestion.accountId,
    amount: suggestion.amount,
    description: suggestion.description,
    category_id: suggestion.categoryId,
    payee_id: suggestion.payeeId,
    due_day: suggestion.dueDay,
    ...(suggestion.receivedThisMonth ? { paid_this_month: true, record_payment: false } : {}),
  };
}
