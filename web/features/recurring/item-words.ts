import type { RecurringItem, RecurringType, RunResult } from '../../../common/contract/recurring';
import { formatDateBR } from '../../../common/dates';
import { formatInCurrency } from '../../entities/account/public';

/**
 * What the fixed-item screens say of an item, by its type: an expense is paid, an income received. The expense's
 * words that the specification gives ('Gasto fixo atualizado', 'Falha ao confirmar pagamento') are its own.
 */
export interface ItemWords {
  /** The heading of the items of this kind, and one or several of them in a sentence. */
  title: string;
  one: string;
  many: string;
  /** The form's heading and its submit button. */
  newTitle: string;
  submit: string;
  created: string;
  updated: string;
  deleted: string;
  deleteTitle: string;
  deleteMessage: (description: string) => string;
  /** The button that records this month's due date, the dialog it opens, and what it says afterwards. */
  confirm: string;
  confirmTitle: (description: string) => string;
  confirmed: string;
  confirmFailed: string;
  /** The form's line under the mode. */
  modeHint: string;
  /** The verb of the due date: 'Vence dia 10', 'Recebe no 5º dia útil'; and its past, 'Venceu há 2 dias'. */
  due: string;
  dueWas: string;
  /** The form's day field: 'Dia de vencimento' / 'Dia do recebimento'; the date's noun; 'pago' / 'recebido'. */
  dayLabel: string;
  dateNoun: string;
  paidWord: string;
  /** 'Será registrado' / 'Será registrada': the record still to come (the form's answer, the automatic run). */
  willBeRecorded: string;
  /**
   * The create form's question when this month's due date has passed, and its answers: paid and to be recorded,
   * paid and already in the balance (recording it would count it twice), not paid.
   */
  paidQuestion: string;
  paidYes: string;
  paidCounted: string;
  paidNo: string;
}

export const itemWords: Record<RecurringType, ItemWords> = {
  DESPESA: {
    title: 'Gastos fixos',
    one: 'gasto fixo',
    many: 'gastos fixos',
    newTitle: 'Novo gasto fixo',
    submit: 'Adicionar gasto fixo',
    created: 'Gasto fixo criado',
    updated: 'Gasto fixo atualizado',
    deleted: 'Gasto fixo excluído',
    deleteTitle: 'Excluir gasto fixo',
    deleteMessage: (description) =>
      `Excluir o gasto fixo "${description}"? As despesas já registradas continuam nas transações.`,
    confirm: 'Pagar',
    confirmTitle: (description) => `Pagar ${description}`,
    confirmed: 'Pagamento registrado',
    confirmFailed: 'Falha ao confirmar pagamento',
    modeHint:
      'Manual: você confirma cada pagamento com “Pagar”. Automático: a despesa é registrada sozinha no dia do vencimento.',
    due: 'Vence',
    dueWas: 'Venceu',
    dayLabel: 'Dia de vencimento',
    dateNoun: 'vencimento',
    paidWord: 'pago',
    willBeRecorded: 'Será registrado',
    paidQuestion: 'Já pago este mês?',
    paidYes: 'Sim: registrar o pagamento',
    paidCounted: 'Sim, já está no saldo',
    paidNo: 'Não, ainda vou pagar',
  },
  RECEITA: {
    title: 'Receitas fixas',
    one: 'receita fixa',
    many: 'receitas fixas',
    newTitle: 'Nova receita fixa',
    submit: 'Adicionar receita fixa',
    created: 'Receita fixa criada',
    updated: 'Receita fixa atualizada',
    deleted: 'Receita fixa excluída',
    deleteTitle: 'Excluir receita fixa',
    deleteMessage: (description) =>
      `Excluir a receita fixa "${description}"? As receitas já registradas continuam nas transações.`,
    confirm: 'Recebido',
    confirmTitle: (description) => `Registrar recebimento de ${description}`,
    confirmed: 'Receita registrada',
    confirmFailed: 'Falha ao confirmar recebimento',
    modeHint:
      'Manual: você confirma cada recebimento com “Recebido”. Automático: a receita é registrada sozinha na data prevista.',
    due: 'Recebe',
    dueWas: 'Prevista',
    dayLabel: 'Dia do recebimento',
    dateNoun: 'recebimento',
    paidWord: 'recebido',
    willBeRecorded: 'Será registrada',
    paidQuestion: 'Já recebido este mês?',
    paidYes: 'Sim: registrar o recebimento',
    paidCounted: 'Sim, já está no saldo',
    paidNo: 'Não, ainda vou receber',
  },
};

/** '1 gasto fixo', '3 receitas fixas'; with filters on, '2 de 3 gastos fixos'. */
export function countText(words: ItemWords, shown: number, total: number, filtered: boolean): string {
  if (filtered) return `${shown} de ${total} ${total === 1 ? words.one : words.many}`;
  return `${total} ${total === 1 ? words.one : words.many}`;
}

/** The item's rule in its type's words: 'Vence dia 10', 'Recebe no 5º dia útil'. */
export function dueRuleText(
  item: Pick<RecurringItem, 'type' | 'due_day' | 'due_business_day'> & Partial<Pick<RecurringItem, 'kind'>>,
): string {
  const verb = itemWords[item.type].due;
  // A conta a pagar has one due date, no rule that repeats.
  if (item.kind === 'conta') return 'Vencimento único';
  return item.due_business_day === null
    ? `${verb} dia ${item.due_day}`
    : `${verb} no ${item.due_business_day}º dia útil`;
}

/**
 * An item answered 'Sim, já está no saldo' when created is counted paid (received) with no transaction: its status
 * says so, without a date the person never typed ('Pago em 10/11' read as a payment recorded that day).
 */
export const IN_BALANCE_TEXT = 'Já no saldo';

/** Of the paid (received) items, those with no transaction: '1 já no saldo, sem lançamento'; null when none. */
export const inBalanceText = (count: number): string | null =>
  count > 0 ? `${count} já no saldo, sem lançamento` : null;

/**
 * The next due date as a list shows it beside the month's status: once the month is paid (or received) the date
 * is the next month's, and 'Próximo: 10/12/2026' says so ('10/12/2026 · Pago' read as December paid already).
 */
export function nextRunText(item: Pick<RecurringItem, 'next_run' | 'payment_status'>): string {
  const date = formatDateBR(item.next_run);
  return item.payment_status === 'pago' ? `Próximo: ${date}` : date;
}

/**
 * When an automatic item is recorded next, with no one pressing anything: the scheduler records it on its due
 * day ('Será registrado automaticamente em 10/12/2026'). A manual item has none.
 */
export function automaticText(item: Pick<RecurringItem, 'type' | 'mode' | 'next_run'>): string | null {
  if (item.mode !== 'automatic') return null;
  return `${itemWords[item.type].willBeRecorded} automaticamente em ${formatDateBR(item.next_run)}`;
}

/** 'Processar automáticos' says what it recorded, expenses and incomes in their own words. */
export function runText({ created, created_incomes, behind, failed }: RunResult): string {
  const expenses = created - created_incomes;
  const recorded = [
    expenses === 1 ? '1 gasto automático registrado' : `${expenses} gastos automáticos registrados`,
    created_incomes === 1 ? '1 receita registrada' : `${created_incomes} receitas registradas`,
  ].filter((_, i) => (i === 0 ? expenses > 0 : created_incomes > 0));
  const parts = [created === 0 ? 'Nada a registrar automaticamente' : recorded.join(' e ')];
  if (behind > 0) {
    parts.push(
      behind === 1
        ? '1 item está atrasado demais para o registro automático: ajuste o vencimento ou registre-o à mão'
        : `${behind} itens estão atrasados demais para o registro automático: ajuste o vencimento ou registre-os à mão`,
    );
  }
  if (failed > 0)
    parts.push(failed === 1 ? '1 não pôde ser registrado' : `${failed} não puderam ser registrados`);
  return parts.join('. ');
}

/** What the items of an account in another currency with no rate today are left out of (RatesNote's words). */
export const FIXED_ITEMS_OUT_OF = 'dos gastos fixos';

/** An item's amount in its account's currency: 'R$ 100,00', 'US$ 10,00' (the summaries count it in reais). */
export const itemAmountText = (item: Pick<RecurringItem, 'amount' | 'account_currency'>) =>
  formatInCurrency(item.amount, item.account_currency);
